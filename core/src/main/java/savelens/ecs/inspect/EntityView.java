package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** {@code GET /entities/{E}}: the table the entity lives in and all its component values. */
public record EntityView(long entity, String table, Map<String, JsonNode> components) {
    public EntityView {
        components = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(components));
    }
}
