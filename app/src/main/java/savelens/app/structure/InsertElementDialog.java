package savelens.app.structure;

import javafx.scene.control.TextField;
import javafx.stage.Window;

/** Edit ▸ Insert Element…: the position and the value (a JSON literal or #ID). */
public final class InsertElementDialog {
    private final FormDialog form;
    private final TextField value = new TextField();

    public InsertElementDialog(InsertElementViewModel model, Window owner) {
        TextField index = new TextField();
        index.setId("insertIndex");
        index.textProperty().bindBidirectional(model.indexProperty());
        value.setId("insertValue");
        value.setPromptText("42, \"text\", true, null or #ID");
        value.textProperty().bindBidirectional(model.valueProperty());
        form = new FormDialog(owner, "insertElementDialog", "Insert Element", model.headingProperty())
                .row("Position", index)
                .note("0 for the first place; the number of elements for after the last")
                .row("Value", value)
                .submitting("insertError", model.errorProperty(), model.submittable(), model::submit);
    }

    public void show() { form.show(value); }
}
