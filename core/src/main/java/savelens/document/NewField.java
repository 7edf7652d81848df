package savelens.document;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import savelens.json.JsonText;

/**
 * A field given for a new node: one value, or an array of values (helio's arrays of references). Read from
 * a JSON object in which a reference is written as {@code get} prints one, {@code {"$ref":"#ID"}}. A plain
 * value like {@link NewValue}; the edit that adds the node checks each against the registry.
 */
public record NewField(String name, NewValue value, List<NewValue> elements) {
    public NewField {
        if ((value == null) == (elements == null)) throw new IllegalArgumentException("a field holds a value or elements");
        if (elements != null) elements = List.copyOf(elements);
    }

    public boolean isArray() { return elements != null; }

    /**
     * Reads {@code {"name":"x","hp":3,"owner":{"$ref":"#1"},"children":[{"$ref":"#5"}]}}; an empty text is no
     * fields. Scalars keep the text they were given ({@code 2.50} stays {@code 2.50}).
     */
    public static List<NewField> parseAll(String json) {
        List<NewField> out = new ArrayList<>();
        if (json == null || json.isBlank()) return out;
        Set<String> names = new HashSet<>();
        try (JsonParser p = NewValue.JSON.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw refused("the fields must be one JSON object, such as {\"name\":\"x\",\"hp\":3}");
            for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
                String name = p.currentName();
                if (!names.add(name)) throw refused("the field \"" + name + "\" is given twice");
                JsonToken v = p.nextToken();
                if (v == JsonToken.START_ARRAY) {
                    List<NewValue> elements = new ArrayList<>();
                    for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) elements.add(value(p, e, name));
                    out.add(new NewField(name, null, elements));
                } else {
                    out.add(new NewField(name, value(p, v, name), null));
                }
            }
            if (p.nextToken() != null) throw refused("the fields must be one JSON object; there is more after it");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw refused("the fields are not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw refused("the fields are not JSON: " + e.getMessage());
        }
        return out;
    }

    private static NewValue value(JsonParser p, JsonToken t, String field) throws IOException {
        return switch (t) {
            case VALUE_STRING -> new NewValue.Literal(JsonText.quote(p.getText()), ValueKind.STRING, p.getText());
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new NewValue.Literal(p.getText(), ValueKind.NUMBER, null);
            case VALUE_TRUE, VALUE_FALSE -> new NewValue.Literal(p.getText(), ValueKind.BOOL, null);
            case VALUE_NULL -> new NewValue.Literal("null", ValueKind.NULL, null);
            case START_OBJECT -> reference(p, field);
            default -> throw refused(field + ": only numbers, strings, true, false, null, {\"$ref\":\"#ID\"} and arrays of them can be given");
        };
    }

    /** {@code {"$ref":"#ID"}} and nothing else. */
    private static NewValue reference(JsonParser p, String field) throws IOException {
        if (p.nextToken() != JsonToken.FIELD_NAME || !"$ref".equals(p.currentName()) || p.nextToken() != JsonToken.VALUE_STRING) {
            throw refused(field + ": an object here must be a reference, {\"$ref\":\"#ID\"}; inline objects cannot be given");
        }
        String target = p.getText();
        if (p.nextToken() != JsonToken.END_OBJECT) throw refused(field + ": a reference is {\"$ref\":\"#ID\"} alone");
        if (!target.startsWith("#")) throw refused(field + ": a reference names a node as #ID, not " + JsonText.quote(target));
        return NewValue.parse(target);
    }

    private static ValueSyntaxException refused(String message) { return new ValueSyntaxException(message); }
}
