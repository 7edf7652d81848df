package savelens.json;

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

    static boolean hasEscape(byte[] text, int start, int end) {
        for (int i = start; i < end; i++) if (text[i] == '\\') return true;
        return false;
    }

    /** Decodes the JSON string literal in {@code text[start, end)} (quotes included). */
    public static String decodeString(byte[] text, int start, int end) {
        int from = start + 1, to = end - 1;
        if (!hasEscape(text, from, to)) return new String(text, from, to - from, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(to - from);
        int run = from;
        int i = from;
        while (i < to) {
            if (text[i] != '\\') {
                i++;
                continue;
            }
            out.append(new String(text, run, i - run, StandardCharsets.UTF_8));
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
        out.append(new String(text, run, to - run, StandardCharsets.UTF_8));
        return out.toString();
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
