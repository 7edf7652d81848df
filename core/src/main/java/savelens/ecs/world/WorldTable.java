package savelens.ecs.world;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One archetype table of a remote world, in the shape of SaveLens's {@code GET /tables} (which the CLI
 * prints): {@code components} as the server writes them (a Flecs type keeps pairs such as
 * {@code (Identifier,Name)}), {@code bytes} null when the server does not report memory, and
 * {@code builtIn} for the engine's own bookkeeping tables (Flecs modules, components, systems), and
 * {@code sparse} the components kept beside the table that its entities hold, with counts (SaveLens only).
 */
public record WorldTable(
        String id, List<String> components, long entities, long capacity, Long bytes, long version, boolean builtIn,
        Map<String, Long> sparse) {
    public WorldTable {
        components = List.copyOf(components);
        sparse = sparse == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(sparse));
    }

    public WorldTable(String id, List<String> components, long entities, long capacity, Long bytes, long version, boolean builtIn) {
        this(id, components, entities, capacity, bytes, version, builtIn, Map.of());
    }
}
