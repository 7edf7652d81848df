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
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at + 1);
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
            case 'I' -> {
                c.pos = end(in, c.pos);
                pairs(in, c);
            }
            case 'e', 'C', 'U', 'd' -> {
                c.pos = end(in, c.pos);
                c.pos = end(in, c.pos);
            }
            case '[' -> {
                long n = c.longValue();
                for (long i = 0; i < n; i++) c.pos = end(in, c.pos);
            }
            case '{', '}' -> {
                pairs(in, c);
                if (type == '}') c.pos = end(in, c.pos);
            }
            case 'o', 'S' -> {
                c.pos = end(in, c.pos);
                pairs(in, c);
            }
            case 'u' -> {
                c.pos = end(in, c.pos);
                c.sized();
            }
            default -> throw new IllegalArgumentException("no Marshal value at byte " + at);
        }
        return c.pos;
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
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at + 1);
        if (in[at] == 'o' || in[at] == 'S') c.pos = end(in, c.pos);
        c.longValue();
        return c.pos;
    }

    /** Where the count of pairs at {@code at} and its pairs end: an {@code I} wrapper's instance variables. */
    static int afterPairs(byte[] in, int at) {
        MarshalIndex.Cursor c = new MarshalIndex.Cursor(in, at);
        pairs(in, c);
        return c.pos;
    }

    private static void pairs(byte[] in, MarshalIndex.Cursor c) {
        long n = c.longValue();
        for (long i = 0; i < 2 * n; i++) c.pos = end(in, c.pos);
    }
}
