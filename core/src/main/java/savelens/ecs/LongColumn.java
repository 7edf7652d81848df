package savelens.ecs;

/**
 * The long values of one component field in one table or sparse store, by row: reads and writes go
 * straight to the primitive array, nothing is allocated. A row's fields of one kind lie side by side in
 * that array ({@link PrimitiveColumn}), so this field is every {@code stride}-th value from {@code offset}.
 * The view stays valid while the storage grows; rows at or past the storage's size hold nothing meaningful.
 */
public final class LongColumn {
    long[] values;
    private final int stride, offset;

    LongColumn(long[] values, int stride, int offset) {
        this.values = values;
        this.stride = stride;
        this.offset = offset;
    }

    public long get(int row) {
        return values[row * stride + offset];
    }

    public void set(int row, long value) {
        values[row * stride + offset] = value;
    }
}
