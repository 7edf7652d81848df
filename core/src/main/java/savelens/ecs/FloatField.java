package savelens.ecs;

/**
 * One float field of a component, resolved once by name ({@link ComponentType#floatField}) and then used to
 * reach that field's column in a table or an entity's value without boxing.
 */
public record FloatField(ComponentType<?> component, int field, String name) {
    @Override
    public String toString() {
        return component.name() + "." + name;
    }
}
