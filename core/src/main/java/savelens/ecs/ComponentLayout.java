package savelens.ecs;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * How a record component is taken apart into primitive columns and put together again: its fields in
 * declaration order, each with its {@link FieldKind}, an accessor that reads it without boxing and the
 * canonical constructor. Only records whose fields are all double, float, long or int get a layout
 * (a tag, with no fields, has an empty one); other components stay one object per value.
 */
final class ComponentLayout {
    private final List<String> names;
    private final FieldKind[] kinds;
    // per field: a ToDoubleFunction (double and float fields), ToLongFunction or ToIntFunction on the record;
    // small generated classes rather than method handles, because a handle kept in an array is not
    // inlined and costs more than the write it serves
    private final Object[] readers;
    private final MethodHandle constructor; // (Object[]) -> Object
    // the canonical constructor as a generated RecordMakers.OfN, or null past RecordMakers.MAX_ARITY
    private final Object maker;

    private ComponentLayout(List<String> names, FieldKind[] kinds, Object[] readers, MethodHandle constructor, Object maker) {
        this.names = names;
        this.kinds = kinds;
        this.readers = readers;
        this.constructor = constructor;
        this.maker = maker;
    }

    /** The layout of a record of primitive fields, or null when the class must be stored as objects. */
    static ComponentLayout of(Class<?> type) {
        if (!type.isRecord()) return null;
        RecordComponent[] rcs = type.getRecordComponents();
        List<String> names = new ArrayList<>();
        FieldKind[] kinds = new FieldKind[rcs.length];
        Class<?>[] params = new Class<?>[rcs.length];
        for (int i = 0; i < rcs.length; i++) {
            kinds[i] = FieldKind.of(rcs[i].getType());
            if (kinds[i] == null) return null;
            names.add(rcs[i].getName());
            params[i] = rcs[i].getType();
        }
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
            Object[] readers = new Object[rcs.length];
            for (int i = 0; i < rcs.length; i++) readers[i] = reader(lookup, type, kinds[i], lookup.unreflect(rcs[i].getAccessor()));
            Constructor<?> ctor = type.getDeclaredConstructor(params);
            MethodHandle construct = lookup.unreflectConstructor(ctor)
                    .asType(MethodType.methodType(Object.class, params))
                    .asSpreader(Object[].class, params.length);
            return new ComponentLayout(Collections.unmodifiableList(names), kinds, readers, construct, maker(lookup, type, params));
        } catch (ReflectiveOperationException | IllegalArgumentException | SecurityException e) {
            return null; // not open to SaveLens: keep it as objects, which needs no access to its parts
        }
    }

    /**
     * A generated reader of one field. Where the class does not allow it (the same access as the handle
     * itself needs, so in practice never) the component is stored as objects, as {@link #of} says.
     */
    private static Object reader(MethodHandles.Lookup lookup, Class<?> type, FieldKind kind, MethodHandle accessor) {
        Class<?> face = switch (kind) {
            case DOUBLE, FLOAT -> ToDoubleFunction.class;
            case LONG -> ToLongFunction.class;
            case INT -> ToIntFunction.class;
        };
        String method = switch (kind) {
            case DOUBLE, FLOAT -> "applyAsDouble";
            case LONG -> "applyAsLong";
            case INT -> "applyAsInt";
        };
        Class<?> result = face == ToDoubleFunction.class ? double.class : kind.javaType(); // a float widens exactly
        try {
            return LambdaMetafactory.metafactory(lookup, method, MethodType.methodType(face),
                    MethodType.methodType(result, Object.class), accessor, MethodType.methodType(result, type))
                    .getTarget().invoke();
        } catch (Error e) {
            throw e;
        } catch (Throwable refused) {
            throw new IllegalArgumentException("no generated reader for " + type.getName(), refused);
        }
    }

    /**
     * The constructor as a generated {@link RecordMakers} interface taking the fields boxed, or null for a
     * record with no fields or more than {@link RecordMakers#MAX_ARITY}.
     */
    private static Object maker(MethodHandles.Lookup lookup, Class<?> type, Class<?>[] params) throws ReflectiveOperationException {
        Class<?> face = RecordMakers.interfaceFor(params.length);
        if (face == null) return null;
        Class<?>[] objects = new Class<?>[params.length];
        Class<?>[] boxes = new Class<?>[params.length];
        for (int i = 0; i < params.length; i++) {
            objects[i] = Object.class;
            boxes[i] = MethodType.methodType(params[i]).wrap().returnType();
        }
        MethodHandle ctor = lookup.findConstructor(type, MethodType.methodType(void.class, params));
        try {
            return LambdaMetafactory.metafactory(lookup, "make", MethodType.methodType(face),
                    MethodType.methodType(Object.class, objects), ctor, MethodType.methodType(type, boxes))
                    .getTarget().invoke();
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable refused) {
            return null; // e.g. a class loader that cannot see RecordMakers: records are built through the spread handle
        }
    }

    /** The generated constructor ({@link RecordMakers}.OfN for N = {@link #fieldCount()}), or null. */
    Object maker() {
        return maker;
    }

    int fieldCount() {
        return kinds.length;
    }

    FieldKind kind(int field) {
        return kinds[field];
    }

    String name(int field) {
        return names.get(field);
    }

    List<String> names() {
        return names;
    }

    /** The field's position, or -1. */
    int fieldOf(String name) {
        return names.indexOf(name);
    }

    /** Bytes one row of this component takes across its columns. */
    int rowBytes() {
        int b = 0;
        for (FieldKind k : kinds) b += k.bytes();
        return b;
    }

    /** A field's generated reader: a ToDoubleFunction (double and float fields), ToLongFunction or ToIntFunction. */
    Object reader(int field) {
        return readers[field];
    }

    /** The generated reader of a double field, for a caller that keeps its own call to it. */
    @SuppressWarnings("unchecked")
    ToDoubleFunction<Object> doubleReader(int field) {
        return (ToDoubleFunction<Object>) readers[field];
    }

    @SuppressWarnings("unchecked")
    double readDouble(Object value, int field) {
        return ((ToDoubleFunction<Object>) readers[field]).applyAsDouble(value);
    }

    @SuppressWarnings("unchecked")
    float readFloat(Object value, int field) {
        return (float) ((ToDoubleFunction<Object>) readers[field]).applyAsDouble(value);
    }

    @SuppressWarnings("unchecked")
    long readLong(Object value, int field) {
        return ((ToLongFunction<Object>) readers[field]).applyAsLong(value);
    }

    @SuppressWarnings("unchecked")
    int readInt(Object value, int field) {
        return ((ToIntFunction<Object>) readers[field]).applyAsInt(value);
    }

    /** A new record from its field values (boxed, in declaration order). */
    Object construct(Object[] fields) {
        try {
            return constructor.invokeExact(fields);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) return r;
        if (t instanceof Error e) throw e;
        return new IllegalStateException(t);
    }
}
