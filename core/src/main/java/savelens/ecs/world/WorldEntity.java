package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import savelens.ecs.inspect.EntityView;

/**
 * One entity as the server describes it: numeric id, name as the server names it, its table when the
 * server says (Flecs does not: null), and its component values.
 */
public record WorldEntity(long entity, String name, String table, Map<String, JsonNode> components) {
    public WorldEntity {
        components = Collections.unmodifiableMap(new LinkedHashMap<>(components));
    }

    /** A SaveLens entity, named by its handle in decimal. */
    public static WorldEntity of(EntityView e) {
        return new WorldEntity(e.entity(), Long.toString(e.entity()), e.table(), e.components());
    }
}
