package savelens.ecs;

import java.util.Arrays;

/** A column of component objects, for components that are not records of primitive fields. */
final class ObjectColumn extends Column {
    private Object[] values;
    private final int instanceBytes;

    ObjectColumn(int capacity, int instanceBytes) {
        this.values = new Object[capacity];
        this.instanceBytes = instanceBytes;
    }

    @Override
    void grow(int capacity) {
        values = Arrays.copyOf(values, capacity);
    }

    @Override
    Object get(int row) {
        return values[row];
    }

    @Override
    void set(int row, Object value) {
        values[row] = value;
    }

    @Override
    void gather(RowArrays.Gathered into) {
        into.objects.add(values);
    }

    @Override
    void move(int from, int to) {
        values[to] = values[from];
    }

    @Override
    void clear(int row) {
        values[row] = null; // let the value be collected
    }

    @Override
    long estimatedBytes(int capacity, int size) {
        return 16L + 4L * capacity + (long) instanceBytes * size;
    }
}
