package savelens.ecs;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The default codec: Jackson data binding, configured strictly so that a client's mistake is an error
 * rather than a silently coerced value ({@code "1"} for a number, {@code 1.5} for an int, a missing or
 * unknown field, a number beyond the field's range that would be stored as infinity). Records with no
 * fields (tags) read and write as {@code {}}.
 */
public final class JacksonComponentCodec<T> implements ComponentCodec<T> {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .build();

    private final Class<T> type;

    public JacksonComponentCodec(Class<T> type) {
        this.type = type;
    }

    @Override
    public JsonNode toJson(T value) {
        return MAPPER.valueToTree(value);
    }

    @Override
    public T fromJson(JsonNode json) {
        if (json == null || !json.isObject()) throw new IllegalArgumentException("expected a JSON object");
        try {
            T value = MAPPER.treeToValue(json, type);
            if (value == null) throw new IllegalArgumentException("expected a JSON object");
            requireFinite(MAPPER.valueToTree(value), "");
            return value;
        } catch (com.fasterxml.jackson.databind.JsonMappingException e) {
            StringBuilder field = new StringBuilder();
            for (com.fasterxml.jackson.databind.JsonMappingException.Reference r : e.getPath()) {
                if (r.getFieldName() != null) field.append(field.length() == 0 ? "" : ".").append(r.getFieldName());
                else field.append('[').append(r.getIndex()).append(']');
            }
            String why = readable(e.getOriginalMessage());
            throw new IllegalArgumentException(field.length() == 0 ? why : "field " + field + ": " + why, e);
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalArgumentException(readable(e.getMessage()), e);
        }
    }

    /**
     * JSON has no infinity or NaN: a value holding one could not be sent back as it is stored. Checked on
     * the decoded value, so {@code 1e999} for a double and {@code 1e39} for a float are both caught.
     */
    private static void requireFinite(JsonNode node, String path) {
        if (node.isNumber() && !Double.isFinite(node.doubleValue())) {
            String where = path.isEmpty() ? "" : "field " + path + ": ";
            throw new IllegalArgumentException(where + "number out of range: values must be finite");
        }
        if (node.isObject()) {
            for (var f : node.properties()) requireFinite(f.getValue(), path.isEmpty() ? f.getKey() : path + "." + f.getKey());
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) requireFinite(node.get(i), path + "[" + i + "]");
        }
    }

    /** Jackson's first line without its hints about configuration, which mean nothing to a client. */
    public static String readable(String message) {
        if (message == null) return "invalid value";
        int nl = message.indexOf('\n');
        String line = nl < 0 ? message : message.substring(0, nl);
        return line.replaceAll(" \\((but might if|start marker at|through reference chain).*$", "")
                .replaceAll(": enable `[^`]*` to allow$", "")
                .trim();
    }
}
