package savelens.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;

/**
 * Reads a JSON text on the heap straight from its bytes for {@link JsonIndexer}, telling it of the same tokens at the
 * same offsets, with the same member names, as Jackson's parser gives, at less work: one loop over the bytes with
 * no parser context, token objects or text buffers, and a member name found by its bytes (usually by comparing them
 * with the name that came next last time).
 *
 * <p>It vouches only for strict JSON it fully understands: anything else (a syntax error, a UTF-8 sequence that is
 * not well formed, nesting near the limit, a very long number or name, a byte-order mark) stops it where it stands,
 * before telling of the value there, and the indexer reads the text with Jackson's parser instead, which gives the
 * same tokens up to there and the error messages users see. Belongs to one thread.
 */
final class ByteTokens {
    /** Eight bytes of the text as one long, the first in the lowest byte. */
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Nesting this deep is left to the parser, which holds the limit (and words its message). */
    private static final int DEEPEST = JsonIndexer.MAX_DEPTH - 2;
    /** Numbers and names longer than these are left to the parser, which holds the limits on them. */
    private static final int LONGEST_NUMBER = 1_000, LONGEST_NAME = 100_000;
    /** Values between progress reports (and cancellation checks), as the indexer counts them. */
    private static final int REPORT_EVERY = 1 << 16;

    private final byte[] text;
    private final int length;
    /** The member name just read. */
    private String name;
    private final Names names = new Names();

    ByteTokens(byte[] text) {
        this.text = text;
        this.length = text.length;
    }

    /**
     * Tells the indexer of every token in order: true when the whole text was read; false where this reader was
     * unsure of it, the indexer told of the tokens before that place only.
     */
    boolean readInto(JsonIndexer to) {
        byte[] t = text;
        int n = length;
        boolean[] inObject = new boolean[64]; // per open container, innermost last: whether it is an object
        int depth = 0;
        int untilReport = REPORT_EVERY;
        int i = skipBlanks(t, 0);
        boolean afterValue = false; // a value was just read: a comma, a closing bracket or (at the top) the end comes next
        while (true) {
            if (afterValue) {
                if (depth == 0) return skipBlanks(t, i) == n; // the parser takes anything after the top value
                i = skipBlanks(t, i);
                if (i >= n) return false;
                byte c = t[i];
                boolean object = inObject[depth - 1];
                if (c == ',') {
                    i = skipBlanks(t, i + 1);
                    if (object) {
                        i = member(t, i);
                        if (i < 0) return false;
                        to.member(name);
                    }
                    afterValue = false;
                } else if (c == (object ? '}' : ']')) {
                    depth--;
                    to.closed(object, i);
                    i++;
                } else {
                    return false;
                }
                continue;
            }
            if (i >= n) return false;
            int at = i;
            if (--untilReport == 0) {
                untilReport = REPORT_EVERY;
                to.progress(at);
            }
            byte c = t[i];
            int end;
            switch (c) {
                case '{', '[' -> {
                    if (depth >= DEEPEST) return false;
                    if (depth == inObject.length) inObject = Arrays.copyOf(inObject, depth * 2);
                    boolean object = c == '{';
                    inObject[depth++] = object;
                    to.opened(object, at);
                    i = skipBlanks(t, i + 1);
                    if (i < n && t[i] == (object ? '}' : ']')) {
                        depth--;
                        to.closed(object, i);
                        i++;
                        afterValue = true;
                    } else if (object) {
                        i = member(t, i);
                        if (i < 0) return false;
                        to.member(name);
                    }
                    continue;
                }
                case '"' -> end = stringEnd(t, i + 1);
                case 't' -> end = literal(t, i, TRUE);
                case 'f' -> end = literal(t, i, FALSE);
                case 'n' -> end = literal(t, i, NULL);
                default -> end = number(t, i);
            }
            // A scalar is told only when a blank, a comma, a bracket or the text's end follows it (at the top: a blank
            // or the end): the parser tells no scalar that runs into more, and the indexer's listener hears no value
            // from these bytes that it would not hear from the parser.
            if (end < 0 || end < n && !(depth == 0 ? isBlank(t[end]) : ENDS_A_SCALAR[t[end] & 0xFF])) return false;
            to.scalar(SCALAR_KIND[c & 0xFF], at);
            i = end;
            afterValue = true;
        }
    }

