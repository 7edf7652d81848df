package savelens.format.godot;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Deterministic Godot 4 text scenes ({@code format=3}) in the shape the editor saves them: the {@code [gd_scene]}
 * header, the {@code [ext_resource]}s (scripts, textures, two scenes that nodes instance), one {@code [sub_resource]}
 * shape per collision node, then the {@code [node]} sections depth-first from the root (a node before its children,
 * siblings in order, each {@code parent} the path from the root), and the {@code [connection]}s last. Nodes nest up to
 * {@link #MAX_DEPTH} levels; they carry groups, {@code node_paths} with a {@code NodePath} to another node, positions,
 * colours, numbers, quoted text with escapes and over several lines, and sometimes {@code visible = false} or a
 * disabled {@code process_mode}; one node in fifty is {@code unique_name_in_owner}, and a {@code NodePath} to one of
 * those is written {@code %Name}, as the editor does when the path is picked so.
 *
 * <p>Lives with the tests so that both they and the benchmarks (through core's test jar) use the same scenes; it needs
 * nothing but the JDK.
 */
public final class GodotSceneGenerator {
    public static final long DEFAULT_SEED = 42;
    /** Levels of nesting below the root. */
    public static final int MAX_DEPTH = 8;
    /** The group every {@code Enemy} node is in ({@code find-tag FILE enemies}). */
    public static final String ENEMY_GROUP = "enemies";

    private static final String[] KINDS = {"Node2D", "Sprite2D", "Area2D", "CollisionShape2D", "CharacterBody2D", "Timer",
            "Label", "Marker2D", "AnimationPlayer", "StaticBody2D"};
    private static final String[] BASE_NAMES = {"Enemy", "Coin", "Crate", "Door", "Lamp", "Spawner", "Tree", "Wall", "Label",
            "Marker"};
    private static final String[] SIGNALS = {"body_entered", "body_exited", "area_entered", "area_exited"};
    private static final String[] WORDS = ("the spawner waits for the player to enter the trigger before it opens "
            + "the door and releases the next wave of enemies along the path").split(" ");

    private final int count;
    private final int[] parent;
    private final int[] depth;
    private final int[] kind;
    private final int[] instance;
    private final int[] target;
    /** Marked {@code unique_name_in_owner}: other nodes may name it {@code %Name}. */
    private final boolean[] unique;
    private final long[] seed;
    private final int[][] children;
    private final String[] path;
    private final String[] name;
    private final String[] shapeId;
    private final String sceneUid;
    private final String[] extIds;
    private final String[] extUids;

    private GodotSceneGenerator(int nodes, long seedValue) {
        if (nodes < 1) throw new IllegalArgumentException("at least one node");
        SplittableRandom rnd = new SplittableRandom(seedValue);
        count = nodes;
        parent = new int[count];
        depth = new int[count];
        kind = new int[count];
        instance = new int[count];
        target = new int[count];
        unique = new boolean[count];
        seed = new long[count];
        name = new String[count];
        shapeId = new String[count];
        sceneUid = "uid://" + alnum(rnd, 13);
        extIds = new String[EXTERNALS.length];
        extUids = new String[EXTERNALS.length];
        for (int e = 0; e < EXTERNALS.length; e++) {
            extIds[e] = (e + 1) + "_" + alnum(rnd, 5);
            extUids[e] = "uid://" + alnum(rnd, 13);
        }
        int[] childCount = new int[count];
        java.util.Set<String> shapeIds = new java.util.HashSet<>();
        parent[0] = -1;
        name[0] = "World";
        for (int i = 1; i < count; i++) {
            // Half the time the node before it (chains), else any earlier one; an instanced node or one too deep
            // passes its child up (an instanced scene's children are that scene's).
            int p = rnd.nextBoolean() ? i - 1 : rnd.nextInt(i);
            while (p > 0 && (depth[p] >= MAX_DEPTH || instance[p] >= 0)) p = parent[p];
            parent[i] = p;
            depth[i] = depth[p] + 1;
            childCount[p]++;
            kind[i] = rnd.nextInt(KINDS.length);
            instance[i] = rnd.nextInt(50) == 0 ? SCENE_A + rnd.nextInt(2) : -1;
            name[i] = BASE_NAMES[rnd.nextInt(BASE_NAMES.length)] + i;
            if (KINDS[kind[i]].equals("CollisionShape2D")) {
                String type = rnd.nextBoolean() ? "RectangleShape2D_" : "CircleShape2D_";
                do shapeId[i] = type + alnum(rnd, 5); while (!shapeIds.add(shapeId[i])); // Godot keeps a file's ids apart
            }
            seed[i] = rnd.nextLong();
            unique[i] = instance[i] < 0 && rnd.nextInt(50) == 0;
        }
        instance[0] = -1;
        for (int i = 0; i < count; i++) target[i] = i > 0 && rnd.nextInt(5) == 0 ? rnd.nextInt(count) : -1;
        children = new int[count][];
        for (int i = 0; i < count; i++) children[i] = new int[childCount[i]];
        int[] filled = new int[count];
        for (int i = 1; i < count; i++) children[parent[i]][filled[parent[i]]++] = i;
        path = new String[count];
        path[0] = ".";
        for (int i = 1; i < count; i++) path[i] = parent[i] == 0 ? name[i] : path[parent[i]] + "/" + name[i];
    }

    private static final String[][] EXTERNALS = {
            {"Script", "res://scripts/world.gd"}, {"Script", "res://scripts/enemy.gd"}, {"Script", "res://scripts/pickup.gd"},
            {"Texture2D", "res://art/enemy.png"}, {"Texture2D", "res://art/coin.png"},
            {"PackedScene", "res://scenes/door.tscn"}, {"PackedScene", "res://scenes/lamp.tscn"}};
    private static final int WORLD_SCRIPT = 0, ENEMY_SCRIPT = 1, PICKUP_SCRIPT = 2, ENEMY_TEXTURE = 3, SCENE_A = 5;

    /** The plan of a scene of {@code nodes} {@code [node]} sections; the same seed gives the same scene. */
    public static GodotSceneGenerator of(int nodes, long seed) {
        return new GodotSceneGenerator(nodes, seed);
    }

    /** A whole scene in memory. */
    public static byte[] generate(int nodes, long seed) {
        return of(nodes, seed).bytes();
    }

    public byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(4096, count * 200));
        try {
            write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    // ---- what was generated, for tests to check a reader against (node numbers in generation order; 0 the root)

    public int nodes() { return count; }

    /** Sections that become nodes of the document: external and sub-resources and scene nodes. */
    public int sections() {
        int shapes = 0;
        for (String s : shapeId) if (s != null) shapes++;
        return EXTERNALS.length + shapes + count;
    }

    /** The node's path from the root as Godot writes it ({@code "."} for the root). */
    public String path(int i) { return path[i]; }

    public int parent(int i) { return parent[i]; }

    public boolean inEnemyGroup(int i) { return i > 0 && name[i].startsWith("Enemy"); }

    // ---- writing

    public void write(OutputStream os) throws IOException {
        Writer w = new Writer(os);
        List<Integer> order = preorder();
        int shapes = 0;
        for (String s : shapeId) if (s != null) shapes++;
        w.line("[gd_scene load_steps=" + (EXTERNALS.length + shapes + 1) + " format=3 uid=\"" + sceneUid + "\"]");
        w.line("");
        for (int e = 0; e < EXTERNALS.length; e++) {
            w.line("[ext_resource type=\"" + EXTERNALS[e][0] + "\" uid=\"" + extUids[e] + "\" path=\"" + EXTERNALS[e][1]
                    + "\" id=\"" + extIds[e] + "\"]");
        }
        for (int i : order) {
            if (shapeId[i] == null) continue;
            SplittableRandom rnd = new SplittableRandom(seed[i] ^ 0x5DEECE66DL);
            w.line("");
            boolean rect = shapeId[i].startsWith("Rect");
            w.line("[sub_resource type=\"" + (rect ? "RectangleShape2D" : "CircleShape2D") + "\" id=\"" + shapeId[i] + "\"]");
            w.line(rect ? "size = Vector2(" + rnd.nextInt(8, 128) + ", " + rnd.nextInt(8, 128) + ")" : "radius = " + real(rnd.nextInt(40, 2000) / 10.0));
        }
        for (int i : order) node(w, i);
        for (int i : order) {
            if (i == 0 || !KINDS[kind[i]].equals("Area2D") && !KINDS[kind[i]].equals("Timer")) continue;
            SplittableRandom rnd = new SplittableRandom(seed[i] ^ 0xC0FFEEL);
            String signal = KINDS[kind[i]].equals("Timer") ? "timeout" : SIGNALS[rnd.nextInt(SIGNALS.length)];
            String to = rnd.nextInt(4) == 0 ? "." : path[parent[i]];
            String method = "_on_" + name[i].toLowerCase(Locale.ROOT) + "_" + signal;
            w.line("[connection signal=\"" + signal + "\" from=\"" + path[i] + "\" to=\"" + to + "\" method=\"" + method + "\""
                    + (rnd.nextInt(6) == 0 ? " flags=3" : "") + "]");
            if (rnd.nextInt(3) == 0) w.line("");
        }
        w.flush();
    }

    /** Depth-first from the root, children in order: the order Godot saves a scene's nodes in. */
    private List<Integer> preorder() {
        List<Integer> out = new ArrayList<>(count);
        int[] stack = new int[count];
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int n = stack[--top];
            out.add(n);
            for (int c = children[n].length - 1; c >= 0; c--) stack[top++] = children[n][c];
        }
        return out;
    }

    private void node(Writer w, int i) throws IOException {
        w.line("");
        if (i == 0) {
            w.line("[node name=\"World\" type=\"Node2D\"]");
            w.line("script = ExtResource(\"" + extIds[WORLD_SCRIPT] + "\")");
            w.line("wave = 3");
            return;
        }
        SplittableRandom rnd = new SplittableRandom(seed[i]);
        String type = KINDS[kind[i]];
        StringBuilder h = new StringBuilder("[node name=\"").append(name[i]).append('"');
        if (instance[i] < 0) h.append(" type=\"").append(type).append('"');
        h.append(" parent=\"").append(parent[i] == 0 ? "." : path[parent[i]]).append('"');
        if (target[i] >= 0) h.append(" node_paths=PackedStringArray(\"target\")");
        boolean enemy = inEnemyGroup(i);
        if (enemy) h.append(" groups=[\"").append(ENEMY_GROUP).append(rnd.nextInt(4) == 0 ? "\", \"persist\"]" : "\"]");
        else if (rnd.nextInt(20) == 0) h.append(" groups=[\"persist\"]");
        if (instance[i] >= 0) h.append(" instance=ExtResource(\"").append(extIds[instance[i]]).append("\")");
        w.line(h.append(']').toString());
        if (unique[i]) w.line("unique_name_in_owner = true");
        if (instance[i] >= 0) {
            w.line("position = Vector2(" + coordinate(rnd) + ", " + coordinate(rnd) + ")");
            return;
        }
        if (rnd.nextInt(25) == 0) w.line("process_mode = " + (rnd.nextBoolean() ? 4 : 3));
        if (rnd.nextInt(20) == 0) w.line("visible = false");
        if (!type.equals("Timer") && !type.equals("AnimationPlayer")) {
            w.line("position = Vector2(" + coordinate(rnd) + ", " + coordinate(rnd) + ")");
        }
        if (rnd.nextInt(6) == 0) w.line("rotation = " + real(rnd.nextInt(-31416, 31416) / 10000.0));
        if (rnd.nextInt(10) == 0) w.line("modulate = Color(" + real(rnd.nextInt(256) / 255.0) + ", " + real(rnd.nextInt(256) / 255.0)
                + ", " + real(rnd.nextInt(256) / 255.0) + ", 1)");
        switch (type) {
            case "Sprite2D" -> w.line("texture = ExtResource(\"" + extIds[ENEMY_TEXTURE + rnd.nextInt(2)] + "\")");
            case "CollisionShape2D" -> w.line("shape = SubResource(\"" + shapeId[i] + "\")");
            case "CharacterBody2D" -> {
                w.line("script = ExtResource(\"" + extIds[ENEMY_SCRIPT] + "\")");
                w.line("speed = " + real(rnd.nextInt(100, 4000) / 10.0));
                w.line("hp = " + rnd.nextInt(1, 500));
            }
            case "Timer" -> {
                w.line("wait_time = " + real(rnd.nextInt(1, 600) / 10.0));
                if (rnd.nextBoolean()) w.line("one_shot = true");
                if (rnd.nextBoolean()) w.line("autostart = true");
            }
            case "Label" -> {
                // Godot writes a line break inside a string as it is, and escapes quotes and backslashes.
                String text = text(rnd) + (rnd.nextInt(3) == 0 ? "\n" + text(rnd) : "");
                w.line("text = \"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"");
                if (rnd.nextInt(4) == 0) w.line("horizontal_alignment = 1");
            }
            case "Area2D" -> {
                w.line("script = ExtResource(\"" + extIds[PICKUP_SCRIPT] + "\")");
                w.line("monitorable = false");
            }
            default -> { }
        }
        if (target[i] >= 0) w.line("target = NodePath(\"" + (unique[target[i]] ? "%" + name[target[i]] : relative(i, target[i])) + "\")");
        if (rnd.nextInt(15) == 0) w.line("metadata/_edit_lock_ = true");
    }

    /** The path from one node to another as Godot writes a {@code NodePath} property: up with {@code ..}, then down. */
    private String relative(int from, int to) {
        int a = from, b = to;
        List<String> down = new ArrayList<>();
        int ups = 0;
        while (depth[a] > depth[b]) { a = parent[a]; ups++; }
        while (depth[b] > depth[a]) { down.add(name[b]); b = parent[b]; }
        while (a != b) { a = parent[a]; ups++; down.add(name[b]); b = parent[b]; }
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < ups; k++) s.append(s.length() > 0 ? "/" : "").append("..");
        for (int k = down.size() - 1; k >= 0; k--) s.append(s.length() > 0 ? "/" : "").append(down.get(k));
        return s.length() == 0 ? "." : s.toString();
    }

    /** A real as Godot 4 writes a float property: whole numbers with {@code .0}, else the shortest digits. */
    static String real(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) return (long) d + ".0";
        return Double.toString(d);
    }

    /** Vector components: Godot writes them without {@code .0} when whole. */
    private static String coordinate(SplittableRandom rnd) {
        return switch (rnd.nextInt(4)) {
            case 0 -> "0";
            case 1 -> Integer.toString(rnd.nextInt(-500, 500));
            default -> Double.toString(rnd.nextInt(-100_000, 100_000) / 100.0);
        };
    }

    private static String text(SplittableRandom rnd) {
        StringBuilder b = new StringBuilder();
        int words = rnd.nextInt(2, 12);
        for (int k = 0; k < words; k++) {
            if (k > 0) b.append(' ');
            b.append(WORDS[rnd.nextInt(WORDS.length)]);
        }
        if (rnd.nextInt(8) == 0) b.append(" \"now\"");
        return b.toString();
    }

    private static String alnum(SplittableRandom rnd, int n) {
        StringBuilder b = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            int c = rnd.nextInt(36);
            b.append((char) (c < 10 ? '0' + c : 'a' + c - 10));
        }
        return b.toString();
    }

    /** Lines of ASCII into a buffer. */
    private static final class Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private int n;

        Writer(OutputStream out) { this.out = out; }

        void line(String s) throws IOException {
            text(s);
            text("\n");
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
