package savelens.edit;

import java.util.List;
import savelens.document.Document;

/** Removes an array element or an object field (with its separator). */
public final class RemoveChild extends SpliceCommand {
    private final int value;
    private final String label;

    public RemoveChild(int value, String label) {
        this.value = value;
        this.label = label;
    }

    @Override public String description() { return "Remove " + label; }

    @Override protected List<Splice> plan(Document doc) {
        if (doc.json().parent(value) < 0) throw new EditRefusedException("the document itself cannot be removed");
        if (doc.nodeAt(doc.json().parent(value)) < 0 && doc.ownerNode(value) < 0) {
            throw new EditRefusedException(label + " is not a field or element of a node");
        }
        return List.of(new Layout(doc.json()).remove(value));
    }
}
