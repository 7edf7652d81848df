package savelens.app.structure;

import javafx.scene.control.TextField;
import javafx.stage.Window;

/** Edit ▸ Add Field…: the new field's name and value (a JSON literal or #ID). */
public final class AddFieldDialog {
    private final FormDialog form;
    private final TextField name = new TextField();

    public AddFieldDialog(AddFieldViewModel model, Window owner) {
        name.setId("addFieldName");
        name.textProperty().bindBidirectional(model.nameProperty());
        TextField value = new TextField();
        value.setId("addFieldValue");
        value.setPromptText("42, \"text\", true, null or #ID");
        value.textProperty().bindBidirectional(model.valueProperty());
        form = new FormDialog(owner, "addFieldDialog", "Add Field", model.headingProperty())
                .row("Name", name)
                .row("Value", value)
                .submitting("addFieldError", model.errorProperty(), model.submittable(), model::submit);
    }

    public void show() { form.show(name); }
}
