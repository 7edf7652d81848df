package savelens.ecs;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * A column of a record of primitive fields stored as one array per kind of field, a row's fields of that kind
 * side by side (a {@code Position(x, y)} row is x and y next to each other in a {@code double[]}), so reading a
 * whole value at a random row touches one cache line rather than one per field. The typed views handed out stay
 * bound to the current arrays as they grow.
 *
 * <p>The double array also keeps, first in each row, the handle of the entity that owns the row (its bits as a
 * double; 0 where no entity does), which a table writes as a row is taken and clears as it is left. A read by
 * handle that guesses the row compares it on the same cache line as the values and needs no slot entry
 * ({@link ArchetypeWorld#getDouble}). Handles stay below 2^53, so their bits are never a NaN's.
 */
final class PrimitiveColumn extends Column {
    /** The owner's place in each row of the double array. */
    static final int OWNER = 0;

    private final ComponentLayout layout;
    private final int[] offset; // field -> place within its row in the array of its kind
    // one array per kind, rows of `stride` values; read and written by ComponentAccessCode too
    double[] doubles;
    float[] floats;
    long[] longs;
    int[] ints;
    final int doubleStride, floatStride, longStride, intStride;
    private final Object[] views; // by field
    private static final byte DOUBLE_CODE = 0, FLOAT_CODE = 1, LONG_CODE = 2, INT_CODE = 3;
    private final byte[] kindCodes; // by field
    private final boolean allDoubles; // every field a double (then field f is at place f + 1)
    private final Object maker; // the layout's generated constructor, or null
    private final int arity; // fields when a generated constructor is there, else 0 (built through the spread handle)
    // the generated readers of the first double fields, when every field is a double (else null)
    private final ToDoubleFunction<Object> double0, double1, double2;

    PrimitiveColumn(ComponentLayout layout, int capacity) {
        this.layout = layout;
        int n = layout.fieldCount();
        offset = new int[n];
        for (int f = 0; f < n; f++) offset[f] = offset(layout, f);
        doubleStride = stride(layout, FieldKind.DOUBLE);
        floatStride = stride(layout, FieldKind.FLOAT);
        longStride = stride(layout, FieldKind.LONG);
        intStride = stride(layout, FieldKind.INT);
        doubles = new double[capacity * doubleStride];
        floats = new float[capacity * floatStride];
        longs = new long[capacity * longStride];
        ints = new int[capacity * intStride];
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
            views[f] = switch (layout.kind(f)) {
                case DOUBLE -> new DoubleColumn(doubles, doubleStride, offset[f]);
                case FLOAT -> new FloatColumn(floats, floatStride, offset[f]);
                case LONG -> new LongColumn(longs, longStride, offset[f]);
                case INT -> new IntColumn(ints, intStride, offset[f]);
            };
        }
    }

    /** Values of one kind in a row: the fields of that kind, and the owner's handle with the doubles. */
    static int stride(ComponentLayout layout, FieldKind kind) {
        int n = 0;
        for (int f = 0; f < layout.fieldCount(); f++) if (layout.kind(f) == kind) n++;
        return kind == FieldKind.DOUBLE && n > 0 ? n + 1 : n;
    }

    /** A field's place within its row in the array of its kind. */
    static int offset(ComponentLayout layout, int field) {
        FieldKind kind = layout.kind(field);
        int n = 0;
        for (int f = 0; f < field; f++) if (layout.kind(f) == kind) n++;
        return kind == FieldKind.DOUBLE ? OWNER + 1 + n : n;
    }

    @Override
    void grow(int capacity) {
        doubles = Arrays.copyOf(doubles, capacity * doubleStride);
        floats = Arrays.copyOf(floats, capacity * floatStride);
        longs = Arrays.copyOf(longs, capacity * longStride);
        ints = Arrays.copyOf(ints, capacity * intStride);
        for (int f = 0; f < views.length; f++) {
            switch (layout.kind(f)) {
                case DOUBLE -> ((DoubleColumn) views[f]).values = doubles;
                case FLOAT -> ((FloatColumn) views[f]).values = floats;
                case LONG -> ((LongColumn) views[f]).values = longs;
                case INT -> ((IntColumn) views[f]).values = ints;
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
        int o = offset[field];
        return switch (kindCodes[field]) {
            case DOUBLE_CODE -> doubles[row * doubleStride + o];
            case FLOAT_CODE -> floats[row * floatStride + o];
            case LONG_CODE -> longs[row * longStride + o];
            default -> ints[row * intStride + o];
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
        double[] a = doubles;
        int at = row * doubleStride + OWNER + 1;
        switch (views.length) {
            case 2 -> {
                a[at] = double0.applyAsDouble(value);
                a[at + 1] = double1.applyAsDouble(value);
            }
            case 3 -> {
                a[at] = double0.applyAsDouble(value);
                a[at + 1] = double1.applyAsDouble(value);
                a[at + 2] = double2.applyAsDouble(value);
            }
            default -> {
                for (int f = 0; f < views.length; f++) a[at + f] = layout.readDouble(value, f);
            }
        }
    }

    private void setMixed(int row, Object value) {
        for (int f = 0; f < views.length; f++) {
            int o = offset[f];
            switch (kindCodes[f]) {
                case DOUBLE_CODE -> doubles[row * doubleStride + o] = layout.readDouble(value, f);
                case FLOAT_CODE -> floats[row * floatStride + o] = layout.readFloat(value, f);
                case LONG_CODE -> longs[row * longStride + o] = layout.readLong(value, f);
                default -> ints[row * intStride + o] = layout.readInt(value, f);
            }
        }
    }

    @Override
    void gather(RowArrays.Gathered into) {
        if (doubleStride > 0) into.addDoubles(doubles, doubleStride);
        if (floatStride > 0) into.addFloats(floats, floatStride);
        if (longStride > 0) into.addLongs(longs, longStride);
        if (intStride > 0) into.addInts(ints, intStride);
    }

    @Override
    void move(int from, int to) {
        // a few values each: plain loops, which cost less than arraycopy's calls
        for (int i = 0; i < doubleStride; i++) doubles[to * doubleStride + i] = doubles[from * doubleStride + i];
        for (int i = 0; i < floatStride; i++) floats[to * floatStride + i] = floats[from * floatStride + i];
        for (int i = 0; i < longStride; i++) longs[to * longStride + i] = longs[from * longStride + i];
        for (int i = 0; i < intStride; i++) ints[to * intStride + i] = ints[from * intStride + i];
        clear(from);
    }

    @Override
    void clear(int row) {
        // the row is no one's any more; the stale values are overwritten when the row is used again
        if (doubleStride > 0) doubles[row * doubleStride + OWNER] = 0;
    }

    @Override
    long estimatedBytes(int capacity, int size) {
        int ownerBytes = doubleStride > 0 ? Double.BYTES : 0;
        return 16L * views.length + (long) (layout.rowBytes() + ownerBytes) * capacity;
    }

    /** The array of a field's kind as it is now (a double[], float[], long[] or int[]); replaced when the column grows. */
    Object array(int field) {
        return switch (kindCodes[field]) {
            case DOUBLE_CODE -> doubles;
            case FLOAT_CODE -> floats;
            case LONG_CODE -> longs;
            default -> ints;
        };
    }

    /** Values per row in the array of a field's kind. */
    int stride(int field) {
        return switch (kindCodes[field]) {
            case DOUBLE_CODE -> doubleStride;
            case FLOAT_CODE -> floatStride;
            case LONG_CODE -> longStride;
            default -> intStride;
        };
    }

    /** A field's place within its row. */
    int offset(int field) {
        return offset[field];
    }

    @Override
    Object view(int field) {
        return views[field];
    }
}
