package savelens.ecs;

/** The primitive field types a component column can store unboxed, each in an array of its own type. */
public enum FieldKind {
    DOUBLE(double.class, 8),
    FLOAT(float.class, 4),
    LONG(long.class, 8),
    INT(int.class, 4);

    private final Class<?> javaType;
    private final int bytes;

    FieldKind(Class<?> javaType, int bytes) {
        this.javaType = javaType;
        this.bytes = bytes;
    }

    /** The kind storing a field of this Java type, or null when the type is not stored unboxed. */
    static FieldKind of(Class<?> type) {
        for (FieldKind k : values()) if (k.javaType == type) return k;
        return null;
    }

    public Class<?> javaType() {
        return javaType;
    }

    /** Bytes one value takes in its array. */
    public int bytes() {
        return bytes;
    }
}
