package savelens.ecs.inspect;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One archetype table as listed by {@code GET /tables}: its id, component names in column order,
 * live rows, allocated rows, an estimate of its heap bytes (null when the world served does not say),
 * its change version, and the sparse components its entities hold beside the table with how many of
 * them hold each (empty when none do; a server that predates sparse components sends none).
 */
public record TableInfo(
        String id, List<String> components, long entities, long capacity, Long bytes, long version, Map<String, Long> sparse) {
    public TableInfo {
        components = List.copyOf(components);
        sparse = sparse == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(sparse));
    }

    public TableInfo(String id, List<String> components, long entities, long capacity, long bytes, long version) {
        this(id, components, entities, capacity, bytes, version, Map.of());
    }
}
