package savelens.ecs;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How a record component is taken apart into primitive columns and put together again: its fields in
 * declaration order, each with its {@link FieldKind}, an accessor that reads it without boxing and the
 * canonical constructor. Only records whose fields are all double, float, long or int get a layout
 * (a tag, with no fields, has an empty one); other components stay one object per value.
 */
final class ComponentLayout {
    private final List<String> names;
    private final FieldKind[] kinds;
    private final MethodHandle[] readers; // (Object) -> primitive of the field's kind
    private final MethodHandle constructor; // (Object[]) -> Object

    private ComponentLayout(List<String> names, FieldKind[] kinds, MethodHandle[] readers, MethodHandle constructor) {
        this.names = names;
        this.kinds = kinds;
        this.readers = readers;
        this.constructor = constructor;
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
            MethodHandle[] readers = new MethodHandle[rcs.length];
            for (int i = 0; i < rcs.length; i++) {
                readers[i] = lookup.unreflect(rcs[i].getAccessor())
                        .asType(MethodType.methodType(kinds[i].javaType(), Object.class));
            }
            Constructor<?> ctor = type.getDeclaredConstructor(params);
            MethodHandle construct = lookup.unreflectConstructor(ctor)
                    .asType(MethodType.methodType(Object.class, params))
                    .asSpreader(Object[].class, params.length);
            return new ComponentLayout(Collections.unmodifiableList(names), kinds, readers, construct);
        } catch (ReflectiveOperationException | IllegalArgumentException | SecurityException e) {
            return null; // not open to SaveLens: keep it as objects, which needs no access to its parts
        }
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

    double readDouble(Object value, int field) {
        try {
            return (double) readers[field].invokeExact(value);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    float readFloat(Object value, int field) {
        try {
            return (float) readers[field].invokeExact(value);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long readLong(Object value, int field) {
        try {
            return (long) readers[field].invokeExact(value);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    int readInt(Object value, int field) {
        try {
            return (int) readers[field].invokeExact(value);
        } catch (Throwable t) {
            throw rethrow(t);
        }
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
