package savelens.ecs;

/**
 * Reads and writes one component type's values as objects: for a record of primitive fields, a record is
 * built from the columns on each read and taken apart into them on each write. Each record type gets a
 * copy of this code of its own ({@link ComponentType#access()}), so every call inside has seen that one
 * record type: the JIT inlines its constructor and field readers, and a record that is read, used and
 * dropped in one method, or made only to be written, is never allocated. A system that moves records
 * keeps the accesses it needs and calls them. {@link Table#get}, {@link Table#set} and {@link World#get} call
 * the access of the type they are given: inlined the same way where that type is a constant to the JIT (see
 * {@link ComponentType}), a call shared by every type otherwise.
 */
public abstract class ComponentAccess<T> {
    ComponentAccess() {}

    public abstract ComponentType<T> type();

    /**
     * The value at a row of a table, or null when the table has no such component.
     *
     * @throws IndexOutOfBoundsException when the row is not in use
     */
    public abstract T get(Table table, int row);

    /**
     * Replaces the value at a row in place (the entity stays in this table).
     *
     * @throws IllegalArgumentException when the table has no such component or the value is of another type
     */
    public abstract void set(Table table, int row, T value);

    /** An entity's value, or null when the entity is stale or lacks the component ({@link World#get}). */
    public abstract T get(World world, long entity);

    /** Hands the access its type, once, as the type is made (the type holds its access, so it comes second). */
    abstract void bind(ComponentType<T> type);

    /** The value in a column of this type, at a row its owner has checked. */
    abstract Object read(Column column, int row);

    /** Writes a value already checked to be of this type into a column of this type. */
    abstract void write(Column column, int row, Object value);

    /**
     * The value itself when it is of this type.
     *
     * @throws NullPointerException when it is null
     * @throws IllegalArgumentException when it is of another type
     */
    abstract Object checked(Object value);
}
