package savelens.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.SplittableRandom;

/**
 * Deterministic scene-like helio documents for the benchmarks: a {@code Scene} root, {@code GameObject}s
 * in a tree ({@code children} arrays and {@code parent} back-references), each with one to three
 * {@code Component}s that point back at their owner, and some components aiming at a few shared "hub"
 * objects. Names (some with escapes and non-ASCII), an optional flag, integers and numbers with fractions; about 100 bytes per node (a little more at a million: longer ids). The type registry is
 * embedded (a {@code "types"} array) or written as a sidecar.
 */
public final class SceneGenerator {
    public static final long DEFAULT_SEED = 42;

    /** How many of the first game objects hang directly under the scene. */
    private static final int ROOTS = 16;
    /** How many of the first game objects serve as shared targets. */
    private static final int HUBS = 64;
    private static final String[] NAMES = {"Tree", "Rock", "Lamp", "Crate", "Enemy", "Door", "Coin", "Wall"};
    private static final String[] KINDS = {"Transform", "Mover", "Collider", "Sprite", "Health", "Script"};

    private SceneGenerator() {}

    /** The registry for the generated types, as a standalone registry file. */
    public static final String REGISTRY_TYPES = "["
            + "{\"name\":\"Scene\",\"version\":1,\"fields\":["
            + "{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}]},"
            + "{\"name\":\"GameObject\",\"version\":1,\"fields\":["
            + "{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"active\",\"kind\":\"bool\"},"
            + "{\"name\":\"parent\",\"kind\":\"ref\",\"type\":\"GameObject\"},"
            + "{\"name\":\"children\",\"kind\":\"array\",\"type\":\"GameObject\"},"
            + "{\"name\":\"components\",\"kind\":\"array\",\"type\":\"Component\"},"
            + "{\"name\":\"pos\",\"kind\":\"any\"}]},"
            + "{\"name\":\"Component\",\"version\":1,\"fields\":["
            + "{\"name\":\"kind\",\"kind\":\"string\"},{\"name\":\"owner\",\"kind\":\"ref\",\"type\":\"GameObject\"},"
            + "{\"name\":\"hp\",\"kind\":\"number\"},{\"name\":\"speed\",\"kind\":\"number\"},"
            + "{\"name\":\"target\",\"kind\":\"ref\",\"type\":\"GameObject\"}]}]";

    public static String registryJson() {
        return "{\"types\":" + REGISTRY_TYPES + "}\n";
    }

