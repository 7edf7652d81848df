package savelens.app.structure;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import savelens.app.document.DocumentViewModel;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueSyntaxException;
import savelens.edit.Container;
import savelens.edit.InsertElement;
import savelens.path.DocumentPath;
import savelens.path.Location;

/** The Insert Element dialog's state: where in the array and what value; the new element is selected once in. */
public final class InsertElementViewModel {
    private final DocumentViewModel document;
    private final DocumentPath path;
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper();
    private final StringProperty index = new SimpleStringProperty();
    private final StringProperty value = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    InsertElementViewModel(DocumentViewModel document, DocumentPath path, int size) {
        this.document = document;
        this.path = path;
        heading.set("Insert into " + path + " (" + size + (size == 1 ? " element)" : " elements)"));
        index.set(Integer.toString(size));
        index.addListener((o, was, now) -> error.set(""));
        value.addListener((o, was, now) -> error.set(""));
    }

    /** Inserts; true when done (or under way on a big document), else false with the reason in {@link #errorProperty}. */
    public boolean submit() {
        int at;
        try {
            at = Integer.parseInt(index.get().trim());
        } catch (NumberFormatException e) {
            return fail("The position is a whole number: 0 for the first place, the number of elements for after the last");
        }
        NewValue newValue;
        try {
            newValue = NewValue.parse(value.get());
        } catch (ValueSyntaxException e) {
            return fail(e.getMessage());
        }
        Location where = document.paths().resolve(path);
        if (where == null) return fail(path + " is no longer there");
        Document doc = document.document();
        String reason = document.execute(new InsertElement(Container.at(doc, where.node(), where.value()), at, newValue, path.toString()),
                () -> document.select(path.index(at)));
        return reason == null || fail(reason);
    }

    private boolean fail(String reason) {
        error.set(reason);
        return false;
    }

    public BooleanBinding submittable() { return Bindings.createBooleanBinding(() -> !value.get().isBlank() && !index.get().isBlank(), value, index); }

    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    /** The position as typed: 0 for the first place, the array's length for after the last. */
    public StringProperty indexProperty() { return index; }

    /** The value as typed: a JSON literal or {@code #ID}. */
    public StringProperty valueProperty() { return value; }

    /** Why the last try was refused; empty when nothing is wrong. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
