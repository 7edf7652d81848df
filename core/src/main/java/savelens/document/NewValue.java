package savelens.document;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import savelens.json.JsonText;

/**
 * A value given for an edit: a JSON scalar literal, or a reference to a node. A plain value that editors
 * and the command line build; the edit that places it checks it against the place it goes.
 */
public sealed interface NewValue {
    /** {@code json} is the literal as written; {@code string} the text of a string literal (else null). */
    record Literal(String json, ValueKind kind, String string) implements NewValue {
        /** A Ruby symbol as typed ({@code :name} or {@code :"odd name"}): a string-like value only Marshal documents write. */
        public boolean isSymbol() { return kind == ValueKind.STRING && string == null && json.startsWith(":"); }

        /**
         * A string typed with {@code \xNN} byte escapes ({@code "caf\xE9"}), as a Marshal string with bytes that are not
         * UTF-8 is shown: it has no text ({@code string} is null), and only a syntax that writes bytes takes it.
         */
        public boolean hasByteEscapes() { return kind == ValueKind.STRING && string == null && json.startsWith("\""); }
    }

    record Reference(NodeId id) implements NewValue {}

    Literal NULL = new Literal("null", ValueKind.NULL, null);

    static Literal string(String text) { return new Literal(JsonText.quote(text), ValueKind.STRING, text); }

    static Literal bool(boolean value) { return value ? new Literal("true", ValueKind.BOOL, null) : new Literal("false", ValueKind.BOOL, null); }

    /** A number as typed ({@code 1.50} stays {@code 1.50}); refuses anything that is not one JSON number. */
    static Literal number(String literal) {
        NewValue v = parse(literal);
        if (v instanceof Literal l && l.kind() == ValueKind.NUMBER) return l;
        throw new ValueSyntaxException("\"" + literal + "\" is not a number");
    }

    static Reference reference(NodeId id) { return new Reference(id); }

    /**
     * Parses {@code 42}, {@code -3}, {@code "text"}, {@code true}, {@code null}, {@code #12} or {@code #"a1"},
     * or a Ruby symbol {@code :name} (which only Marshal documents take); refuses a bare word.
     */
    static NewValue parse(String text) {
        String s = text.trim();
        if (SYMBOL.matcher(s).matches()) return new Literal(s, ValueKind.STRING, null);
        if (s.length() >= 2 && s.startsWith("\"") && BYTE_ESCAPE.matcher(s).find()) return byteString(s, text);
        if (s.startsWith("#")) {
            try {
                return new Reference(NodeId.parse(s));
            } catch (IllegalArgumentException e) {
                throw new ValueSyntaxException("\"" + text + "\" is not a reference: write #ID (#12, or #\"a1\" for a string id); "
                        + e.getMessage());
            }
        }
        try (JsonParser p = JSON.createParser(s)) {
            JsonToken t = p.nextToken();
            if (t == null) throw new ValueSyntaxException("no value given");
            ValueKind kind = switch (t) {
                case VALUE_STRING -> ValueKind.STRING;
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> ValueKind.NUMBER;
                case VALUE_TRUE, VALUE_FALSE -> ValueKind.BOOL;
                case VALUE_NULL -> ValueKind.NULL;
                default -> throw new ValueSyntaxException("\"" + text + "\" is not a scalar: give a number, a quoted string, true, false, null or #ID");
            };
            String string = kind == ValueKind.STRING ? p.getText() : null;
            if (p.nextToken() != null) throw new ValueSyntaxException("\"" + text + "\" is more than one value");
            return new Literal(s, kind, string);
        } catch (IOException e) {
            // A switch typed as a player says it: quoting it would make a string, which a boolean refuses too.
            String word = s.toLowerCase(java.util.Locale.ROOT);
            if (word.equals("on") || word.equals("yes")) throw new ValueSyntaxException("\"" + text + "\" is not a JSON value: on is written true");
            if (word.equals("off") || word.equals("no")) throw new ValueSyntaxException("\"" + text + "\" is not a JSON value: off is written false");
            throw new ValueSyntaxException(notJson(text, s));
        }
    }

    /**
     * Why {@code s} is no JSON value, with what to write instead: a string begun but not ended, or with an escape JSON
     * does not know, is told so (quoting it again would not help); a bare word is shown quoted, its own quotes and
     * backslashes escaped, so that the advice typed as shown works.
     */
    private static String notJson(String text, String s) {
        String said = "\"" + text + "\" is not a JSON value";
        if (s.startsWith("\"") && !endsWithQuote(s)) return said + " (a string ends with a quote)";
        if (s.startsWith("\"")) return said + " (a string takes JSON's escapes: \\\" \\\\ \\n \\t \\uXXXX)";
        return said + " (quote strings: '\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"')";
    }

    /** Whether a string begun with a quote ends with one of its own: not the first, not one escaped by a backslash. */
    private static boolean endsWithQuote(String s) {
        if (s.length() < 2 || !s.endsWith("\"")) return false;
        int backslashes = 0;
        for (int i = s.length() - 2; i > 0 && s.charAt(i) == '\\'; i--) backslashes++;
        return backslashes % 2 == 0;
    }

    JsonFactory JSON = new JsonFactory();

    /** A {@code \x} escape: a backslash not itself escaped, then x. */
    java.util.regex.Pattern BYTE_ESCAPE = java.util.regex.Pattern.compile("(?<!\\\\)(\\\\\\\\)*\\\\x");

    /**
     * A JSON string that also has {@code \xNN} escapes, checked as JSON reads a string (every other escape JSON's,
     * no bare quote or control character inside) with the two hex digits of each {@code \x}.
     */
    private static Literal byteString(String s, String text) {
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c == '"') throw new ValueSyntaxException("\"" + text + "\" is more than one value (a quote inside a string is written \\\")");
            if (c < 0x20) throw new ValueSyntaxException("\"" + text + "\" has a control character; write it as an escape (\\n, \\u0001)");
            if (c != '\\') continue;
            char e = i + 1 < s.length() - 1 ? s.charAt(i + 1) : 0;
            int hex = e == 'x' ? 2 : e == 'u' ? 4 : 0;
            if (hex == 0 && "\"\\/bfnrt".indexOf(e) < 0 || e == 0) {
                throw new ValueSyntaxException("\"" + text + "\" has an unknown escape \\" + (e == 0 ? "" : String.valueOf(e))
                        + " (a string takes JSON's escapes and \\xNN for a byte)");
            }
            for (int h = 0; h < hex; h++) {
                int at = i + 2 + h;
                if (at >= s.length() - 1 || Character.digit(s.charAt(at), 16) < 0) {
                    throw new ValueSyntaxException("\"" + text + "\" has a short \\" + e + " escape: \\" + e + " takes " + hex + " hex digits");
                }
            }
            i += 1 + hex;
        }
        if (!s.endsWith("\"") || s.length() < 2) throw new ValueSyntaxException("\"" + text + "\" is not a JSON value (a string ends with a quote)");
        return new Literal(s, ValueKind.STRING, null);
    }

    /** {@code :name} (a plain Ruby name, maybe with {@code ? ! =}) or {@code :"..."}. */
    java.util.regex.Pattern SYMBOL = java.util.regex.Pattern.compile(":([@$]{0,2}[A-Za-z_][A-Za-z0-9_]*[?!=]?|\"([^\"\\\\]|\\\\.)*\")");
}
