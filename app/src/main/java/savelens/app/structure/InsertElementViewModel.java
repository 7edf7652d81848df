package savelens.app.structure;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import savelens.app.document.DocumentViewModel;
import savelens.edit.InsertElement;
import savelens.path.DocumentPath;

/** The Insert Element dialog's state: where in the array and what value; the new element is selected once in. */
public final class InsertElementViewModel extends ValueForm {
    private final StringProperty index = new SimpleStringProperty();

    InsertElementViewModel(DocumentViewModel document, DocumentPath path, int size) {
        super(document, path, "Insert into " + path + " (" + size + (size == 1 ? " element)" : " elements)"), "");
        index.set(Integer.toString(size));
        clearsError(index);
    }

    /** Inserts; true when done (or under way on a big document), else false with the reason in {@link #errorProperty}. */
    public boolean submit() {
        int at;
        try {
            at = Integer.parseInt(index.get().trim());
        } catch (NumberFormatException e) {
            return fail("The position is a whole number: 0 for the first place, the number of elements for after the last");
        }
        return submitInto((container, value) -> new InsertElement(container, at, value, path.toString()), path.index(at));
    }

    public BooleanBinding submittable() {
        return Bindings.createBooleanBinding(() -> !valueProperty().get().isBlank() && !index.get().isBlank(), valueProperty(), index);
    }

    /** The position as typed: 0 for the first place, the array's length for after the last. */
    public StringProperty indexProperty() { return index; }
}
