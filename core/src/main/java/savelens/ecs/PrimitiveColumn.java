package savelens.ecs;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * A column of a record of primitive fields stored as one array per field (a {@code Position(x, y)} is
 * a {@code double[]} of x and one of y). Arrays are grouped by type so that copying a row is a few
 * straight loops. The typed views handed out stay bound to the current arrays as they grow.
 */
final class PrimitiveColumn extends Column {
    private final ComponentLayout layout;
    private final int[] slot; // field -> position in the array group of its kind
    // by kind, then by field among those of its kind; read and written by ComponentAccessCode too
    final double[][] doubles;
    final float[][] floats;
    final long[][] longs;
    final int[][] ints;
    private final Object[] views; // by field
    private static final byte DOUBLE_CODE = 0, FLOAT_CODE = 1, LONG_CODE = 2, INT_CODE = 3;
    private final byte[] kindCodes; // by field
    private final boolean allDoubles; // every field a double (then field f is doubles[f])
    private final Object maker; // the layout's generated constructor, or null
    private final int arity; // fields when a generated constructor is there, else 0 (built through the spread handle)
    // the generated readers of the first double fields, when every field is a double (else null)
    private final ToDoubleFunction<Object> double0, double1, double2;

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
        kindCodes = new byte[n];
        boolean doublesOnly = n > 0;
        for (int f = 0; f < n; f++) {
            kindCodes[f] = switch (layout.kind(f)) {
                case DOUBLE -> DOUBLE_CODE;
                case FLOAT -> FLOAT_CODE;
                case LONG -> LONG_CODE;
                case INT -> INT_CODE;
            };
            doublesOnly &= layout.kind(f) == FieldKind.DOUBLE;
        }
        allDoubles = doublesOnly;
        double0 = doublesOnly ? layout.doubleReader(0) : null;
        double1 = doublesOnly && n > 1 ? layout.doubleReader(1) : null;
        double2 = doublesOnly && n > 2 ? layout.doubleReader(2) : null;
        maker = layout.maker();
        arity = maker == null ? 0 : n;
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

    // The record path (Table.get and set, World.get) goes through get and set once per component value. Each
    // is kept well under the JIT's inline limit (FreqInlineSize, 325 bytes of bytecode), rare shapes in cold
    // methods, so both inline into the caller and a field's box is never allocated. The record itself still is
    // once its make call has seen two record types: JDK 17's JIT does not scalar-replace merged allocations.

    @Override
    Object get(int row) {
        return switch (arity) {
            case 1 -> ((RecordMakers.Of1) maker).make(box(0, row));
            case 2 -> ((RecordMakers.Of2) maker).make(box(0, row), box(1, row));
            case 3 -> ((RecordMakers.Of3) maker).make(box(0, row), box(1, row), box(2, row));
            case 4 -> ((RecordMakers.Of4) maker).make(box(0, row), box(1, row), box(2, row), box(3, row));
            default -> getWide(row);
        };
    }

    private Object getWide(int row) {
        Object m = maker;
        return switch (m == null ? 0 : views.length) {
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

    /** One field boxed; a byte code per field rather than a switch on the enum, which reads a lookup table first. */
    private Object box(int field, int row) {
        int s = slot[field];
        return switch (kindCodes[field]) {
            case DOUBLE_CODE -> doubles[s][row];
            case FLOAT_CODE -> floats[s][row];
            case LONG_CODE -> longs[s][row];
            default -> ints[s][row];
        };
    }

    private Object spread(int row) {
        Object[] fields = new Object[views.length];
        for (int f = 0; f < fields.length; f++) fields[f] = box(f, row);
        return layout.construct(fields);
    }

    @Override
    void set(int row, Object value) {
        if (!allDoubles) {
            setMixed(row, value);
            return;
        }
        // The common shape of positions, velocities and the like. Each field place has a call of its own, so
        // a call sees the first (or second) fields of the records of this shape only, not every field of
        // every component, and the JIT can inline it while few types share the shape.
        switch (doubles.length) {
            case 2 -> {
                doubles[0][row] = double0.applyAsDouble(value);
                doubles[1][row] = double1.applyAsDouble(value);
            }
            case 3 -> {
                doubles[0][row] = double0.applyAsDouble(value);
                doubles[1][row] = double1.applyAsDouble(value);
                doubles[2][row] = double2.applyAsDouble(value);
            }
            default -> {
                for (int f = 0; f < doubles.length; f++) doubles[f][row] = layout.readDouble(value, f);
            }
        }
    }

    private void setMixed(int row, Object value) {
        for (int f = 0; f < views.length; f++) {
            int s = slot[f];
            switch (kindCodes[f]) {
                case DOUBLE_CODE -> doubles[s][row] = layout.readDouble(value, f);
                case FLOAT_CODE -> floats[s][row] = layout.readFloat(value, f);
                case LONG_CODE -> longs[s][row] = layout.readLong(value, f);
                default -> ints[s][row] = layout.readInt(value, f);
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

    /** A field's array as it is now (a double[], float[], long[] or int[]); replaced when the column grows. */
    Object array(int field) {
        int s = slot[field];
        return switch (kindCodes[field]) {
            case DOUBLE_CODE -> doubles[s];
            case FLOAT_CODE -> floats[s];
            case LONG_CODE -> longs[s];
            default -> ints[s];
        };
    }

    @Override
    Object view(int field) {
        return views[field];
    }
}
