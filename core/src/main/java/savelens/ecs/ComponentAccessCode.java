package savelens.ecs;

import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The code of {@link ComponentAccess}, defined once more as a hidden class for each component type by
 * {@link ComponentAccessClasses}. A copy's calls (the record's generated constructor, each field's generated
 * reader, each field's kind switch) are profiled by the JIT apart from every other copy's, so each sees one
 * record type and is inlined as a direct call; one shared copy would see them all and merge the records it
 * builds, which JDK 17's JIT then allocates. The first four fields have calls of their own; wider records
 * go through their column's shared code. Nothing here names this class (a copy could not resolve it).
 */
final class ComponentAccessCode<T> extends ComponentAccess<T> {
    private static final byte DOUBLE = 0, FLOAT = 1, LONG = 2, INT = 3;

    private final int id;
    private final boolean sparse; // kept beside the tables, read through the world
    private final Class<T> valueClass;
    private final boolean primitive; // kept in primitive columns (a record of primitive fields)
    private final int fields; // fields written through the calls below, 0 when there are more than four
    private final int arity; // fields read through the generated constructor, 0 when there is none or more than four
    private final Object maker;
    private final byte k0, k1, k2, k3; // each field's kind
    private final int s0, s1, s2, s3; // each field's array among those of its kind
    private final Object r0, r1, r2, r3; // each field's generated reader
    // set once, as the type is made; read for errors, for type() and for worlds read through their own code only
    private volatile ComponentType<T> type;

    ComponentAccessCode(int id, boolean sparse, Class<T> valueClass, ComponentLayout layout) {
        this.id = id;
        this.sparse = sparse;
        this.valueClass = valueClass;
        this.primitive = layout != null;
        int n = layout == null ? 0 : layout.fieldCount();
        this.fields = n <= 4 ? n : 0;
        this.maker = layout == null ? null : layout.maker();
        this.arity = maker != null && n <= 4 ? n : 0;
        byte[] k = new byte[4];
        int[] s = new int[4];
        Object[] r = new Object[4];
        int[] counts = new int[4];
        for (int f = 0; f < n; f++) {
            byte code = code(layout.kind(f));
            int slot = counts[code]++;
            if (f < 4) {
                k[f] = code;
                s[f] = slot;
                r[f] = layout.reader(f);
            }
        }
        k0 = k[0]; k1 = k[1]; k2 = k[2]; k3 = k[3];
        s0 = s[0]; s1 = s[1]; s2 = s[2]; s3 = s[3];
        r0 = r[0]; r1 = r[1]; r2 = r[2]; r3 = r[3];
    }

    @Override
    void bind(ComponentType<T> type) {
        if (this.type != null) throw new IllegalStateException("already bound to " + this.type);
        this.type = type;
    }

    private static byte code(FieldKind kind) {
        return switch (kind.ordinal()) { // the ordinal, not the enum: a switch on an enum names a helper class
            case 0 -> DOUBLE;
            case 1 -> FLOAT;
            case 2 -> LONG;
            default -> INT;
        };
    }

