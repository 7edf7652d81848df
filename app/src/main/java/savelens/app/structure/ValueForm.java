package savelens.app.structure;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.document.ValueSyntaxException;
import savelens.edit.Container;
import savelens.edit.EditCommand;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * What the dialogs that put a value into a container share: the place, the value as typed (a JSON literal or
 * {@code #ID}), and why the last try was refused, cleared as soon as the user changes an input.
 */
abstract class ValueForm {
    final DocumentViewModel document;
    final DocumentPath path;
    private final ReadOnlyStringWrapper heading;
    private final StringProperty value;
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    ValueForm(DocumentViewModel document, DocumentPath path, String heading, String value) {
        this.document = document;
        this.path = path;
        this.heading = new ReadOnlyStringWrapper(heading);
        this.value = new SimpleStringProperty(value);
        clearsError(this.value);
    }

    /** The edit for the container (a value number) the path leads to, given the parsed value. */
    interface Command {
        EditCommand into(int container, NewValue value);
    }

    final void clearsError(ObservableValue<?> input) { input.addListener((o, was, now) -> error.set("")); }

    /**
     * Parses the value and runs the command made for the container at the path, selecting {@code select}
     * once it is applied; true when done (or under way on a big document), else false with the reason shown.
     */
    final boolean submitInto(Command command, DocumentPath select) {
        NewValue newValue;
        try {
            newValue = NewValue.parse(value.get());
        } catch (ValueSyntaxException e) {
            return fail(e.getMessage());
        }
        Location where = document.paths().resolve(path);
        if (where == null) return fail(path + " is no longer there");
        int container = Container.at(document.document(), where.node(), where.value());
        String reason = document.execute(command.into(container, newValue), () -> document.select(select));
        return reason == null || fail(reason);
    }

    final boolean fail(String reason) {
        error.set(reason);
        return false;
    }

    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    /** The value as typed: a JSON literal or {@code #ID}. */
    public StringProperty valueProperty() { return value; }

    /** Why the last try was refused; empty when nothing is wrong. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
