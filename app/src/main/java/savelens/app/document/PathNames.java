package savelens.app.document;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;
import savelens.document.Document;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/**
 * The canonical path of a node or value: the way the tree unfolds it, from the root along each node's
 * home edge. Paths are how selections survive edits, which renumber values.
 */
public final class PathNames {
    private final Document doc;
    /** Asked for only on the way up from a node other than the root: a place in the root's body needs no analysis. */
    private final Supplier<GraphAnalysis> analysis;

    /**
     * Paths whose analysis is asked for only when a path leaves the root's body. A supplier that answers null (the
     * analysis is not there yet) names such a node by its id instead.
     */
    public PathNames(Document doc, Supplier<GraphAnalysis> analysis) {
        this.doc = doc;
        this.analysis = analysis;
    }

    public Document document() { return doc; }

    /** Reads a path as this document takes it (typed keys where its syntax has them). */
    public DocumentPath parse(String text) { return DocumentPath.parse(text, doc); }

    /**
     * {@code $} for the root, the home path for a reachable node, {@code #ID} for an unreachable one. Walked up and
     * then written down, not recursively: a home path can pass through a hundred thousand nodes.
     */
    public DocumentPath node(int node) {
        Deque<Integer> homes = new ArrayDeque<>(); // the home edges' values, the outermost on top
        Deque<Integer> owners = new ArrayDeque<>(); // the node each of them is in, beside it
        DocumentPath start = DocumentPath.root();
        GraphAnalysis analysis = node >= 0 && node != doc.root() ? this.analysis.get() : null;
        if (analysis == null && node >= 0 && node != doc.root()) return DocumentPath.node(doc.nodeId(node)); // not analysed yet
        for (int n = node; n >= 0 && n != doc.root(); ) {
            int edge = analysis.homeEdge(n);
            if (edge < 0) {
                start = DocumentPath.node(doc.nodeId(n));
                break;
            }
            int value = analysis.edges().value(edge);
            n = doc.ownerNode(value);
            homes.push(value);
            owners.push(n);
        }
        DocumentPath path = start;
        while (!homes.isEmpty()) path = within(path, owners.pop(), homes.pop());
        return path;
    }

    /** The path of a field or element, through its owner node's path. */
    public DocumentPath value(int value) {
        int owner = doc.ownerNode(value);
        return within(owner >= 0 ? node(owner) : DocumentPath.root(), owner, value);
    }

    /** The owner's path, {@code ownerPath}, and the steps from the owner's body down to the value. */
    private DocumentPath within(DocumentPath ownerPath, int owner, int value) {
        ValueIndex json = doc.index();
        Deque<Integer> steps = new ArrayDeque<>();
        int v = value;
        int body = owner >= 0 ? doc.body(owner) : -1;
        while (v >= 0 && v != body) {
            int parent = json.parent(v);
            if (parent < 0) break;
            steps.push(v);
            v = parent;
        }
        DocumentPath path = ownerPath;
        for (int step : steps) {
            path = json.kind(json.parent(step)) == ValueIndex.ARRAY ? path.index(doc.indexInParent(step)) : path.member(doc, doc.name(step));
        }
        return path;
    }

    /** The canonical path of what a path (any path the CLI accepts) leads to; null when it leads nowhere. */
    public DocumentPath canonical(DocumentPath path) {
        Location at = resolve(path);
        if (at == null) return null;
        return at.isNode() ? node(at.node()) : value(at.value());
    }

    /** Where a path leads in this document, or null. */
    public Location resolve(DocumentPath path) {
        try {
            return path.resolve(doc);
        } catch (PathException e) {
            return null;
        }
    }
}
