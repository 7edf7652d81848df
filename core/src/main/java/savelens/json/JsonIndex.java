package savelens.json;

import java.nio.charset.StandardCharsets;

/**
 * Where every JSON value of a UTF-8 text sits, in primitive arrays (one slot per value, numbered in
 * document order), so that a million-value document costs a few arrays instead of a million objects.
 * Values are parsed only when looked at; the text itself stays the single source of truth.
 */
public final class JsonIndex {
    public static final byte OBJECT = 1, ARRAY = 2, STRING = 3, NUMBER = 4, TRUE = 5, FALSE = 6, NULL = 7;

    private final byte[] text;
    private final int count;
    private final byte[] kind;
    private final int[] start;
    private final int[] end;
    private final int[] key;
    private final int[] parent;
    private final int[] after;

    JsonIndex(byte[] text, int count, byte[] kind, int[] start, int[] end, int[] key, int[] parent, int[] after) {
        this.text = text;
        this.count = count;
        this.kind = kind;
        this.start = start;
        this.end = end;
        this.key = key;
        this.parent = parent;
        this.after = after;
    }

    /** The UTF-8 text the index describes; callers must not modify it. */
    public byte[] text() { return text; }

    public int count() { return count; }

    public byte kind(int v) { return kind[v]; }

    public boolean isContainer(int v) { return kind[v] == OBJECT || kind[v] == ARRAY; }

    /** Byte offset where the value starts. */
    public int start(int v) { return start[v]; }

    /** Byte offset just past the value. */
    public int end(int v) { return end[v]; }

    /** Byte offset of the member name's opening quote, or -1 when the value is not an object member. */
    public int keyStart(int v) { return key[v]; }

    public int parent(int v) { return parent[v]; }

    /** The first value after this one's subtree. */
    public int after(int v) { return after[v]; }

    public int firstChild(int v) {
        return after[v] > v + 1 ? v + 1 : -1;
    }

    public int nextSibling(int v) {
        int p = parent[v];
        if (p < 0) return -1;
        int n = after[v];
        return n < after[p] ? n : -1;
    }

    public int childCount(int v) {
        int n = 0;
        for (int c = firstChild(v); c >= 0; c = nextSibling(c)) n++;
        return n;
    }

    /** The n-th child of a container, or -1. */
    public int child(int v, int n) {
        int c = firstChild(v);
        for (int i = 0; i < n && c >= 0; i++) c = nextSibling(c);
        return c;
    }

    /** The member of an object with the given name, or -1. */
    public int member(int object, String name) {
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) {
            if (keyEquals(c, wanted)) return c;
        }
        return -1;
    }

    /** The member's name as written, decoded. */
    public String name(int v) {
        int k = key[v];
        return k < 0 ? null : JsonText.decodeString(text, k, JsonText.stringEnd(text, k));
    }

    private boolean keyEquals(int v, byte[] wanted) {
        int k = key[v];
        if (k < 0) return false;
        int e = JsonText.stringEnd(text, k);
        int len = e - k - 2;
        if (len == wanted.length) {
            for (int i = 0; i < len; i++) {
                if (text[k + 1 + i] != wanted[i]) return false;
            }
            return true;
        }
        // An escaped name cannot match byte for byte; compare decoded.
        return len > wanted.length && JsonText.hasEscape(text, k, e)
                && JsonText.decodeString(text, k, e).equals(new String(wanted, StandardCharsets.UTF_8));
    }

    /** The value's source text exactly as written. */
    public String raw(int v) {
        return new String(text, start[v], end[v] - start[v], StandardCharsets.UTF_8);
    }

    /** A string value decoded, or null for other kinds. */
    public String string(int v) {
        return kind[v] == STRING ? JsonText.decodeString(text, start[v], end[v]) : null;
    }

    /** True when the value is a number written as an integer (no fraction or exponent). */
    public boolean isIntegerNumber(int v) {
        if (kind[v] != NUMBER) return false;
        for (int i = start[v]; i < end[v]; i++) {
            byte b = text[i];
            if (b == '.' || b == 'e' || b == 'E') return false;
        }
        return true;
    }

    /** An integer value that fits in a long, or {@code fallback}. */
    public long longValue(int v, long fallback) {
        if (!isIntegerNumber(v)) return fallback;
        int i = start[v];
        boolean negative = text[i] == '-';
        if (negative) i++;
        // Every id and reference passes here: read the digits in place while they cannot overflow.
        if (end[v] - i <= 18) {
            long n = 0;
            for (; i < end[v]; i++) n = n * 10 + (text[i] - '0');
            return negative ? -n : n;
        }
        if (end[v] - start[v] > 19) return fallback;
        try {
            return Long.parseLong(raw(v));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** Line (1-based) and column (1-based, in characters) of a byte offset, for messages. */
    public static int[] lineColumn(byte[] text, int offset) {
        int line = 1, col = 1;
        for (int i = 0; i < offset && i < text.length; i++) {
            if (text[i] == '\n') {
                line++;
                col = 1;
            } else if ((text[i] & 0xC0) != 0x80) {
                col++;
            }
        }
        return new int[] {line, col};
    }
}
