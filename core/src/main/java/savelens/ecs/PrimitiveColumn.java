package savelens.ecs;

import java.util.Arrays;

/**
 * A column of a record of primitive fields stored as one array per field (a {@code Position(x, y)} is
 * a {@code double[]} of x and one of y). The typed views handed out stay bound to the current arrays.
 */
final class PrimitiveColumn extends Column {
    private final ComponentLayout layout;
    private final double[][] doubles;
    private final float[][] floats;
    private final long[][] longs;
    private final int[][] ints;
    private final Object[] views;

    PrimitiveColumn(ComponentLayout layout, int capacity) {
        this.layout = layout;
        int n = layout.fieldCount();
        doubles = new double[n][];
        floats = new float[n][];
        longs = new long[n][];
        ints = new int[n][];
        views = new Object[n];
        for (int f = 0; f < n; f++) {
            switch (layout.kind(f)) {
                case DOUBLE -> views[f] = new DoubleColumn(doubles[f] = new double[capacity]);
                case FLOAT -> views[f] = new FloatColumn(floats[f] = new float[capacity]);
                case LONG -> views[f] = new LongColumn(longs[f] = new long[capacity]);
                case INT -> views[f] = new IntColumn(ints[f] = new int[capacity]);
            }
        }
    }

    @Override
    void grow(int capacity) {
        for (int f = 0; f < views.length; f++) {
            switch (layout.kind(f)) {
                case DOUBLE -> ((DoubleColumn) views[f]).values = doubles[f] = Arrays.copyOf(doubles[f], capacity);
                case FLOAT -> ((FloatColumn) views[f]).values = floats[f] = Arrays.copyOf(floats[f], capacity);
                case LONG -> ((LongColumn) views[f]).values = longs[f] = Arrays.copyOf(longs[f], capacity);
                case INT -> ((IntColumn) views[f]).values = ints[f] = Arrays.copyOf(ints[f], capacity);
            }
        }
    }

    @Override
    Object get(int row) {
        Object[] fields = new Object[views.length];
        for (int f = 0; f < fields.length; f++) {
            fields[f] = switch (layout.kind(f)) {
                case DOUBLE -> doubles[f][row];
                case FLOAT -> floats[f][row];
                case LONG -> longs[f][row];
                case INT -> ints[f][row];
            };
        }
        return layout.construct(fields);
    }

    @Override
    void set(int row, Object value) {
        for (int f = 0; f < views.length; f++) {
            switch (layout.kind(f)) {
                case DOUBLE -> doubles[f][row] = layout.readDouble(value, f);
                case FLOAT -> floats[f][row] = layout.readFloat(value, f);
                case LONG -> longs[f][row] = layout.readLong(value, f);
                case INT -> ints[f][row] = layout.readInt(value, f);
            }
        }
    }

    @Override
    void copyFrom(Column source, int sourceRow, int row) {
        PrimitiveColumn s = (PrimitiveColumn) source;
        for (int f = 0; f < views.length; f++) {
            switch (layout.kind(f)) {
                case DOUBLE -> doubles[f][row] = s.doubles[f][sourceRow];
                case FLOAT -> floats[f][row] = s.floats[f][sourceRow];
                case LONG -> longs[f][row] = s.longs[f][sourceRow];
                case INT -> ints[f][row] = s.ints[f][sourceRow];
            }
        }
    }

    @Override
    void move(int from, int to) {
        copyFrom(this, from, to);
    }

    @Override
    void clear(int row) {
        // primitives hold no references; the stale values are overwritten when the row is used again
    }

    @Override
    long estimatedBytes(int capacity, int size) {
        return 16L * views.length + (long) layout.rowBytes() * capacity;
    }

    @Override
    Object view(int field) {
        return views[field];
    }
}
