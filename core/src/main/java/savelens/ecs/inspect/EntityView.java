package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /entities/{E}}: the table the entity lives in and all its component values; {@code sparse}
 * names those kept beside the table.
 */
public record EntityView(long entity, String table, Map<String, JsonNode> components, List<String> sparse) {
    public EntityView {
        components = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(components));
        sparse = sparse == null ? List.of() : List.copyOf(sparse);
    }

    public EntityView(long entity, String table, Map<String, JsonNode> components) {
        this(entity, table, components, List.of());
    }
}
