package savelens.document;

/**
 * A string id written as a plain decimal ({@code "12"}: digits only, no leading zero, within a long), the way
 * .NET numbers its {@code $id}s. Such an id is kept as its number, with a mark that it is written as a string,
 * so a million of them cost no strings and no string table; it still prints and compares as {@code #"12"}, and
 * {@code "012"}, {@code "-1"} or a decimal beyond a long stay text.
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
}
