package savelens.format.marshal;

/**
 * Where a value of a well-formed Marshal stream ends, or where its inside begins past its wrappers, read from the
 * bytes alone (no symbol or object table is needed to step over a value). {@link MarshalIndex} keeps only one of
 * the two per value and finds the other here.
 */
final class MarshalSkip {
    private MarshalSkip() {}

    /** The first byte after the value that begins at {@code at}. */
    static int end(byte[] in, int at) {
        int type = in[at];
        int[] pos = {at + 1};
        switch (type) {
            case '0', 'T', 'F' -> { }
            case 'i', ';', '@' -> longValue(in, pos);
            case 'l' -> {
                pos[0]++;
                int shorts = (int) longValue(in, pos);
                pos[0] += shorts * 2;
            }
            case 'f', '"', ':', 'c', 'm', 'M' -> sized(in, pos);
            case '/' -> {
                sized(in, pos);
                pos[0]++;
            }
            case 'I' -> {
                pos[0] = end(in, pos[0]);
                pairs(in, pos);
            }
            case 'e', 'C' -> {
                pos[0] = end(in, pos[0]);
                pos[0] = end(in, pos[0]);
            }
            case '[' -> {
                long n = longValue(in, pos);
                for (long i = 0; i < n; i++) pos[0] = end(in, pos[0]);
            }
            case '{', '}' -> {
                pairs(in, pos);
                if (type == '}') pos[0] = end(in, pos[0]);
            }
            case 'o', 'S' -> {
                pos[0] = end(in, pos[0]);
                pairs(in, pos);
            }
            case 'u' -> {
                pos[0] = end(in, pos[0]);
                sized(in, pos);
            }
            case 'U', 'd' -> {
                pos[0] = end(in, pos[0]);
                pos[0] = end(in, pos[0]);
            }
            default -> throw new IllegalArgumentException("no Marshal value at byte " + at);
        }
        return pos[0];
    }

    /** Where the inside of the value that begins at {@code at} begins: past its {@code I}, {@code e} and {@code C} wrappers. */
    static int inner(byte[] in, int at) {
        while (true) {
            int type = in[at];
            if (type == 'I') at++;
            else if (type == 'e' || type == 'C') at = end(in, at + 1);
            else return at;
        }
    }

    /** Where the first key of the hash, object or struct whose type byte is at {@code at} begins (past its count). */
    static int firstKey(byte[] in, int at) {
        int[] pos = {at + 1};
        if (in[at] == 'o' || in[at] == 'S') pos[0] = end(in, pos[0]);
        longValue(in, pos);
        return pos[0];
    }

    /** Where the count of pairs at {@code at} and its pairs end: an {@code I} wrapper's instance variables. */
    static int afterPairs(byte[] in, int at) {
        int[] pos = {at};
        pairs(in, pos);
        return pos[0];
    }

    private static void pairs(byte[] in, int[] pos) {
        long n = longValue(in, pos);
        for (long i = 0; i < 2 * n; i++) pos[0] = end(in, pos[0]);
    }

    private static void sized(byte[] in, int[] pos) {
        int n = (int) longValue(in, pos);
        pos[0] += n;
    }

    /** Ruby's {@code r_long}. */
    private static long longValue(byte[] in, int[] pos) {
        long v = RubyLong.value(in, pos[0]);
        pos[0] += RubyLong.length(in, pos[0]);
        return v;
    }
}
