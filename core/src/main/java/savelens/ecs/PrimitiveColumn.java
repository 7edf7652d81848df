package savelens.ecs;

import java.util.Arrays;

/**
 * A column of a record of primitive fields stored as one array per field (a {@code Position(x, y)} is
 * a {@code double[]} of x and one of y). Arrays are grouped by type so that copying a row is a few
 * straight loops. The typed views handed out stay bound to the current arrays as they grow.
 */
final class PrimitiveColumn extends Column {
    private final ComponentLayout layout;
    private final int[] slot; // field -> position in the array group of its kind
    private final double[][] doubles;
    private final float[][] floats;
    private final long[][] longs;
    private final int[][] ints;
    private final Object[] views; // by field
    private final FieldKind[] kinds; // by field
    private final Object maker; // the layout's generated constructor, or null

    PrimitiveColumn(ComponentLayout layout, int capacity) {
        this.layout = layout;
        int n = layout.fieldCount();
        slot = new int[n];
        int[] counts = new int[FieldKind.values().length];
        for (int f = 0; f < n; f++) slot[f] = counts[layout.kind(f).ordinal()]++;
        doubles = new double[counts[FieldKind.DOUBLE.ordinal()]][capacity];
        floats = new float[counts[FieldKind.FLOAT.ordinal()]][capacity];
        longs = new long[counts[FieldKind.LONG.ordinal()]][capacity];
        ints = new int[counts[FieldKind.INT.ordinal()]][capacity];
        views = new Object[n];
        kinds = new FieldKind[n];
        for (int f = 0; f < n; f++) kinds[f] = layout.kind(f);
        maker = layout.maker();
        for (int f = 0; f < n; f++) {
            int s = slot[f];
            views[f] = switch (layout.kind(f)) {
                case DOUBLE -> new DoubleColumn(doubles[s]);
                case FLOAT -> new FloatColumn(floats[s]);
                case LONG -> new LongColumn(longs[s]);
                case INT -> new IntColumn(ints[s]);
            };
        }
    }

    @Override
    void grow(int capacity) {
        for (int i = 0; i < doubles.length; i++) doubles[i] = Arrays.copyOf(doubles[i], capacity);
        for (int i = 0; i < floats.length; i++) floats[i] = Arrays.copyOf(floats[i], capacity);
        for (int i = 0; i < longs.length; i++) longs[i] = Arrays.copyOf(longs[i], capacity);
        for (int i = 0; i < ints.length; i++) ints[i] = Arrays.copyOf(ints[i], capacity);
        for (int f = 0; f < views.length; f++) {
            int s = slot[f];
            switch (layout.kind(f)) {
                case DOUBLE -> ((DoubleColumn) views[f]).values = doubles[s];
                case FLOAT -> ((FloatColumn) views[f]).values = floats[s];
                case LONG -> ((LongColumn) views[f]).values = longs[s];
                case INT -> ((IntColumn) views[f]).values = ints[s];
            }
        }
    }

    @Override
    Object get(int row) {
        // one direct call per arity: a spread method handle held in a field is not inlined and cost more
        // than the rest of a record read and write together
        Object m = maker;
        return switch (m == null ? 0 : views.length) {
            case 1 -> ((RecordMakers.Of1) m).make(box(0, row));
            case 2 -> ((RecordMakers.Of2) m).make(box(0, row), box(1, row));
            case 3 -> ((RecordMakers.Of3) m).make(box(0, row), box(1, row), box(2, row));
            case 4 -> ((RecordMakers.Of4) m).make(box(0, row), box(1, row), box(2, row), box(3, row));
            case 5 -> ((RecordMakers.Of5) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row));
            case 6 -> ((RecordMakers.Of6) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row),
                    box(5, row));
            case 7 -> ((RecordMakers.Of7) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row),
                    box(5, row), box(6, row));
            case 8 -> ((RecordMakers.Of8) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row),
                    box(5, row), box(6, row), box(7, row));
            default -> spread(row);
        };
    }

    private Object box(int field, int row) {
        int s = slot[field];
        return switch (kinds[field]) {
            case DOUBLE -> doubles[s][row];
            case FLOAT -> floats[s][row];
            case LONG -> longs[s][row];
            case INT -> ints[s][row];
        };
    }

    private Object spread(int row) {
        Object[] fields = new Object[views.length];
        for (int f = 0; f < fields.length; f++) fields[f] = box(f, row);
        return layout.construct(fields);
    }

    @Override
    void set(int row, Object value) {
        for (int f = 0; f < views.length; f++) {
            int s = slot[f];
            switch (kinds[f]) {
                case DOUBLE -> doubles[s][row] = layout.readDouble(value, f);
                case FLOAT -> floats[s][row] = layout.readFloat(value, f);
                case LONG -> longs[s][row] = layout.readLong(value, f);
                case INT -> ints[s][row] = layout.readInt(value, f);
            }
        }
    }

    @Override
    void gather(RowArrays.Gathered into) {
        for (double[] a : doubles) into.doubles.add(a);
        for (float[] a : floats) into.floats.add(a);
        for (long[] a : longs) into.longs.add(a);
        for (int[] a : ints) into.ints.add(a);
    }

    @Override
    void move(int from, int to) {
        for (double[] a : doubles) a[to] = a[from];
        for (float[] a : floats) a[to] = a[from];
        for (long[] a : longs) a[to] = a[from];
        for (int[] a : ints) a[to] = a[from];
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
