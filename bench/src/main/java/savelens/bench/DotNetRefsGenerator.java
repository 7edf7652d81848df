package savelens.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Deterministic scene-like documents as Json.NET writes them with {@code PreserveReferencesHandling.Objects}:
 * every object carries {@code "$id"} (numbered in the order they are written, from 1), a repeat is
 * {@code {"$ref":"N"}}, arrays are plain. A {@code Scene} holds root game objects; each game object holds its
 * children and one to three components written in place, and points back at its parent; each component
 * points at its owner and some at an ancestor of it. Game objects form an 8-ary tree under 16 roots, so the
 * nesting stays within the 64 levels .NET's readers allow. About the size per node of the helio scenes.
 */
public final class DotNetRefsGenerator {
    private static final int ROOTS = 16;
    private static final int BRANCHING = 8;
    private static final String[] NAMES = {"Tree", "Rock", "Lamp", "Crate", "Enemy", "Door", "Coin", "Wall"};
    private static final String[] KINDS = {"Transform", "Mover", "Collider", "Sprite", "Health", "Script"};

    private final SplittableRandom rnd;
    private final Writer w;
    private int[] componentCount;
    private int objects;
    private int[] childStart;
    private int nextId = 1;

    private DotNetRefsGenerator(long seed, OutputStream out) {
        this.rnd = new SplittableRandom(seed);
        this.w = new Writer(out);
    }

    /** Writes a document of exactly {@code nodes} objects (at least 2). */
    public static void write(int nodes, long seed, OutputStream out) {
        if (nodes < 2) throw new IllegalArgumentException("a scene needs at least 2 objects");
        new DotNetRefsGenerator(seed, out).run(nodes);
    }

    private void run(int nodes) {
        // Game objects and their component counts until the objects add up to the size asked for.
        componentCount = new int[nodes];
        int left = nodes - 1;
        while (left > 0) {
            left--;
            int k = Math.min(1 + rnd.nextInt(3), left);
            componentCount[objects++] = k;
            left -= k;
        }
        // Object j's parent is (j - ROOTS) / BRANCHING for j >= ROOTS: children of each object are a run.
        childStart = new int[objects + 1];
        for (int p = 0; p <= objects; p++) childStart[p] = Math.min(objects, ROOTS + p * BRANCHING);
        w.raw("{\"$id\":\"").num(nextId++).raw("\",\"name\":\"Generated scene\",\"roots\":[");
        int[] path = new int[64];
        for (int r = 0; r < Math.min(ROOTS, objects); r++) {
            if (r > 0) w.raw(",");
            object(r, 1, path, 0);
        }
        w.raw("]}\n");
        w.flush();
    }

    /** Writes object j; {@code path} holds the ids of its ancestors (the scene's is 1), {@code depth} of them. */
    private void object(int j, int parentId, int[] path, int depth) {
        int id = nextId++;
        path[depth] = parentId;
        w.raw("{\"$id\":\"").num(id).raw("\",\"name\":\"");
        if (j % 997 == 0) w.raw("H\\u00e9ros \\\"").num(j).raw("\\\"");
        else w.raw(NAMES[rnd.nextInt(NAMES.length)]).raw("_").num(j % 100);
        w.raw(rnd.nextInt(10) == 0 ? "\",\"active\":false" : "\",\"active\":true");
        w.raw(",\"parent\":{\"$ref\":\"").num(parentId).raw("\"},\"pos\":{\"x\":").fraction(rnd.nextInt(-200_000, 200_000))
                .raw(",\"y\":").fraction(rnd.nextInt(-200_000, 200_000)).raw("},\"components\":[");
        for (int c = 0; c < componentCount[j]; c++) {
            if (c > 0) w.raw(",");
            w.raw("{\"$id\":\"").num(nextId++).raw("\",\"kind\":\"").raw(KINDS[rnd.nextInt(KINDS.length)])
                    .raw("\",\"owner\":{\"$ref\":\"").num(id).raw("\"},\"hp\":").num(rnd.nextInt(1000))
                    .raw(",\"speed\":").fraction(rnd.nextInt(20_000));
            if (rnd.nextInt(4) == 0) w.raw(",\"target\":{\"$ref\":\"").num(path[rnd.nextInt(depth + 1)]).raw("\"}");
            w.raw("}");
        }
        w.raw("],\"children\":[");
        int from = j < objects ? childStart[j] : objects, to = j + 1 < childStart.length ? childStart[j + 1] : objects;
        for (int c = from; c < to; c++) {
            if (c > from) w.raw(",");
            object(c, id, path, depth + 1);
        }
        w.raw("]}");
    }

    /** A small ASCII writer with its own buffer (the generator writes 100 MB). */
    private static final class Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private int n;

        Writer(OutputStream out) { this.out = out; }

        Writer raw(String s) {
            byte[] b = s.getBytes(StandardCharsets.US_ASCII);
            for (byte x : b) put(x);
            return this;
        }

        Writer num(long v) { return raw(Long.toString(v)); }

        /** A number with two decimals from hundredths. */
        Writer fraction(int hundredths) {
            if (hundredths < 0) {
                put((byte) '-');
                hundredths = -hundredths;
            }
            num(hundredths / 100);
            put((byte) '.');
            int f = hundredths % 100;
            put((byte) ('0' + f / 10));
            put((byte) ('0' + f % 10));
            return this;
        }

        private void put(byte b) {
            if (n == buf.length) flush();
            buf[n++] = b;
        }

        void flush() {
            try {
                out.write(buf, 0, n);
                out.flush();
                n = 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
