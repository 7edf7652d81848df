package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One entity of a table page: its numeric id, its name as the server names it (what {@code GET} of one
 * entity takes: a SaveLens handle in decimal, a Flecs path such as {@code Hero} or {@code #510}), and its
 * component values in column order.
 */
public record WorldRow(long entity, String name, Map<String, JsonNode> values) {
    public WorldRow {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }
}
