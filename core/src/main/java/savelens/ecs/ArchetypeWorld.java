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
 * Components registered sparse ({@link ComponentRegistry#registerSparse}) are the exception: they live
 * in a {@link SparseStore} each, beside the tables, so adding or removing one never moves a row.
 */
public final class ArchetypeWorld implements World {
    private final ComponentRegistry registry;
    // where each entity lives (generation, table, row), one packed entry per slot
    private EntitySlots entities = new EntitySlots();
    private final Map<ComponentSet, Table> tablesBySet = new LinkedHashMap<>();
    private final List<Table> tables = new ArrayList<>();
    private Table[] tableArray = new Table[8]; // by table index, for lookups without a list's checks
    private final FieldArrays fieldArrays = new FieldArrays(); // every table's double and int arrays by field
    private SparseStore[] sparseById = new SparseStore[0]; // by component id, null for table components
    private final List<SparseStore> sparseStores = new ArrayList<>();
    private int[] lastSpawnIds = {-1}; // matches no spawn until the first
    private int[] lastSpawnColumns = {-1}; // the column of each of those components in lastSpawnTable
    private Table lastSpawnTable;
    // rows a new entity's placement moves along (placeBySlot), kept to allocate nothing per spawn
    private static final int PLACEMENT_STEPS = 3;
    private final int[] placementRows = new int[PLACEMENT_STEPS];
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
        w.entities = EntitySlots.restore(slots);
        for (int index : slots.live()) {
            long handle = Handles.of(index, slots.generations()[index]);
            ComponentValue<?>[] values = componentsOf.apply(handle).toArray(ComponentValue<?>[]::new);
            setOf(values);
            w.place(handle, values);
        }
        return w;
    }

    /**
     * The table for a new entity's components. A game spawns the same kinds of entity over and over, so the
     * last answer is kept with its component ids in the order given, and asked first: no set is built then.
     */
    private Table spawnTable(ComponentValue<?>[] values) {
        if (sameAsLastSpawn(values)) return lastSpawnTable;
        Table t = tableFor(setOf(values));
        int[] ids = new int[values.length];
        int[] columns = new int[values.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = values[i].type().id();
            columns[i] = t.columnOf(values[i].type());
        }
        lastSpawnIds = ids;
        lastSpawnColumns = columns;
        lastSpawnTable = t;
        return t;
    }

    /** Whether the values name the same component types, in the same order, as the last spawn's. */
    private boolean sameAsLastSpawn(ComponentValue<?>[] values) {
        int[] ids = lastSpawnIds;
        if (ids.length != values.length) return false;
        for (int i = 0; i < ids.length; i++) if (ids[i] != values[i].type().id()) return false;
        return true;
    }

    private static ComponentSet setOf(ComponentValue<?>[] values) {
        int[] ids = new int[values.length];
        for (int i = 0; i < values.length; i++) ids[i] = values[i].type().id();
        ComponentSet set = ComponentSet.ofIds(ids);
        if (set.size() != values.length) throw new IllegalArgumentException("a component type appears twice");
        return set;
    }

    private static boolean anySparse(ComponentValue<?>[] values) {
        for (ComponentValue<?> v : values) if (v.type().isSparse()) return true;
        return false;
    }

    /**
     * Puts a new entity's values in place: the table components in the table of their set, each sparse one
     * in its store. Used where the values may hold sparse components (the spawn fast path never does).
     */
    private void place(long handle, ComponentValue<?>[] values) {
        int tableCount = 0;
        for (ComponentValue<?> v : values) if (!v.type().isSparse()) tableCount++;
        ComponentValue<?>[] inTable = new ComponentValue<?>[tableCount];
        int n = 0;
        for (ComponentValue<?> v : values) if (!v.type().isSparse()) inTable[n++] = v;
        Table table = tableFor(setOf(inTable));
        int row = table.push(handle);
        entities.place(Handles.index(handle), table.index, row);
        row = placeBySlot(table, handle, row);
        for (ComponentValue<?> v : inTable) table.setRaw(row, table.columnOf(v.type()), v.value());
        for (ComponentValue<?> v : values) if (v.type().isSparse()) storeFor(v.type()).put(Handles.index(handle), v.value());
    }

    /** The sparse store of a sparse component, made on first use. */
    private SparseStore storeFor(ComponentType<?> type) {
        int id = type.id();
        if (id >= sparseById.length) sparseById = Arrays.copyOf(sparseById, id + 1);
        SparseStore s = sparseById[id];
        if (s == null) {
            s = new SparseStore(type);
            sparseById[id] = s;
            sparseStores.add(s);
        }
        return s;
    }

    /** A sparse component's store (rows keyed by entity slot index), or null when no entity ever had one. */
    public SparseStore sparse(ComponentType<?> type) {
        if (!type.isSparse()) throw new IllegalArgumentException(type.name() + " is kept in tables, not sparse");
        int id = type.id();
        return id < sparseById.length ? sparseById[id] : null;
    }

    /** Every sparse store made so far, in the order first used. */
    public List<SparseStore> sparseStores() {
        return Collections.unmodifiableList(sparseStores);
    }

    /** The table part of a component set: the components registered sparse left out. */
    ComponentSet tablePart(ComponentSet set) {
        ComponentSet out = set;
        for (int i = 0; i < set.size(); i++) if (registry.byId(set.idAt(i)).isSparse()) out = out.without(set.idAt(i));
        return out;
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

    /**
     * Tables whose component set contains every required table component (sparse ones are not in tables:
     * a caller that requires them joins the rows with {@link #sparse}).
     */
    public List<Table> matching(ComponentSet required) {
        ComponentSet inTables = tablePart(required);
        List<Table> out = new ArrayList<>();
        for (Table t : tables) if (t.componentSet().containsAll(inTables)) out.add(t);
        return out;
    }

    /** A reusable query over the tables holding every one of the given components. */
    public TableQuery select(ComponentType<?>... required) {
        return select(ComponentSet.of(required));
    }

    /**
     * A reusable query over the tables holding every required table component; sparse ones are left to the
     * system to join, row by row, through {@link #sparse} (as {@link #query} does).
     */
    public TableQuery select(ComponentSet required) {
        return new TableQuery(this, tablePart(required));
    }

    int tableCount() {
        return tables.size();
    }

    Table tableAt(int i) {
        return tableArray[i];
    }

    /**
     * Changes anywhere in the world: the sum of the table versions plus the number of tables, so it
     * grows with every row added, moved, removed or written (tables are never dropped).
     */
    public long version() {
        long v = tables.size();
        for (Table t : tables) v += t.version();
        for (SparseStore s : sparseStores) v += s.version();
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
        int t = entities.tableOf(entity);
        return t < 0 ? null : tableArray[t];
    }

    /** The live entity in a slot (as a sparse store names its entities), or {@link Handles#NONE}. */
    public long entityAtSlot(int index) {
        return entities.handleAt(index);
    }

    /** The entity's row in {@link #tableOf}, or -1 when the handle is stale. */
    public int rowOf(long entity) {
        return entities.contains(entity) ? entities.row(Handles.index(entity)) : -1;
    }

    private Table tableFor(ComponentSet set) {
        Table t = tablesBySet.get(set);
        if (t == null) {
            if (tables.size() >= EntitySlots.MAX_TABLES) {
                throw new IllegalStateException("a world holds at most " + EntitySlots.MAX_TABLES + " tables (component sets)");
            }
            t = new Table(set, registry, tables.size(), fieldArrays);
            tablesBySet.put(set, t);
            tables.add(t);
            if (t.index == tableArray.length) tableArray = Arrays.copyOf(tableArray, tableArray.length * 2);
            tableArray[t.index] = t;
        }
        return t;
    }

    @Override
    public long spawn(ComponentValue<?>... values) {
        // the last spawn's table holds no sparse component, so a match there needs no check for one
        Table table = sameAsLastSpawn(values) ? lastSpawnTable : null;
        if (table == null) {
            if (anySparse(values)) {
                setOf(values); // refuses a type given twice before anything changes
                tableFor(tablePart(setOf(values))).checkRoom();
                long e = entities.insert(-1, 0);
                place(e, values);
                return e;
            }
            table = spawnTable(values);
        }
        table.checkRoom();
        int last = table.size();
        long e = entities.insert(table.index, last);
        table.push(e);
        int row = placeBySlot(table, e, last);
        int[] columns = lastSpawnColumns;
        for (int i = 0; i < values.length; i++) table.setRaw(row, columns[i], values[i].value());
        return e;
    }

    /**
     * Where a new entity, just pushed as its table's last row with no values yet, is put: at the row of its slot's
     * number when its table has that row. That row's entity is never at its own row (its slot is the new entity's), so
     * it moves on, to the row of its own slot's number when that row is in use too, and so on for at most
     * {@link #PLACEMENT_STEPS} rows, the last one moved taking the free last row. A world whose slots are reused (half
     * its entities destroyed and made again, say) so keeps almost every row at its slot's number, where a read by handle
     * needs no slot entry ({@link Table#holdsAtItsSlot}); with plain appending a quarter would be left there. Returns
     * the new entity's row.
     */
    private int placeBySlot(Table table, long entity, int last) {
        int slot = Handles.index(entity);
        if (slot >= last) return last;
        int[] rows = placementRows;
        int n = 0;
        for (int row = slot; n < PLACEMENT_STEPS && row < last; row = Handles.index(table.entityAtRow(row))) rows[n++] = row;
        int to = last;
        for (int i = n - 1; i >= 0; i--) { // the chain's end first, into the free last row
            int from = rows[i];
            long moved = table.entityAtRow(from);
            table.moveRow(from, to);
            entities.setRow(Handles.index(moved), to);
            to = from;
        }
        table.takeRow(slot, entity);
        entities.setRow(slot, slot);
        return slot;
    }

    @Override
    public boolean destroy(long entity) {
        long at = entities.locate(entity);
        if (at < 0) return false;
        int index = Handles.index(entity);
        entities.removeLive(index);
        removeRow(tableArray[EntitySlots.tableOfLocation(at)], EntitySlots.rowOfLocation(at));
        for (int i = 0, n = sparseStores.size(); i < n; i++) sparseStores.get(i).remove(index);
        return true;
    }

    private void removeRow(Table table, int row) {
        long moved = table.swapRemove(row);
        if (moved != Handles.NONE) entities.setRow(Handles.index(moved), row);
    }

    @Override
    public boolean isAlive(long entity) {
        return entities.contains(entity);
    }

    @Override
    public <T> T get(long entity, ComponentType<T> type) {
        if (!type.isSparse()) return type.access().get(this, entity); // the type's own code, as Table.get
        if (!entities.contains(entity)) return null;
        SparseStore s = sparse(type);
        return s == null ? null : type.type().cast(s.get(Handles.index(entity)));
    }

    @Override
    public boolean has(long entity, ComponentType<?> type) {
        int t = entities.tableOf(entity);
        if (t < 0) return false;
        if (type.isSparse()) {
            SparseStore s = sparse(type);
            return s != null && s.contains(Handles.index(entity));
        }
        return tableArray[t].columnOf(type) >= 0;
    }

    @Override
    public <T> boolean put(long entity, ComponentType<T> type, T value) {
        long at = entities.locate(entity); // read once: the migration below takes its row from it
        if (at < 0) throw noLiveEntity(entity);
        Table table = tableArray[EntitySlots.tableOfLocation(at)];
        T checked = type.cast(value);
        if (type.isSparse()) return storeFor(type).put(Handles.index(entity), checked);
        int row = EntitySlots.rowOfLocation(at);
        if (table.columnOf(type) >= 0) {
            table.set(row, type, checked);
            return false;
        }
        TableEdge edge = neighbour(table, type.id(), true);
        Table target = edge.target;
        int newRow = migrate(entity, table, row, edge);
        // a call of put's own rather than Table.setRaw's, which every spawn shares: where put sees one type it is inlined
        type.access().write(target.column(edge.addedColumn), newRow, checked);
        return true;
    }

    @Override
    public boolean remove(long entity, ComponentType<?> type) {
        long at = entities.locate(entity);
        if (at < 0) return false;
        Table table = tableArray[EntitySlots.tableOfLocation(at)];
        if (type.isSparse()) {
            SparseStore s = sparse(type);
            return s != null && s.remove(Handles.index(entity));
        }
        if (table.columnOf(type) < 0) return false;
        migrate(entity, table, EntitySlots.rowOfLocation(at), neighbour(table, type.id(), false));
        return true;
    }

    /** The step from {@code from} to the table with one component more or less, remembered on the way. */
    private TableEdge neighbour(Table from, int id, boolean adding) {
        TableEdge[] edges = adding ? from.addEdges : from.removeEdges;
        if (id < edges.length && edges[id] != null) return edges[id];
        Table t = tableFor(adding ? from.componentSet().with(id) : from.componentSet().without(id));
        if (id >= edges.length) edges = Arrays.copyOf(edges, id + 1);
        edges[id] = new TableEdge(from, t, adding ? t.columnOfId(id) : -1);
        if (adding) from.addEdges = edges;
        else from.removeEdges = edges;
        return edges[id];
    }

    /**
     * Moves the entity's row along an edge: every value both tables have is copied, the source's last row fills
     * the hole, and the two slot entries that changed are written. Returns the entity's new row.
     */
    private int migrate(long entity, Table source, int row, TableEdge edge) {
        Table target = edge.target;
        int newRow = target.push(entity); // first: pushing may grow the target's arrays
        edge.moveRow(source.rowArrays(), row, source.size() - 1, target.rowArrays(), newRow);
        long moved = source.detach(row);
        if (moved != Handles.NONE) entities.setRow(Handles.index(moved), row);
        entities.place(Handles.index(entity), target.index, newRow);
        return newRow;
    }

    // Typed field access by handle. A handle whose slot lies in the dense rows of the field's likeliest table
    // (Table.denseRows: rows still at their slots' numbers, all of one generation) names its row by itself: the value
    // is read at the slot's number and no slot entry is read, so a read touches the cache lines of its values and
    // nothing else. Otherwise the slot entry is read once, and its table bits pick the field's array (FieldArrays: the
    // likeliest table's first, read without waiting on the entry); stale handles and absent components find no array
    // there and are told apart off the fast path. (That read no longer guesses the row to be the slot's number: outside
    // the dense rows, in a world whose slots have been reused, the guess was a coin toss, and its misses cost more than
    // its hits saved.)

    @Override
    public double getDouble(long entity, DoubleField field) {
        ComponentType<?> type = field.component();
        FieldArrays.Field f = fieldArrays.field(type.fieldKey(field.field()));
        if (atItsSlot(f.likelyTable, entity)) return f.likelyDoubles[(int) entity];
        long e = entities.liveEntry(entity);
        // a sparse component's fields have no arrays by table, so it is told apart off the fast path too
        double[] a = f.doubles(EntitySlots.placeOfEntry(e));
        if (a == null) return type.isSparse() ? sparseDouble(entity, field) : throwNoField(entity, type);
        return a[EntitySlots.rowOfEntry(e)];
    }

    /**
     * Whether a handle names the entity at its slot's row of a table (a null table has none): in its dense rows, told
     * from the handle alone, or else by the table's entity at that row.
     */
    private static boolean atItsSlot(Table t, long entity) {
        if (t == null) return false;
        int slot = Handles.index(entity);
        return slot >= 0 && slot < t.denseRows && Handles.generation(entity) == t.denseGeneration || t.holdsAtItsSlot(entity);
    }

    private double sparseDouble(long entity, DoubleField field) {
        ComponentType<?> type = field.component();
        return ((DoubleColumn) sparseView(entity, type, field.field(), false)).get(sparseRow(entity, type));
    }

    private double throwNoField(long entity, ComponentType<?> type) {
        throw noField(entity, type);
    }

    @Override
    public void setDouble(long entity, DoubleField field, double value) {
        ComponentType<?> type = field.component();
        if (type.isSparse()) {
            ((DoubleColumn) sparseView(entity, type, field.field(), true)).set(sparseRow(entity, type), value);
            return;
        }
        long e = entities.liveEntry(entity);
        int place = EntitySlots.placeOfEntry(e);
        double[] a = fieldArrays.field(type.fieldKey(field.field())).doubles(place);
        if (a == null) throw noField(entity, type);
        a[EntitySlots.rowOfEntry(e)] = value;
        tableArray[place - 1].markChanged();
    }

    @Override
    public int getInt(long entity, IntField field) {
        ComponentType<?> type = field.component();
        if (type.isSparse()) return ((IntColumn) sparseView(entity, type, field.field(), false)).get(sparseRow(entity, type));
        FieldArrays.Field f = fieldArrays.field(type.fieldKey(field.field()));
        if (atItsSlot(f.likelyTable, entity)) return f.likelyInts[(int) entity];
        long e = entities.liveEntry(entity);
        int place = EntitySlots.placeOfEntry(e);
        int[] a = f.ints(place);
        if (a == null) throw noField(entity, type);
        return a[EntitySlots.rowOfEntry(e)];
    }

    @Override
    public void setInt(long entity, IntField field, int value) {
        ComponentType<?> type = field.component();
        if (type.isSparse()) {
            ((IntColumn) sparseView(entity, type, field.field(), true)).set(sparseRow(entity, type), value);
            return;
        }
        long e = entities.liveEntry(entity);
        int place = EntitySlots.placeOfEntry(e);
        int[] a = fieldArrays.field(type.fieldKey(field.field())).ints(place);
        if (a == null) throw noField(entity, type);
        a[EntitySlots.rowOfEntry(e)] = value;
        tableArray[place - 1].markChanged();
    }

    /** Why a typed read or write by handle found no array: the entity is not alive, or its table lacks the component. */
    private IllegalArgumentException noField(long entity, ComponentType<?> type) {
        Table t = live(entity); // throws for a stale handle
        return new IllegalArgumentException("table " + t.id() + " has no " + type.name());
    }

    /** Where a live entity is ({@link EntitySlots#locate}), or -1 for a stale handle. */
    long locate(long entity) {
        return entities.locate(entity);
    }

    /** The column view of a sparse component's field held by a live entity. */
    private Object sparseView(long entity, ComponentType<?> type, int field, boolean writing) {
        live(entity);
        SparseStore s = sparse(type);
        if (s == null || !s.contains(Handles.index(entity))) {
            throw new IllegalArgumentException("entity " + Handles.describe(entity) + " has no " + type.name());
        }
        if (writing) s.markChanged();
        return s.peek(field);
    }

    private int sparseRow(long entity, ComponentType<?> type) {
        return sparseById[type.id()].rowOf(Handles.index(entity));
    }

    private Table live(long entity) {
        Table t = tableOf(entity);
        if (t == null) throw noLiveEntity(entity);
        return t;
    }

    private static IllegalArgumentException noLiveEntity(long entity) {
        return new IllegalArgumentException("no live entity " + Handles.describe(entity));
    }

    @Override
    public ComponentSet componentsOf(long entity) {
        Table t = tableOf(entity);
        if (t == null) return null;
        ComponentSet set = t.componentSet();
        int index = Handles.index(entity);
        for (SparseStore s : sparseStores) if (s.contains(index)) set = set.with(s.componentType().id());
        return set;
    }

    /** The sparse components an entity holds (a subset of {@link #componentsOf}), empty when stale. */
    public List<ComponentType<?>> sparseComponentsOf(long entity) {
        if (!entities.contains(entity)) return List.of();
        List<ComponentType<?>> out = new ArrayList<>();
        for (SparseStore s : sparseStores) if (s.contains(Handles.index(entity))) out.add(s.componentType());
        return out;
    }

    @Override
    public long[] query(ComponentSet required) {
        List<Table> ts = matching(required);
        List<SparseStore> joined = new ArrayList<>();
        for (int i = 0; i < required.size(); i++) {
            ComponentType<?> type = registry.byId(required.idAt(i));
            if (!type.isSparse()) continue;
            SparseStore s = sparse(type);
            if (s == null) return new long[0];
            joined.add(s);
        }
        int total = 0;
        for (Table t : ts) total += t.size();
        long[] out = new long[total];
        int n = 0;
        for (Table t : ts) {
            rows:
            for (int r = 0; r < t.size(); r++) {
                long e = t.entityAt(r);
                for (SparseStore s : joined) if (!s.contains(Handles.index(e))) continue rows;
                out[n++] = e;
            }
        }
        return n == total ? out : Arrays.copyOf(out, n);
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
