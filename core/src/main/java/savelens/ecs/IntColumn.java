package savelens.ecs;

/**
 * The int values of one component field in one table or sparse store, by row: reads and writes go
 * straight to the primitive array, nothing is allocated. The view stays valid while the storage grows;
 * rows at or past the storage's size hold nothing meaningful.
 */
public final class IntColumn {
    int[] values;

    IntColumn(int[] values) {
        this.values = values;
    }

    public int get(int row) {
        return values[row];
    }

    public void set(int row, int value) {
        values[row] = value;
    }
}
