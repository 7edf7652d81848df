package savelens.app.structure;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextArea;
import javafx.stage.Window;

/** Edit ▸ Add Node…: a type (the registry's, or any typed) and optional fields as one JSON object. */
public final class AddNodeDialog {
    private final FormDialog form;
    private final ComboBox<String> type = new ComboBox<>();

    public AddNodeDialog(AddNodeViewModel model, Window owner) {
        type.setId("addNodeType");
        type.setEditable(true);
        type.setItems(model.types());
        type.setMaxWidth(Double.MAX_VALUE);
        type.setValue(model.typeProperty().get());
        // An editable combo box commits typed text only on Enter or a pick; the model hears both and every keystroke.
        type.valueProperty().addListener((o, was, now) -> model.typeProperty().set(now));
        type.getEditor().textProperty().addListener((o, was, now) -> model.typeProperty().set(now));
        TextArea fields = new TextArea();
        fields.setId("addNodeFields");
        fields.setPrefRowCount(4);
        fields.setPromptText("{\"name\":\"lamp\",\"parent\":{\"$ref\":\"#1\"}}");
        fields.textProperty().bindBidirectional(model.fieldsProperty());
        form = new FormDialog(owner, "addNodeDialog", "Add Node", new ReadOnlyStringWrapper("Add a node with the next free id"))
                .row("Type", type)
                .row("Fields", fields)
                .note("Optional: one JSON object; a reference is written {\"$ref\":\"#ID\"}")
                .submitting("addNodeError", model.errorProperty(), model.submittable(), model::submit);
    }

    public void show() { form.show(type); }
}
