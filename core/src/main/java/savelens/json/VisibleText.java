package savelens.json;

/**
 * How a string is shown on screen, and how what was shown (or typed in that form) is read back.
 * <p>
 * A string that holds a character a reader cannot see or a text field would drop (a control character,
 * a lone surrogate, a format character such as a zero-width or bidi control or a byte order mark, a line
 * or paragraph separator, an unassigned code point), or a backslash, is shown in JSON's escape form:
 * {@code \t \r \n \b \f}, a backslash, {@code u} and four hex digits for the others, and two backslashes
 * for a backslash. Any other string is shown as it is. Backslashes count because a verbatim {@code a\tb}
 * and an escaped tab would otherwise look the same: a shown text holds a backslash exactly when it is in
 * escape form, so {@link #parse} needs nothing but the text and {@code parse(show(s))} is always {@code s}.
 */
public final class VisibleText {
    private VisibleText() {}

    /** The string as shown: verbatim, or in escape form when it holds a backslash or an invisible character. */
    public static String show(String s) {
        if (!needsEscapes(s)) return s;
        StringBuilder out = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            if (cp == '\\') out.append("\\\\");
            else if (isInvisible(cp)) for (int k = i; k < i + n; k++) escape(out, s.charAt(k));
            else out.appendCodePoint(cp);
            i += n;
        }
        return out.toString();
    }

    /**
     * As {@link #show}, for a label with little room: past {@code max} code points, the first {@code max - 1}
     * shown and an ellipsis (a cut never splits an escape or a surrogate pair).
     */
    public static String show(String s, int max) {
        if (s.length() <= max || s.codePointCount(0, s.length()) <= max) return show(s);
        return show(s.substring(0, s.offsetByCodePoints(0, max - 1))) + "…";
    }

    /** True when {@link #show} writes the string in escape form. */
    public static boolean needsEscapes(String s) {
        for (int i = 0; i < s.length(); ) {
            char c = s.charAt(i);
            if (c >= ' ' && c < 0x7F) { // printable ASCII, the most of any name, is shown as it is but for a backslash
                if (c == '\\') return true;
                i++;
                continue;
            }
            int cp = s.codePointAt(i);
            if (cp == '\\' || isInvisible(cp)) return true;
            i += Character.charCount(cp);
        }
        return false;
    }

    /**
     * The string a shown (or typed) text stands for: a text without a backslash as it is, one with a
     * backslash read as JSON escapes ({@code \"} and {@code \/} too).
     *
     * @throws MalformedEscapeException when a backslash starts no escape
     */
    public static String parse(String shown) {
        int first = shown.indexOf('\\');
        if (first < 0) return shown;
        StringBuilder out = new StringBuilder(shown.length()).append(shown, 0, first);
        for (int i = first; i < shown.length(); ) {
            char c = shown.charAt(i);
            if (c != '\\') {
                out.append(c);
                i++;
                continue;
            }
            if (i + 1 == shown.length()) {
                throw new MalformedEscapeException("a lone \\ at the end (character " + (i + 1) + "); write \\\\ for a backslash", i);
            }
            int next = readEscape(shown, i, out);
            if (next == UNKNOWN_ESCAPE) {
                throw new MalformedEscapeException("\\" + shown.charAt(i + 1) + " (character " + (i + 1)
                        + ") is not an escape; write \\\\ for a backslash, or \\t \\n \\r \\b \\f \\uXXXX", i);
            }
            i = next;
            continue;
        }
        return out.toString();
    }

    /** What {@link #readEscape} answers for a backslash followed by a character that starts no JSON escape. */
    public static final int UNKNOWN_ESCAPE = -1;

    /**
     * Reads the JSON escape whose backslash is at {@code at} (a character follows it) into {@code out} and
     * returns where the text goes on, or {@link #UNKNOWN_ESCAPE} when {@code \x} is no JSON escape.
     *
     * @throws MalformedEscapeException when {@code \\u} is not followed by four hex digits
     */
    public static int readEscape(String text, int at, StringBuilder out) {
        char e = text.charAt(at + 1);
        switch (e) {
            case '\\', '"', '/' -> out.append(e);
            case 't' -> out.append('\t');
            case 'r' -> out.append('\r');
            case 'n' -> out.append('\n');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'u' -> {
                int value = hex4(text, at + 2);
                if (value < 0) {
                    String got = text.substring(at, Math.min(text.length(), at + 6));
                    throw new MalformedEscapeException(got + " (character " + (at + 1) + ") is not an escape: \\u takes four hex digits", at);
                }
                out.append((char) value);
                return at + 6;
            }
            default -> {
                return UNKNOWN_ESCAPE;
            }
        }
        return at + 2;
    }

    /** Whether a code point (or a lone surrogate, which {@code codePointAt} returns as itself) would not show. */
    private static boolean isInvisible(int cp) {
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.LINE_SEPARATOR,
                 Character.PARAGRAPH_SEPARATOR, Character.UNASSIGNED -> true;
            default -> false;
        };
    }

    private static void escape(StringBuilder out, char c) {
        switch (c) {
            case '\t' -> out.append("\\t");
            case '\r' -> out.append("\\r");
            case '\n' -> out.append("\\n");
            case '\b' -> out.append("\\b");
            case '\f' -> out.append("\\f");
            default -> {
                String hex = Integer.toHexString(c);
                out.append("\\u");
                for (int k = hex.length(); k < 4; k++) out.append('0');
                out.append(hex);
            }
        }
    }

    /** The four hex digits at {@code from} as a number, or -1. */
    private static int hex4(String s, int from) {
        if (from + 4 > s.length()) return -1;
        int value = 0;
        for (int k = from; k < from + 4; k++) {
            char c = s.charAt(k);
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) return -1;
            value = value * 16 + d;
        }
        return value;
    }
}
