package savelens.app.structure;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import savelens.app.document.DocumentViewModel;
import savelens.edit.AddField;
import savelens.path.DocumentPath;

/** The Add Field dialog's state: the new field's name and value; the field is selected once added. */
public final class AddFieldViewModel extends ValueForm {
    private final StringProperty name = new SimpleStringProperty("");

    AddFieldViewModel(DocumentViewModel document, DocumentPath path) {
        super(document, path, "Add a field to " + path, "null");
        clearsError(name);
    }

    /** Adds the field; true when done (or under way), else false with the reason in {@link #errorProperty}. */
    public boolean submit() {
        String field = name.get();
        if (field.isEmpty()) return fail("The field needs a name");
        return submitInto((container, value) -> new AddField(container, field, value, path.toString()),
                path.member(document.document(), field));
    }

    public BooleanBinding submittable() {
        return Bindings.createBooleanBinding(() -> !name.get().isEmpty() && !valueProperty().get().isBlank(), name, valueProperty());
    }

    public StringProperty nameProperty() { return name; }
}