    /** A whole document in memory, registry embedded. */
    public static byte[] generate(int nodes, long seed) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(1024, nodes * 120));
        write(nodes, seed, true, out);
        return out.toByteArray();
    }

    /** The registry with the scene's {@code index} field, for scenes written with one. */
    static String registryTypes(boolean index) {
        if (!index) return REGISTRY_TYPES;
        return REGISTRY_TYPES.replace("{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}",
                "{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"},{\"name\":\"index\",\"kind\":\"array\"}");
    }

    /** Writes a document of exactly {@code nodes} nodes (at least 2). */
    public static void write(int nodes, long seed, boolean embedRegistry, OutputStream target) {
        write(nodes, seed, embedRegistry, 0, target);
    }

    /**
     * Writes a document of exactly {@code nodes} nodes (at least 2); with {@code index > 0} the scene also
     * has an {@code index} field: an array of references to the first {@code index} nodes after the scene
     * (at most all of them), the kind of table of every object a big array in a save is. The rest of the
     * document is the same as without it (same seed, same objects).
     */
    public static void write(int nodes, long seed, boolean embedRegistry, int index, OutputStream target) {
        if (nodes < 2) throw new IllegalArgumentException("a scene needs at least 2 nodes");
        SplittableRandom rnd = new SplittableRandom(seed);
        // Layout: node 0 is the scene; then each game object followed by its components.
        boolean[] isObject = new boolean[nodes];
        int[] owner = new int[nodes];        // component -> its object; object -> parent (-1: scene root)
        int[] firstComponent = new int[nodes];
        int[] componentCount = new int[nodes];
        int[] objects = new int[nodes];
        int objectCount = 0;
        int id = 1;
        while (id < nodes) {
            int go = id++;
            isObject[go] = true;
            owner[go] = objectCount < ROOTS ? -1 : objects[rnd.nextInt(objectCount)];
            objects[objectCount++] = go;
            int k = Math.min(1 + rnd.nextInt(3), nodes - id);
            firstComponent[go] = id;
            componentCount[go] = k;
            for (int c = 0; c < k; c++) owner[id++] = go;
        }
        // children in compressed rows
        int[] childStart = new int[nodes + 1];
        for (int i = 0; i < objectCount; i++) {
            int p = owner[objects[i]];
            if (p >= 0) childStart[p + 1]++;
        }
        for (int i = 0; i < nodes; i++) childStart[i + 1] += childStart[i];
        int[] fill = childStart.clone();
        int[] children = new int[Math.max(1, childStart[nodes])];
        for (int i = 0; i < objectCount; i++) {
            int go = objects[i];
            int p = owner[go];
            if (p >= 0) children[fill[p]++] = go;
        }
        int hubs = Math.min(HUBS, objectCount);

        Ascii w = new Ascii(target);
        w.raw("{\"root\":0,");
        if (embedRegistry) w.raw("\"types\":").raw(registryTypes(index > 0)).raw(",");
        w.raw("\"nodes\":[\n");
        w.raw("{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"Generated scene\",\"roots\":[");
        int roots = 0;
        for (int i = 0; i < objectCount && roots < ROOTS; i++) {
            if (owner[objects[i]] < 0) {
                if (roots++ > 0) w.raw(",");
                w.num(objects[i]);
            }
        }
        w.raw("]");
        if (index > 0) {
            w.raw(",\"index\":[");
            for (int n = 1, last = Math.min(index, nodes - 1); n <= last; n++) {
                if (n > 1) w.raw(",");
                w.num(n);
            }
            w.raw("]");
        }
        w.raw("}}");
        for (int n = 1; n < nodes; n++) {
            w.raw(",\n{\"id\":").num(n);
            if (isObject[n]) {
                w.raw(",\"type\":\"GameObject\",\"fields\":{\"name\":\"");
                if (n % 997 == 0) w.raw("H\\u00e9ros \\\"").num(n).raw("\\\"");
                else w.raw(NAMES[rnd.nextInt(NAMES.length)]).raw("_").num(n % 100);
                w.raw(rnd.nextInt(10) == 0 ? "\",\"active\":false" : "\"");
                w.raw(",\"parent\":");
                if (owner[n] < 0) w.raw("null");
                else w.num(owner[n]);
                w.raw(",\"children\":[");
                for (int c = childStart[n]; c < childStart[n + 1]; c++) {
                    if (c > childStart[n]) w.raw(",");
                    w.num(children[c]);
                }
                w.raw("],\"components\":[");
                for (int c = 0; c < componentCount[n]; c++) {
                    if (c > 0) w.raw(",");
                    w.num(firstComponent[n] + c);
                }
                w.raw("],\"pos\":[").fraction(rnd.nextInt(-200_000, 200_000)).raw(",")
                        .fraction(rnd.nextInt(-200_000, 200_000)).raw("]}}");
            } else {
                w.raw(",\"type\":\"Component\",\"fields\":{\"kind\":\"").raw(KINDS[rnd.nextInt(KINDS.length)]);
                w.raw("\",\"owner\":").num(owner[n]);
                w.raw(",\"hp\":").num(rnd.nextInt(1000));
                w.raw(",\"speed\":").fraction(rnd.nextInt(20_000));
                if (rnd.nextInt(4) == 0) w.raw(",\"target\":").num(objects[rnd.nextInt(hubs)]);
                w.raw("}}");
            }
        }
        w.raw("\n]}\n");
        w.flush();
    }

    /** A small ASCII writer with its own buffer (the generator writes 100 MB). */
    private static final class Ascii {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private int n;

        Ascii(OutputStream out) { this.out = out; }

        Ascii raw(String s) {
            for (int i = 0; i < s.length(); i++) put((byte) s.charAt(i));
            return this;
        }

        Ascii num(long v) {
            if (v < 0) {
                put((byte) '-');
                v = -v;
            }
            if (v >= 10) num(v / 10);
            put((byte) ('0' + v % 10));
            return this;
        }

        /** thousandths as a decimal with 1 to 3 fraction digits: 12345 → 12.345, 500 → 0.5, 2000 → 2.0 */
        Ascii fraction(int milli) {
            if (milli < 0) {
                put((byte) '-');
                milli = -milli;
            }
            num(milli / 1000);
            put((byte) '.');
            int f = milli % 1000;
            int d1 = f / 100, d2 = f / 10 % 10, d3 = f % 10;
            put((byte) ('0' + d1));
            if (d2 != 0 || d3 != 0) put((byte) ('0' + d2));
            if (d3 != 0) put((byte) ('0' + d3));
            return this;
        }

        private void put(byte b) {
            if (n == buf.length) flushBuffer();
            buf[n++] = b;
        }

        private void flushBuffer() {
            try {
                out.write(buf, 0, n);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            n = 0;
        }

        void flush() {
            flushBuffer();
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
