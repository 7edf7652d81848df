package savelens.app.save;

import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import savelens.app.document.DocumentUndoKeys;
import savelens.gamesave.SaveValue;

/**
 * A text field for one value of the save: shows it as written, commits on Enter or when the focus leaves, and
 * only when the user changed the text (passing through writes nothing); taking the focus selects the value in the
 * tree. A refused edit keeps the text and marks the field {@code :invalid} with the reason as its tooltip.
 * Ctrl+Z and Ctrl+Shift+Z undo and redo the document's edits ({@link DocumentUndoKeys}).
 */
final class SaveValueField {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final TextField field = new TextField();
    private final ObservableValue<SaveValue> value;
    private final SaveViewModel model;
    private String shown = "";

    SaveValueField(String id, ObservableValue<SaveValue> value, SaveViewModel model) {
        this.value = value;
        this.model = model;
        field.setId(id);
        field.getStyleClass().add("save-value");
        field.setPrefColumnCount(9);
        field.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // a number is short: no field as wide as the tab
        show(value.getValue());
        value.addListener((o, was, now) -> show(now));
        field.setOnAction(e -> commit());
        DocumentUndoKeys.install(field, model.document(), () -> !field.getText().equals(shown), () -> {
            show(value.getValue());
            field.selectAll();
        });
        field.focusedProperty().addListener((o, was, now) -> {
            if (now) model.select(value.getValue());
            else commit();
        });
    }

    TextField view() { return field; }

    /** Whether this field shows the value at a path. */
    boolean holds(savelens.path.DocumentPath path) {
        SaveValue v = value.getValue();
        return v != null && (path.equals(v.path()) || path.equals(v.slot()));
    }

    private void show(SaveValue v) {
        shown = v == null ? "" : v.shown();
        field.setText(shown);
        field.setEditable(v != null && v.isStored());
        field.pseudoClassStateChanged(INVALID, false);
        field.setTooltip(v == null || v.path() == null ? null : new Tooltip(v.path().toString()));
    }

    private void commit() {
        String text = field.getText();
        if (text.equals(shown)) return;
        String refused = model.edit(value.getValue(), text);
        if (refused == null) {
            shown = text;
            field.pseudoClassStateChanged(INVALID, false);
            return;
        }
        field.pseudoClassStateChanged(INVALID, true);
        field.setTooltip(new Tooltip(refused));
    }
}
