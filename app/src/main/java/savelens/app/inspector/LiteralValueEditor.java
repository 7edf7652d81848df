package savelens.app.inspector;

import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import savelens.document.NewValue;
import savelens.document.ValueSyntaxException;

/** A null field, which may become anything its place takes: a JSON literal or {@code #ID} as typed. */
final class LiteralValueEditor extends ValueEditor {
    private final TextField field = new TextField();

    LiteralValueEditor(FieldRow row, InspectorViewModel model) {
        super(row, model);
        field.setText(row.text());
        field.setPromptText("42, \"text\", true, null or #ID");
        commitOnEnter(field, this::commitLiteral);
    }

    private String commitLiteral(String text) {
        if (text.trim().equals(row.text())) return null;
        try {
            return model.commit(row, NewValue.parse(text));
        } catch (ValueSyntaxException e) {
            return e.getMessage();
        }
    }

    @Override void showValue() { showText(field, row.text()); }

    @Override Control control() { return field; }
}
