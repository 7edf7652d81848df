package savelens.format.unity;

import java.util.Set;

/**
 * Writes a string as a YAML scalar that every YAML reader (Unity's YAML 1.1 one, and a YAML 1.2 library)
 * reads back as exactly that string: plain where nothing in it could mean something else, else single-quoted,
 * else double-quoted with escapes. The scalar always fits on the line it starts on, so it can replace a
 * scalar that was folded over several lines.
 */
final class YamlStringWriter {
    /** Plain words that a YAML 1.1 or 1.2 reader resolves to null or a bool, or that parse as a float. */
    private static final Set<String> RESERVED_WORDS = Set.of(
            "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
            "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
            "Infinity", "NaN", "<<", "=");

    private YamlStringWriter() {}

    /**
     * The scalar text for {@code value}, in {@code preferred} style where that style can hold it (a plain
     * scalar that would read otherwise is quoted). {@code flow} when the scalar stands inside {@code {…}} or
     * {@code […]}; {@code escapeNonAscii} to write characters past ASCII as backslash-u escapes in double quotes,
     * as Unity does.
     *
     * @throws IllegalArgumentException for a lone surrogate, which no YAML file can hold
     */
    static String write(String value, YamlScalarStyle preferred, boolean flow, boolean escapeNonAscii) {
        checkSurrogates(value);
        if (preferred == YamlScalarStyle.PLAIN && plainSafe(value, flow)) return value;
        if (preferred != YamlScalarStyle.DOUBLE_QUOTED && singleQuotable(value)) return singleQuoted(value);
        return doubleQuoted(value, escapeNonAscii);
    }

    /** True when {@code value} written plain reads back as this string and nothing else. */
    static boolean plainSafe(String value, boolean flow) {
        if (value.isEmpty() || RESERVED_WORDS.contains(value) || looksNumeric(value)) return false;
        char first = value.charAt(0), last = value.charAt(value.length() - 1);
        if (first == ' ' || last == ' ' || last == ':') return false;
        if ("-?:,[]{}#&*!|>'\"%@`".indexOf(first) >= 0) return false;
        if (value.contains(": ") || value.contains(" #")) return false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!printableOnOneLine(c)) return false;
            if (flow && ",[]{}:".indexOf(c) >= 0) return false;
        }
        return true;
    }

    /** Single quotes hold any text on one line; only line breaks and characters YAML must escape need double quotes. */
    static boolean singleQuotable(String value) {
        for (int i = 0; i < value.length(); i++) if (!printableOnOneLine(value.charAt(i))) return false;
        return true;
    }

    /**
     * What a number reader might take for a number: a sign, a digit or a dot at the start ({@code 12},
     * {@code -3}, {@code .5}, {@code .inf}, {@code 0x1F}, {@code 1_000}). Quoting a string like {@code 3 apples}
     * too is harmless; leaving {@code 1e3} plain is not.
     */
    private static boolean looksNumeric(String value) {
        int i = 0;
        char c = value.charAt(0);
        if (c == '+' || c == '-') {
            if (value.length() == 1) return false;
            i = 1;
            c = value.charAt(1);
            if (value.startsWith("Infinity", 1) || value.startsWith("NaN", 1)) return true;
        }
        return (c >= '0' && c <= '9') || c == '.';
    }

    /** A character a YAML reader takes as it stands inside a single line: no break, no tab, nothing it must see escaped. */
    private static boolean printableOnOneLine(char c) {
        if (c < 0x20) return false;
        if (c < 0x7F) return true;
        if (c < 0xA0) return false; // DEL, the C1 controls and NEL (a line break to YAML 1.1)
        if (c == 0x2028 || c == 0x2029 || c == 0xFEFF) return false; // line and paragraph separators, the byte-order mark
        return c != 0xFFFE && c != 0xFFFF; // surrogates pass: they come in checked pairs
    }

    private static String singleQuoted(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    private static String doubleQuoted(String value, boolean escapeNonAscii) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\0' -> out.append("\\0");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> {
                    if (Character.isHighSurrogate(c)) {
                        int cp = value.codePointAt(i);
                        if (escapeNonAscii) out.append(String.format("\\U%08X", cp));
                        else out.appendCodePoint(cp);
                        i++;
                    } else if (c < 0x20 || (c >= 0x7F && c < 0xA0)) {
                        out.append(String.format("\\x%02X", (int) c));
                    } else if ((c > 0x7F && escapeNonAscii) || !printableOnOneLine(c)) {
                        out.append(String.format("\\u%04X", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static void checkSurrogates(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new IllegalArgumentException("a lone surrogate (\\u" + Integer.toHexString(c).toUpperCase()
                        + ") cannot be written in a YAML file");
            }
        }
    }
}
