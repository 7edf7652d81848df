package savelens.size;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;
import savelens.document.TextPatch;
import savelens.progress.ReadProgress;

/**
 * What makes a document big and what keeps each node in it, as a heap analyser answers it (Eclipse MAT): each
 * node's shallow size (its own bytes of the decoded text), its immediate dominator (the last node every path from
 * the root to it goes through), and its retained size (its shallow size and that of every node it dominates: what
 * the file would lose with it). A node the root does not reach has the virtual {@link Dominators#UNREACHABLE}
 * entry as its dominator, so the unreachable bytes add up in one place. Kept per node: 12 bytes (dominator, shallow
 * and retained size, each an int: a size is at most the text's length, and the text is one array), and the dominator
 * tree's 4 more once something asks for it (every node grouped by its dominator).
 */
public final class SizeAnalysis {
    private final Document doc;
    private final SizeGraph graph;
    private final int[] shallow;
    private final int[] dominator;
    private final int[] retained;
    private final long documentBytes;
    private final long unreachableBytes;
    private final int unreachableCount;
    private volatile DominatorTree tree;

    /** Whether this analysis was made from the one before by following a scalar edit. */
    private final boolean followsEdit;
    /** The node whose value that edit changed, or -1. */
    private final int editedNode;
    /** The bytes that edit added (negative when it took some away). */
    private final int editDelta;

    private SizeAnalysis(Document doc, SizeGraph graph, int[] shallow, int[] dominator, int[] retained, DominatorTree tree,
            boolean followsEdit, int editedNode, int editDelta) {
        this(doc, graph, shallow, dominator, retained, tree, followsEdit, editedNode, editDelta, totals(doc, shallow, dominator));
    }

    /** {@code totals}: the document's own bytes, the unreachable bytes and the unreachable count, in that order. */
    private SizeAnalysis(Document doc, SizeGraph graph, int[] shallow, int[] dominator, int[] retained, DominatorTree tree,
            boolean followsEdit, int editedNode, int editDelta, long[] totals) {
        this.doc = doc;
        this.graph = graph;
        this.shallow = shallow;
        this.dominator = dominator;
        this.retained = retained;
        this.tree = tree;
        this.followsEdit = followsEdit;
        this.editedNode = editedNode;
        this.editDelta = editDelta;
        this.documentBytes = totals[0];
        this.unreachableBytes = totals[1];
        this.unreachableCount = (int) totals[2];
    }

    private static long[] totals(Document doc, int[] shallow, int[] dominator) {
        long nodes = 0, lost = 0;
        int unreached = 0;
        for (int v = 0; v < shallow.length; v++) {
            ReadProgress.checkCancelled(v);
            nodes += shallow[v];
            if (dominator[v] == Dominators.UNREACHABLE) {
                lost += shallow[v];
                unreached++;
            }
        }
        return new long[] {doc.textLength() - nodes, lost, unreached};
    }

    public static SizeAnalysis of(Document doc) { return of(doc, false); }

    /**
     * Makes the arrays the next analysis of a document of this one's size keeps, and room to list an edited
     * document's edges, now: a view calls it once the sizes it shows are listed, so that the analysis after the user's
     * next change (worked out while the view is drawn) makes none (at a million nodes five humongous objects, whose
     * first started the collector's cycle and its pauses).
     */
    public void makeArraysAhead() { Scratch.makeAhead(nodeCount(), graph.edgeCount()); }

    /**
     * {@link #of}, with the dominator tree made too (a view lists its rows at once): its array is made with the
     * others the analysis keeps.
     */
    public static SizeAnalysis withTree(Document doc) { return of(doc, true); }

