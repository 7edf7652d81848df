package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** One row of a table page: the entity handle and each component's value as JSON, in column order. */
public record EntityRow(long entity, Map<String, JsonNode> values) {
    public EntityRow {
        values = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(values));
    }
}
