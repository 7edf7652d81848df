package savelens.app.structure;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewField;
import savelens.document.NodeId;
import savelens.document.ValueSyntaxException;
import savelens.edit.AddNode;
import savelens.path.DocumentPath;
import savelens.registry.TypeDef;

/**
 * The Add Node dialog's state: the type (the registry's types offered) and optional fields as a JSON object,
 * references written {@code {"$ref":"#ID"}}; the new node is selected once added.
 */
public final class AddNodeViewModel {
    private final DocumentViewModel document;
    private final ObservableList<String> types;
    private final StringProperty type = new SimpleStringProperty("");
    private final StringProperty fields = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    AddNodeViewModel(DocumentViewModel document) {
        this.document = document;
        List<String> names = document.document().registry().types().stream().map(TypeDef::name).toList();
        this.types = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(names));
        if (!names.isEmpty()) type.set(names.get(0));
        type.addListener((o, was, now) -> error.set(""));
        fields.addListener((o, was, now) -> error.set(""));
    }

    /** Adds the node; true when done (or under way), else false with the reason in {@link #errorProperty}. */
    public boolean submit() {
        String t = type.get() == null ? "" : type.get().trim();
        if (t.isEmpty()) return fail("The node needs a type");
        List<NewField> given;
        try {
            given = NewField.parseAll(fields.get());
        } catch (ValueSyntaxException e) {
            return fail(e.getMessage());
        }
        AddNode add = new AddNode(t, given);
        String reason = document.execute(add, () -> document.jumpTo(DocumentPath.node(NodeId.of(add.addedId()))));
        return reason == null || fail(reason);
    }

    private boolean fail(String reason) {
        error.set(reason);
        return false;
    }

    public BooleanBinding submittable() { return Bindings.createBooleanBinding(() -> type.get() != null && !type.get().isBlank(), type); }

    /** The registry's types, in its order (empty without a registry: any type may be typed). */
    public ObservableList<String> types() { return types; }

    public StringProperty typeProperty() { return type; }

    /** The fields as typed: empty, or one JSON object. */
    public StringProperty fieldsProperty() { return fields; }

    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
