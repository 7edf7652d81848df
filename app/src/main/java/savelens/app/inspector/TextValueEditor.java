package savelens.app.inspector;

import javafx.scene.control.Control;
import javafx.scene.control.TextField;

/**
 * A string field: shown as {@link savelens.json.VisibleText} shows it (escaped when it holds a backslash or a
 * character that would not show) and read back the same way, so that what it shows can be typed back.
 */
final class TextValueEditor extends ValueEditor {
    private final TextField field = new TextField();

    TextValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        commitOnEnterOrLeave(field, text -> model.commitText(this.row, text));
    }

    @Override void showValue() { showText(field, row.text()); }

    @Override Control control() { return field; }
}
