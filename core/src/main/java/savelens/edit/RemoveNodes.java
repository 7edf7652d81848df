package savelens.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ShapeChange;
import savelens.index.ValueIndex;

/**
 * Removes a set of nodes in one step, as cleaning out what the root no longer reaches does: a cycle among them goes
 * whole, references between them go with them, and a node written inside another of them goes with that one.
 * Refused when a node that stays still refers to one of them (it would dangle), for the root, and where the
 * format cannot remove a node.
 */
public final class RemoveNodes extends SpliceCommand {
    private final List<NodeId> ids;

    public RemoveNodes(List<NodeId> ids) {
        this.ids = List.copyOf(ids);
    }

    @Override public String description() {
        return ids.size() == 1 ? "Remove node " + ids.get(0) : "Remove " + ids.size() + " nodes";
    }

    @Override protected List<Splice> plan(Document doc) {
        if (ids.isEmpty()) throw new EditRefusedException("no nodes to remove");
        ValueIndex json = doc.index();
        int[] own = new int[ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            int node = doc.nodeById(ids.get(i));
            if (node < 0) throw new EditRefusedException("no node " + ids.get(i));
            if (node == doc.root()) throw new EditRefusedException(ids.get(i) + " is the root and cannot be removed");
            own[i] = doc.nodeValue(node);
            if (json.parent(own[i]) < 0) throw new EditRefusedException(ids.get(i) + " is the whole document and cannot be removed");
        }
        Arrays.sort(own);
        // The outermost values: a node written inside another removed one goes with it.
        List<Integer> outer = new ArrayList<>();
        int coveredTo = -1;
        for (int v : own) {
            if (v < coveredTo) continue;
            outer.add(v);
            coveredTo = json.after(v);
        }
        List<Referrers.Reference> staying = new ArrayList<>();
        for (int v : outer) {
            for (Referrers.Reference r : Referrers.into(doc, v).references()) {
                if (!insideAny(outer, json, r.value())) staying.add(r);
            }
        }
        if (!staying.isEmpty()) {
            throw new EditRefusedException(ids.size() == 1 ? ids.get(0) + " is still referenced by " + Referrers.named(doc, staying)
                    : "nodes that stay still refer to nodes to be removed: " + Referrers.named(doc, staying));
        }
        boolean paths = doc.syntax().pathReferences() != null;
        ShapeChange change = new ShapeChange();
        if (paths) {
            for (int v : outer) if (json.kind(json.parent(v)) == ValueIndex.ARRAY) change.removed(json.parent(v), doc.indexInParent(v));
        }
        List<Splice> splices = new ArrayList<>(Structure.removeAll(doc, outer));
        change.goesAway(v -> insideAny(outer, json, v));
        splices.addAll(PathFollowUps.of(doc, change, description()));
        return splices;
    }

    /** Whether a value lies within one of the (sorted, disjoint) outermost removed values. */
    private static boolean insideAny(List<Integer> outer, ValueIndex json, int value) {
        int lo = 0, hi = outer.size() - 1, best = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (outer.get(mid) <= value) {
                best = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best >= 0 && value < json.after(outer.get(best));
    }
}
