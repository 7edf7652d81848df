package savelens.app.structure;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.edit.AddNode;
import savelens.edit.Container;
import savelens.edit.DeleteNode;
import savelens.edit.RemoveChild;
import savelens.index.ValueIndex;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * The structural edits offered at the selection of one document: Insert Element (into an array), Remove (an
 * element or a field), Add Field, Add Node and Delete Node. Each is enabled where the selection has the
 * shape it needs; what the registry or the references forbid is refused, with the reason, when asked.
 * Every edit goes through the document's undo history. Touches no control.
 */
public final class StructureViewModel {
    private final DocumentViewModel document;
    private final ReadOnlyBooleanWrapper canInsert = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRemove = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canAddField = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canAddNode = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canDeleteNode = new ReadOnlyBooleanWrapper();

    public StructureViewModel(DocumentViewModel document) {
        this.document = document;
        document.selectedPathProperty().addListener((o, was, now) -> update());
        document.stateProperty().addListener((o, was, now) -> update());
        update();
    }

    public DocumentViewModel document() { return document; }

    private void update() {
        Document doc = document.document();
        Location at = document.selectedLocation();
        int container = at == null ? -1 : Container.at(doc, at.node(), at.value());
        int kind = container < 0 ? -1 : doc.index().kind(container);
        canInsert.set(kind == ValueIndex.ARRAY);
        canAddField.set(kind == ValueIndex.OBJECT);
        canRemove.set(at != null && !at.isNode() && doc.index().parent(at.value()) >= 0);
        canAddNode.set(AddNode.takesNewNodes(doc));
        int node = nodeAt(doc, at);
        canDeleteNode.set(node >= 0 && node != doc.root());
    }

    /** The node a selection stands for: a node's row, or a reference or nested node leading to one. */
    private static int nodeAt(Document doc, Location at) {
        if (at == null) return -1;
        if (at.isNode()) return at.node();
        ValueKind kind = doc.kind(at.value());
        return kind == ValueKind.REFERENCE || kind == ValueKind.NODE ? doc.target(at.value()) : -1;
    }

    // ---- actions without a dialog: each returns null when done, or the reason it was refused (also the document's message)

    /**
     * What the Save tab or the Hierarchy would lose if the selected value were removed, as a sentence for the user
     * to confirm ({@code Removing $.party._gold takes away the Save tab …}), or null when they depend on nothing of it.
     */
    public String removalWarning() {
        Location at = document.selectedLocation();
        if (at == null || at.isNode()) return null;
        return RemovalConsequences.of(document.document(), document.state().names(), at.value(), document.selectedPath().toString());
    }

    public String remove() {
        Location at = document.selectedLocation();
        if (at == null || at.isNode()) return document.refuse("Select a field or an element to remove");
        DocumentPath path = document.selectedPath();
        DocumentPath parent = path.parent() != null ? path.parent() : DocumentPath.root();
        return document.execute(new RemoveChild(at.value(), path.toString()), () -> document.select(parent));
    }

    public String deleteNode() {
        Document doc = document.document();
        int node = nodeAt(doc, document.selectedLocation());
        if (node < 0) return document.refuse("Select a node to delete");
        // A refusal names the nodes as the window does: by scene path, else by id and own name.
        return document.execute(new DeleteNode(doc.nodeId(node), false, n -> {
            String scene = document.sceneNameOfNode(n);
            return scene != null ? scene : NodeLabels.brief(doc, n);
        }));
    }

    // ---- actions with a dialog: the dialog's view model, or null when the selection does not allow the action

    public InsertElementViewModel insertElement() {
        if (!canInsert.get()) return null;
        Document doc = document.document();
        Location at = document.selectedLocation();
        int size = doc.visibleChildCount(Container.at(doc, at.node(), at.value()));
        return new InsertElementViewModel(document, document.selectedPath(), size);
    }

    public AddFieldViewModel addField() {
        return canAddField.get() ? new AddFieldViewModel(document, document.selectedPath()) : null;
    }

    public AddNodeViewModel addNode() {
        return canAddNode.get() ? new AddNodeViewModel(document) : null;
    }

    public ReadOnlyBooleanProperty canInsertProperty() { return canInsert.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canRemoveProperty() { return canRemove.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canAddFieldProperty() { return canAddField.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canAddNodeProperty() { return canAddNode.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canDeleteNodeProperty() { return canDeleteNode.getReadOnlyProperty(); }
}