    private static SizeAnalysis of(Document doc, boolean withTree) {
        SizeGraph graph = SizeGraph.of(doc);
        // The arrays kept are those made ahead (makeArraysAhead), else made together, before any pass: in a heap past
        // the collector's threshold the first one made starts a concurrent cycle, and the others, made during it,
        // start none of their own.
        int n = doc.nodeCount();
        int[] shallow, dominator, retained, byDominator;
        try (Scratch scratch = Scratch.take()) {
            shallow = scratch.kept(Scratch.SHALLOW, n);
            dominator = scratch.kept(Scratch.DOMINATOR, n);
            retained = scratch.kept(Scratch.RETAINED, n);
            byDominator = withTree ? scratch.kept(Scratch.TREE, n) : null;
        }
        ShallowSizes.of(doc, shallow);
        Dominators.Result r = Dominators.of(graph, graph.root(), shallow, dominator, retained);
        SizeAnalysis a = new SizeAnalysis(doc, graph, shallow, r.dominator(), r.retained(), null, false, -1, 0);
        if (withTree) a.tree = new DominatorTree(a, byDominator);
        return a;
    }

    /**
     * The sizes after an edit that replaced one scalar ({@link Document#keepsStructureOf}): the node holding the
     * value changes by the byte delta, and so does every node on its dominator chain; nothing is walked again, and
     * the dominators, the edges and the dominator tree are shared with this analysis. Any other edit is analysed anew.
     */
    public SizeAnalysis afterScalarEdit(Document edited, int value) {
        if (!edited.keepsStructureOf(doc) || value < 0) return of(edited, tree != null);
        int delta = (int) (edited.textLength() - doc.textLength()); // one scalar edit
        int owner = edited.ownerNode(value);
        int[] nextShallow = shallow;
        int[] nextRetained = retained;
        // The totals move with the edit too: the text's own bytes when no node holds the value, else the unreachable
        // bytes when its node is unreachable; no walk over the nodes.
        long[] totals = {documentBytes, unreachableBytes, unreachableCount};
        if (delta != 0 && owner >= 0) {
            nextShallow = shallow.clone();
            nextRetained = retained.clone();
            nextShallow[owner] += delta;
            for (int v = owner; v >= 0; v = dominator[v]) nextRetained[v] += delta;
            if (dominator[owner] == Dominators.UNREACHABLE) totals[1] += delta;
        } else {
            totals[0] += delta;
        }
        return new SizeAnalysis(edited, graph, nextShallow, dominator, nextRetained, tree, true, owner, delta, totals);
    }

    /**
     * The sizes of {@code next}: following a scalar edit when {@code next} was patched from this analysis's document
     * by one edit that kept its structure ({@link Document#patchFrom}, {@link Document#keepsStructureOf}), the edited
     * scalar read off the patch (no compare of the texts, no walk over the nodes); worked out anew otherwise.
     */
    public SizeAnalysis following(Document next) {
        if (next == doc) return this;
        TextPatch patch = next.patchFrom(doc);
        if (patch == null || !next.keepsStructureOf(doc)) return of(next, tree != null);
        return afterScalarEdit(next, patch.value());
    }

    /** Whether this analysis was made from another by {@link #afterScalarEdit}, not worked out anew. */
    public boolean followsScalarEdit() { return followsEdit; }

    /**
     * The node whose text the scalar edit that made this analysis from the one before changed (its sizes and those of
     * its dominators moved by {@link #editDelta}); -1 when this analysis was made anew or the value is in no node.
     */
    public int editedNode() { return editedNode; }

    /** The bytes the scalar edit behind this analysis added (negative when it removed some); 0 for a fresh analysis. */
    public int editDelta() { return editDelta; }

    /** The bytes this analysis keeps: its arrays per node, and the dominator tree's when it was made. */
    public long keptBytes() {
        DominatorTree t = tree;
        return 4L * (shallow.length + dominator.length + retained.length) + (t == null ? 0 : t.keptBytes());
    }

    public Document document() { return doc; }

    /** The edges this analysis followed. */
    public SizeGraph graph() { return graph; }

    public int nodeCount() { return shallow.length; }

    /** The length of the (decoded) text in bytes. */
    public long textBytes() { return doc.textLength(); }

    /** The bytes of the text that belong to no node. */
    public long documentBytes() { return documentBytes; }

    public int shallow(int node) { return shallow[node]; }

    /** The node's retained size; for {@link Dominators#UNREACHABLE}, the bytes of every unreachable node. */
    public long retained(int node) { return node == Dominators.UNREACHABLE ? unreachableBytes : retained[node]; }

    /** The immediate dominator, {@link Dominators#NONE} for the root, {@link Dominators#UNREACHABLE} for an unreachable node. */
    public int dominator(int node) { return dominator[node]; }

