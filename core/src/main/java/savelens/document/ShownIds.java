package savelens.document;

/**
 * A node's id as a person reads it, apart from how paths and {@code --json} write it ({@link NodeId#toString}):
 * a dialect that names nodes by their path from the root (cycle.js's {@code $["ship"]["crew"]}) shows that path
 * as the file writes it, not quoted and escaped again into {@code #"$[\"ship\"][\"crew\"]"}. Never read back.
 */
public final class ShownIds {
    private ShownIds() {}

    /** The node's id as shown; a root the reader made (a scene's, a Marshal file's) has none in the file and shows as {@code $}. */
    public static String of(Document doc, int node) {
        return node == doc.root() && doc.hasSyntheticRoot() ? "$" : of(doc, doc.nodeId(node));
    }

    public static String of(Document doc, NodeId id) {
        // A document built in memory may have no syntax: its ids are shown as paths write them.
        boolean paths = doc.syntax() != null && doc.syntax().pathReferences() != null;
        return paths && id instanceof NodeId.Name path ? path.value() : id.toString();
    }
}