    /** The index kind of a scalar by its first byte (a number's is a digit or '-'). */
    private static final byte[] SCALAR_KIND = new byte[256];

    static {
        Arrays.fill(SCALAR_KIND, JsonIndex.NUMBER);
        SCALAR_KIND['"'] = JsonIndex.STRING;
        SCALAR_KIND['t'] = JsonIndex.TRUE;
        SCALAR_KIND['f'] = JsonIndex.FALSE;
        SCALAR_KIND['n'] = JsonIndex.NULL;
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

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'}, FALSE = {'f', 'a', 'l', 's', 'e'}, NULL = {'n', 'u', 'l', 'l'};

    /** Past the literal at {@code i}, or -1 when the bytes there are not it. */
    private int literal(byte[] t, int i, byte[] word) {
        int end = i + word.length;
        if (end > length) return -1;
        for (int k = 1; k < word.length; k++) if (t[i + k] != word[k]) return -1;
        return end;
    }

    /** Past the number at {@code i} in JSON's own grammar (no leading zeros, digits on both sides of a point, an exponent with digits), or -1. */
    private int number(byte[] t, int i) {
        int j = i;
        int n = length;
        if (t[j] == '-') j++;
        if (j >= n) return -1;
        byte c = t[j];
        if (c == '0') j++;
        else if (c >= '1' && c <= '9') j = digits(t, j + 1);
        else return -1;
        if (j < n && t[j] == '.') {
            if (j + 1 >= n || !isDigit(t[j + 1])) return -1;
            j = digits(t, j + 2);
        }
        if (j < n && (t[j] == 'e' || t[j] == 'E')) {
            j++;
            if (j < n && (t[j] == '+' || t[j] == '-')) j++;
            if (j >= n || !isDigit(t[j])) return -1;
            j = digits(t, j + 1);
        }
        return j - i > LONGEST_NUMBER ? -1 : j;
    }

    private static boolean isBlank(byte c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    private static boolean isDigit(byte c) { return c >= '0' && c <= '9'; }

    private int digits(byte[] t, int j) {
        int n = length;
        while (j < n && isDigit(t[j])) j++;
        return j;
    }

    /** The member name at {@code i} and its colon: returns where its value's blanks begin (the name in {@link #name}), or -1. */
    private int member(byte[] t, int i) {
        if (i >= length || t[i] != '"') return -1;
        int from = i + 1;
        String n;
        int end = names.predicted(t, from);
        if (end >= 0) {
            n = names.last();
        } else {
            int j = from;
            int h = 0;
            byte[] kinds = BYTE_KINDS;
            // The usual name, ASCII without escapes, is hashed on the way and looked up by its bytes.
            while (j < length && kinds[t[j] & 0xFF] == PLAIN) h = 31 * h + t[j++];
            if (j >= length) return -1;
            if (t[j] == '"') {
                end = j;
                if (end - from > LONGEST_NAME) return -1;
                n = names.ascii(t, from, end, h);
            } else {
                end = stringEnd(t, j);
                if (end < 0 || end - from > LONGEST_NAME) return -1;
                end--; // the closing quote
                n = names.decoded(t, from, end);
                if (n == null) return -1;
            }
        }
        int colon = skipBlanks(t, end + 1);
        if (colon >= length || t[colon] != ':') return -1;
        name = n;
        return skipBlanks(t, colon + 1);
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
     *
     * <p>Objects side by side repeat their names in the same order, so each ASCII name remembers the one read after it
     * last time: the next name is first compared with that one, byte for byte, without hashing or looking up.
     */
    private static final class Names {
        // The ASCII names, numbered as first read: their bytes, hashes, Strings, and the name read after each last time.
        private byte[][] keys = new byte[32][];
        private int[] hashes = new int[32];
        private String[] values = new String[32];
        private int[] following = new int[32];
        /** A name of up to 8 bytes as one little-endian word, and the mask of its bytes within one read from the text. */
        private long[] words = new long[32], masks = new long[32];
        private int size;
        /** The open-addressing table: a name's number + 1, or 0 for an empty place. */
        private int[] table = new int[64];
        /** The ASCII name read last, or -1 (none yet, or another name since). */
        private int previous = -1;
        private final HashMap<String, String> others = new HashMap<>();

        /** Where the name starting at {@code from} ends (its closing quote) when it is the one that followed the previous name last time; else -1. */
        int predicted(byte[] t, int from) {
            int prev = previous;
            if (prev < 0) return -1;
            int p = following[prev];
            if (p < 0) return -1;
            byte[] k = keys[p];
            int len = k.length;
            int end = from + len;
            if (end >= t.length || t[end] != '"') return -1;
            if (len <= 8 && from + 8 <= t.length) {
                // One comparison of a word for the usual short name: no loop whose end the processor must guess.
                if (((long) WORD.get(t, from) & masks[p]) != words[p]) return -1;
            } else {
                for (int x = 0; x < len; x++) if (k[x] != t[from + x]) return -1;
            }
            previous = p;
            return end;
        }

        /** The name {@link #predicted} found. */
        String last() { return values[previous]; }

        String ascii(byte[] t, int from, int to, int h) {
            int mask = table.length - 1;
            int len = to - from;
            for (int i = mix(h) & mask; ; i = (i + 1) & mask) {
                int e = table[i] - 1;
                if (e < 0) return read(add(i, Arrays.copyOfRange(t, from, to), h));
                byte[] k = keys[e];
                if (hashes[e] == h && k.length == len && Arrays.equals(k, 0, len, t, from, to)) return read(e);
            }
        }

        /** Name {@code e} is read: it follows the previous one. */
        private String read(int e) {
            if (previous >= 0) following[previous] = e;
            previous = e;
            return values[e];
        }

        private int add(int at, byte[] key, int h) {
            int e = size++;
            if (e == keys.length) {
                keys = Arrays.copyOf(keys, e * 2);
                hashes = Arrays.copyOf(hashes, e * 2);
                values = Arrays.copyOf(values, e * 2);
                following = Arrays.copyOf(following, e * 2);
                words = Arrays.copyOf(words, e * 2);
                masks = Arrays.copyOf(masks, e * 2);
            }
            long w = 0;
            for (int x = Math.min(key.length, 8) - 1; x >= 0; x--) w = w << 8 | (key[x] & 0xFF);
            words[e] = w;
            masks[e] = key.length >= 8 ? -1L : (1L << (8 * key.length)) - 1;
            keys[e] = key;
            hashes[e] = h;
            values[e] = new String(key, StandardCharsets.ISO_8859_1).intern(); // ASCII: the same text as UTF-8 gives
            following[e] = -1;
            table[at] = e + 1;
            if (size * 2 > table.length) grow();
            return e;
        }

        private void grow() {
            table = new int[table.length * 2];
            int mask = table.length - 1;
            for (int e = 0; e < size; e++) {
                int i = mix(hashes[e]) & mask;
                while (table[i] != 0) i = (i + 1) & mask;
                table[i] = e + 1;
            }
        }

        private static int mix(int h) { return h ^ (h >>> 16); }

        /**
         * A name with escapes or beyond ASCII, its bytes already checked, from its first byte to its closing quote; null
         * for one with an escaped surrogate, which is left to the parser.
         */
        String decoded(byte[] t, int from, int to) {
            for (int j = from; j < to; j++) {
                if (t[j] != '\\') continue;
                if (t[j + 1] == 'u' && Character.isSurrogate((char) (hex(t[j + 2]) << 12 | hex(t[j + 3]) << 8 | hex(t[j + 4]) << 4 | hex(t[j + 5]))))
                    return null; // the parser pairs them, or refuses one alone
                j++; // past the escaped byte, so an escaped backslash is not read as an escape's start
            }
            previous = -1;
            return others.computeIfAbsent(JsonText.decodeString(t, from - 1, to + 1), String::intern);
        }
    }
}
