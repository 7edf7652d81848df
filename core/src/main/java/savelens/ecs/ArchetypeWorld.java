package savelens.ecs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * Storage B: archetypes. Entities with the same component set share a {@link Table}; a query picks the
 * tables whose set contains the required components and walks their columns. Adding or removing one
 * component migrates the entity's row to the neighbouring table, copying the values it keeps.
 */
public final class ArchetypeWorld implements World {
    private final ComponentRegistry registry;
    private SlotMap<EntityLocation> entities = new SlotMap<>();
    private final Map<ComponentSet, Table> tablesBySet = new LinkedHashMap<>();
    private final List<Table> tables = new ArrayList<>();
    private long tick;

    public ArchetypeWorld(ComponentRegistry registry) {
        this.registry = registry;
    }

    /**
     * Rebuilds a saved world: the slot state from {@link #exportSlots()} and, for each live handle, its
     * components. Handles that were stale when saved stay stale, and allocation continues as before.
     */
    public static ArchetypeWorld restore(
            ComponentRegistry registry, SlotState slots, LongFunction<List<ComponentValue<?>>> componentsOf) {
        ArchetypeWorld w = new ArchetypeWorld(registry);
        w.entities = SlotMap.restore(slots, handle -> {
            ComponentValue<?>[] values = componentsOf.apply(handle).toArray(ComponentValue<?>[]::new);
            Table table = w.tableFor(setOf(values));
            EntityLocation loc = new EntityLocation();
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

    @Override
    public ComponentRegistry components() {
        return registry;
    }

    /** Every table ever created, in creation order (tables are kept when they empty). */
    public List<Table> tables() {
        return Collections.unmodifiableList(tables);
    }

    public Table table(String id) {
        for (Table t : tables) if (t.id().equals(id)) return t;
        return null;
    }

    /** Tables whose component set contains every required component. */
    public List<Table> matching(ComponentSet required) {
        List<Table> out = new ArrayList<>();
        for (Table t : tables) if (t.componentSet().containsAll(required)) out.add(t);
        return out;
    }

    /** A reusable query over the tables holding every one of the given components. */
    public TableQuery select(ComponentType<?>... required) {
        return new TableQuery(this, ComponentSet.of(required));
    }

    public TableQuery select(ComponentSet required) {
        return new TableQuery(this, required);
    }

    int tableCount() {
        return tables.size();
    }

    Table tableAt(int i) {
        return tables.get(i);
    }

    /**
     * Changes anywhere in the world: the sum of the table versions plus the number of tables, so it
     * grows with every row added, moved, removed or written (tables are never dropped).
     */
    public long version() {
        long v = tables.size();
        for (Table t : tables) v += t.version();
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
    public Table tableOf(long entity) {
        EntityLocation loc = entities.get(entity);
        return loc == null ? null : loc.table;
    }

    /** The entity's row in {@link #tableOf}, or -1 when the handle is stale. */
    public int rowOf(long entity) {
        EntityLocation loc = entities.get(entity);
        return loc == null ? -1 : loc.row;
    }

    private Table tableFor(ComponentSet set) {
        Table t = tablesBySet.get(set);
        if (t == null) {
            t = new Table(set, registry);
            tablesBySet.put(set, t);
            tables.add(t);
        }
        return t;
    }

    @Override
    public long spawn(ComponentValue<?>... values) {
        Table table = tableFor(setOf(values));
        EntityLocation loc = new EntityLocation();
        long e = entities.insert(loc);
        loc.table = table;
        loc.row = table.push(e);
        for (ComponentValue<?> v : values) table.setRaw(loc.row, table.columnOf(v.type()), v.value());
        return e;
    }

    @Override
    public boolean destroy(long entity) {
        EntityLocation loc = entities.remove(entity);
        if (loc == null) return false;
        removeRow(loc.table, loc.row);
        return true;
    }

    private void removeRow(Table table, int row) {
        long moved = table.swapRemove(row);
        if (moved != Handles.NONE) entities.liveValue(moved).row = row;
    }

    @Override
    public boolean isAlive(long entity) {
        return entities.contains(entity);
    }

    @Override
    public <T> T get(long entity, ComponentType<T> type) {
        EntityLocation loc = entities.get(entity);
        return loc == null ? null : loc.table.get(loc.row, type);
    }

    @Override
    public boolean has(long entity, ComponentType<?> type) {
        EntityLocation loc = entities.get(entity);
        return loc != null && loc.table.columnOf(type) >= 0;
    }

    @Override
    public <T> boolean put(long entity, ComponentType<T> type, T value) {
        EntityLocation loc = entities.get(entity);
        if (loc == null) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        T checked = type.cast(value);
        if (loc.table.columnOf(type) >= 0) {
            loc.table.set(loc.row, type, checked);
            return false;
        }
        TableEdge edge = neighbour(loc.table, type.id(), true);
        migrate(entity, loc, edge);
        edge.target.setRaw(loc.row, edge.target.columnOf(type), checked);
        return true;
    }

    @Override
    public boolean remove(long entity, ComponentType<?> type) {
        EntityLocation loc = entities.get(entity);
        if (loc == null || loc.table.columnOf(type) < 0) return false;
        migrate(entity, loc, neighbour(loc.table, type.id(), false));
        return true;
    }

    /** The step from {@code from} to the table with one component more or less, remembered on the way. */
    private TableEdge neighbour(Table from, int id, boolean adding) {
        TableEdge[] edges = adding ? from.addEdges : from.removeEdges;
        if (id < edges.length && edges[id] != null) return edges[id];
        Table t = tableFor(adding ? from.componentSet().with(id) : from.componentSet().without(id));
        if (id >= edges.length) edges = java.util.Arrays.copyOf(edges, id + 1);
        edges[id] = new TableEdge(from, t);
        if (adding) from.addEdges = edges;
        else from.removeEdges = edges;
        return edges[id];
    }

    /** Moves the entity's row along an edge, copying every value both tables have. */
    private void migrate(long entity, EntityLocation loc, TableEdge edge) {
        Table source = loc.table, target = edge.target;
        int oldRow = loc.row;
        int newRow = target.push(entity);
        edge.copyRow(source.rowArrays(), oldRow, target.rowArrays(), newRow);
        removeRow(source, oldRow);
        loc.table = target;
        loc.row = newRow;
    }

    @Override
    public double getDouble(long entity, DoubleField field) {
        EntityLocation loc = live(entity);
        return ((DoubleColumn) loc.table.peek(field.component(), field.field())).get(loc.row);
    }

    @Override
    public void setDouble(long entity, DoubleField field, double value) {
        EntityLocation loc = live(entity);
        ((DoubleColumn) loc.table.peek(field.component(), field.field())).set(loc.row, value);
        loc.table.markChanged();
    }

    @Override
    public int getInt(long entity, IntField field) {
        EntityLocation loc = live(entity);
        return ((IntColumn) loc.table.peek(field.component(), field.field())).get(loc.row);
    }

    @Override
    public void setInt(long entity, IntField field, int value) {
        EntityLocation loc = live(entity);
        ((IntColumn) loc.table.peek(field.component(), field.field())).set(loc.row, value);
        loc.table.markChanged();
    }

    private EntityLocation live(long entity) {
        EntityLocation loc = entities.get(entity);
        if (loc == null) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        return loc;
    }

    @Override
    public ComponentSet componentsOf(long entity) {
        Table t = tableOf(entity);
        return t == null ? null : t.componentSet();
    }

    @Override
    public long[] query(ComponentSet required) {
        List<Table> ts = matching(required);
        int total = 0;
        for (Table t : ts) total += t.size();
        long[] out = new long[total];
        int n = 0;
        for (Table t : ts) for (int r = 0; r < t.size(); r++) out[n++] = t.entityAt(r);
        return out;
    }

    @Override
    public int entityCount() {
        return entities.size();
    }

    @Override
    public SlotState exportSlots() {
        return entities.exportState();
    }
}
