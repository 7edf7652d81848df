package savelens.document;

/**
 * A string id written as a plain decimal ({@code "12"}: digits only, no leading zero, within a long), the way
 * .NET numbers its {@code $id}s. Such an id is kept as its number, with a mark that it is written as a string,
 * so a million of them cost no strings and no string table; it still prints and compares as {@code #"12"}, and
 * {@code "012"}, {@code "-1"} or a decimal beyond a long stay text. Ruby Marshal's ids {@code "S.N"} (a stream and
 * an object slot, two plain decimals) are kept as numbers too ({@link #dotted}), below -1, so both kinds share the
 * "quoted" mark and one lookup, and never meet.
 */
public final class DecimalId {
    private DecimalId() {}

    /** The id's value when it is a plain decimal, else -1. */
    public static long value(String id) {
        int n = id.length();
        if (n == 0 || n > 19 || (n > 1 && id.charAt(0) == '0')) return -1;
        long value = 0;
        for (int i = 0; i < n; i++) {
            char c = id.charAt(i);
            if (c < '0' || c > '9') return -1;
            value = value * 10 + (c - '0');
            if (value < 0) return -1; // beyond Long.MAX_VALUE
        }
        return value;
    }

    /** As {@link #value(String)}, for the UTF-8 bytes {@code [from, to)} of a text (an escape is no digit: -1). */
    public static long value(byte[] text, int from, int to) {
        int n = to - from;
        if (n <= 0 || n > 19 || (n > 1 && text[from] == '0')) return -1;
        long value = 0;
        for (int i = from; i < to; i++) {
            byte c = text[i];
            if (c < '0' || c > '9') return -1;
            value = value * 10 + (c - '0');
            if (value < 0) return -1;
        }
        return value;
    }

    /** The most streams and slots a dotted id is kept as a number for: {@code S < 2^30}, {@code N < 2^32}. */
    private static final long DOTTED_BASE = Long.MIN_VALUE + 1;

    /**
     * The number a string id is kept as: a plain decimal as its value (≥ 0); two plain decimals {@code "S.N"}
     * ({@code S < 2^30}, {@code N < 2^32}) as {@link #dotted}; -1 for any other text.
     */
    public static long number(String id) {
        long decimal = value(id);
        if (decimal >= 0) return decimal;
        int dot = id.indexOf('.');
        if (dot <= 0 || dot > 10) return -1;
        long stream = value(id.substring(0, dot)), slot = value(id.substring(dot + 1));
        if (stream < 0 || stream >= 1L << 30 || slot < 0 || slot >= 1L << 32) return -1;
        return dotted((int) stream, slot);
    }

    /** The id {@code "stream.slot"} as its number: below -1, rising with stream then slot. */
    public static long dotted(int stream, long slot) {
        if (stream < 0 || stream >= 1 << 30 || slot < 0 || slot >= 1L << 32) throw new IllegalArgumentException("no dotted id " + stream + "." + slot);
        return DOTTED_BASE + (((long) stream << 32) | slot);
    }

    /** The string id kept as {@code number} (from {@link #number}). */
    public static String text(long number) {
        if (number >= 0) return Long.toString(number);
        long packed = number - DOTTED_BASE;
        return (packed >>> 32) + "." + (packed & 0xFFFFFFFFL);
    }
}