    public boolean isReachable(int node) { return dominator[node] != Dominators.UNREACHABLE; }

    public long unreachableBytes() { return unreachableBytes; }

    public int unreachableCount() { return unreachableCount; }

    /** The nodes the root does not reach, in document order. */
    public int[] unreachableNodes() {
        int[] out = new int[unreachableCount];
        int k = 0;
        for (int v = 0; v < dominator.length; v++) if (dominator[v] == Dominators.UNREACHABLE) out[k++] = v;
        return out;
    }

    /** A share of the text, in percent. */
    public double percent(long bytes) {
        return textBytes() == 0 ? 0 : 100.0 * bytes / textBytes();
    }

    /** The dominator tree (made on first use). */
    public DominatorTree tree() {
        DominatorTree t = tree;
        if (t == null) tree = t = new DominatorTree(this);
        return t;
    }

    /** The immediately dominated nodes of a node (or of {@link Dominators#UNREACHABLE}), biggest retained first. */
    public int[] children(int node) {
        int[] c = tree().children(node);
        sortByRetained(c);
        return c;
    }

    /** Whether the node (or {@link Dominators#UNREACHABLE}) dominates any node. */
    public boolean hasChildren(int node) { return tree().hasChildren(node); }

    /** Biggest retained first, ties by node, as packed primitive keys (a node may dominate a third of the document). */
    private void sortByRetained(int[] nodes) {
        long[] keys = new long[nodes.length];
        // Retained sizes are at most the text's length, an int.
        for (int i = 0; i < nodes.length; i++) keys[i] = ((long) (Integer.MAX_VALUE - retained[nodes[i]]) << 32) | nodes[i];
        Arrays.sort(keys);
        for (int i = 0; i < nodes.length; i++) nodes[i] = (int) keys[i];
    }

    /** Per type, its instances, their shallow bytes and the bytes they retain together. */
    public List<TypeSize> histogram() { return TypeHistogram.of(this); }

    /**
     * The histogram of this analysis from {@code before}, the histogram of the analysis this one was made from by a
     * scalar edit: the edited node's type gains the delta in shallow bytes, and every type with an instance on the
     * edited node's dominator chain in retained bytes (its outermost instance there retains the edited node). Made
     * anew when this analysis did not come from a scalar edit.
     */
    public List<TypeSize> histogramAfterEdit(List<TypeSize> before) {
        if (!followsEdit) return histogram();
        if (editDelta == 0 || editedNode < 0) return before;
        java.util.Set<String> chainTypes = new java.util.HashSet<>();
        for (int v = editedNode; v >= 0; v = dominator[v]) chainTypes.add(typeName(v));
        String own = typeName(editedNode);
        List<TypeSize> rows = new ArrayList<>(before.size());
        for (TypeSize t : before) {
            rows.add(new TypeSize(t.type(), t.count(), t.shallow() + (t.type().equals(own) ? editDelta : 0),
                    t.retained() + (chainTypes.contains(t.type()) ? editDelta : 0)));
        }
        rows.sort(TypeHistogram.ORDER);
        return rows;
    }

    private String typeName(int v) {
        String t = doc.type(v);
        return t == null ? "" : t;
    }

