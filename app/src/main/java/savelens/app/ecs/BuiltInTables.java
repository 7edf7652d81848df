package savelens.app.ecs;

import java.util.List;
import java.util.Set;

/**
 * Tells the tables of an engine's own entities from a game's. A Flecs world lists hundreds of tables for
 * its modules, components, systems, observers and pipeline phases before the first game entity; they are
 * recognised by Flecs's core tags (written without their {@code flecs.core} scope, as Flecs names them) and
 * by anything named inside Flecs's own scopes ({@code flecs.system.System}, {@code (ChildOf,flecs.core)}).
 * A SaveLens world has no such tables: its component names are plain identifiers.
 */
public final class BuiltInTables {
    /** Tags Flecs puts only on its own kinds of entity: a component's entity, a module, a trait, a query. */
    private static final Set<String> FLECS_CORE_TAGS = Set.of(
            "Component", "Module", "Observer", "Query", "Trait", "Relationship", "Target", "PairIsTag",
            "Exclusive", "Acyclic", "Traversable", "Transitive", "Reflexive", "Symmetric", "Final", "Inheritable",
            "CanToggle", "OneOf", "NotQueryable", "Singleton", "Sparse", "DontFragment", "OrderedChildren",
            "Empty", "DefaultChildComponent", "BuildInfo");

    private BuiltInTables() {}

    public static boolean isBuiltIn(List<String> components) {
        for (String c : components) {
            if (FLECS_CORE_TAGS.contains(c)) return true;
            if (c.startsWith("(") && c.endsWith(")")) {
                for (String part : c.substring(1, c.length() - 1).split(",")) if (inFlecsScope(part.trim())) return true;
            } else if (inFlecsScope(c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean inFlecsScope(String name) {
        return name.equals("flecs") || name.startsWith("flecs.");
    }
}
