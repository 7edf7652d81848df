package savelens.document;

/**
 * A node's id as a person reads it, apart from how paths and {@code --json} write it ({@link NodeId#toString}):
 * a dialect that names nodes by their path from the root (cycle.js's {@code $["ship"]["crew"]}) shows that path
 * as the file writes it, not quoted and escaped again into {@code #"$[\"ship\"][\"crew\"]"}. Never read back.
 */
public final class ShownIds {
    private ShownIds() {}

    public static String of(Document doc, int node) {
        return of(doc, doc.nodeId(node));
    }

    public static String of(Document doc, NodeId id) {
        // A document built in memory may have no syntax: its ids are shown as paths write them.
        boolean paths = doc.syntax() != null && doc.syntax().pathReferences() != null;
        return paths && id instanceof NodeId.Name path ? path.value() : id.toString();
    }
}
