package savelens.ecs.remote;

import java.util.List;

/**
 * One archetype table of a remote world, in the shape of SaveLens's {@code GET /tables} (which the CLI
 * prints): {@code components} as the server writes them (a Flecs type keeps pairs such as
 * {@code (Identifier,Name)}), {@code bytes} null when the server does not report memory, and
 * {@code builtIn} for the engine's own bookkeeping tables (Flecs modules, components, systems).
 */
public record RemoteTable(String id, List<String> components, long entities, long capacity, Long bytes, long version, boolean builtIn) {
    public RemoteTable {
        components = List.copyOf(components);
    }
}
