package savelens.ecs;

/**
 * The values of one component, one per row, in a table or a sparse store. Rows are packed by the owner:
 * it grows the column, moves the last row into a hole and clears the row left behind.
 */
abstract class Column {
    /** The column's storage for a component type: primitive arrays when its layout allows, else objects. */
    static Column of(ComponentType<?> type, int capacity) {
        ComponentLayout layout = type.layout();
        return layout == null ? new ObjectColumn(capacity, type.estimatedInstanceBytes()) : new PrimitiveColumn(layout, capacity);
    }

    abstract void grow(int capacity);

    /** The value at a row as a component object (a new record for primitive columns). */
    abstract Object get(int row);

    abstract void set(int row, Object value);

    /** Hands over this column's arrays, in a fixed order, for {@link RowArrays}. */
    abstract void gather(RowArrays.Gathered into);

    /** Copies row {@code from} onto row {@code to} (packing after a removal). */
    abstract void move(int from, int to);

    /** Drops what a row no longer in use still refers to. */
    abstract void clear(int row);

    /** Estimated heap bytes for this column at the given capacity and number of used rows. */
    abstract long estimatedBytes(int capacity, int size);

    /** The typed view of one field; only primitive columns have them. */
    Object view(int field) {
        throw new IllegalStateException("this component is stored as objects, not primitive columns");
    }
}
