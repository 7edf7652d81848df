package savelens.format.unity;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Deterministic Unity YAML scenes in the shape Unity 2022+ writes: the header and the four settings
 * documents, then per game object a {@code GameObject}, its {@code Transform} and one {@code MonoBehaviour}
 * (documents ordered by file id, the object's three ids consecutive as the editor allocates them), and a
 * closing {@code SceneRoots}. Objects nest up to {@link #MAX_DEPTH} levels; names, tags, layers and the
 * active flag vary; behaviours hold scalars of every style Unity writes (plain, single-quoted, double-quoted
 * with escapes, long text folded over several lines, the empty plain {@code m_Name: }), colours and
 * vectors as flow mappings, block lists, an external script reference with a guid, sometimes a local
 * reference to another object's transform. A few objects have 64-bit file ids, some negative.
 *
 * <p>Lives with the tests so that both they (small scenes) and the benchmarks (100,000 objects, through
 * core's test jar) use the same scenes; it needs nothing but the JDK.
 */
public final class UnitySceneGenerator {
    public static final long DEFAULT_SEED = 42;
    /** Levels of nesting: roots are level 1. */
    public static final int MAX_DEPTH = 8;
    /** Unity folds flow mappings and quoted text once a line passes this column. */
    private static final int WIDTH = 80;

    private static final String[] NAMES = {"Lamp", "Tree", "Rock", "Crate", "Enemy", "Door", "Coin", "Wall",
            "Main Camera", "Directional Light", "Spawner", "Tree (3)"};
    /** Names Unity must quote, or writes as a plain number: {@code ': '}, edge spaces, a quote, non-ASCII. */
    private static final String[] ODD_NAMES = {"Note: read me", " Rigidbody", "Cactus ", "Bob's hut", "Héros",
            "Ünïcödé ▶", "2048", "#hash", "[Bracket]", "-dash", "Quote \"q\""};
    private static final String[] TAGS = {"Untagged", "Untagged", "Untagged", "Untagged", "Player", "Enemy",
            "Respawn", "EditorOnly", "MainCamera"};
    private static final int[] LAYERS = {0, 0, 0, 0, 0, 1, 5, 8, 9};
    private static final String[] WORDS = ("the spawner waits for the player to enter the trigger before it opens "
            + "the door and releases the next wave of enemies along the path").split(" ");

    private final int count;
    private final long[] baseId;
    private final int[] transformOffset;
    private final int[] parent;
    private final int[] depth;
    private final String[] name;
    private final String[] tag;
    private final int[] layer;
    private final boolean[] active;
    private final int[] target;
    private final int[] script;
    private final long[] behaviourSeed;
    private final int[][] children;
    private final int[] roots;
    private final String[] scriptGuids;

    private UnitySceneGenerator(int gameObjects, long seed) {
        if (gameObjects < 1) throw new IllegalArgumentException("at least one game object");
        SplittableRandom rnd = new SplittableRandom(seed);
        count = gameObjects;
        baseId = new long[count];
        transformOffset = new int[count];
        parent = new int[count];
        depth = new int[count];
        name = new String[count];
        tag = new String[count];
        layer = new int[count];
        active = new boolean[count];
        target = new int[count];
        script = new int[count];
        behaviourSeed = new long[count];
        scriptGuids = new String[6];
        for (int i = 0; i < scriptGuids.length; i++) scriptGuids[i] = hex(rnd, 32);

        Set<Long> used = new HashSet<>();
        int[] childCount = new int[count];
        int rootCount = 0;
        for (int i = 0; i < count; i++) {
            baseId[i] = freshBase(rnd, used);
            transformOffset[i] = 1 + rnd.nextInt(2);
            int p = -1;
            if (i > 0 && rnd.nextInt(100) != 0) {
                // Half the time the object before it (chains), else any earlier one; too deep climbs up.
                p = rnd.nextBoolean() ? i - 1 : rnd.nextInt(i);
                while (p >= 0 && depth[p] >= MAX_DEPTH) p = parent[p];
            }
            parent[i] = p;
            depth[i] = p < 0 ? 1 : depth[p] + 1;
            if (p < 0) rootCount++;
            else childCount[p]++;
            name[i] = rnd.nextInt(40) == 0 ? ODD_NAMES[rnd.nextInt(ODD_NAMES.length)]
                    : NAMES[rnd.nextInt(NAMES.length)] + (rnd.nextInt(3) == 0 ? "" : " (" + i + ")");
            tag[i] = TAGS[rnd.nextInt(TAGS.length)];
            layer[i] = LAYERS[rnd.nextInt(LAYERS.length)];
            active[i] = rnd.nextInt(20) != 0;
            script[i] = rnd.nextInt(scriptGuids.length);
            behaviourSeed[i] = rnd.nextLong();
        }
        for (int i = 0; i < count; i++) target[i] = rnd.nextInt(4) == 0 ? rnd.nextInt(count) : -1;
        children = new int[count][];
        for (int i = 0; i < count; i++) children[i] = new int[childCount[i]];
        roots = new int[rootCount];
        int[] filled = new int[count];
        int r = 0;
        for (int i = 0; i < count; i++) {
            if (parent[i] < 0) roots[r++] = i;
            else children[parent[i]][filled[parent[i]]++] = i;
        }
    }

    /** The plan of a scene of {@code gameObjects} objects; the same seed gives the same scene. */
    public static UnitySceneGenerator of(int gameObjects, long seed) {
        return new UnitySceneGenerator(gameObjects, seed);
    }

    /** A whole scene in memory. */
    public static byte[] generate(int gameObjects, long seed) {
        return of(gameObjects, seed).bytes();
    }

    public byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(4096, count * 1500));
        try {
            write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    // ---- what was generated, for tests to check a reader against (object numbers in generation order)

    public int gameObjects() { return count; }

    public long gameObjectId(int i) { return baseId[i]; }

    public long transformId(int i) { return baseId[i] + transformOffset[i]; }

    public long behaviourId(int i) { return baseId[i] + 3 - transformOffset[i]; }

    /** The parent object's number, or -1 for a root. */
    public int parent(int i) { return parent[i]; }

    /** 1 for a root. */
    public int depth(int i) { return depth[i]; }

    /** The name as Unity shows it (unquoted, unescaped). */
    public String name(int i) { return name[i]; }

    public String tag(int i) { return tag[i]; }

    public int layer(int i) { return layer[i]; }

    public boolean activeSelf(int i) { return active[i]; }

    /** Active in hierarchy: it and every ancestor active. */
    public boolean activeInHierarchy(int i) {
        for (int o = i; o >= 0; o = parent[o]) if (!active[o]) return false;
        return true;
    }

    /** Children in their {@code m_Children} order. */
    public int[] children(int i) { return children[i].clone(); }

    /** Roots in {@code SceneRoots} order. */
    public int[] roots() { return roots.clone(); }

    /** The object whose transform this object's behaviour aims its {@code target} at, or -1 for {@code {fileID: 0}}. */
    public int target(int i) { return target[i]; }

    /** The script guid of this object's behaviour (an external reference). */
    public String scriptGuid(int i) { return scriptGuids[script[i]]; }

    // ---- writing

    public void write(OutputStream os) throws IOException {
        Writer w = new Writer(os);
        w.line("%YAML 1.1");
        w.line("%TAG !u! tag:unity3d.com,2011:");
        settings(w);
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Long.compare(baseId[a], baseId[b]));
        for (int i : order) {
            boolean transformFirst = transformOffset[i] == 1;
            gameObject(w, i);
            if (transformFirst) transform(w, i);
            behaviour(w, i);
            if (!transformFirst) transform(w, i);
        }
        w.line("--- !u!1660057539 &9223372036854775807");
        w.line("SceneRoots:");
        w.line("  m_ObjectHideFlags: 0");
        w.line("  m_Roots:");
        for (int r : roots) w.line("  - {fileID: " + transformId(r) + "}");
        w.flush();
    }

    private void gameObject(Writer w, int i) throws IOException {
        w.line("--- !u!1 &" + gameObjectId(i));
        w.line("GameObject:");
        prefabLinks(w);
        w.line("  serializedVersion: 6");
        w.line("  m_Component:");
        w.line("  - component: {fileID: " + transformId(i) + "}");
        w.line("  - component: {fileID: " + behaviourId(i) + "}");
        w.line("  m_Layer: " + layer[i]);
        w.line("  m_Name: " + scalar(name[i]));
        w.line("  m_TagString: " + tag[i]);
        w.line("  m_Icon: {fileID: 0}");
        w.line("  m_NavMeshLayer: 0");
        w.line("  m_StaticEditorFlags: 0");
        w.line("  m_IsActive: " + (active[i] ? 1 : 0));
    }

    private void transform(Writer w, int i) throws IOException {
        SplittableRandom rnd = new SplittableRandom(behaviourSeed[i] ^ 0x5DEECE66DL);
        w.line("--- !u!4 &" + transformId(i));
        w.line("Transform:");
        prefabLinks(w);
        w.line("  m_GameObject: {fileID: " + gameObjectId(i) + "}");
        w.line("  serializedVersion: 2");
        double yaw = rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble(-180, 180);
        float qy = (float) Math.sin(Math.toRadians(yaw) / 2), qw = (float) Math.cos(Math.toRadians(yaw) / 2);
        w.line("  m_LocalRotation: {x: -0, y: " + number(qy) + ", z: -0, w: " + number(qw) + "}");
        w.line("  m_LocalPosition: {x: " + coordinate(rnd) + ", y: " + coordinate(rnd) + ", z: " + coordinate(rnd) + "}");
        w.line(rnd.nextInt(5) == 0 ? "  m_LocalScale: {x: 2, y: 2, z: 2}" : "  m_LocalScale: {x: 1, y: 1, z: 1}");
        w.line("  m_ConstrainProportionsScale: 0");
        if (children[i].length == 0) {
            w.line("  m_Children: []");
        } else {
            w.line("  m_Children:");
            for (int c : children[i]) w.line("  - {fileID: " + transformId(c) + "}");
        }
        w.line("  m_Father: {fileID: " + (parent[i] < 0 ? 0 : transformId(parent[i])) + "}");
        w.line("  m_LocalEulerAnglesHint: {x: 0, y: " + number((float) (Math.round(yaw * 1000) / 1000.0)) + ", z: 0}");
    }

    private void behaviour(Writer w, int i) throws IOException {
        SplittableRandom rnd = new SplittableRandom(behaviourSeed[i]);
        int kind = script[i];
        w.line("--- !u!114 &" + behaviourId(i));
        w.line("MonoBehaviour:");
        prefabLinks(w);
        w.line("  m_GameObject: {fileID: " + gameObjectId(i) + "}");
        w.line("  m_Enabled: " + (rnd.nextInt(10) == 0 ? 0 : 1));
        w.line("  m_EditorHideFlags: 0");
        w.line("  m_Script: {fileID: 11500000, guid: " + scriptGuids[kind] + ", type: 3}");
        w.line("  m_Name: ");
        w.line("  m_EditorClassIdentifier: ");
        w.line("  speed: " + number((float) (rnd.nextInt(2000) / 100.0)));
        w.line("  hitPoints: " + rnd.nextInt(1, 500));
        w.line("  displayName: " + scalar(name[i] + (kind == 1 ? ": boss" : "")));
        w.line("  target: {fileID: " + (target[i] < 0 ? 0 : transformId(target[i])) + "}");
        switch (kind) {
            case 0 -> w.line("  tint: {r: " + number(rnd.nextInt(256) / 255f) + ", g: " + number(rnd.nextInt(256) / 255f)
                    + ", b: " + number(rnd.nextInt(256) / 255f) + ", a: 1}");
            case 1 -> w.line("  isBoss: 1");
            case 2 -> {
                int n = rnd.nextInt(4);
                if (n == 0) w.line("  waypoints: []");
                else w.line("  waypoints:");
                for (int k = 0; k < n; k++) {
                    w.line("  - {x: " + coordinate(rnd) + ", y: 0, z: " + coordinate(rnd) + "}");
                }
            }
            case 3 -> w.flow("  prefab: ", "{fileID: " + rnd.nextLong() + ", guid: " + hex(rnd, 32) + ", type: 3}", 4);
            case 4 -> w.line("  greeting: \"\\u25B6 Press start\\tto play\"");
            default -> w.folded("  notes: ", text(rnd), 4);
        }
        if (rnd.nextInt(8) == 0) w.line("  comment: 'It''s " + NAMES[rnd.nextInt(NAMES.length)].toLowerCase(Locale.ROOT) + "'");
    }

    private static void prefabLinks(Writer w) throws IOException {
        w.line("  m_ObjectHideFlags: 0");
        w.line("  m_CorrespondingSourceObject: {fileID: 0}");
        w.line("  m_PrefabInstance: {fileID: 0}");
        w.line("  m_PrefabAsset: {fileID: 0}");
    }

    private static void settings(Writer w) throws IOException {
        w.line("--- !u!29 &1");
        w.line("OcclusionCullingSettings:");
        w.line("  m_ObjectHideFlags: 0");
        w.line("  serializedVersion: 2");
        w.line("  m_OcclusionBakeSettings:");
        w.line("    smallestOccluder: 5");
        w.line("    smallestHole: 0.25");
        w.line("    backfaceThreshold: 100");
        w.line("  m_SceneGUID: 00000000000000000000000000000000");
        w.line("  m_OcclusionCullingData: {fileID: 0}");
        w.line("--- !u!104 &2");
        w.line("RenderSettings:");
        w.line("  m_ObjectHideFlags: 0");
        w.line("  serializedVersion: 10");
        w.line("  m_Fog: 0");
        w.line("  m_FogColor: {r: 0.5, g: 0.5, b: 0.5, a: 1}");
        w.line("  m_FogMode: 3");
        w.line("  m_FogDensity: 0.01");
        w.line("  m_AmbientSkyColor: {r: 0.212, g: 0.227, b: 0.259, a: 1}");
        w.line("  m_AmbientIntensity: 1");
        w.line("  m_AmbientMode: 0");
        w.line("  m_SkyboxMaterial: {fileID: 10304, guid: 0000000000000000f000000000000000, type: 0}");
        w.line("  m_HaloTexture: {fileID: 0}");
        w.line("  m_DefaultReflectionMode: 0");
        w.line("  m_DefaultReflectionResolution: 128");
        w.line("  m_CustomReflection: {fileID: 0}");
        w.line("  m_Sun: {fileID: 0}");
        w.line("  m_UseRadianceAmbientProbe: 0");
        w.line("--- !u!157 &3");
        w.line("LightmapSettings:");
        w.line("  m_ObjectHideFlags: 0");
        w.line("  serializedVersion: 12");
        w.line("  m_GISettings:");
        w.line("    serializedVersion: 2");
        w.line("    m_BounceScale: 1");
        w.line("    m_IndirectOutputScale: 1");
        w.line("    m_AlbedoBoost: 1");
        w.line("    m_EnvironmentLightingMode: 0");
        w.line("    m_EnableBakedLightmaps: 1");
        w.line("    m_EnableRealtimeLightmaps: 0");
        w.line("  m_LightmapEditorSettings:");
        w.line("    serializedVersion: 12");
        w.line("    m_Resolution: 2");
        w.line("    m_BakeResolution: 40");
        w.line("    m_AtlasSize: 1024");
        w.line("    m_LightmapParameters: {fileID: 0}");
        w.line("    m_TrainingDataDestination: TrainingData");
        w.line("  m_LightingDataAsset: {fileID: 0}");
        w.line("  m_LightingSettings: {fileID: 0}");
        w.line("--- !u!196 &4");
        w.line("NavMeshSettings:");
        w.line("  serializedVersion: 2");
        w.line("  m_ObjectHideFlags: 0");
        w.line("  m_BuildSettings:");
        w.line("    serializedVersion: 3");
        w.line("    agentTypeID: 0");
        w.line("    agentRadius: 0.5");
        w.line("    agentHeight: 2");
        w.line("    agentSlope: 45");
        w.line("    cellSize: 0.16666667");
        w.line("    debug:");
        w.line("      m_Flags: 0");
        w.line("  m_NavMeshData: {fileID: 0}");
    }

    // ---- values

    private static long freshBase(SplittableRandom rnd, Set<Long> used) {
        while (true) {
            int kind = rnd.nextInt(100);
            long base = kind == 0 ? -(1L << 40) - (rnd.nextLong() >>> 2)        // negative 64-bit, as prefabs give
                    : kind <= 2 ? (1L << 40) + (rnd.nextLong() >>> 2)           // large positive 64-bit
                    : rnd.nextLong(100_000_000L, 2_147_000_000L);               // what the editor usually allocates
            // The object's three ids are base, base + 1, base + 2: keep them clear of every other object's.
            boolean clear = true;
            for (long d = -2; d <= 2; d++) clear &= !used.contains(base + d);
            if (clear) {
                used.add(base);
                return base;
            }
        }
    }

    /** Positions as the editor leaves them: three decimals, sometimes whole, sometimes a float's noise. */
    private static String coordinate(SplittableRandom rnd) {
        return switch (rnd.nextInt(6)) {
            case 0 -> "0";
            case 1 -> Integer.toString(rnd.nextInt(-50, 50));
            case 2 -> number((float) rnd.nextDouble(-1e-6, 1e-6));
            default -> number((float) (rnd.nextInt(-100_000, 100_000) / 1000.0));
        };
    }

    /** A float as Unity writes it: shortest digits, no {@code .0}, {@code e-7} exponents, {@code -0}. */
    static String number(float f) {
        if (f == 0) return (Float.floatToRawIntBits(f) < 0) ? "-0" : "0";
        if (f == Math.rint(f) && Math.abs(f) < 1e7) return Long.toString((long) f);
        String s = Float.toString(f);
        return s.replace("E", "e");
    }

    /** A string in the style Unity picks: plain when it can, single-quoted, double-quoted for non-ASCII. */
    static String scalar(String s) {
        boolean ascii = s.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
        if (!ascii) {
            StringBuilder b = new StringBuilder("\"");
            for (char c : s.toCharArray()) {
                if (c == '"' || c == '\\') b.append('\\').append(c);
                else if (c >= 0x20 && c < 0x7f) b.append(c);
                else b.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            }
            return b.append('"').toString();
        }
        boolean plain = !s.isEmpty() && s.charAt(0) != ' ' && s.charAt(s.length() - 1) != ' '
                && "-?:,[]{}#&*!|>'\"%@`".indexOf(s.charAt(0)) < 0 && !s.contains(": ") && !s.contains(" #");
        return plain ? s : "'" + s.replace("'", "''") + "'";
    }

    private static String text(SplittableRandom rnd) {
        StringBuilder b = new StringBuilder();
        int words = rnd.nextInt(12, 40);
        for (int k = 0; k < words; k++) {
            if (k > 0) b.append(' ');
            b.append(WORDS[rnd.nextInt(WORDS.length)]);
        }
        return b.toString();
    }

    private static String hex(SplittableRandom rnd, int digits) {
        StringBuilder b = new StringBuilder(digits);
        for (int k = 0; k < digits; k++) b.append(Character.forDigit(rnd.nextInt(16), 16));
        return b.toString();
    }

    /** Lines of ASCII (every non-ASCII character is escaped by {@link #scalar}), with Unity's folding. */
    private static final class Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private int n;

        Writer(OutputStream out) { this.out = out; }

        void line(String s) throws IOException {
            text(s);
            text("\n");
        }

        /** A flow mapping; past the width, the next entry goes on a line of its own, {@code indent} deep. */
        void flow(String key, String mapping, int indent) throws IOException {
            StringBuilder b = new StringBuilder(key);
            int column = key.length();
            String[] entries = mapping.split(", ");
            for (int k = 0; k < entries.length; k++) {
                if (k > 0) {
                    b.append(',');
                    column++;
                    if (column > WIDTH) {
                        b.append('\n').append(" ".repeat(indent));
                        column = indent;
                    } else {
                        b.append(' ');
                        column++;
                    }
                }
                b.append(entries[k]);
                column += entries[k].length();
            }
            line(b.toString());
        }

        /** A single-quoted text folded at spaces past the width ({@code ''} for a quote). */
        void folded(String key, String text, int indent) throws IOException {
            StringBuilder b = new StringBuilder(key).append('\'');
            int column = b.length();
            String[] words = text.replace("'", "''").split(" ");
            for (int k = 0; k < words.length; k++) {
                if (k > 0) {
                    if (column + 1 + words[k].length() > WIDTH) {
                        b.append('\n').append(" ".repeat(indent));
                        column = indent;
                    } else {
                        b.append(' ');
                        column++;
                    }
                }
                b.append(words[k]);
                column += words[k].length();
            }
            line(b.append('\'').toString());
        }

        private void text(String s) throws IOException {
            int len = s.length();
            if (len > buf.length - n) {
                flush();
                if (len > buf.length) {
                    out.write(s.getBytes(StandardCharsets.US_ASCII));
                    return;
                }
            }
            for (int k = 0; k < len; k++) buf[n++] = (byte) s.charAt(k);
        }

        void flush() throws IOException {
            out.write(buf, 0, n);
            n = 0;
        }
    }
}
