package savelens.ecs;

/**
 * One int field of a component, resolved once by name ({@link ComponentType#intField}) and then used to
 * reach that field's column in a table or an entity's value without boxing.
 */
public record IntField(ComponentType<?> component, int field, String name) {
    @Override
    public String toString() {
        return component.name() + "." + name;
    }
}
