package savelens.ecs;

import java.util.ArrayList;
import java.util.Arrays;
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
    // where each entity lives: its table by handle, and its row by slot index in a plain array beside it,
    // so a lookup reads a few arrays side by side instead of following a location object
    private SlotMap<Table> entities = new SlotMap<>();
    private int[] rows = new int[16];
    private final Map<ComponentSet, Table> tablesBySet = new LinkedHashMap<>();
    private final List<Table> tables = new ArrayList<>();
    private int[] lastSpawnIds = {-1}; // matches no spawn until the first
    private Table lastSpawnTable;
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
            int row = table.push(handle);
            w.placeRow(handle, row);
            for (ComponentValue<?> v : values) table.setRaw(row, table.columnOf(v.type()), v.value());
            return table;
        });
        return w;
    }

    /**
     * The table for a new entity's components. A game spawns the same kinds of entity over and over, so the
     * last answer is kept with its component ids in the order given, and asked first: no set is built then.
     */
    private Table spawnTable(ComponentValue<?>[] values) {
        int[] ids = lastSpawnIds;
        if (ids.length == values.length) {
            int i = 0;
            while (i < ids.length && ids[i] == values[i].type().id()) i++;
            if (i == ids.length) return lastSpawnTable;
        }
        Table t = tableFor(setOf(values));
        ids = new int[values.length];
        for (int i = 0; i < ids.length; i++) ids[i] = values[i].type().id();
        lastSpawnIds = ids;
        lastSpawnTable = t;
        return t;
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
        return entities.get(entity);
    }

    /** The entity's row in {@link #tableOf}, or -1 when the handle is stale. */
    public int rowOf(long entity) {
        return entities.contains(entity) ? rows[Handles.index(entity)] : -1;
    }

    private void placeRow(long entity, int row) {
        int i = Handles.index(entity);
        if (i >= rows.length) rows = Arrays.copyOf(rows, Math.max(i + 1, rows.length * 2));
        rows[i] = row;
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
        Table table = spawnTable(values);
        long e = entities.insert(table);
        int row = table.push(e);
        placeRow(e, row);
        for (ComponentValue<?> v : values) table.setRaw(row, table.columnOf(v.type()), v.value());
        return e;
    }

    @Override
    public boolean destroy(long entity) {
        int row = rowOf(entity);
        Table table = entities.remove(entity);
        if (table == null) return false;
        removeRow(table, row);
        return true;
    }

    private void removeRow(Table table, int row) {
        long moved = table.swapRemove(row);
        if (moved != Handles.NONE) rows[Handles.index(moved)] = row;
    }

    @Override
    public boolean isAlive(long entity) {
        return entities.contains(entity);
    }

    @Override
    public <T> T get(long entity, ComponentType<T> type) {
        Table t = entities.get(entity);
        return t == null ? null : t.get(rows[Handles.index(entity)], type);
    }

    @Override
    public boolean has(long entity, ComponentType<?> type) {
        Table t = entities.get(entity);
        return t != null && t.columnOf(type) >= 0;
    }

    @Override
    public <T> boolean put(long entity, ComponentType<T> type, T value) {
        Table table = live(entity);
        T checked = type.cast(value);
        if (table.columnOf(type) >= 0) {
            table.set(rows[Handles.index(entity)], type, checked);
            return false;
        }
        TableEdge edge = neighbour(table, type.id(), true);
        int row = migrate(entity, table, edge);
        edge.target.setRaw(row, edge.target.columnOf(type), checked);
        return true;
    }

    @Override
    public boolean remove(long entity, ComponentType<?> type) {
        Table table = entities.get(entity);
        if (table == null || table.columnOf(type) < 0) return false;
        migrate(entity, table, neighbour(table, type.id(), false));
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

    /** Moves the entity's row along an edge, copying every value both tables have; returns its new row. */
    private int migrate(long entity, Table source, TableEdge edge) {
        Table target = edge.target;
        int slot = Handles.index(entity);
        int oldRow = rows[slot];
        int newRow = target.push(entity);
        edge.copyRow(source.rowArrays(), oldRow, target.rowArrays(), newRow);
        removeRow(source, oldRow);
        entities.replaceLive(entity, target);
        rows[slot] = newRow;
        return newRow;
    }

    @Override
    public double getDouble(long entity, DoubleField field) {
        Table t = live(entity);
        return ((DoubleColumn) t.peek(field.component(), field.field())).get(rows[Handles.index(entity)]);
    }

    @Override
    public void setDouble(long entity, DoubleField field, double value) {
        Table t = live(entity);
        ((DoubleColumn) t.peek(field.component(), field.field())).set(rows[Handles.index(entity)], value);
        t.markChanged();
    }

    @Override
    public int getInt(long entity, IntField field) {
        Table t = live(entity);
        return ((IntColumn) t.peek(field.component(), field.field())).get(rows[Handles.index(entity)]);
    }

    @Override
    public void setInt(long entity, IntField field, int value) {
        Table t = live(entity);
        ((IntColumn) t.peek(field.component(), field.field())).set(rows[Handles.index(entity)], value);
        t.markChanged();
    }

    private Table live(long entity) {
        Table t = entities.get(entity);
        if (t == null) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        return t;
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
