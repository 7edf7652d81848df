package savelens.ecs;

/** A component type with one value of it; see {@link ComponentType#with}. */
public record ComponentValue<T>(ComponentType<T> type, T value) {
    public ComponentValue {
        value = type.cast(value);
    }
}
