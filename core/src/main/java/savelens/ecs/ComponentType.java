package savelens.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * A registered component: a name (as it appears in the live protocol and in saved worlds), a Java class,
 * a small id used for sets and column lookup, and a codec to and from JSON. Obtain from
 * {@link ComponentRegistry#register}.
 */
public final class ComponentType<T> {
    private final int id;
    private final String name;
    private final Class<T> type;
    private final ComponentCodec<T> codec;
    private final boolean tag;
    private final int instanceBytes;
    private final ComponentLayout layout;
    private final boolean sparse;
    private final int firstFieldKey;
    private final ComponentAccess<T> access;
    private final MethodHandle viewMaker; // this type's own copy of the record view code, or null

    ComponentType(int id, String name, Class<T> type, ComponentCodec<T> codec, boolean sparse, int firstFieldKey) {
        this.id = id;
        this.firstFieldKey = firstFieldKey;
        this.sparse = sparse;
        this.name = name;
        this.type = type;
        this.codec = codec;
        int fieldBytes = 0;
        boolean anyField = false;
        for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                anyField = true;
                fieldBytes += fieldBytes(f.getType());
            }
        }
        this.tag = !anyField;
        // object header (12 with compressed class pointers) + fields, padded to 8: an estimate, not a measurement
        this.instanceBytes = (12 + fieldBytes + 7) & ~7;
        this.layout = ComponentLayout.of(type);
        this.access = ComponentAccessClasses.of(this);
        this.viewMaker = ComponentAccessClasses.viewMaker();
    }

    private static int fieldBytes(Class<?> t) {
        if (t == long.class || t == double.class) return 8;
        if (t == int.class || t == float.class) return 4;
        if (t == short.class || t == char.class) return 2;
        if (t == byte.class || t == boolean.class) return 1;
        return 4; // compressed reference
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public Class<T> type() {
        return type;
    }

    /**
     * Whether the archetype world keeps this component in a sparse set beside its tables instead of in
     * them (see {@link ComponentRegistry#registerSparse}); a table's component set never holds it.
     */
    public boolean isSparse() {
        return sparse;
    }

    /** A component with no data, present or absent only (e.g. {@code Frozen}); written as {@code {}}. */
    public boolean isTag() {
        return tag;
    }

    /** Estimated heap bytes of one value object (not counting the column slot referring to it). */
    public int estimatedInstanceBytes() {
        return instanceBytes;
    }

    /** Whether values are kept as primitive columns (a record of double, float, long and int fields). */
    public boolean isPrimitive() {
        return layout != null;
    }

    /**
     * This type's reads and writes of whole values, in code of its own: a system that moves records through
     * it allocates none it drops at once (see {@link ComponentAccess}).
     */
    public ComponentAccess<T> access() {
        return access;
    }

    /** A view of this type's column in a table, in this type's own view code ({@link Table#records}). */
    RecordView<T> viewOf(Table table, Column column) {
        return ComponentAccessClasses.view(viewMaker, table, access, column);
    }

    /** Primitive fields, 0 for a component kept as objects. */
    int fieldCount() {
        return layout == null ? 0 : layout.fieldCount();
    }

    /**
     * A primitive field's number among every field of its registry, so a table finds the field's array in one
     * array read rather than through the component's column.
     */
    int fieldKey(int field) {
        return firstFieldKey + field;
    }

    ComponentLayout layout() {
        return layout;
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
        if (layout == null) throw new IllegalArgumentException(name + " is not stored in primitive columns");
        int f = layout.fieldOf(field);
        if (f < 0) throw new IllegalArgumentException(name + " has no field " + field + " (it has " + layout.names() + ")");
        if (layout.kind(f) != kind) {
            throw new IllegalArgumentException(name + "." + field + " is a " + layout.kind(f).javaType() + ", not a " + kind.javaType());
        }
        return f;
    }

    public T cast(Object value) {
        if (value == null) throw new NullPointerException(name + " value is null"); // no message lambda: put is hot
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException(name + " expects " + type.getName() + ", got " + value.getClass().getName());
        }
        return type.cast(value);
    }

    public JsonNode toJson(Object value) {
        return codec.toJson(cast(value));
    }

    /** @throws IllegalArgumentException when the JSON is not a valid value */
    public T fromJson(JsonNode json) {
        return codec.fromJson(json);
    }

    /** Pairs this type with a value, for {@link World#spawn(ComponentValue...)}. */
    public ComponentValue<T> with(T value) {
        return new ComponentValue<>(this, cast(value));
    }

    @Override
    public String toString() {
        return name;
    }
}
