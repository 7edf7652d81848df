package savelens.ecs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One archetype table: every entity with exactly this component set, one row each, one column per
 * component (structure of arrays), so a query walks whole columns. A record of primitive fields is
 * kept as one primitive array per field, read and written without boxing through {@link #doubles} and
 * its siblings; other components are kept as objects. Rows stay packed: removing a row moves the last
 * row into it. {@link #version()} counts the changes made to this table.
 */
public final class Table {
    private static final int INITIAL_CAPACITY = 8;

    private final String id;
    final int index; // position in its world's tables, kept in each entity's slot entry
    private final ComponentSet set;
    private final List<ComponentType<?>> types;
    private final int[] columnOfComponent; // component id -> column, -1 when absent
    private final Column[] columns;
    private final ComponentAccess<?>[] accesses; // by column: its type's own code, for writes of whole values
    private final RecordView<?>[] views; // by column: its records, read and written through its type's own code
    private long[] entities = new long[INITIAL_CAPACITY];
    private int size;
    // Rows [0, denseRows) hold the entities of slots [0, denseRows), all of generation denseGeneration (a table
    // filled by spawning, nothing moved out of those rows since): a read by handle whose slot is below denseRows and
    // whose generation is that one knows its row without reading the slot entry (ArchetypeWorld.getDouble).
    int denseRows;
    int denseGeneration;
    private long version;
    private RowArrays rowArrays;
    private final FieldArrays fieldArrays; // its world's, where this table's double and int arrays are kept by field
    // cached neighbours: the step to the table with one component more or less, by component id;
    // arrays, not maps, so a migration allocates nothing
    TableEdge[] addEdges = new TableEdge[0];
    TableEdge[] removeEdges = new TableEdge[0];

    Table(ComponentSet set, ComponentRegistry registry, int index, FieldArrays fieldArrays) {
        this.set = set;
        this.fieldArrays = fieldArrays;
        this.index = index;
        List<ComponentType<?>> ts = new ArrayList<>();
        int maxId = -1;
        for (int i = 0; i < set.size(); i++) {
            ts.add(registry.byId(set.idAt(i)));
            maxId = Math.max(maxId, set.idAt(i));
        }
        this.types = Collections.unmodifiableList(ts);
        this.columnOfComponent = new int[maxId + 1];
        Arrays.fill(columnOfComponent, -1);
        for (int i = 0; i < set.size(); i++) columnOfComponent[set.idAt(i)] = i;
        this.columns = new Column[set.size()];
        for (int i = 0; i < columns.length; i++) columns[i] = Column.of(ts.get(i), INITIAL_CAPACITY);
        this.accesses = new ComponentAccess<?>[columns.length];
        for (int i = 0; i < columns.length; i++) accesses[i] = ts.get(i).access();
        this.views = new RecordView<?>[columns.length];
        for (int i = 0; i < columns.length; i++) views[i] = ts.get(i).viewOf(this, columns[i]);
        this.rowArrays = new RowArrays(columns);
        fieldArrays.publish(this, columns, types);
        this.id = idFor(ts);
    }

    /** Component names joined with '+' (names are identifiers, so this is unique); "-" for no components. */
    static String idFor(List<ComponentType<?>> types) {
        if (types.isEmpty()) return "-";
        StringBuilder b = new StringBuilder();
        for (ComponentType<?> t : types) b.append(b.length() == 0 ? "" : "+").append(t.name());
        return b.toString();
    }

    public String id() {
        return id;
    }

    public ComponentSet componentSet() {
        return set;
    }

    /** The component types in column order. */
    public List<ComponentType<?>> componentTypes() {
        return types;
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return entities.length;
    }

    public long version() {
        return version;
    }

    public long entityAt(int row) {
        checkRow(row);
        return entities[row];
    }

    /** Column position of a component, or -1. */
    public int columnOf(ComponentType<?> type) {
        return columnOfId(type.id());
    }

    int columnOfId(int componentId) {
        return componentId < columnOfComponent.length ? columnOfComponent[componentId] : -1;
    }

    /**
     * One component's values in this table as records, to be taken once and read and written row by row
     * (see {@link RecordView}: a loop that keeps one view per type allocates no record it drops).
     *
     * @throws IllegalArgumentException when this table has no such component
     */
    @SuppressWarnings("unchecked")
    public <T> RecordView<T> records(ComponentType<T> type) {
        int c = columnOf(type);
        if (c < 0) throw AccessErrors.absent(this, type);
        return (RecordView<T>) views[c];
    }

    /** The view of a column, in column order ({@link #componentTypes()}). */
    public RecordView<?> recordsAt(int column) {
        return views[column];
    }

    /**
     * The value at a row, or null when this table has no such component; read through the type's own
     * {@link ComponentType#access() access} code. Where the type is a constant to the JIT (see {@link ComponentType})
     * that code is inlined for it alone and the record is not allocated unless it is kept; otherwise the call is
     * shared by every type and the record is allocated.
     *
     * @throws IndexOutOfBoundsException when the row is not in use
     */
    public <T> T get(int row, ComponentType<T> type) {
        return type.access().get(this, row);
    }

    /** The value at a row in a column, through the column's {@link #records} view (which checks the row). */
    public Object valueAt(int row, int column) {
        return views[column].get(row);
    }

    /**
     * Replaces a value in place (the entity stays in this table), through the type's own access code, as
     * {@link #get} reads.
     *
     * @throws IndexOutOfBoundsException when the row is not in use (checked first)
     * @throws IllegalArgumentException when this table has no such component or the value is of another type
     */
    public <T> void set(int row, ComponentType<T> type, T value) {
        type.access().set(this, row, value);
    }

    Column column(int c) {
        return columns[c];
    }

    /**
     * The column of a double field, for reading and writing rows in place. Handing it out counts as one
     * change to the table (writes through it are not counted one by one, so a loop over a column stays
     * a loop over an array).
     *
     * @throws IllegalArgumentException when this table has no such component
     */
    public DoubleColumn doubles(DoubleField field) {
        return (DoubleColumn) view(field.component(), field.field());
    }

    public FloatColumn floats(FloatField field) {
        return (FloatColumn) view(field.component(), field.field());
    }

    public LongColumn longs(LongField field) {
        return (LongColumn) view(field.component(), field.field());
    }

    public IntColumn ints(IntField field) {
        return (IntColumn) view(field.component(), field.field());
    }

    private Object view(ComponentType<?> type, int field) {
        Object v = peek(type, field);
        version++;
        return v;
    }

    /** A field's view without counting a change (for reads, and for writes that count themselves). */
    Object peek(ComponentType<?> type, int field) {
        int c = columnOf(type);
        if (c < 0) throw new IllegalArgumentException("table " + id + " has no " + type.name());
        return columns[c].view(field);
    }

    /** Counts a change made through a column view obtained earlier. */
    public void markChanged() {
        version++;
    }

    /**
     * Estimated heap bytes: the handle array and every column at full capacity (primitive arrays, or a
     * reference array plus one value object per live row).
     */
    public long estimatedBytes() {
        long bytes = 16L + 8L * capacity();
        for (Column c : columns) bytes += c.estimatedBytes(capacity(), size);
        return bytes;
    }

    int push(long entity) {
        if (size == entities.length) grow(); // kept out of line so that push stays small enough to inline
        entities[size] = entity;
        if (size == denseRows && Handles.index(entity) == size && (size == 0 || Handles.generation(entity) == denseGeneration)) {
            denseGeneration = Handles.generation(entity);
            denseRows++;
        }
        version++;
        return size++;
    }

    private void grow() {
        if (entities.length >= EntitySlots.MAX_ROWS) throw full();
        int cap = Math.min(entities.length * 2, EntitySlots.MAX_ROWS);
        entities = Arrays.copyOf(entities, cap);
        for (Column c : columns) c.grow(cap);
        rowArrays = new RowArrays(columns);
        fieldArrays.publish(this, columns, types);
    }

    /** Refuses a row past the most a table holds, before the caller changes anything. */
    void checkRoom() {
        if (size >= EntitySlots.MAX_ROWS) throw full();
    }

    private IllegalStateException full() {
        return new IllegalStateException("table " + id + " is full: a table holds at most " + EntitySlots.MAX_ROWS + " entities");
    }

    /** Writes a value the caller has checked, through its type's own code (one call, its fields inlined). */
    void setRaw(int row, int column, Object value) {
        accesses[column].write(columns[column], row, value);
    }

    /** The arrays behind the columns, current until the table next grows. */
    RowArrays rowArrays() {
        return rowArrays;
    }

    /**
     * Whether the entity sits at the row of its slot's number here, its handle compared whole (a stale handle, or an
     * entity of another table, never does): a read by handle that finds it there needs no slot entry.
     */
    boolean holdsAtItsSlot(long entity) {
        long[] es = entities;
        int slot = (int) entity;
        return slot >= 0 && slot < es.length && es[slot] == entity;
    }

    /** The entity at a row the caller knows is in use. */
    long entityAtRow(int row) {
        return entities[row];
    }

    /**
     * Moves a row's values and entity onto another row whose own have already been moved away (or were never
     * written), for a new entity to take the row it leaves ({@link ArchetypeWorld}'s placement by slot).
     */
    void moveRow(int from, int to) {
        rowArrays.move(from, to);
        entities[to] = entities[from];
        if (Math.min(from, to) < denseRows) denseRows = Math.min(from, to); // not met by placement, kept exact anyway
        version++;
    }

    /** Hands a row emptied by {@link #moveRow} to an entity whose values are written next. */
    void takeRow(int row, long entity) {
        entities[row] = entity;
    }

    /** Removes a row by moving the last row into it; returns the moved entity, or NONE if row was last. */
    long swapRemove(int row) {
        assert row >= 0 && row < size : "row " + row + " of " + size; // callers pass rows they hold
        int last = size - 1;
        if (row != last) rowArrays.move(last, row);
        else rowArrays.clear(last);
        return detach(row);
    }

    /**
     * The entities' part of removing a row whose values have already been moved out and filled from the last
     * row ({@link TableEdge#moveRow}): the last row's entity takes the row. Returns it, or NONE if the row was last.
     */
    long detach(int row) {
        int last = --size;
        if (row < denseRows) denseRows = row; // the row now holds another slot's entity, or none
        long moved = Handles.NONE;
        if (row != last) {
            moved = entities[last];
            entities[row] = moved;
        }
        entities[last] = Handles.NONE;
        version++;
        return moved;
    }

    void checkRow(int row) {
        if (row < 0 || row >= size) throw new IndexOutOfBoundsException("row " + row + " of " + size + " in " + id);
    }

    @Override
    public String toString() {
        return "Table[" + id + ", " + size + " rows]";
    }
}
