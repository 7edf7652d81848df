package savelens.app.search;

/**
 * Where in a JSON text a search for a plain ASCII needle could hit: at every place the needle's bytes stand (ASCII
 * case ignored), and at every byte where a string's decoding may differ from its bytes (a backslash, a byte of a
 * non-ASCII character). Anywhere else a string is its own decoding and a number or literal is matched in its bytes, so
 * a node whose text holds no mark has no hit in its names or values. Asked with ascending starts (nodes come in
 * document order), the text is read once: a mark found stays the answer until a start passes it.
 */
final class TextMarks {
    private final byte[] text;
    private final byte[] needle;
    private final byte lowerFirst;
    private final byte upperFirst;
    /** The start the cached mark answers, or -1 before the first question. */
    private int askedFrom = -1;
    /** The first mark at or after {@link #askedFrom}, or the text's length when there is none. */
    private int mark;

    /** {@code needle}: the needle's bytes in lower case, plain ASCII without a backslash. */
    TextMarks(byte[] text, byte[] needle) {
        this.text = text;
        this.needle = needle;
        this.lowerFirst = needle[0];
        this.upperFirst = needle[0] >= 'a' && needle[0] <= 'z' ? (byte) (needle[0] - 32) : needle[0];
    }

    /** Whether a mark stands in {@code [from, to)}. */
    boolean anyIn(int from, int to) {
        return next(from) < to;
    }

    /** The first mark at or after {@code from}, or the text's length. */
    private int next(int from) {
        if (askedFrom >= 0 && from >= askedFrom && from <= mark) return mark; // none in [askedFrom, mark)
        byte[] t = text;
        int found = t.length;
        for (int i = Math.max(from, 0); i < t.length; i++) {
            byte b = t[i];
            if (b < 0 || b == '\\' || (b == lowerFirst || b == upperFirst) && matchesAt(i)) {
                found = i;
                break;
            }
        }
        askedFrom = from;
        mark = found;
        return found;
    }

    private boolean matchesAt(int at) {
        byte[] n = needle;
        if (at + n.length > text.length) return false;
        for (int k = 1; k < n.length; k++) {
            byte b = text[at + k];
            if ((b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b) != n[k]) return false;
        }
        return true;
    }
}
