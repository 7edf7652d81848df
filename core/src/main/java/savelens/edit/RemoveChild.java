package savelens.edit;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ShapeChange;
import savelens.index.ValueIndex;

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
        List<Splice> splices = new ArrayList<>();
        splices.add(Structure.remove(doc, value));
        if (doc.syntax().pathReferences() != null && doc.index().kind(parent) == ValueIndex.ARRAY) {
            ShapeChange change = new ShapeChange().removed(parent, doc.indexInParent(value))
                    .goesAway(v -> PathFollowUps.inside(doc.index(), value, v));
            splices.addAll(PathFollowUps.of(doc, change, description()));
        }
        return splices;
    }
}
