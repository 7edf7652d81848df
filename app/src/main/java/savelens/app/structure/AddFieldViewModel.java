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
import savelens.edit.AddField;
import savelens.edit.Container;
import savelens.path.DocumentPath;
import savelens.path.Location;

/** The Add Field dialog's state: the new field's name and value; the field is selected once added. */
public final class AddFieldViewModel {
    private final DocumentViewModel document;
    private final DocumentPath path;
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper();
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("null");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    AddFieldViewModel(DocumentViewModel document, DocumentPath path) {
        this.document = document;
        this.path = path;
        heading.set("Add a field to " + path);
        name.addListener((o, was, now) -> error.set(""));
        value.addListener((o, was, now) -> error.set(""));
    }

    /** Adds the field; true when done (or under way), else false with the reason in {@link #errorProperty}. */
    public boolean submit() {
        String field = name.get();
        if (field.isEmpty()) return fail("The field needs a name");
        NewValue newValue;
        try {
            newValue = NewValue.parse(value.get());
        } catch (ValueSyntaxException e) {
            return fail(e.getMessage());
        }
        Location where = document.paths().resolve(path);
        if (where == null) return fail(path + " is no longer there");
        Document doc = document.document();
        String reason = document.execute(new AddField(Container.at(doc, where.node(), where.value()), field, newValue, path.toString()),
                () -> document.select(path.member(field)));
        return reason == null || fail(reason);
    }

    private boolean fail(String reason) {
        error.set(reason);
        return false;
    }

    public BooleanBinding submittable() { return Bindings.createBooleanBinding(() -> !name.get().isEmpty() && !value.get().isBlank(), name, value); }

    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    public StringProperty nameProperty() { return name; }

    /** The value as typed: a JSON literal or {@code #ID}. */
    public StringProperty valueProperty() { return value; }

    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
