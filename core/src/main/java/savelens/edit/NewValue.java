package savelens.edit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import savelens.document.ValueKind;

/** A value given for an edit: a JSON scalar literal, or a reference {@code #ID}. */
public sealed interface NewValue {
    record Literal(String json, ValueKind kind, String string) implements NewValue {}

    record Reference(long id) implements NewValue {}

    JsonFactory JSON = new JsonFactory();

    /** Parses {@code 42}, {@code -3}, {@code "text"}, {@code true}, {@code null} or {@code #12}; refuses a bare word. */
    static NewValue parse(String text) {
        String s = text.trim();
        if (s.startsWith("#")) {
            try {
                return new Reference(Long.parseLong(s.substring(1)));
            } catch (NumberFormatException e) {
                throw new EditRefusedException("\"" + text + "\" is not a reference: write #ID with an integer id");
            }
        }
        try (JsonParser p = JSON.createParser(s)) {
            JsonToken t = p.nextToken();
            if (t == null) throw new EditRefusedException("no value given");
            ValueKind kind = switch (t) {
                case VALUE_STRING -> ValueKind.STRING;
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> ValueKind.NUMBER;
                case VALUE_TRUE, VALUE_FALSE -> ValueKind.BOOL;
                case VALUE_NULL -> ValueKind.NULL;
                default -> throw new EditRefusedException("\"" + text + "\" is not a scalar: give a number, a quoted string, true, false, null or #ID");
            };
            String string = kind == ValueKind.STRING ? p.getText() : null;
            if (p.nextToken() != null) throw new EditRefusedException("\"" + text + "\" is more than one value");
            return new Literal(s, kind, string);
        } catch (IOException e) {
            throw new EditRefusedException("\"" + text + "\" is not a JSON value (quote strings: '\"" + text + "\"')");
        }
    }
}
