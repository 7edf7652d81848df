package savelens.ecs.remote;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One entity as the server describes it: numeric id, name as the server names it, its table when the
 * server says (Flecs does not: null), and its component values.
 */
public record RemoteEntity(long entity, String name, String table, Map<String, JsonNode> components) {
    public RemoteEntity {
        components = Collections.unmodifiableMap(new LinkedHashMap<>(components));
    }
}
