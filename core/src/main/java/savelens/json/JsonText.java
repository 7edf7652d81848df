package savelens.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Reading and writing JSON scalars the way {@code JSON.stringify} writes them. */
public final class JsonText {
    private JsonText() {}

    /** Offset just past the closing quote of the string whose opening quote is at {@code start}. */
    public static int stringEnd(byte[] text, int start) {
        int i = start + 1;
        while (i < text.length) {
            byte b = text[i];
            if (b == '\\') i += 2;
            else if (b == '"') return i + 1;
            else i++;
        }
        return text.length;
    }

    /**
     * The integer written at {@code text[start, end)}, or {@code fallback} when it has a fraction or an
     * exponent, or does not fit in a long ({@code Long.MIN_VALUE} itself counts as not fitting: it marks
     * "no id" throughout).
     */
    public static long integer(byte[] text, int start, int end, long fallback) {
        if (!isIntegerText(text, start, end)) return fallback;
        int i = start;
        boolean negative = text[i] == '-';
        if (negative) i++;
        // Read the digits in place while they cannot overflow.
        if (end - i <= 18) {
            long n = 0;
            for (; i < end; i++) n = n * 10 + (text[i] - '0');
            return negative ? -n : n;
        }
        if (end - i > 19) return fallback; // more digits than any long has
        try {
            long n = Long.parseLong(new String(text, start, end - start, StandardCharsets.US_ASCII));
            return n == Long.MIN_VALUE ? fallback : n;
        } catch (NumberFormatException ex) {
            return fallback;
        }
    }

    /** {@link #integer} of the number that starts at {@code start}, its end found on the way. */
    public static long integerAt(byte[] text, int start, long fallback) {
        int i = start;
        boolean negative = text[i] == '-';
        if (negative) i++;
        // Up to 7 digits (ids, counts) read as one long: a helio load reads millions of them.
        if (i + Long.BYTES < text.length) {
            long digits = (long) EIGHT_BYTES.get(text, i) - 0x3030_3030_3030_3030L;
            int length = Long.numberOfTrailingZeros(nonDigits(digits)) >>> 3;
            if (length > 0 && length < Long.BYTES && !continuesNumber(text[i + length])) {
                long n = eightDigits(digits << (Long.SIZE - Byte.SIZE * length)); // the digits behind leading zeros
                return negative ? -n : n;
            }
        }
        long n = 0;
        int digits = 0;
        // The common case in one pass: up to 18 digits cannot overflow.
        while (i < text.length && digits < 19) {
            int d = text[i] - '0';
            if (d < 0 || d > 9) break;
            n = n * 10 + d;
            i++;
            digits++;
        }
        if (digits < 19 && (i == text.length || !continuesNumber(text[i]))) return negative ? -n : n;
        return integer(text, start, Chunk.scalarEnd(text, start), fallback);
    }

    private static final VarHandle EIGHT_BYTES = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Eight bytes less '0' each, the first in the lowest byte: the high bit set in each byte from the first that is
     * no digit (a byte below '0' wraps past 0x80, one past '9' reaches it when 0x76 is added). Borrows and carries only
     * move up, past the first non-digit, so the bytes before it read true.
     */
    private static long nonDigits(long lessZeros) {
        return ((lessZeros + 0x7676_7676_7676_7676L) | lessZeros) & 0x8080_8080_8080_8080L;
    }

    /** Eight digit values (0 to 9, the first the most significant, in the lowest byte) as one number: pairs, fours, eight. */
    private static long eightDigits(long d) {
        d = (d * 10 + (d >>> 8)) & 0x00FF_00FF_00FF_00FFL;
        d = (d * 100 + (d >>> 16)) & 0x0000_FFFF_0000_FFFFL;
        return (d * 10_000 + (d >>> 32)) & 0xFFFF_FFFFL;
    }

    private static boolean continuesNumber(byte b) {
        return b == '.' || b == 'e' || b == 'E' || (b >= '0' && b <= '9');
    }

    static boolean isIntegerText(byte[] text, int start, int end) {
        for (int i = start; i < end; i++) {
            byte b = text[i];
            if (b == '.' || b == 'e' || b == 'E') return false;
        }
        return true;
    }

    static boolean hasEscape(byte[] text, int start, int end) {
        for (int i = start; i < end; i++) if (text[i] == '\\') return true;
        return false;
    }

    /** Decodes the JSON string literal in {@code text[start, end)} (quotes included). */
    public static String decodeString(byte[] text, int start, int end) {
        int from = start + 1, to = end - 1;
        if (!hasEscape(text, from, to)) return utf8(text, from, to);
        StringBuilder out = new StringBuilder(to - from);
        int run = from;
        int i = from;
        while (i < to) {
            if (text[i] != '\\') {
                i++;
                continue;
            }
            out.append(utf8(text, run, i));
            char c = (char) text[i + 1];
            switch (c) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(new String(text, i + 2, 4, StandardCharsets.US_ASCII), 16));
                    i += 4;
                }
                default -> out.append(c);
            }
            i += 2;
            run = i;
        }
        out.append(utf8(text, run, to));
        return out.toString();
    }

    /**
     * UTF-8 text as a string. A lone surrogate kept as its own three bytes (as RPG Maker saves are kept, whose
     * older engines wrote lone surrogates unescaped) comes back as that char, where Java's decoder would
     * put U+FFFD in its place and an edit of the string would lose it.
     */
    static String utf8(byte[] text, int from, int to) {
        int at = encodedSurrogate(text, from, to);
        if (at < 0) return new String(text, from, to - from, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(to - from);
        int run = from;
        while (at >= 0) {
            out.append(new String(text, run, at - run, StandardCharsets.UTF_8));
            out.append((char) (0xD000 | (text[at + 1] & 0x3F) << 6 | (text[at + 2] & 0x3F)));
            run = at + 3;
            at = encodedSurrogate(text, run, to);
        }
        return out.append(new String(text, run, to - run, StandardCharsets.UTF_8)).toString();
    }

    /** Where the next three-byte sequence of a surrogate (ED A0..BF 80..BF) starts, or -1. */
    private static int encodedSurrogate(byte[] text, int from, int to) {
        for (int i = from; i + 2 < to; i++) {
            if (text[i] == (byte) 0xED && (text[i + 1] & 0xE0) == 0xA0 && (text[i + 2] & 0xC0) == 0x80) return i;
        }
        return -1;
    }

    /** A string as {@code JSON.stringify} writes it: only quote, backslash and control characters escaped. */
    public static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || (Character.isSurrogate(c) && !pairedSurrogate(s, i))) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    // JSON.stringify (ES2019) escapes lone surrogates, since UTF-8 cannot carry them.
    private static boolean pairedSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
