package savelens.ecs;

import java.util.Arrays;

/**
 * One component's values in a {@link SparseWorld}, or a sparse component's beside an {@link ArchetypeWorld}'s
 * tables: a sparse array from entity slot index to a row of
 * a packed column (primitive arrays for a record of primitive fields, as in a {@link Table}). Adding
 * and removing are O(1); removing moves the last row into the hole, so rows reorder.
 */
public final class SparseStore {
    private static final int ABSENT = -1;

    private final ComponentType<?> type;
    private int[] sparse = new int[0];
    private int[] dense = new int[8];
    private final Column column;
    private final ComponentAccess<?> access; // the type's own code for whole values
    private int size;
    private long version;

    SparseStore(ComponentType<?> type) {
        this.type = type;
        this.column = Column.of(type, dense.length);
        this.access = type.access();
    }

    public ComponentType<?> componentType() {
        return type;
    }

    public int size() {
        return size;
    }

    /** Changes made to this store: values added, removed or written (column views count once). */
    public long version() {
        return version;
    }

    void markChanged() {
        version++;
    }

    /** A field's view without counting a change. */
    Object peek(int field) {
        return column.view(field);
    }

    /** The value at a row, as a component object. */
    public Object valueAt(int row) {
        if (row < 0 || row >= size) throw new IndexOutOfBoundsException("row " + row + " of " + size);
        return column.get(row);
    }

    /** The entity slot index stored at a row, 0 ≤ row &lt; size. */
    public int indexAt(int row) {
        if (row < 0 || row >= size) throw new IndexOutOfBoundsException("row " + row + " of " + size);
        return dense[row];
    }

    /** The row holding a slot index's value, or -1. */
    public int rowOf(int index) {
        return index >= 0 && index < sparse.length ? sparse[index] : ABSENT;
    }

    public boolean contains(int index) {
        return rowOf(index) != ABSENT;
    }

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

    private Object view(ComponentType<?> of, int field) {
        if (of != type) throw new IllegalArgumentException("this store holds " + type.name() + ", not " + of.name());
        version++;
        return column.view(field);
    }

    Object get(int index) {
        int row = rowOf(index);
        return row == ABSENT ? null : access.read(column, row);
    }

    /** Adds or replaces; true when the index was not a member before. */
    boolean put(int index, Object value) {
        if (index < 0) throw new IllegalArgumentException("negative slot index " + index);
        int row = rowOf(index);
        version++;
        if (row != ABSENT) {
            access.write(column, row, value);
            return false;
        }
        access.write(column, append(index), value);
        return true;
    }

    private int append(int index) {
        if (index >= sparse.length) {
            int old = sparse.length;
            sparse = Arrays.copyOf(sparse, Math.max(index + 1, old * 2));
            Arrays.fill(sparse, old, sparse.length, ABSENT);
        }
        if (size == dense.length) {
            dense = Arrays.copyOf(dense, size * 2);
            column.grow(size * 2);
        }
        dense[size] = index;
        sparse[index] = size;
        return size++;
    }

    boolean remove(int index) {
        int hole = rowOf(index);
        if (hole == ABSENT) return false;
        version++;
        int last = --size;
        if (hole != last) {
            int moved = dense[last];
            dense[hole] = moved;
            column.move(last, hole);
            sparse[moved] = hole;
        }
        column.clear(last);
        sparse[index] = ABSENT;
        return true;
    }
}