    /**
     * The biggest nodes by retained size: the top {@code top} and every node retaining at least a tenth of the
     * text, biggest first, the root left out (it retains everything reachable). Past the top, a node inside a
     * bigger such node is listed only where that one holds a tenth of the text more than it does: otherwise both
     * rows tell one story (in a chain of a million nodes each holds nearly the whole file, and listing them all
     * would list the chain), and so the list past the top stays short whatever the document's shape.
     */
    public List<BigNode> biggest(int top) {
        int n = shallow.length;
        int root = doc.root();
        long tenth = (textBytes() + 9) / 10;
        // The top-th largest retained size, by a small min-heap over primitives.
        long[] heap = new long[Math.max(top, 1)];
        int size = 0;
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            if (v == root || top <= 0) continue;
            long r = retained[v];
            if (size < top) {
                heap[size++] = r;
                siftUp(heap, size - 1);
            } else if (r > heap[0]) {
                heap[0] = r;
                siftDown(heap, size);
            }
        }
        long cut = size < top ? Long.MIN_VALUE : heap[0];
        long threshold = top <= 0 ? tenth : Math.min(cut, tenth);
        // Picked nodes as one sortable number each, retained size high and the node low (inverted, so that equal
        // sizes come by node number): a chain of a million nodes picks nearly all of them.
        int count = 0;
        for (int v = 0; v < n; v++) if (v != root && retained[v] >= threshold && retained[v] > 0) count++;
        long[] picked = new long[count];
        count = 0;
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            if (v != root && retained[v] >= threshold && retained[v] > 0) picked[count++] = (long) retained[v] << 32 | (0xFFFF_FFFFL - v);
        }
        java.util.Arrays.sort(picked);
        try (Scratch scratch = Scratch.take()) {
            return biggest(top, picked, tenth, scratch);
        }
    }

    private List<BigNode> biggest(int top, long[] picked, long tenth, Scratch scratch) {
        int n = shallow.length;
        int count = picked.length;
        int[] nodes = new int[count];
        int listed = 0;
        // per node, the nearest listed node among it and its dominators, found by walks that stop at one known
        int[] nearestListed = scratch.ints(Scratch.NEAREST, n);
        java.util.Arrays.fill(nearestListed, 0, n, -1);
        for (int i = 0; i < count; i++) {
            ReadProgress.checkCancelled(i);
            int v = (int) (0xFFFF_FFFFL - (picked[count - 1 - i] & 0xFFFF_FFFFL));
            long r = retained[v];
            if (i >= top && r < tenth) break;
            if (i >= top) {
                int above = listedAbove(v, nearestListed);
                if (above >= 0 && retained[above] - r < tenth) continue; // the same story as the row above it
            }
            nodes[listed++] = v;
            nearestListed[v] = v;
        }
        if (listed == 0) return new ArrayList<>();
        // The nearest listed nodes are done with: the same array serves the big nodes' own nearest.
        return BigNode.of(this, java.util.Arrays.copyOf(nodes, listed), BigNode.Types.of(doc, scratch.ints(Scratch.TYPES, n)),
                scratch.ints(Scratch.NEAREST, n));
    }

    /**
     * The nearest listed node strictly above v in the dominator tree, or -1. The nodes passed on the way remember
     * the answer, so a chain is walked once, not once per node. (Nodes come biggest first, and a dominator retains
     * more than what it dominates, so no node is listed above one that has remembered an answer.)
     */
    private int listedAbove(int v, int[] nearestListed) {
        int x = dominator[v];
        while (x >= 0 && x != doc.root() && nearestListed[x] < 0) x = dominator[x];
        int found = x >= 0 && x != doc.root() ? nearestListed[x] : -1;
        if (found >= 0) for (int y = dominator[v]; y != x; y = dominator[y]) nearestListed[y] = found;
        return found;
    }

    private static void siftUp(long[] h, int i) {
        while (i > 0) {
            int p = (i - 1) / 2;
            if (h[p] <= h[i]) return;
            long t = h[p];
            h[p] = h[i];
            h[i] = t;
            i = p;
        }
    }

    private static void siftDown(long[] h, int size) {
        int i = 0;
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < size && h[l] < h[m]) m = l;
            if (r < size && h[r] < h[m]) m = r;
            if (m == i) return;
            long t = h[m];
            h[m] = h[i];
            h[i] = t;
            i = m;
        }
    }

    /** The node's dominators from the root down to its immediate one (the unreachable entry for an unreachable node). */
    public int[] dominatorChain(int node) {
        int k = 0;
        for (int v = dominator[node]; v >= 0; v = dominator[v]) k++;
        int[] chain = new int[k];
        for (int v = dominator[node]; v >= 0; v = dominator[v]) chain[--k] = v;
        return chain;
    }

    int[] shallowSizes() { return shallow; }

    int[] retainedSizes() { return retained; }

    int[] dominators() { return dominator; }

    @Override public String toString() {
        return "SizeAnalysis" + Arrays.toString(new long[] {textBytes(), documentBytes, unreachableBytes});
    }
}
