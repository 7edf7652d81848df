package savelens.json;

import com.fasterxml.jackson.core.JsonTokenId;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;

/**
 * The tokens of a JSON text on the heap, read straight from its bytes for {@link JsonIndexer}: the same tokens at
 * the same offsets, with the same member names, as Jackson's parser gives, at a fraction of its work (no parser
 * context, no token objects, no text buffers; a member name is looked up by its bytes).
 *
 * <p>It vouches only for strict JSON it fully understands: anything else (a syntax error, a UTF-8 sequence that is
 * not well formed, nesting near the limit, a very long number or name, a byte-order mark) answers {@link #UNSURE}
 * where it stands, and the indexer reads the text with Jackson's parser from there on, which gives the same tokens
 * so far and the error messages users see. Belongs to one thread.
 */
final class ByteTokens {
    /** The text ends after its top value. */
    static final int END_OF_TEXT = JsonTokenId.ID_NO_TOKEN;
    /** The text at hand is not one this reader vouches for: Jackson's parser is to read it. */
    static final int UNSURE = -1;

    /** Nesting this deep is left to the parser, which holds the limit (and words its message). */
    private static final int DEEPEST = JsonIndexer.MAX_DEPTH - 2;
    /** Numbers and names longer than these are left to the parser, which holds the limits on them. */
    private static final int LONGEST_NUMBER = 1_000, LONGEST_NAME = 100_000;

    // What may come next.
    private static final int ROOT = 0, VALUE = 1, FIRST_ELEMENT = 2, FIRST_NAME = 3, NAME = 4, AFTER_VALUE = 5, DONE = 6;

    private final byte[] text;
    private final int length;
    private int pos;
    private int state = ROOT;
    /** Per open container, innermost last: whether it is an object. */
    private boolean[] inObject = new boolean[64];
    private int depth;
    private int tokenStart;
    private String name;
    private final Names names = new Names();

    ByteTokens(byte[] text) {
        this.text = text;
        this.length = text.length;
    }

    /** Offset of the current token's first byte. */
    int start() { return tokenStart; }

    /** The member name of the current {@code FIELD_NAME} token, decoded (one String per distinct name, interned as the parser's are). */
    String name() { return name; }

    /** The next token's {@link JsonTokenId} id, {@link #END_OF_TEXT} or {@link #UNSURE}. */
    int next() {
        byte[] t = text;
        int i = skipBlanks(t, pos);
        switch (state) {
            case ROOT, VALUE -> { return value(t, i); }
            case FIRST_ELEMENT -> {
                if (i < length && t[i] == ']') return close(i, false);
                return value(t, i);
            }
            case FIRST_NAME -> {
                if (i < length && t[i] == '}') return close(i, true);
                return name(t, i);
            }
            case NAME -> { return name(t, i); }
            case AFTER_VALUE -> {
                if (i >= length) return UNSURE;
                byte c = t[i];
                boolean object = inObject[depth - 1];
                if (c == ',') {
                    i = skipBlanks(t, i + 1);
                    return object ? name(t, i) : value(t, i);
                }
                if (c == (object ? '}' : ']')) return close(i, object);
                return UNSURE;
            }
            default -> { return i == length ? END_OF_TEXT : UNSURE; }
        }
    }

    private static int skipBlanks(byte[] t, int i) {
        int n = t.length;
        while (i < n) {
            byte c = t[i];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') break;
            i++;
        }
        return i;
    }

    private int value(byte[] t, int i) {
        if (i >= length) return UNSURE;
        tokenStart = i;
        byte c = t[i];
        switch (c) {
            case '{', '[' -> {
                if (depth >= DEEPEST) return UNSURE;
                if (depth == inObject.length) inObject = Arrays.copyOf(inObject, depth * 2);
                boolean object = c == '{';
                inObject[depth++] = object;
                pos = i + 1;
                state = object ? FIRST_NAME : FIRST_ELEMENT;
                return object ? JsonTokenId.ID_START_OBJECT : JsonTokenId.ID_START_ARRAY;
            }
            case '"' -> {
                int end = stringEnd(t, i + 1);
                if (end < 0) return UNSURE;
                return scalar(end, JsonTokenId.ID_STRING);
            }
            case 't' -> { return literal(t, i, TRUE, JsonTokenId.ID_TRUE); }
            case 'f' -> { return literal(t, i, FALSE, JsonTokenId.ID_FALSE); }
            case 'n' -> { return literal(t, i, NULL, JsonTokenId.ID_NULL); }
            default -> { return number(t, i); }
        }
    }

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'}, FALSE = {'f', 'a', 'l', 's', 'e'}, NULL = {'n', 'u', 'l', 'l'};

    private int literal(byte[] t, int i, byte[] word, int id) {
        int end = i + word.length;
        if (end > length || !Arrays.equals(t, i, end, word, 0, word.length)) return UNSURE;
        return scalar(end, id);
    }

