package savelens.document;

import savelens.json.JsonText;
import savelens.json.MalformedEscapeException;
import savelens.json.VisibleText;

/**
 * A node's id as its file writes it: an integer (helio, RPG Maker, Unity's 64-bit file ids) or a string
 * (Godot's {@code "1_0r6n5"}, .NET's {@code "12"}, Jackson's UUIDs, Godot node paths). Printed as
 * {@code #123} for an integer and {@code #"1_0r6n5"} (a JSON string) otherwise, in paths and references alike:
 * .NET's {@code "12"} is a string id and stays {@code #"12"}, never confused with the integer 12.
 */
public sealed interface NodeId permits NodeId.Number, NodeId.Name {
    record Number(long value) implements NodeId {
        @Override public String toString() { return "#" + value; }
    }

    record Name(String value) implements NodeId {
        public Name {
            if (value == null) throw new IllegalArgumentException("a string id cannot be null");
        }

        @Override public String toString() { return "#" + JsonText.quote(value); }
    }

    static NodeId of(long value) { return new Number(value); }

    static NodeId of(String value) { return new Name(value); }

    /** An id read from text, and where the text goes on after it. */
    record Token(NodeId id, int end) {}

    /**
     * Reads the id whose {@code #} is at {@code at}: {@code #123} (a signed 64-bit integer) or {@code #"text"}
     * (a JSON string, with JSON's escapes).
     *
     * @throws IllegalArgumentException saying what is wrong, when no id is written there
     */
    static Token read(String text, int at) {
        if (at >= text.length() || text.charAt(at) != '#') throw new IllegalArgumentException("an id starts with #");
        int i = at + 1;
        if (i < text.length() && text.charAt(i) == '"') return readName(text, i);
        int digits = i < text.length() && text.charAt(i) == '-' ? i + 1 : i;
        int end = digits;
        while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') end++;
        if (end == digits) throw new IllegalArgumentException("# takes an integer id or a quoted one (#12, #\"a1\")");
        try {
            return new Token(new Number(Long.parseLong(text.substring(i, end))), end);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(text.substring(at, end) + " is out of the range of 64-bit ids");
        }
    }

    /** The whole text as one id: {@code #12} or {@code #"x"}, nothing before or after. */
    static NodeId parse(String text) {
        Token t = read(text, 0);
        if (t.end() != text.length()) throw new IllegalArgumentException("unexpected text after " + text.substring(0, t.end()));
        return t.id();
    }

    private static Token readName(String text, int quote) {
        StringBuilder name = new StringBuilder();
        int i = quote + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') return new Token(new Name(name.toString()), i + 1);
            if (c != '\\') {
                name.append(c);
                i++;
                continue;
            }
            if (i + 1 == text.length()) break;
            try {
                int next = VisibleText.readEscape(text, i, name);
                if (next == VisibleText.UNKNOWN_ESCAPE) {
                    throw new IllegalArgumentException("\\" + text.charAt(i + 1) + " is not a JSON escape in the id " + text.substring(quote - 1));
                }
                i = next;
            } catch (MalformedEscapeException e) {
                throw new IllegalArgumentException("\\u takes four hex digits in the id " + text.substring(quote - 1));
            }
        }
        throw new IllegalArgumentException("unclosed quoted id " + text.substring(quote - 1));
    }
}
