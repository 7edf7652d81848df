package savelens.ecs;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

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
    private final Object[] readers; // the layout's generated field readers, by field

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
        readers = layout.readers();
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
        // than the rest of a record read and write together. Each arity has a small method of its own, so
        // that this one stays small enough for the JIT to inline where a record is read (past 325 bytes of
        // bytecode it is not, and then every record read escapes and is allocated)
        Object m = maker;
        return switch (m == null ? 0 : views.length) {
            case 1 -> make1(m, row);
            case 2 -> make2(m, row);
            case 3 -> make3(m, row);
            case 4 -> make4(m, row);
            case 5 -> make5(m, row);
            case 6 -> make6(m, row);
            case 7 -> make7(m, row);
            case 8 -> make8(m, row);
            default -> spread(row);
        };
    }

    private Object make1(Object m, int row) {
        return ((RecordMakers.Of1) m).make(box(0, row));
    }

    private Object make2(Object m, int row) {
        return ((RecordMakers.Of2) m).make(box(0, row), box(1, row));
    }

    private Object make3(Object m, int row) {
        return ((RecordMakers.Of3) m).make(box(0, row), box(1, row), box(2, row));
    }

    private Object make4(Object m, int row) {
        return ((RecordMakers.Of4) m).make(box(0, row), box(1, row), box(2, row), box(3, row));
    }

    private Object make5(Object m, int row) {
        return ((RecordMakers.Of5) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row));
    }

    private Object make6(Object m, int row) {
        return ((RecordMakers.Of6) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row), box(5, row));
    }

    private Object make7(Object m, int row) {
        return ((RecordMakers.Of7) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row), box(5, row), box(6, row));
    }

    private Object make8(Object m, int row) {
        return ((RecordMakers.Of8) m).make(box(0, row), box(1, row), box(2, row), box(3, row), box(4, row), box(5, row), box(6, row),
                box(7, row));
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

    /**
     * Takes a record apart into the row. Each of the first four fields is read at call sites of its own: a
     * site that serves one field place sees the few components with a field of that kind there (Position.x
     * and Velocity.x, say), so the JIT can inline the generated readers and the record written need not
     * exist; one site for every field of every component would see them all and call each reader.
     */
    @Override
    void set(int row, Object value) {
        int n = kinds.length;
        if (n > 0) field0(row, value);
        if (n > 1) field1(row, value);
        if (n > 2) field2(row, value);
        if (n > 3) field3(row, value);
        for (int f = 4; f < n; f++) field(f, row, value);
    }

    @SuppressWarnings("unchecked")
    private void field0(int row, Object value) {
        int s = slot[0];
        Object r = readers[0];
        switch (kinds[0]) {
            case DOUBLE -> doubles[s][row] = ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case FLOAT -> floats[s][row] = (float) ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case LONG -> longs[s][row] = ((ToLongFunction<Object>) r).applyAsLong(value);
            case INT -> ints[s][row] = ((ToIntFunction<Object>) r).applyAsInt(value);
        }
    }

    @SuppressWarnings("unchecked")
    private void field1(int row, Object value) {
        int s = slot[1];
        Object r = readers[1];
        switch (kinds[1]) {
            case DOUBLE -> doubles[s][row] = ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case FLOAT -> floats[s][row] = (float) ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case LONG -> longs[s][row] = ((ToLongFunction<Object>) r).applyAsLong(value);
            case INT -> ints[s][row] = ((ToIntFunction<Object>) r).applyAsInt(value);
        }
    }

    @SuppressWarnings("unchecked")
    private void field2(int row, Object value) {
        int s = slot[2];
        Object r = readers[2];
        switch (kinds[2]) {
            case DOUBLE -> doubles[s][row] = ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case FLOAT -> floats[s][row] = (float) ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case LONG -> longs[s][row] = ((ToLongFunction<Object>) r).applyAsLong(value);
            case INT -> ints[s][row] = ((ToIntFunction<Object>) r).applyAsInt(value);
        }
    }

    @SuppressWarnings("unchecked")
    private void field3(int row, Object value) {
        int s = slot[3];
        Object r = readers[3];
        switch (kinds[3]) {
            case DOUBLE -> doubles[s][row] = ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case FLOAT -> floats[s][row] = (float) ((ToDoubleFunction<Object>) r).applyAsDouble(value);
            case LONG -> longs[s][row] = ((ToLongFunction<Object>) r).applyAsLong(value);
            case INT -> ints[s][row] = ((ToIntFunction<Object>) r).applyAsInt(value);
        }
    }

    private void field(int f, int row, Object value) {
        int s = slot[f];
        switch (kinds[f]) {
            case DOUBLE -> doubles[s][row] = layout.readDouble(value, f);
            case FLOAT -> floats[s][row] = layout.readFloat(value, f);
            case LONG -> longs[s][row] = layout.readLong(value, f);
            case INT -> ints[s][row] = layout.readInt(value, f);
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
