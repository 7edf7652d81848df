package savelens.bench.ecs.before;

import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentSet;
import savelens.ecs.ComponentType;
import savelens.ecs.ComponentValue;
import savelens.ecs.Handles;
import savelens.ecs.SlotMap;
import savelens.ecs.SlotState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * SaveLens's archetype world as it was before primitive columns, over {@link BeforeTable}; kept
 * unchanged (less the World interface, which has grown) to measure "before" in the same run as "after".
 */
public final class BeforeArchetypeWorld {
    private final ComponentRegistry registry;
    private SlotMap<BeforeEntityLocation> entities = new SlotMap<>();
    private final Map<ComponentSet, BeforeTable> tablesBySet = new LinkedHashMap<>();
    private final List<BeforeTable> tables = new ArrayList<>();
    private long tick;

    public BeforeArchetypeWorld(ComponentRegistry registry) {
        this.registry = registry;
    }

    /**
     * Rebuilds a saved world: the slot state from {@link #exportSlots()} and, for each live handle, its
     * components. Handles that were stale when saved stay stale, and allocation continues as before.
     */
    public static BeforeArchetypeWorld restore(
            ComponentRegistry registry, SlotState slots, LongFunction<List<ComponentValue<?>>> componentsOf) {
        BeforeArchetypeWorld w = new BeforeArchetypeWorld(registry);
        w.entities = SlotMap.restore(slots, handle -> {
            ComponentValue<?>[] values = componentsOf.apply(handle).toArray(ComponentValue<?>[]::new);
            BeforeTable table = w.tableFor(setOf(values));
            BeforeEntityLocation loc = new BeforeEntityLocation();
            loc.table = table;
            loc.row = table.push(handle);
            for (ComponentValue<?> v : values) table.setRaw(loc.row, table.columnOf(v.type()), v.value());
            return loc;
        });
        return w;
    }

    private static ComponentSet setOf(ComponentValue<?>[] values) {
        int[] ids = new int[values.length];
        for (int i = 0; i < values.length; i++) ids[i] = values[i].type().id();
        ComponentSet set = ComponentSet.ofIds(ids);
        if (set.size() != values.length) throw new IllegalArgumentException("a component type appears twice");
        return set;
    }

    public ComponentRegistry components() {
        return registry;
    }

    /** Every table ever created, in creation order (tables are kept when they empty). */
    public List<BeforeTable> tables() {
        return Collections.unmodifiableList(tables);
    }

    public BeforeTable table(String id) {
        for (BeforeTable t : tables) if (t.id().equals(id)) return t;
        return null;
    }

    /** Tables whose component set contains every required component. */
    public List<BeforeTable> matching(ComponentSet required) {
        List<BeforeTable> out = new ArrayList<>();
        for (BeforeTable t : tables) if (t.componentSet().containsAll(required)) out.add(t);
        return out;
    }

    /**
     * Changes anywhere in the world: the sum of the table versions plus the number of tables, so it
     * grows with every row added, moved, removed or written (tables are never dropped).
     */
    public long version() {
        long v = tables.size();
        for (BeforeTable t : tables) v += t.version();
        return v;
    }

    /** The simulation tick, advanced by whoever runs the systems. */
    public long tick() {
        return tick;
    }

    public void advanceTick() {
        tick++;
    }

    /** Moves the clock on by {@code ticks} at once (a restored world resumes at its saved tick). */
    public void advanceTicks(long ticks) {
        if (ticks < 0 || tick > Long.MAX_VALUE - ticks) throw new IllegalArgumentException("cannot advance the tick by " + ticks);
        tick += ticks;
    }

    /** The table the entity lives in, or null when the handle is stale. */
    public BeforeTable tableOf(long entity) {
        BeforeEntityLocation loc = entities.get(entity);
        return loc == null ? null : loc.table;
    }

