package savelens.app.inspector;

import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import savelens.json.JsonText;

/** A string field: edited as plain text, written back quoted and escaped. */
final class TextValueEditor extends ValueEditor {
    private final TextField field = new TextField();

    TextValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        commitOnEnterOrLeave(field, this::commitIfChanged);
    }

    private void commitIfChanged() {
        if (!field.getText().equals(row.text())) commit(JsonText.quote(field.getText()));
    }

    @Override Control control() { return field; }
}
