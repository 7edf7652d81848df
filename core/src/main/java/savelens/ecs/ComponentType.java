package savelens.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * A registered component: a name (as it appears in the live protocol and in saved worlds), a Java class,
 * a small id used for sets and column lookup, and a codec to and from JSON. Obtain from
 * {@link ComponentRegistry#register}; {@code details} is what the registry works out about the type, for this
 * package alone (no code outside it can name or make one). Two types are equal only when they are the same.
 *
 * <p>A record, because the JIT trusts a record's fields not to change: where a type is a constant (held in a
 * static final, or in a record held in one), {@link Table#get}, {@link Table#set} and {@link World#get} go
 * straight to the type's own {@link #access()} code, which is inlined as a system's own call to it would be, so
 * a record read, used and dropped, or made only to be written, is never allocated. With a type held anywhere else
 * those calls are shared by every type and allocate the records they read.
 */
public record ComponentType<T>(int id, String name, Class<T> type, Details<T> details) {
    /** What a registry works out about a type when it registers it. */
    record Details<T>(ComponentCodec<T> codec, boolean sparse, int firstFieldKey, boolean tag, int instanceBytes,
            ComponentLayout layout, ComponentAccess<T> access, MethodHandle viewMaker) {}

    /** Made only through a registry, which hands over the details it worked out for this type alone. */
    public ComponentType {
        if (details == null || details.access().type() != null) { // another type's details are bound to it already
            throw new IllegalArgumentException("component types are made by a ComponentRegistry");
        }
    }

    static <T> ComponentType<T> of(int id, String name, Class<T> type, ComponentCodec<T> codec, boolean sparse, int firstFieldKey) {
        int fieldBytes = 0;
        boolean anyField = false;
        for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                anyField = true;
                fieldBytes += fieldBytes(f.getType());
            }
        }
        // object header (12 with compressed class pointers) + fields, padded to 8: an estimate, not a measurement
        int instanceBytes = (12 + fieldBytes + 7) & ~7;
        ComponentLayout layout = ComponentLayout.of(type);
        ComponentAccess<T> access = ComponentAccessClasses.of(id, sparse, type, layout);
        Details<T> details = new Details<>(codec, sparse, firstFieldKey, !anyField, instanceBytes, layout, access,
                ComponentAccessClasses.viewMaker());
        ComponentType<T> made = new ComponentType<>(id, name, type, details);
        access.bind(made);
        return made;
    }

    private static int fieldBytes(Class<?> t) {
        if (t == long.class || t == double.class) return 8;
        if (t == int.class || t == float.class) return 4;
        if (t == short.class || t == char.class) return 2;
        if (t == byte.class || t == boolean.class) return 1;
        return 4; // compressed reference
    }

    /**
     * Whether the archetype world keeps this component in a sparse set beside its tables instead of in
     * them (see {@link ComponentRegistry#registerSparse}); a table's component set never holds it.
     */
    public boolean isSparse() {
        return details.sparse();
    }

    /** A component with no data, present or absent only (e.g. {@code Frozen}); written as {@code {}}. */
    public boolean isTag() {
        return details.tag();
    }

    /** Estimated heap bytes of one value object (not counting the column slot referring to it). */
    public int estimatedInstanceBytes() {
        return details.instanceBytes();
    }

    /** Whether values are kept as primitive columns (a record of double, float, long and int fields). */
    public boolean isPrimitive() {
        return details.layout() != null;
    }

    /**
     * This type's reads and writes of whole values, in code of its own: a system that moves records through
     * it allocates none it drops at once (see {@link ComponentAccess}).
     */
    public ComponentAccess<T> access() {
        return details.access();
    }

    /** A view of this type's column in a table, in this type's own view code ({@link Table#records}). */
    RecordView<T> viewOf(Table table, Column column) {
        return ComponentAccessClasses.view(details.viewMaker(), table, details.access(), column);
    }

    /** Primitive fields, 0 for a component kept as objects. */
    int fieldCount() {
        ComponentLayout layout = details.layout();
        return layout == null ? 0 : layout.fieldCount();
    }

    /**
     * A primitive field's number among every field of its registry, so a table finds the field's array in one
     * array read rather than through the component's column.
     */
    int fieldKey(int field) {
        return details.firstFieldKey() + field;
    }

    ComponentLayout layout() {
        return details.layout();
    }

    /** The double field of that name, for column access without boxing. */
    public DoubleField doubleField(String field) {
        return new DoubleField(this, fieldIndex(field, FieldKind.DOUBLE), field);
    }

    public FloatField floatField(String field) {
        return new FloatField(this, fieldIndex(field, FieldKind.FLOAT), field);
    }

    public LongField longField(String field) {
        return new LongField(this, fieldIndex(field, FieldKind.LONG), field);
    }

    public IntField intField(String field) {
        return new IntField(this, fieldIndex(field, FieldKind.INT), field);
    }

    private int fieldIndex(String field, FieldKind kind) {
        ComponentLayout layout = details.layout();
        if (layout == null) throw new IllegalArgumentException(name + " is not stored in primitive columns");
        int f = layout.fieldOf(field);
        if (f < 0) throw new IllegalArgumentException(name + " has no field " + field + " (it has " + layout.names() + ")");
        if (layout.kind(f) != kind) {
            throw new IllegalArgumentException(name + "." + field + " is a " + layout.kind(f).javaType() + ", not a " + kind.javaType());
        }
        return f;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object value) {
        if (value == null) throw new NullPointerException(name + " value is null"); // no message lambda: put is hot
        if (value.getClass() == type) return (T) value; // a record's class is final: one compare, no subtype walk
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException(name + " expects " + type.getName() + ", got " + value.getClass().getName());
        }
        return type.cast(value);
    }

    public JsonNode toJson(Object value) {
        return details.codec().toJson(cast(value));
    }

    /** @throws IllegalArgumentException when the JSON is not a valid value */
    public T fromJson(JsonNode json) {
        return details.codec().fromJson(json);
    }

    /** Pairs this type with a value, for {@link World#spawn(ComponentValue...)}. */
    public ComponentValue<T> with(T value) {
        return new ComponentValue<>(this, cast(value));
    }

    /** The same type, not one of the same name and class (a type of another registry is another type). */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return name;
    }
}
