package savelens.edit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ShapeChange;
import savelens.document.SyntaxRefusedException;
import savelens.index.ValueIndex;

/**
 * Deletes a node. Refused while other nodes refer to it (or to a node written inside it), naming them, unless
 * asked to clear those references in the same step: a reference in an array is removed, one in a field
 * becomes null.
 */
public final class DeleteNode extends SpliceCommand {
    private final NodeId id;
    private final boolean clearReferences;
    private final IntFunction<String> nodeNames;

    public DeleteNode(NodeId id, boolean clearReferences) { this(id, clearReferences, null); }

    /**
     * {@code nodeNames} names a node in the refusal as the user knows it (a scene path, {@code world}), or gives
     * null for one it does not name; then, and without it, the node goes by its id and type.
     */
    public DeleteNode(NodeId id, boolean clearReferences, IntFunction<String> nodeNames) {
        this.id = id;
        this.clearReferences = clearReferences;
        this.nodeNames = nodeNames;
    }

    public DeleteNode(long id, boolean clearReferences) { this(NodeId.of(id), clearReferences); }

    @Override public String description() { return "Delete node " + id; }

    @Override protected List<Splice> plan(Document doc) {
        int node = doc.nodeById(id);
        if (node < 0) throw new EditRefusedException("no node " + id);
        if (node == doc.root()) throw new EditRefusedException(id + " is the root and cannot be deleted");
        ValueIndex json = doc.index();
        int own = doc.nodeValue(node);
        if (json.parent(own) < 0) throw new EditRefusedException(id + " is the whole document and cannot be deleted");
        Referrers referrers = Referrers.into(doc, own);
        if (!referrers.isEmpty() && !clearReferences) {
            String named = nodeNames == null ? null : nodeNames.apply(node);
            throw new EditRefusedException((named != null ? named : id + " " + doc.type(node)) + " is still referenced by " + referrers.names(nodeNames)
                    + "; change those references first");
        }
        List<Splice> splices = new ArrayList<>();
        List<Integer> removed = new ArrayList<>();
        Set<Integer> cleared = new HashSet<>();
        // Only a dialect of path references needs the positions (working them out is linear in the array).
        boolean paths = doc.syntax().pathReferences() != null;
        ShapeChange change = new ShapeChange();
        for (Referrers.Reference r : referrers.references()) {
            int v = r.value();
            cleared.add(v);
            if (json.kind(json.parent(v)) == ValueIndex.ARRAY) {
                removed.add(v);
                if (paths) change.removed(json.parent(v), doc.indexInParent(v));
            } else {
                splices.add(new Splice(json.start(v), (int) (json.end(v) - json.start(v)), nullText(doc, v)));
            }
        }
        // A nested node (RPG Maker) is removed where it is written; a helio node from the node table.
        removed.add(own);
        if (paths && json.kind(json.parent(own)) == ValueIndex.ARRAY) change.removed(json.parent(own), doc.indexInParent(own));
        splices.addAll(Structure.removeAll(doc, removed));
        change.goesAway(v -> cleared.contains(v) || PathFollowUps.inside(json, own, v));
        splices.addAll(PathFollowUps.of(doc, change, description()));
        return splices;
    }

    /** A reference in a field becomes what the syntax writes for null there. */
    private static byte[] nullText(Document doc, int reference) {
        try {
            return doc.syntax().scalarText(doc, doc.index().parent(reference), reference, NewValue.NULL).getBytes(StandardCharsets.UTF_8);
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(e.getMessage());
        }
    }
}
