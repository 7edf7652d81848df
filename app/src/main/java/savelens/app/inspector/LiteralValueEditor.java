package savelens.app.inspector;

import javafx.scene.control.Control;
import javafx.scene.control.TextField;

/** A null field, which may become anything: takes a JSON literal or {@code #ID} as typed. */
final class LiteralValueEditor extends ValueEditor {
    private final TextField field = new TextField();

    LiteralValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        field.setPromptText("42, \"text\", true, null or #ID");
        commitOnEnter(field, text -> text.trim().equals(row.text()) ? null : model.commit(row, text.trim()));
    }

    @Override Control control() { return field; }
}