    /** A number in JSON's own grammar (no leading zeros, digits on both sides of a point, an exponent with digits). */
    private int number(byte[] t, int i) {
        int j = i;
        int n = length;
        if (t[j] == '-') j++;
        if (j >= n) return UNSURE;
        byte c = t[j];
        if (c == '0') j++;
        else if (c >= '1' && c <= '9') j = digits(t, j + 1);
        else return UNSURE;
        int id = JsonTokenId.ID_NUMBER_INT;
        if (j < n && t[j] == '.') {
            if (j + 1 >= n || !isDigit(t[j + 1])) return UNSURE;
            j = digits(t, j + 2);
            id = JsonTokenId.ID_NUMBER_FLOAT;
        }
        if (j < n && (t[j] == 'e' || t[j] == 'E')) {
            j++;
            if (j < n && (t[j] == '+' || t[j] == '-')) j++;
            if (j >= n || !isDigit(t[j])) return UNSURE;
            j = digits(t, j + 1);
            id = JsonTokenId.ID_NUMBER_FLOAT;
        }
        if (j - i > LONGEST_NUMBER) return UNSURE;
        return scalar(j, id);
    }

    private static boolean isBlank(byte c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    private static boolean isDigit(byte c) { return c >= '0' && c <= '9'; }

    private int digits(byte[] t, int j) {
        int n = length;
        while (j < n && isDigit(t[j])) j++;
        return j;
    }

    /**
     * A scalar ending before {@code end}. Told only when a blank, a comma, a bracket or the text's end follows it (at
     * the top: a blank or the end): the parser tells no scalar that runs into more, and the listener hears no value
     * from these bytes that it would not hear from the parser.
     */
    private int scalar(int end, int id) {
        if (end < length && !(depth == 0 ? isBlank(text[end]) : ENDS_A_SCALAR[text[end] & 0xFF])) return UNSURE;
        pos = end;
        state = depth == 0 ? DONE : AFTER_VALUE;
        return id;
    }

    private int close(int i, boolean object) {
        tokenStart = i;
        depth--;
        pos = i + 1;
        state = depth == 0 ? DONE : AFTER_VALUE;
        return object ? JsonTokenId.ID_END_OBJECT : JsonTokenId.ID_END_ARRAY;
    }

    private int name(byte[] t, int i) {
        if (i >= length || t[i] != '"') return UNSURE;
        tokenStart = i;
        int from = i + 1;
        int j = from;
        int h = 0;
        byte[] kinds = BYTE_KINDS;
        // The usual name, ASCII without escapes, is hashed on the way and looked up by its bytes.
        while (j < length && kinds[t[j] & 0xFF] == PLAIN) h = 31 * h + t[j++];
        if (j >= length) return UNSURE;
        String n;
        int end;
        if (t[j] == '"') {
            end = j;
            if (end - from > LONGEST_NAME) return UNSURE;
            n = names.ascii(t, from, end, h);
        } else {
            end = stringEnd(t, j);
            if (end < 0 || end - from > LONGEST_NAME) return UNSURE;
            end--; // the closing quote
            n = names.decoded(t, from, end);
            if (n == null) return UNSURE;
        }
        int colon = skipBlanks(t, end + 1);
        if (colon >= length || t[colon] != ':') return UNSURE;
        name = n;
        pos = colon + 1;
        state = VALUE;
        return JsonTokenId.ID_FIELD_NAME;
    }

    /** The bytes that may follow a scalar inside a container. */
    private static final boolean[] ENDS_A_SCALAR = new boolean[256];

    static {
        for (char c : new char[] {' ', '\n', '\r', '\t', ',', ']', '}'}) ENDS_A_SCALAR[c] = true;
    }

    private static final byte PLAIN = 0, QUOTE = 1, BACKSLASH = 2, CONTROL = 3, HIGH = 4;
    /** What each byte is inside a string: printable ASCII other than the quote and the backslash is plain. */
    private static final byte[] BYTE_KINDS = new byte[256];

    static {
        for (int b = 0; b < 0x20; b++) BYTE_KINDS[b] = CONTROL;
        for (int b = 0x80; b < 0x100; b++) BYTE_KINDS[b] = HIGH;
        BYTE_KINDS['"'] = QUOTE;
        BYTE_KINDS['\\'] = BACKSLASH;
    }

    /**
     * Offset just past the closing quote of the string whose content starts at {@code j}, or -1 when the string is not
     * one this reader vouches for: a raw control character, an escape JSON has not, UTF-8 that is not well formed,
     * or no closing quote.
     */
    private int stringEnd(byte[] t, int j) {
        int n = length;
        byte[] kinds = BYTE_KINDS;
        while (true) {
            while (j < n && kinds[t[j] & 0xFF] == PLAIN) j++;
            if (j >= n) return -1;
            switch (kinds[t[j] & 0xFF]) {
                case QUOTE -> { return j + 1; }
                case BACKSLASH -> {
                    j = escapeEnd(t, j);
                    if (j < 0) return -1;
                }
                case HIGH -> {
                    j = utf8End(t, j, n);
                    if (j < 0) return -1;
                }
                default -> { return -1; }
            }
        }
    }

    /** Past the escape at {@code j} (its backslash), or -1 for one JSON has not. */
    private int escapeEnd(byte[] t, int j) {
        if (j + 1 >= length) return -1;
        switch (t[j + 1]) {
            case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> { return j + 2; }
            case 'u' -> {
                if (j + 6 > length) return -1;
                for (int k = j + 2; k < j + 6; k++) if (hex(t[k]) < 0) return -1;
                return j + 6;
            }
            default -> { return -1; }
        }
    }

    /**
     * Past the well-formed UTF-8 sequence whose first byte is at {@code j} (not ASCII), or -1: no overlong form, no
     * surrogate, nothing past U+10FFFF. The parser takes more than this; what it takes beyond it is left to it.
     */
    static int utf8End(byte[] t, int j, int n) {
        int b = t[j] & 0xFF;
        int more, low = 0x80, high = 0xBF; // the second byte's range; the rest are 0x80 to 0xBF
        if (b >= 0xC2 && b <= 0xDF) more = 1;
        else if (b >= 0xE0 && b <= 0xEF) {
            more = 2;
            if (b == 0xE0) low = 0xA0;
            else if (b == 0xED) high = 0x9F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            more = 3;
            if (b == 0xF0) low = 0x90;
            else if (b == 0xF4) high = 0x8F;
        } else return -1;
        if (j + more >= n) return -1;
        int second = t[j + 1] & 0xFF;
        if (second < low || second > high) return -1;
        for (int k = j + 2; k <= j + more; k++) if ((t[k] & 0xC0) != 0x80) return -1;
        return j + more + 1;
    }

    static int hex(byte c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    /**
     * Member names, one String per distinct name: an ASCII name found by its bytes in an open-addressing table, any
     * other decoded (its escapes and its UTF-8, already checked) and found by its text. Interned, as the parser's are.
     */
    private static final class Names {
        private byte[][] keys = new byte[64][];
        private int[] hashes = new int[64];
        private String[] values = new String[64];
        private int size;
        private final HashMap<String, String> others = new HashMap<>();

        String ascii(byte[] t, int from, int to, int h) {
            int mask = keys.length - 1;
            int len = to - from;
            for (int i = mix(h) & mask; ; i = (i + 1) & mask) {
                byte[] k = keys[i];
                if (k == null) return add(i, Arrays.copyOfRange(t, from, to), h);
                if (hashes[i] == h && k.length == len && Arrays.equals(k, 0, len, t, from, to)) return values[i];
            }
        }

        private String add(int at, byte[] key, int h) {
            String s = new String(key, StandardCharsets.ISO_8859_1).intern(); // ASCII: the same text as UTF-8 gives
            keys[at] = key;
            hashes[at] = h;
            values[at] = s;
            if (++size * 2 > keys.length) grow();
            return s;
        }

        private void grow() {
            byte[][] k = keys;
            int[] hs = hashes;
            String[] vs = values;
            keys = new byte[k.length * 2][];
            hashes = new int[k.length * 2];
            values = new String[k.length * 2];
            int mask = keys.length - 1;
            for (int j = 0; j < k.length; j++) {
                if (k[j] == null) continue;
                int i = mix(hs[j]) & mask;
                while (keys[i] != null) i = (i + 1) & mask;
                keys[i] = k[j];
                hashes[i] = hs[j];
                values[i] = vs[j];
            }
        }

        private static int mix(int h) { return h ^ (h >>> 16); }

        /**
         * A name with escapes or beyond ASCII, its bytes already checked, from its first byte to its closing quote; null
         * for one with an escaped surrogate, which is left to the parser.
         */
        String decoded(byte[] t, int from, int to) {
            StringBuilder s = new StringBuilder(to - from);
            int run = from;
            int j = from;
            while (j < to) {
                if (t[j] != '\\') {
                    j++;
                    continue;
                }
                s.append(new String(t, run, j - run, StandardCharsets.UTF_8));
                byte e = t[j + 1];
                switch (e) {
                    case 'b' -> s.append('\b');
                    case 'f' -> s.append('\f');
                    case 'n' -> s.append('\n');
                    case 'r' -> s.append('\r');
                    case 't' -> s.append('\t');
                    case 'u' -> {
                        char c = (char) (hex(t[j + 2]) << 12 | hex(t[j + 3]) << 8 | hex(t[j + 4]) << 4 | hex(t[j + 5]));
                        if (Character.isSurrogate(c)) return null; // the parser pairs them, or refuses one alone
                        s.append(c);
                        j += 4;
                    }
                    default -> s.append((char) e); // '"', '\\' and '/'
                }
                j += 2;
                run = j;
            }
            s.append(new String(t, run, to - run, StandardCharsets.UTF_8));
            String n = s.toString();
            return others.computeIfAbsent(n, String::intern);
        }
    }
}
