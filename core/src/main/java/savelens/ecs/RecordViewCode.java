package savelens.ecs;

/**
 * The code of {@link RecordView}, defined once more as a hidden class for each component type by
 * {@link ComponentAccessClasses}, so each copy's calls into its type's {@link ComponentAccess} see that one
 * access only and are inlined. Nothing here names this class (a copy could not resolve it).
 */
final class RecordViewCode<T> extends RecordView<T> {
    private final Table table;
    private final ComponentAccess<T> access;
    private final Column column;

    RecordViewCode(Table table, ComponentAccess<T> access, Column column) {
        this.table = table;
        this.access = access;
        this.column = column;
    }

    @Override
    public Table table() {
        return table;
    }

    @Override
    public ComponentType<T> type() {
        return access.type();
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int row) {
        table.checkRow(row);
        return (T) access.read(column, row);
    }

    @Override
    public void set(int row, T value) {
        table.checkRow(row);
        access.write(column, row, access.checked(value));
        table.markChanged();
    }
}
