package savelens.format;

/**
 * Telling a JSON dialect by a member it writes ({@code "$id":"1"}, {@code "$ref":"$[0]"}), from the first bytes
 * of a file without indexing it: the key as written, the colon after it, and where its value starts.
 */
public final class KeySniff {
    /** How far into a file a dialect's own keys are looked for. */
    public static final int LIMIT = 1 << 16;

    private KeySniff() {}

    /**
     * The offset of the first byte of the value of the first member named {@code key} (written as plain ASCII,
     * quotes included, e.g. {@code "\"$id\""}) for which {@code value} accepts that offset, within the first
     * {@link #LIMIT} bytes; -1 when there is none.
     */
    public static int find(byte[] bytes, String key, ValueTest value) {
        int limit = Math.min(bytes.length, LIMIT);
        int from = 0;
        while (true) {
            int at = indexOf(bytes, key, from, limit);
            if (at < 0) return -1;
            int v = skipBlanks(bytes, at + key.length(), limit);
            if (v < limit && bytes[v] == ':') {
                v = skipBlanks(bytes, v + 1, limit);
                if (v < limit && value.accepts(bytes, v, limit)) return v;
            }
            from = at + 1;
        }
    }

    /** True when a member named {@code key} has a value that {@code value} accepts. */
    public static boolean has(byte[] bytes, String key, ValueTest value) {
        return find(bytes, key, value) >= 0;
    }

    /** A test of the value that starts at {@code at} (before {@code limit}). */
    @FunctionalInterface
    public interface ValueTest {
        boolean accepts(byte[] bytes, int at, int limit);
    }

    /** Any value. */
    public static final ValueTest ANY = (b, at, limit) -> true;

    /** A string value. */
    public static final ValueTest STRING = (b, at, limit) -> b[at] == '"';

    private static int skipBlanks(byte[] b, int i, int limit) {
        while (i < limit && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) i++;
        return i;
    }

    private static int indexOf(byte[] b, String key, int from, int limit) {
        int n = key.length();
        char first = key.charAt(0);
        outer:
        for (int i = from; i + n <= limit; i++) {
            if (b[i] != first) continue;
            for (int j = 1; j < n; j++) if (b[i + j] != key.charAt(j)) continue outer;
            return i;
        }
        return -1;
    }
}
