package savelens.ecs.remote;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import savelens.ecs.world.WorldTable;

/**
 * The Flecs query that matches exactly one table. Flecs's REST API has no endpoint for a table's rows,
 * and a query of the table's own ids also matches every table with more ids; so the query also excludes
 * ({@code !Id}) one id of each such larger table that holds entities. The set of exclusions is kept small
 * (a greedy cover) because Flecs allows at most 32 terms per query.
 */
public final class FlecsTableQuery {
    /** Flecs's default {@code FLECS_TERM_COUNT_MAX}. */
    static final int MAX_TERMS = 32;

    private FlecsTableQuery() {}

    /**
     * The query expression for {@code target} given every table of the world, or null when no query can
     * express it (the empty table, or more terms than Flecs allows).
     */
    public static String expression(WorldTable target, List<WorldTable> tables) {
        List<String> type = target.components();
        if (type.isEmpty()) return null;
        Set<String> own = new HashSet<>(type);
        List<Set<String>> larger = new ArrayList<>();
        for (WorldTable t : tables) {
            if (t.entities() == 0 || t.id().equals(target.id())) continue;
            if (t.components().size() <= own.size() || !t.components().containsAll(own)) continue;
            Set<String> extra = new LinkedHashSet<>(t.components());
            extra.removeAll(own);
            larger.add(extra);
        }
        List<String> excluded = new ArrayList<>();
        while (!larger.isEmpty()) {
            Map<String, Integer> hits = new HashMap<>();
            for (Set<String> extra : larger) for (String id : extra) hits.merge(id, 1, Integer::sum);
            // the id that rules out the most larger tables; ties by name so the query is repeatable
            String best = null;
            for (Map.Entry<String, Integer> h : hits.entrySet()) {
                int c = h.getValue();
                if (best == null || c > hits.get(best) || (c == hits.get(best) && h.getKey().compareTo(best) < 0)) best = h.getKey();
            }
            String chosen = best;
            excluded.add(chosen);
            larger.removeIf(extra -> extra.contains(chosen));
        }
        if (type.size() + excluded.size() > MAX_TERMS) return null;
        StringBuilder expr = new StringBuilder(String.join(", ", type));
        for (String id : excluded) expr.append(", !").append(id);
        return expr.toString();
    }
}
