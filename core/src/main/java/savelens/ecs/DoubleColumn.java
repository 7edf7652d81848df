package savelens.ecs;

/**
 * The double values of one component field in one table or sparse store, by row: reads and writes go
 * straight to the primitive array, nothing is allocated. The view stays valid while the storage grows;
 * rows at or past the storage's size hold nothing meaningful.
 */
public final class DoubleColumn {
    double[] values;

    DoubleColumn(double[] values) {
        this.values = values;
    }

    public double get(int row) {
        return values[row];
    }

    public void set(int row, double value) {
        values[row] = value;
    }
}
