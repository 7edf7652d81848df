package savelens.edit;

import java.util.List;
import savelens.document.Document;

/**
 * Removes an array element or an object field (with its separator). A registry's fields are optional, so it
 * forbids no removal; refused while something outside the value refers to a node written inside it (RPG
 * Maker nesting), as deleting that node would be.
 */
public final class RemoveChild extends SpliceCommand {
    private final int value;
    private final String label;

    public RemoveChild(int value, String label) {
        this.value = value;
        this.label = label;
    }

    @Override public String description() { return "Remove " + label; }

    @Override protected List<Splice> plan(Document doc) {
        if (value < 0 || doc.index().parent(value) < 0) throw new EditRefusedException("the document itself cannot be removed");
        int parent = doc.index().parent(value);
        EditRefusedException.refuseSynthetic(doc, value, label);
        int owner = doc.nodeAt(parent) >= 0 && doc.body(doc.nodeAt(parent)) == parent ? doc.nodeAt(parent) : doc.ownerNode(value);
        if (owner < 0) throw new EditRefusedException(label + " is not a field or element of a node");
        Referrers referrers = Referrers.into(doc, value);
        if (!referrers.isEmpty()) {
            throw new EditRefusedException(label + " holds a node that is still referenced by " + referrers.names()
                    + "; change those references first");
        }
        return List.of(Structure.remove(doc, value));
    }
}
