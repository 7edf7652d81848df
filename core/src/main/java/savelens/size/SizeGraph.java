package savelens.size;

import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.progress.ReadProgress;
import savelens.scene.HierarchyLinks;

/**
 * The edges "what keeps this node in the file" follows, in compressed-row form: every reference and nesting of the
 * document, except that in a scene file a link pointing up (child to parent, component to object) is left out and
 * the hierarchy's top-down links are there even where the file writes them only upwards. For documents other than
 * scene files these are the document's own edges, not copied.
 */
public final class SizeGraph implements Successors {
    /** Where an edge is written, for an edge the file writes only from the other end. */
    public static final int NOT_WRITTEN = -1;

    private final ReferenceEdges refs;
    private final int[] start;
    private final int[] to;
    private final int[] at;
    private final int root;

    private SizeGraph(ReferenceEdges refs, int[] start, int[] to, int[] at, int root) {
        this.refs = refs;
        this.start = start;
        this.to = to;
        this.at = at;
        this.root = root;
    }

    public static SizeGraph of(Document doc) {
        HierarchyLinks links = doc.isSingleValue() ? null : HierarchyLinks.of(doc);
        ReferenceEdges refs = doc.edges();
        if (links == null) return new SizeGraph(refs, null, null, null, doc.root());
        int n = doc.nodeCount();
        // A made-up root (Godot's lists the nodes nothing refers to, its leaves once parents are named upwards)
        // leads to the hierarchy's top objects, and keeps its links to anything outside the hierarchy.
        int synthetic = doc.hasSyntheticRoot() ? doc.root() : -1;
        int[] roots = synthetic >= 0 ? links.roots() : new int[0];
        int[] start = new int[n + 1];
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            for (int e = refs.firstEdge(v); e < refs.endEdge(v); e++) if (keeps(refs, links, e, synthetic)) start[v + 1]++;
        }
        // A top-down link the file writes already (a Unity object's m_Component entry) is not added twice.
        boolean[] written = new boolean[links.addedCount()];
        for (int i = 0; i < links.addedCount(); i++) {
            ReadProgress.checkCancelled(i);
            int from = links.addedFrom(i);
            for (int e = refs.firstEdge(from); e < refs.endEdge(from) && !written[i]; e++) {
                written[i] = refs.target(e) == links.addedTo(i) && keeps(refs, links, e, synthetic);
            }
            if (!written[i]) start[from + 1]++;
        }
        if (synthetic >= 0) start[synthetic + 1] += roots.length;
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] fill = java.util.Arrays.copyOf(start, n);
        int[] to = new int[start[n]];
        int[] at = new int[start[n]];
        for (int r : roots) {
            int k = fill[synthetic]++;
            to[k] = r;
            at[k] = NOT_WRITTEN;
        }
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            for (int e = refs.firstEdge(v); e < refs.endEdge(v); e++) {
                if (!keeps(refs, links, e, synthetic)) continue;
                int k = fill[v]++;
                to[k] = refs.target(e);
                at[k] = refs.value(e);
            }
        }
        for (int i = 0; i < links.addedCount(); i++) {
            ReadProgress.checkCancelled(i);
            if (written[i]) continue;
            int k = fill[links.addedFrom(i)]++;
            to[k] = links.addedTo(i);
            at[k] = NOT_WRITTEN;
        }
        return new SizeGraph(null, start, to, at, doc.root());
    }

    /** A graph of given edges with no document behind it (every edge {@link #NOT_WRITTEN}), for tests and benchmarks. */
    static SizeGraph over(int[] start, int[] to, int root) {
        int[] at = new int[to.length];
        java.util.Arrays.fill(at, NOT_WRITTEN);
        return new SizeGraph(null, start, to, at, root);
    }

    private static boolean keeps(ReferenceEdges refs, HierarchyLinks links, int e, int synthetic) {
        int t = refs.target(e);
        if (t < 0 || links.pointsUp(refs.value(e))) return false;
        return synthetic < 0 || e < refs.firstEdge(synthetic) || e >= refs.endEdge(synthetic) || !links.inHierarchy(t);
    }

    @Override public int nodeCount() { return refs != null ? refs.nodeCount() : start.length - 1; }

    /** The root node, or -1 for a document that is one value. */
    public int root() { return root; }

    public int edgeCount() { return refs != null ? refs.edgeCount() : to.length; }

    @Override public int firstEdge(int node) { return refs != null ? refs.firstEdge(node) : start[node]; }

    @Override public int endEdge(int node) { return refs != null ? refs.endEdge(node) : start[node + 1]; }

    /** The node edge e leads to, or -1 for a dangling reference. */
    @Override public int target(int e) { return refs != null ? refs.target(e) : to[e]; }

    @Override public int[] rowStarts() { return refs != null ? refs.rowStarts() : start; }

    @Override public int[] targets() { return refs != null ? refs.targets() : to; }

    @Override public int[] targets(java.util.function.IntFunction<int[]> room) { return refs != null ? refs.targets(room) : to; }

    /** The value that writes edge e, or {@link #NOT_WRITTEN}. */
    public int value(int e) { return refs != null ? refs.value(e) : at[e]; }
}
