package savelens.edit;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReferenceEdges;
import savelens.json.JsonIndex;

/**
 * Deletes a node. Refused while other nodes refer to it, unless asked to clear those references in the
 * same step: a reference in an array is removed, one in a field becomes null.
 */
public final class DeleteNode extends SpliceCommand {
    private final NodeId id;
    private final boolean clearReferences;

    public DeleteNode(NodeId id, boolean clearReferences) {
        this.id = id;
        this.clearReferences = clearReferences;
    }

    public DeleteNode(long id, boolean clearReferences) { this(NodeId.of(id), clearReferences); }

    @Override public String description() { return "Delete node " + id; }

    @Override protected List<Splice> plan(Document doc) {
        int node = doc.nodeById(id);
        if (node < 0) throw new EditRefusedException("no node " + id);
        if (node == doc.root()) throw new EditRefusedException(id + " is the root and cannot be deleted");
        JsonIndex json = doc.json();
        ReferenceEdges edges = doc.edges();
        int[] incoming = edges.incoming(node);
        List<Splice> splices = new ArrayList<>();
        Layout layout = new Layout(json);
        int own = doc.nodeValue(node);
        for (int e : incoming) {
            int v = edges.value(e);
            if (v == own || (v >= own && v < json.after(own))) continue; // its own references go with it
            if (!clearReferences) {
                throw new EditRefusedException(id + " is referenced by " + incoming.length
                        + " reference(s), e.g. from " + doc.nodeId(edges.source(e)) + "; clear them in the same step to delete it");
            }
            boolean inArray = json.kind(json.parent(v)) == JsonIndex.ARRAY;
            splices.add(inArray ? layout.remove(v) : new Splice(json.start(v), json.end(v) - json.start(v), "null".getBytes()));
        }
        // A nested node (RPG Maker) is removed where it is written; a helio node from the node table.
        splices.add(layout.remove(own));
        return splices;
    }
}
