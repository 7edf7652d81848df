package savelens.ecs;

/**
 * The double values of one component field in one table or sparse store, by row: reads and writes go
 * straight to the primitive array, nothing is allocated. A row's fields of one kind lie side by side in
 * that array ({@link PrimitiveColumn}), so this field is every {@code stride}-th value from {@code offset}.
 * The view stays valid while the storage grows; rows at or past the storage's size hold nothing meaningful.
 */
public final class DoubleColumn {
    double[] values;
    private final int stride, offset;

    DoubleColumn(double[] values, int stride, int offset) {
        this.values = values;
        this.stride = stride;
        this.offset = offset;
    }

    public double get(int row) {
        return values[row * stride + offset];
    }

    public void set(int row, double value) {
        values[row * stride + offset] = value;
    }
}
