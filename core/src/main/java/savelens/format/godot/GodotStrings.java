package savelens.format.godot;

import java.nio.charset.StandardCharsets;

/** Godot's string literals: read with their escapes, written as Godot writes them (only {@code \} and {@code "} escaped). */
final class GodotStrings {
    private GodotStrings() {}

    /** The string whose quotes are at {@code start} and {@code end - 1}, escapes decoded. */
    static String decode(byte[] t, int start, int end) {
        int s = start + 1, e = end - 1;
        boolean plain = true;
        for (int i = s; i < e && plain; i++) plain = t[i] != '\\';
        if (plain) return new String(t, s, e - s, StandardCharsets.UTF_8);
        String raw = new String(t, s, e - s, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c != '\\' || i + 1 >= raw.length()) {
                out.append(c);
                continue;
            }
            char n = raw.charAt(++i);
            switch (n) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u', 'U' -> {
                    int digits = n == 'u' ? 4 : 6;
                    int code = hex(raw, i + 1, digits);
                    if (code < 0) {
                        out.append(n);
                    } else {
                        out.appendCodePoint(code);
                        i += digits;
                    }
                }
                default -> out.append(n); // \" \\ and any other escaped character stand for themselves
            }
        }
        return out.toString();
    }

    private static int hex(String s, int from, int digits) {
        if (from + digits > s.length()) return -1;
        int v = 0;
        for (int i = from; i < from + digits; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0) return -1;
            v = v * 16 + d;
        }
        return Character.isValidCodePoint(v) ? v : -1;
    }

    /** A string as Godot's writer quotes it: line breaks and other characters as they are. */
    static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') out.append('\\');
            out.append(c);
        }
        return out.append('"').toString();
    }
}
