package savelens.ecs;

/**
 * The float values of one component field in one table or sparse store, by row: reads and writes go
 * straight to the primitive array, nothing is allocated. The view stays valid while the storage grows;
 * rows at or past the storage's size hold nothing meaningful.
 */
public final class FloatColumn {
    float[] values;

    FloatColumn(float[] values) {
        this.values = values;
    }

    public float get(int row) {
        return values[row];
    }

    public void set(int row, float value) {
        values[row] = value;
    }
}
