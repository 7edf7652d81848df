package savelens.format.unity;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reading the scalars {@link DocumentScanner} found: which are numbers, Unity's file ids, and the text a plain,
 * single-quoted or double-quoted scalar stands for, lines folded as YAML folds them (a single line break is a
 * space, each further blank line a line break, spaces around breaks dropped).
 */
final class YamlScalars {
    private YamlScalars() {}

    /**
     * True when a plain scalar is a number as JSON writes one: Unity writes integers, floats with an exponent
     * ({@code 1e-05}) and its booleans as 0 and 1, all numbers here. A guid of zeros ({@code 000…0}),
     * {@code Infinity} and {@code NaN} are not JSON numbers and stay strings.
     */
    static boolean isNumber(byte[] text, int start, int end) {
        int i = start;
        if (i < end && text[i] == '-') i++;
        if (i >= end) return false;
        if (text[i] == '0') i++;
        else if (text[i] >= '1' && text[i] <= '9') i = digits(text, i, end);
        else return false;
        if (i < end && text[i] == '.') {
            int d = digits(text, i + 1, end);
            if (d == i + 1) return false;
            i = d;
        }
        if (i < end && (text[i] == 'e' || text[i] == 'E')) {
            i++;
            if (i < end && (text[i] == '+' || text[i] == '-')) i++;
            int d = digits(text, i, end);
            if (d == i) return false;
            i = d;
        }
        return i == end;
    }

    private static int digits(byte[] text, int i, int end) {
        while (i < end && text[i] >= '0' && text[i] <= '9') i++;
        return i;
    }

