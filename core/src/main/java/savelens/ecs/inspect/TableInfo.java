package savelens.ecs.inspect;

import java.util.List;

/**
 * One archetype table as listed by {@code GET /tables}: its id, component names in column order,
 * live rows, allocated rows, an estimate of its heap bytes, and its change version.
 */
public record TableInfo(String id, List<String> components, long entities, long capacity, long bytes, long version) {
    public TableInfo {
        components = List.copyOf(components);
    }
}
