package savelens.ecs;

/** The errors of {@link ComponentAccess}, built here so that its per-type copies hold no message code. */
final class AccessErrors {
    private AccessErrors() {}

    static IllegalArgumentException absent(Table table, ComponentType<?> type) {
        return new IllegalArgumentException("table " + table.id() + " has no " + type.name());
    }

    static NullPointerException missing(ComponentType<?> type) {
        return new NullPointerException(type.name() + " value is null");
    }

    static IllegalArgumentException wrongType(ComponentType<?> type, Object value) {
        return new IllegalArgumentException(type.name() + " expects " + type.type().getName() + ", got " + value.getClass().getName());
    }
}
