package savelens.format.marshal;

import java.nio.ByteBuffer;

/**
 * Where a value of a well-formed Marshal stream ends, or where its inside begins past its wrappers, read from the
 * bytes alone (no symbol or object table is needed to step over a value). {@link MarshalIndex} keeps only one of
 * the two per value and finds the other here.
 */
final class MarshalSkip {
    private MarshalSkip() {}

    /** What follows a nested run of values before the values after it: a count of pairs, or a sized byte run. */
    private static final byte PAIRS = 0, SIZED = 1;

    /**
     * The first byte after the value that begins at {@code at}. Stepped over as a count of values still to pass,
     * with no frame per level: a container's members are more values in the same run; only where bytes other than
     * values come after some (an {@code I}'s or object's pair count, a {@code u}'s dump) is the run set aside on a
     * stack until they are read.
     */
    static int end(ByteBuffer in, int at) {
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at);
        long remaining = 1;
        long[] outer = null; // made when first needed: most values stepped over are scalars
        byte[] then = null;
        int depth = 0;
        while (true) {
            while (remaining == 0) {
                if (depth == 0) return c.pos;
                remaining = outer[--depth];
                if (then[depth] == PAIRS) remaining += 2 * c.longValue();
                else c.sized();
            }
            remaining--;
            int type = in.get(c.pos++);
            switch (type) {
                case '0', 'T', 'F' -> { }
                case 'i', ';', '@' -> c.longValue();
                case 'l' -> {
                    c.pos++;
                    int shorts = (int) c.longValue();
                    c.pos += shorts * 2;
                }
                case 'f', '"', ':', 'c', 'm', 'M' -> c.sized();
                case '/' -> {
                    c.sized();
                    c.pos++;
                }
                case 'e', 'C', 'U', 'd' -> remaining += 2; // a name, then the value inside or the dump
                case '[' -> remaining += c.longValue();
                case '{' -> remaining += 2 * c.longValue();
                case '}' -> remaining += 2 * c.longValue() + 1;
                case 'I', 'o', 'S', 'u' -> { // one value (inside or class name), then pairs or a dump
                    if (outer == null) {
                        outer = new long[8];
                        then = new byte[8];
                    } else if (depth == outer.length) {
                        outer = java.util.Arrays.copyOf(outer, depth * 2);
                        then = java.util.Arrays.copyOf(then, depth * 2);
                    }
                    outer[depth] = remaining;
                    then[depth++] = type == 'u' ? SIZED : PAIRS;
                    remaining = 1;
                }
                default -> throw new IllegalArgumentException("no Marshal value at byte " + (c.pos - 1));
            }
        }
    }

    /** {@link #end(ByteBuffer, int)} over bytes on the heap. */
    static int end(byte[] in, int at) { return end(ByteBuffer.wrap(in), at); }

    /** Where the inside of the value that begins at {@code at} begins: past its {@code I}, {@code e} and {@code C} wrappers. */
    static int inner(ByteBuffer in, int at) {
        while (true) {
            int type = in.get(at);
            if (type == 'I') at++;
            else if (type == 'e' || type == 'C') at = end(in, at + 1);
            else return at;
        }
    }

    /** Where the first key of the hash, object or struct whose type byte is at {@code at} begins (past its count). */
    static int firstKey(ByteBuffer in, int at) {
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at + 1);
        if (in.get(at) == 'o' || in.get(at) == 'S') c.pos = end(in, c.pos);
        c.longValue();
        return c.pos;
    }

    /** Where the count of pairs at {@code at} and its pairs end: an {@code I} wrapper's instance variables. */
    static int afterPairs(ByteBuffer in, int at) {
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at);
        pairs(in, c);
        return c.pos;
    }

    private static void pairs(ByteBuffer in, MarshalIndex.Cursor c) {
        long n = c.longValue();
        for (long i = 0; i < 2 * n; i++) c.pos = end(in, c.pos);
    }
}