    /** The entity's row in {@link #tableOf}, or -1 when the handle is stale. */
    public int rowOf(long entity) {
        BeforeEntityLocation loc = entities.get(entity);
        return loc == null ? -1 : loc.row;
    }

    private BeforeTable tableFor(ComponentSet set) {
        BeforeTable t = tablesBySet.get(set);
        if (t == null) {
            t = new BeforeTable(set, registry);
            tablesBySet.put(set, t);
            tables.add(t);
        }
        return t;
    }

    public long spawn(ComponentValue<?>... values) {
        BeforeTable table = tableFor(setOf(values));
        BeforeEntityLocation loc = new BeforeEntityLocation();
        long e = entities.insert(loc);
        loc.table = table;
        loc.row = table.push(e);
        for (ComponentValue<?> v : values) table.setRaw(loc.row, table.columnOf(v.type()), v.value());
        return e;
    }

    public boolean destroy(long entity) {
        BeforeEntityLocation loc = entities.remove(entity);
        if (loc == null) return false;
        removeRow(loc.table, loc.row);
        return true;
    }

    private void removeRow(BeforeTable table, int row) {
        long moved = table.swapRemove(row);
        if (moved != Handles.NONE) entities.get(moved).row = row;
    }

    public boolean isAlive(long entity) {
        return entities.contains(entity);
    }

    public <T> T get(long entity, ComponentType<T> type) {
        BeforeEntityLocation loc = entities.get(entity);
        return loc == null ? null : loc.table.get(loc.row, type);
    }

    public boolean has(long entity, ComponentType<?> type) {
        BeforeEntityLocation loc = entities.get(entity);
        return loc != null && loc.table.columnOf(type) >= 0;
    }

    public <T> boolean put(long entity, ComponentType<T> type, T value) {
        BeforeEntityLocation loc = entities.get(entity);
        if (loc == null) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        T checked = type.cast(value);
        if (loc.table.columnOf(type) >= 0) {
            loc.table.set(loc.row, type, checked);
            return false;
        }
        BeforeTable target = loc.table.addEdges.computeIfAbsent(type.id(), id -> tableFor(loc.table.componentSet().with(id)));
        migrate(entity, loc, target);
        target.setRaw(loc.row, target.columnOf(type), checked);
        return true;
    }

    public boolean remove(long entity, ComponentType<?> type) {
        BeforeEntityLocation loc = entities.get(entity);
        if (loc == null || loc.table.columnOf(type) < 0) return false;
        BeforeTable target = loc.table.removeEdges.computeIfAbsent(type.id(), id -> tableFor(loc.table.componentSet().without(id)));
        migrate(entity, loc, target);
        return true;
    }

    /** Moves the entity's row to {@code target}, copying every column both tables have. */
    private void migrate(long entity, BeforeEntityLocation loc, BeforeTable target) {
        BeforeTable source = loc.table;
        int oldRow = loc.row;
        int newRow = target.push(entity);
        List<ComponentType<?>> sourceTypes = source.componentTypes();
        for (int c = 0; c < sourceTypes.size(); c++) {
            int tc = target.columnOf(sourceTypes.get(c));
            if (tc >= 0) target.setRaw(newRow, tc, source.valueAt(oldRow, c));
        }
        removeRow(source, oldRow);
        loc.table = target;
        loc.row = newRow;
    }

    public ComponentSet componentsOf(long entity) {
        BeforeTable t = tableOf(entity);
        return t == null ? null : t.componentSet();
    }

    public long[] query(ComponentSet required) {
        List<BeforeTable> ts = matching(required);
        int total = 0;
        for (BeforeTable t : ts) total += t.size();
        long[] out = new long[total];
        int n = 0;
        for (BeforeTable t : ts) for (int r = 0; r < t.size(); r++) out[n++] = t.entityAt(r);
        return out;
    }

    public int entityCount() {
        return entities.size();
    }

    public SlotState exportSlots() {
        return entities.exportState();
    }
}
