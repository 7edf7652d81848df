package savelens.app.inspector;

import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import savelens.document.NewValue;

/** A boolean field: a check box that writes {@code true} or {@code false} at once. */
final class BoolValueEditor extends ValueEditor {
    private final CheckBox box = new CheckBox();

    BoolValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        showValue();
        box.setOnAction(e -> commit(NewValue.bool(box.isSelected())));
    }

    @Override void showValue() { box.setSelected("true".equals(row.text())); }

    @Override Control control() { return box; }
}