    /** True when a plain scalar is an integer that fits a signed 64-bit file id. */
    static boolean isId(byte[] text, int start, int end) {
        if (!isNumber(text, start, end)) return false;
        for (int i = start; i < end; i++) if (text[i] == '.' || text[i] == 'e' || text[i] == 'E') return false;
        int digits = end - start - (text[start] == '-' ? 1 : 0);
        if (digits < 19) return true;
        try {
            Long.parseLong(new String(text, start, end - start, StandardCharsets.US_ASCII));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The integer of a scalar for which {@link #isId} holds. */
    static long id(byte[] text, int start, int end) {
        int i = start;
        boolean negative = text[i] == '-';
        if (negative) i++;
        if (end - i < 19) {
            long n = 0;
            for (; i < end; i++) n = n * 10 + (text[i] - '0');
            return negative ? -n : n;
        }
        return Long.parseLong(new String(text, start, end - start, StandardCharsets.US_ASCII));
    }

    /** The text a scalar at {@code [start, end)} stands for: plain, {@code '…'} or {@code "…"}. */
    static String decode(byte[] text, int start, int end) {
        if (start >= end) return "";
        byte first = text[start];
        if (first == '\'' || first == '"') {
            if (!folds(text, start, end) && noEscapes(text, start + 1, end - 1, first)) {
                return new String(text, start + 1, end - start - 2, StandardCharsets.UTF_8);
            }
            return fold(text, start + 1, end - 1, first);
        }
        if (!folds(text, start, end)) return new String(text, start, end - start, StandardCharsets.UTF_8);
        return fold(text, start, end, (byte) 0);
    }

    /** The member name whose first character (or opening quote) is at {@code keyStart}. */
    static String keyName(byte[] text, int keyStart) {
        byte first = text[keyStart];
        if (first == '\'' || first == '"') return decode(text, keyStart, quotedKeyEnd(text, keyStart));
        return new String(text, keyStart, plainKeyEnd(text, keyStart) - keyStart, StandardCharsets.UTF_8);
    }

    /** True when the member name at {@code keyStart} is {@code name}, compared in place for a plain key. */
    static boolean keyEquals(byte[] text, int keyStart, byte[] name) {
        byte first = text[keyStart];
        if (first == '\'' || first == '"') return keyName(text, keyStart).equals(new String(name, StandardCharsets.UTF_8));
        int n = name.length;
        if (keyStart + n > text.length) return false;
        for (int i = 0; i < n; i++) if (text[keyStart + i] != name[i]) return false;
        return isFieldName(name) ? endsPlainKey(text, keyStart + n) : plainKeyEnd(text, keyStart) == keyStart + n;
    }

    /** A name with no colon or line break that does not end in a space, as every field name: see {@link #endsPlainKey}. */
    private static boolean isFieldName(byte[] name) {
        if (name.length == 0 || name[name.length - 1] == ' ') return false;
        for (byte b : name) if (b == ':' || b == '\n' || b == '\r') return false;
        return true;
    }

    /**
     * True when a plain key that starts with a {@link #isFieldName field name} ending at {@code at} ends there: only
     * spaces before its colon or the line's end. Told from the bytes after the name, without scanning the key again
     * from its start ({@link #plainKeyEnd} would stop at the same place).
     */
    private static boolean endsPlainKey(byte[] text, int at) {
        int i = at;
        while (i < text.length && text[i] == ' ') i++;
        if (i >= text.length || text[i] == '\n' || text[i] == '\r') return true;
        return text[i] == ':' && (i + 1 >= text.length || isKeyTerminator(text[i + 1]));
    }

    /** Just past a plain key: before the colon that ends it, trailing spaces left out. */
    static int plainKeyEnd(byte[] text, int keyStart) {
        int i = keyStart;
        while (i < text.length) {
            byte c = text[i];
            if (c == ':' && (i + 1 >= text.length || isKeyTerminator(text[i + 1]))) break;
            if (c == '\n' || c == '\r') break;
            i++;
        }
        while (i > keyStart && text[i - 1] == ' ') i--;
        return i;
    }

    private static boolean isKeyTerminator(byte b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == ',' || b == '}' || b == ']' || b == '{' || b == '[';
    }

    /** Just past the closing quote of a quoted key on its line. */
    static int quotedKeyEnd(byte[] text, int keyStart) {
        byte q = text[keyStart];
        for (int i = keyStart + 1; i < text.length && text[i] != '\n'; i++) {
            if (q == '"' && text[i] == '\\') i++;
            else if (text[i] == q) {
                if (q == '\'' && i + 1 < text.length && text[i + 1] == '\'') i++;
                else return i + 1;
            }
        }
        return text.length;
    }

    private static boolean folds(byte[] text, int start, int end) {
        for (int i = start; i < end; i++) if (text[i] == '\n') return true;
        return false;
    }

    private static boolean noEscapes(byte[] text, int start, int end, byte quote) {
        byte escape = quote == '"' ? (byte) '\\' : (byte) '\'';
        for (int i = start; i < end; i++) if (text[i] == escape) return false;
        return true;
    }

    /**
     * Decodes {@code [start, end)}, the content of a scalar in style {@code quote} ({@code '}, {@code "} or 0 for
     * plain): escapes, and line breaks folded.
     */
    private static String fold(byte[] text, int start, int end, byte quote) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(end - start);
        int spaces = -1; // where a run of spaces not yet written began
        int i = start;
        while (i < end) {
            byte b = text[i];
            if (b == '\n' || (b == '\r' && i + 1 < end && text[i + 1] == '\n')) {
                i += b == '\r' ? 2 : 1;
                spaces = -1; // spaces before a break are dropped
                int breaks = 0;
                while (true) {
                    while (i < end && (text[i] == ' ' || text[i] == '\t')) i++;
                    if (i < end && text[i] == '\n') {
                        breaks++;
                        i++;
                    } else if (i + 1 < end && text[i] == '\r' && text[i + 1] == '\n') {
                        breaks++;
                        i += 2;
                    } else break;
                }
                if (breaks == 0) out.write(' ');
                else for (int k = 0; k < breaks; k++) out.write('\n');
                continue;
            }
            if (b == ' ' || b == '\t') {
                if (spaces < 0) spaces = i;
                i++;
                continue;
            }
            if (spaces >= 0) {
                out.write(text, spaces, i - spaces);
                spaces = -1;
            }
            if (quote == '\'' && b == '\'' && i + 1 < end && text[i + 1] == '\'') {
                out.write('\'');
                i += 2;
            } else if (quote == '"' && b == '\\' && i + 1 < end) {
                i = escape(text, i + 1, end, out);
            } else {
                out.write(b);
                i++;
            }
        }
        if (spaces >= 0) out.write(text, spaces, end - spaces);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Writes what the escape after a backslash stands for; returns where the text goes on. */
    private static int escape(byte[] text, int i, int end, ByteArrayOutputStream out) {
        byte e = text[i];
        switch (e) {
            case '\n', '\r' -> { // an escaped line break joins the lines without a space
                i += e == '\r' && i + 1 < end && text[i + 1] == '\n' ? 2 : 1;
                while (i < end && (text[i] == ' ' || text[i] == '\t')) i++;
                return i;
            }
            case 'x' -> { return hex(text, i + 1, 2, end, out); }
            case 'u' -> { return hex(text, i + 1, 4, end, out); }
            case 'U' -> { return hex(text, i + 1, 8, end, out); }
            default -> {
                int c = switch (e) {
                    case '0' -> 0;
                    case 'a' -> 7;
                    case 'b' -> 8;
                    case 't', '\t' -> 9;
                    case 'n' -> 10;
                    case 'v' -> 11;
                    case 'f' -> 12;
                    case 'r' -> 13;
                    case 'e' -> 27;
                    case 'N' -> 0x85;
                    case '_' -> 0xA0;
                    case 'L' -> 0x2028;
                    case 'P' -> 0x2029;
                    default -> e; // \" \\ \/ and \  stand for themselves; unknown ones are kept as their character
                };
                writeCodePoint(c, out);
                return i + 1;
            }
        }
    }

    private static int hex(byte[] text, int i, int digits, int end, ByteArrayOutputStream out) {
        int c = 0;
        int k = 0;
        for (; k < digits && i + k < end; k++) {
            int d = Character.digit(text[i + k], 16);
            if (d < 0) break;
            c = c * 16 + d;
        }
        if (k < digits) c = 0xFFFD;
        // C# writes a character outside the BMP as a pair of four-digit escapes: join the pair
        if (digits == 4 && Character.isHighSurrogate((char) c) && i + 10 <= end && text[i + 4] == '\\' && text[i + 5] == 'u') {
            int low = 0;
            int j = 0;
            for (; j < 4; j++) {
                int d = Character.digit(text[i + 6 + j], 16);
                if (d < 0) break;
                low = low * 16 + d;
            }
            if (j == 4 && Character.isLowSurrogate((char) low)) {
                writeCodePoint(Character.toCodePoint((char) c, (char) low), out);
                return i + 10;
            }
        }
        writeCodePoint(c, out);
        return i + k;
    }

    private static void writeCodePoint(int c, ByteArrayOutputStream out) {
        if (!Character.isValidCodePoint(c) || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
        byte[] b = new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8);
        out.write(b, 0, b.length);
    }
}
