package savelens.ecs.remote;

import java.util.List;
import java.util.Set;

/**
 * Tells Flecs's own bookkeeping tables (modules, component and system entities, queries, observers and
 * everything under the {@code flecs} namespace) from the application's. Flecs's {@code GET /world} leaves
 * out the same entities ({@code !ChildOf(self|up, flecs), !Module(self|up)}); components and systems
 * are added because a game's own component and system entities describe the world, they are not in it.
 */
public final class FlecsBuiltIns {
    /** Core tags as {@code GET /tables} writes them (without the {@code flecs.core.} prefix). */
    private static final Set<String> CORE_TAGS = Set.of("Component", "Module", "Query", "Observer");

    private FlecsBuiltIns() {}

    /** Whether a table of this type (as Flecs writes it) holds Flecs's own entities. */
    public static boolean isBuiltIn(List<String> type) {
        for (String id : type) if (isBuiltInId(id)) return true;
        return false;
    }

    static boolean isBuiltInId(String id) {
        if (CORE_TAGS.contains(id)) return true;
        if (id.startsWith("(") && id.endsWith(")")) {
            String inner = id.substring(1, id.length() - 1);
            int comma = inner.indexOf(',');
            if (comma < 0) return inFlecs(inner);
            return inFlecs(inner.substring(0, comma)) || inFlecs(inner.substring(comma + 1));
        }
        return inFlecs(id);
    }

    private static boolean inFlecs(String name) {
        return name.equals("flecs") || name.startsWith("flecs.");
    }
}