    @Override
    public ComponentType<T> type() {
        return type;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(Table table, int row) {
        table.checkRow(row);
        int c = table.columnOfId(id);
        return c < 0 ? null : (T) read(table.column(c), row);
    }

    @Override
    public void set(Table table, int row, T value) {
        table.checkRow(row);
        int c = table.columnOfId(id);
        if (c < 0) throw AccessErrors.absent(table, type);
        write(table.column(c), row, checked(value));
        table.markChanged();
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(World world, long entity) {
        if (!(world instanceof ArchetypeWorld w) || sparse) return world.get(entity, type);
        long at = w.locate(entity);
        if (at < 0) return null;
        Table t = w.tableAt(EntitySlots.tableOfLocation(at));
        int c = t.columnOfId(id);
        return c < 0 ? null : (T) read(t.column(c), EntitySlots.rowOfLocation(at));
    }

    /** The value itself: a record is final, so its class is compared, which a record never made costs nothing. */
    @Override
    Object checked(Object value) {
        if (value == null) throw AccessErrors.missing(type);
        if (primitive ? value.getClass() != valueClass : !valueClass.isInstance(value)) throw AccessErrors.wrongType(type, value);
        return value;
    }

    @Override
    Object read(Column column, int row) {
        if (!primitive) return column.get(row);
        PrimitiveColumn c = (PrimitiveColumn) column;
        return switch (arity) {
            case 1 -> ((RecordMakers.Of1) maker).make(box0(c, row));
            case 2 -> ((RecordMakers.Of2) maker).make(box0(c, row), box1(c, row));
            case 3 -> ((RecordMakers.Of3) maker).make(box0(c, row), box1(c, row), box2(c, row));
            case 4 -> ((RecordMakers.Of4) maker).make(box0(c, row), box1(c, row), box2(c, row), box3(c, row));
            default -> c.get(row);
        };
    }

    @Override
    void write(Column column, int row, Object value) {
        if (!primitive || fields == 0) {
            column.set(row, value);
            return;
        }
        PrimitiveColumn c = (PrimitiveColumn) column;
        put0(c, row, value);
        if (fields > 1) put1(c, row, value);
        if (fields > 2) put2(c, row, value);
        if (fields > 3) put3(c, row, value);
    }

    // One method per field place, each with its own kind switch and reader call, so each is profiled apart.

    private Object box0(PrimitiveColumn c, int row) {
        return switch (k0) {
            case DOUBLE -> c.doubles[s0][row];
            case FLOAT -> c.floats[s0][row];
            case LONG -> c.longs[s0][row];
            default -> c.ints[s0][row];
        };
    }

    private Object box1(PrimitiveColumn c, int row) {
        return switch (k1) {
            case DOUBLE -> c.doubles[s1][row];
            case FLOAT -> c.floats[s1][row];
            case LONG -> c.longs[s1][row];
            default -> c.ints[s1][row];
        };
    }

    private Object box2(PrimitiveColumn c, int row) {
        return switch (k2) {
            case DOUBLE -> c.doubles[s2][row];
            case FLOAT -> c.floats[s2][row];
            case LONG -> c.longs[s2][row];
            default -> c.ints[s2][row];
        };
    }

    private Object box3(PrimitiveColumn c, int row) {
        return switch (k3) {
            case DOUBLE -> c.doubles[s3][row];
            case FLOAT -> c.floats[s3][row];
            case LONG -> c.longs[s3][row];
            default -> c.ints[s3][row];
        };
    }

    @SuppressWarnings("unchecked")
    private void put0(PrimitiveColumn c, int row, Object v) {
        switch (k0) {
            case DOUBLE -> c.doubles[s0][row] = ((ToDoubleFunction<Object>) r0).applyAsDouble(v);
            case FLOAT -> c.floats[s0][row] = (float) ((ToDoubleFunction<Object>) r0).applyAsDouble(v);
            case LONG -> c.longs[s0][row] = ((ToLongFunction<Object>) r0).applyAsLong(v);
            default -> c.ints[s0][row] = ((ToIntFunction<Object>) r0).applyAsInt(v);
        }
    }

    @SuppressWarnings("unchecked")
    private void put1(PrimitiveColumn c, int row, Object v) {
        switch (k1) {
            case DOUBLE -> c.doubles[s1][row] = ((ToDoubleFunction<Object>) r1).applyAsDouble(v);
            case FLOAT -> c.floats[s1][row] = (float) ((ToDoubleFunction<Object>) r1).applyAsDouble(v);
            case LONG -> c.longs[s1][row] = ((ToLongFunction<Object>) r1).applyAsLong(v);
            default -> c.ints[s1][row] = ((ToIntFunction<Object>) r1).applyAsInt(v);
        }
    }

    @SuppressWarnings("unchecked")
    private void put2(PrimitiveColumn c, int row, Object v) {
        switch (k2) {
            case DOUBLE -> c.doubles[s2][row] = ((ToDoubleFunction<Object>) r2).applyAsDouble(v);
            case FLOAT -> c.floats[s2][row] = (float) ((ToDoubleFunction<Object>) r2).applyAsDouble(v);
            case LONG -> c.longs[s2][row] = ((ToLongFunction<Object>) r2).applyAsLong(v);
            default -> c.ints[s2][row] = ((ToIntFunction<Object>) r2).applyAsInt(v);
        }
    }

    @SuppressWarnings("unchecked")
    private void put3(PrimitiveColumn c, int row, Object v) {
        switch (k3) {
            case DOUBLE -> c.doubles[s3][row] = ((ToDoubleFunction<Object>) r3).applyAsDouble(v);
            case FLOAT -> c.floats[s3][row] = (float) ((ToDoubleFunction<Object>) r3).applyAsDouble(v);
            case LONG -> c.longs[s3][row] = ((ToLongFunction<Object>) r3).applyAsLong(v);
            default -> c.ints[s3][row] = ((ToIntFunction<Object>) r3).applyAsInt(v);
        }
    }
}
