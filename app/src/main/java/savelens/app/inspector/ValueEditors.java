package savelens.app.inspector;

/** Picks the editor for a field by what it holds. */
final class ValueEditors {
    private ValueEditors() {}

    static ValueEditor forRow(FieldRow row, InspectorViewModel model) {
        return switch (row.kind()) {
            case STRING -> new TextValueEditor(row, model);
            case NUMBER -> new NumberValueEditor(row, model);
            case BOOL -> new BoolValueEditor(row, model);
            case REFERENCE -> new ReferenceValueEditor(row, model);
            case NULL -> row.registryKind().startsWith("ref") ? new ReferenceValueEditor(row, model) : new LiteralValueEditor(row, model);
            case ARRAY, OBJECT, NODE -> new ContainerLink(row, model);
        };
    }
}
