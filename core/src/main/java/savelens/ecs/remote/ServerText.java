package savelens.ecs.remote;

/**
 * Text a server sent, made safe to print on one line of a terminal: control characters (escape sequences, carriage
 * returns and line breaks that would fake lines, NUL), C1 controls, and the invisible format characters that
 * reorder text (bidirectional overrides) are shown as {@code \\uXXXX}; bytes that were not UTF-8 already decoded
 * to U+FFFD. Everything a server says passes here before SaveLens prints it.
 */
public final class ServerText {
    private ServerText() {}

    /** At most this many characters of one server message go into an error line. */
    static final int MESSAGE_CHARS = 300;

    public static String printable(String s) {
        if (s == null) return null;
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean unsafe = Character.isISOControl(c) || Character.getType(c) == Character.FORMAT
                    || c == '\u2028' || c == '\u2029';
            if (unsafe) {
                if (out == null) out = new StringBuilder(s.length() + 16).append(s, 0, i);
                out.append(String.format("\\u%04X", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? s : out.toString();
    }

    /** A server's message for an error line: printable, and cut short when long. */
    public static String message(String s) {
        String p = printable(s);
        return p == null || p.length() <= MESSAGE_CHARS ? p : p.substring(0, MESSAGE_CHARS) + "…";
    }
}
