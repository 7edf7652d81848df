package savelens.ecs;

/**
 * One component's values in one {@link Table}, read and written as records: {@code table.records(type)}, taken
 * once and then called row by row. Each component type's views are code of their own (as its
 * {@link ComponentAccess} is), so a call that only ever sees one type's views, such as a system's loop over a
 * table with one view per component it moves, has the JIT inline the record's constructor and field readers:
 * a record read, used and dropped, or made only to be written, is never allocated. {@link Table#valueAt} and
 * the live inspection read through these same views ({@link Table#get} and {@link Table#set} through the type's
 * access); a call that sees several types' views (one loop over every column of a row) gets the same values but
 * allocates each record it reads.
 *
 * <p>A view stays valid as long as its table (tables are never dropped), including when the table grows.
 */
public abstract class RecordView<T> {
    RecordView() {}

    public abstract Table table();

    public abstract ComponentType<T> type();

    /**
     * The value at a row.
     *
     * @throws IndexOutOfBoundsException when the row is not in use
     */
    public abstract T get(int row);

    /**
     * Replaces the value at a row (the entity stays in this table); counted as a change to the table.
     *
     * @throws IndexOutOfBoundsException when the row is not in use
     * @throws IllegalArgumentException when the value is of another type
     * @throws NullPointerException when the value is null
     */
    public abstract void set(int row, T value);
}
