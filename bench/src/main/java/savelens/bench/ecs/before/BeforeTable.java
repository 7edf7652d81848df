package savelens.bench.ecs.before;

import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentSet;
import savelens.ecs.ComponentType;
import savelens.ecs.ComponentValue;
import savelens.ecs.Handles;
import savelens.ecs.SlotMap;
import savelens.ecs.SlotState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SaveLens's archetype table as it was before primitive columns (one boxed record per component value,
 * a new record per write), kept unchanged so that the benchmark measures "before" and "after" in one run.
 */
public final class BeforeTable {
    private static final int INITIAL_CAPACITY = 8;

    private final String id;
    private final ComponentSet set;
    private final List<ComponentType<?>> types;
    private final int[] columnOfComponent; // component id -> column, -1 when absent
    private final Object[][] columns;
    private long[] entities = new long[INITIAL_CAPACITY];
    private int size;
    private long version;
    // cached neighbours: the table reached by adding/removing one component
    final Map<Integer, BeforeTable> addEdges = new HashMap<>();
    final Map<Integer, BeforeTable> removeEdges = new HashMap<>();

    BeforeTable(ComponentSet set, ComponentRegistry registry) {
        this.set = set;
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
        this.columns = new Object[set.size()][INITIAL_CAPACITY];
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
        int cid = type.id();
        return cid < columnOfComponent.length ? columnOfComponent[cid] : -1;
    }

    public <T> T get(int row, ComponentType<T> type) {
        checkRow(row);
        int c = columnOf(type);
        return c < 0 ? null : type.type().cast(columns[c][row]);
    }

    public Object valueAt(int row, int column) {
        checkRow(row);
        return columns[column][row];
    }

    /** Replaces a value in place (the entity stays in this table). */
    public <T> void set(int row, ComponentType<T> type, T value) {
        checkRow(row);
        int c = columnOf(type);
        if (c < 0) throw new IllegalArgumentException("table " + id + " has no " + type.name());
        columns[c][row] = type.cast(value);
        version++;
    }

    /**
     * Estimated heap bytes: the handle array and every column's reference array at full capacity,
     * plus one value object per live row and component.
     */
    public long estimatedBytes() {
        long perRow = 8L + 4L * columns.length;
        long arrays = 16L * (1 + columns.length);
        long objects = 0;
        for (ComponentType<?> t : types) objects += (long) t.estimatedInstanceBytes() * size;
        return arrays + perRow * capacity() + objects;
    }

    int push(long entity) {
        if (size == entities.length) {
            int cap = entities.length * 2;
            entities = Arrays.copyOf(entities, cap);
            for (int c = 0; c < columns.length; c++) columns[c] = Arrays.copyOf(columns[c], cap);
        }
        entities[size] = entity;
        version++;
        return size++;
    }

    void setRaw(int row, int column, Object value) {
        columns[column][row] = value;
    }

    /** Removes a row by moving the last row into it; returns the moved entity, or NONE if row was last. */
    long swapRemove(int row) {
        checkRow(row);
        int last = --size;
        long moved = Handles.NONE;
        if (row != last) {
            entities[row] = entities[last];
            for (Object[] col : columns) col[row] = col[last];
            moved = entities[row];
        }
        entities[last] = Handles.NONE;
        for (Object[] col : columns) col[last] = null; // let the values be collected
        version++;
        return moved;
    }

    private void checkRow(int row) {
        if (row < 0 || row >= size) throw new IndexOutOfBoundsException("row " + row + " of " + size + " in " + id);
    }

    @Override
    public String toString() {
        return "BeforeTable[" + id + ", " + size + " rows]";
    }
}
