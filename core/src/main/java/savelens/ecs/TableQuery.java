package savelens.ecs;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The tables of an {@link ArchetypeWorld} holding every required component, kept by a system from one
 * tick to the next: tables created since the last look are matched on the next call, so walking the
 * query allocates nothing. A loop takes each table's columns once and runs over its rows:
 *
 * <pre>{@code
 * for (int i = 0; i < moving.tableCount(); i++) {
 *     Table t = moving.table(i);
 *     DoubleColumn x = t.doubles(POS_X), vx = t.doubles(VEL_X);
 *     for (int row = 0, n = t.size(); row < n; row++) x.set(row, x.get(row) + vx.get(row));
 * }
 * }</pre>
 */
public final class TableQuery {
    private final ArchetypeWorld world;
    private final ComponentSet required;
    private Table[] matched = new Table[4];
    private int count;
    private int seen; // how many of the world's tables have been looked at

    TableQuery(ArchetypeWorld world, ComponentSet required) {
        this.world = world;
        this.required = required;
    }

    public ComponentSet required() {
        return required;
    }

    /** Matching tables, empty ones included (a table is kept when it empties). */
    public int tableCount() {
        int total = world.tableCount();
        while (seen < total) {
            Table t = world.tableAt(seen++);
            if (!t.componentSet().containsAll(required)) continue;
            if (count == matched.length) matched = Arrays.copyOf(matched, count * 2);
            matched[count++] = t;
        }
        return count;
    }

    public Table table(int i) {
        Objects.checkIndex(i, count);
        return matched[i];
    }

    /** Hands each matching table that has rows to the action. */
    public void forEachTable(Consumer<Table> action) {
        int n = tableCount();
        for (int i = 0; i < n; i++) if (matched[i].size() > 0) action.accept(matched[i]);
    }
}
