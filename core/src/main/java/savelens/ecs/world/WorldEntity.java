package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One entity as the server describes it: numeric id, name as the server names it, its table when the
 * server says (Flecs does not: null), its component values, and {@code sparse} those of them kept beside
 * the table (SaveLens only).
 */
public record WorldEntity(long entity, String name, String table, Map<String, JsonNode> components, List<String> sparse) {
    public WorldEntity {
        components = Collections.unmodifiableMap(new LinkedHashMap<>(components));
        sparse = sparse == null ? List.of() : List.copyOf(sparse);
    }

    public WorldEntity(long entity, String name, String table, Map<String, JsonNode> components) {
        this(entity, name, table, components, List.of());
    }
}
