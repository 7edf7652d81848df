package savelens.query.document;

import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.primitive.LongIntMap;
import savelens.query.QueryHit;

/**
 * The hits of an each-node query as places in the document, each place once, named from the nearest node that owns
 * it. {@code $} there is every node, nested ones too, and a query may step from a container into a node written inside
 * it ({@link savelens.query.QueryTree#isBoundary} lets it, so that paths through a nested node work): MV's actor
 * #13 is reached as itself and as #12[1], its place in the array that holds it. That is one value; the query's
 * list, its count and {@code set --all} must say one. So a place is a hit once, where the RFC's order first finds
 * it, under the path from the node that owns it ({@code #13._name}, not {@code #12[1]._name}): the path that
 * resolves to the value whatever holds its node, the one that node's own element of {@code $} gives it, and the
 * node the window names the hit by. A whole node is {@code #13} however it was reached. One per evaluation.
 */
final class EachNodePlaces {
    private final DocumentTree tree;
    private final Document doc;
    private final boolean nesting;
    private final LongIntMap seen = new LongIntMap(16);

    EachNodePlaces(DocumentTree tree) {
        this.tree = tree;
        this.doc = tree.document();
        this.nesting = doc.hasNesting();
    }

    /**
     * True the first time a value's place is seen. A nested node's place in its container and the node's element of
     * {@code $} are the node's body; without nesting every value is a place of its own.
     */
    boolean first(int value) {
        int place = nesting && value != DocumentTree.EVERY_NODE ? tree.container(value) : value;
        return seen.putIfAbsent(place, 0) < 0;
    }

    /** The hit under its place's path: from the last nested node its steps go into (or are), else from where it started. */
    DocumentHit hit(QueryHit h) {
        java.util.List<Object> steps = h.path().steps();
        if (steps.isEmpty()) return new DocumentHit(DocumentPath.root(), new Location(-1, -1), h.value()); // $, every node
        int node = tree.nodeAt((Integer) steps.get(0));
        int from = 1;
        if (nesting && steps.size() > 1) {
            int v = doc.body(node);
            for (int i = 1; i < steps.size(); i++) {
                Object s = steps.get(i);
                v = s instanceof Integer n ? tree.element(v, n) : tree.member(v, (String) s);
                if (doc.kind(v) == ValueKind.NODE) {
                    node = doc.target(v);
                    from = i + 1;
                }
            }
        }
        DocumentPath p = DocumentPath.node(doc.nodeId(node));
        if (from == steps.size()) return new DocumentHit(p, new Location(node, -1), h.value()); // a whole node
        return new DocumentHit(DocumentQuery.steps(p, doc, steps, from), DocumentQuery.location(tree, h.value()), h.value());
    }
}
