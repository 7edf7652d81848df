package savelens.app.inspector;

import savelens.registry.FieldKind;

/**
 * Picks the editor for a field: by what the registry says the place holds, else by what it holds now. A
 * container is a link to its own fields; a null may become anything its place takes, except where the
 * registry says it holds a reference.
 */
final class ValueEditors {
    /** The editors there are, one per kind of value edited. */
    enum Choice { CONTAINER, REFERENCE, TEXT, NUMBER, BOOL, FLAG, LITERAL }

    private ValueEditors() {}

    static ValueEditor forRow(FieldRow row, InspectorViewModel model) {
        return switch (choose(row)) {
            case CONTAINER -> new ContainerLink(row, model);
            case REFERENCE -> new ReferenceValueEditor(row, model);
            case TEXT -> new TextValueEditor(row, model);
            case NUMBER -> new NumberValueEditor(row, model);
            case BOOL -> new BoolValueEditor(row, model);
            case FLAG -> new FlagValueEditor(row, model);
            case LITERAL -> new LiteralValueEditor(row, model);
        };
    }

    static Choice choose(FieldRow row) {
        FieldKind slot = row.slot() == FieldKind.ANY ? null : row.slot();
        if (slot == null && FlagValueEditor.isFlag(row)) return Choice.FLAG;
        return switch (row.kind()) {
            case ARRAY, OBJECT, NODE -> Choice.CONTAINER;
            case REFERENCE -> Choice.REFERENCE;
            case NULL -> slot == FieldKind.REF ? Choice.REFERENCE : Choice.LITERAL;
            case STRING -> scalar(slot != null ? slot : FieldKind.STRING);
            case NUMBER -> scalar(slot != null ? slot : FieldKind.NUMBER);
            case BOOL -> scalar(slot != null ? slot : FieldKind.BOOL);
        };
    }

    /** A scalar's editor for the kind its place holds; a scalar where an array belongs takes any literal. */
    private static Choice scalar(FieldKind kind) {
        return switch (kind) {
            case STRING -> Choice.TEXT;
            case NUMBER -> Choice.NUMBER;
            case BOOL -> Choice.BOOL;
            case REF -> Choice.REFERENCE;
            case ARRAY, ANY -> Choice.LITERAL;
        };
    }
}
