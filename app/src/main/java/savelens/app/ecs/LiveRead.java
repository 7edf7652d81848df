package savelens.app.ecs;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * One read of a world, made off the JavaFX thread: its summary and tables, and the rows of the table shown.
 * {@code table} is the table whose rows came along (the selected one, or the one a followed entity moved to);
 * {@code followedGone} says the followed entity no longer exists.
 */
record LiveRead(WorldSummary summary, List<WorldTable> tables, Set<String> builtIn, String table, WorldPage rows,
                boolean followedGone) {
    /** Rows read from the selected table per poll (the protocol's largest page). */
    static final int ROW_LIMIT = 10_000;

    /**
     * Reads {@code world}; the rows of {@code table} come along when {@code wantRows} or its version is no
     * longer {@code knownVersion}, and those of the table {@code followed} moved to when it moved.
     */
    static LiveRead of(LiveWorld world, String table, boolean wantRows, long knownVersion, Long followed) {
        WorldSummary summary = world.summary();
        List<WorldTable> tables = world.tables();
        Set<String> builtIn = new HashSet<>();
        for (WorldTable t : tables) if (t.builtIn()) builtIn.add(t.id());
        WorldPage rows = null;
        if (table != null) {
            for (WorldTable t : tables) {
                if (t.id().equals(table) && (wantRows || t.version() != knownVersion)) rows = world.rows(table, 0, ROW_LIMIT);
            }
        }
        String shown = table;
        boolean gone = false;
        // a followed entity is looked for only when its table changed (or went): otherwise it is still there
        boolean look = followed != null && (rows != null ? !holds(rows, followed) : tables.stream().noneMatch(t -> t.id().equals(table)));
        if (look) {
            String now = tableOf(world, tables, builtIn, followed);
            if (now == null) {
                gone = true;
            } else if (!now.equals(table) || rows == null) {
                shown = now;
                rows = world.rows(now, 0, ROW_LIMIT);
            }
        }
        return new LiveRead(summary, tables, builtIn, shown, rows, gone);
    }

    private static boolean holds(WorldPage page, long entity) {
        for (WorldRow r : page.rows()) if (r.entity() == entity) return true;
        return false;
    }

    /** The table an entity is in now, or null when it is gone; asked directly where the source can, else looked for. */
    private static String tableOf(LiveWorld world, List<WorldTable> tables, Set<String> builtIn, long entity) {
        try {
            WorldEntity v = world.entity(entity);
            if (v.table() != null) return v.table();
        } catch (UnsupportedOperationException e) {
            // looked for below
        } catch (InspectionException e) {
            return null; // destroyed (its handle names nothing now)
        }
        try {
            for (WorldTable t : tables) {
                if (t.entities() > 0 && !builtIn.contains(t.id()) && holds(world.rows(t.id(), 0, ROW_LIMIT), entity)) return t.id();
            }
            return null;
        } catch (InspectionException e) {
            return null; // destroyed (its handle names nothing now)
        }
    }
}
