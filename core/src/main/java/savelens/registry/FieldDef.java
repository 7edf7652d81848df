package savelens.registry;

/** One field of a registered type; {@code type} names the target type of a reference field, or is null. */
public record FieldDef(String name, FieldKind kind, String type) {}
