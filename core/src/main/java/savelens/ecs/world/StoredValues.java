package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Whether a value read back is still the one written. Numbers count as equal within a float's precision,
 * since a world may store a written double as a 32-bit float (Flecs's {@code float x} turns {@code 1.1}
 * into {@code 1.1000000238}); so a difference means something else wrote the value since.
 */
public final class StoredValues {
    private static final double FLOAT_EPSILON = 1e-6;

    private StoredValues() {}

    /** True when every field written is read back as written (fields the writer left out are not compared). */
    public static boolean holds(JsonNode written, JsonNode read) {
        if (written == null || read == null) return written == read;
        if (written.isNumber() && read.isNumber()) {
            double a = written.doubleValue(), b = read.doubleValue();
            return a == b || Math.abs(a - b) <= FLOAT_EPSILON * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
        }
        if (written.isObject() && read.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = written.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (!holds(f.getValue(), read.get(f.getKey()))) return false;
            }
            return true;
        }
        if (written.isArray() && read.isArray()) {
            if (written.size() != read.size()) return false;
            for (int i = 0; i < written.size(); i++) if (!holds(written.get(i), read.get(i))) return false;
            return true;
        }
        return written.equals(read);
    }
}
