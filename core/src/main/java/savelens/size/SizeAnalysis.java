package savelens.size;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;

/**
 * What makes a document big and what keeps each node in it, as a heap analyser answers it (Eclipse MAT): each
 * node's shallow size (its own bytes of the decoded text), its immediate dominator (the last node every path from
 * the root to it goes through), and its retained size (its shallow size and that of every node it dominates: what
 * the file would lose with it). A node the root does not reach has the virtual {@link Dominators#UNREACHABLE}
 * entry as its dominator, so the unreachable bytes add up in one place. Kept per node: 16 bytes.
 */
public final class SizeAnalysis {
    private final Document doc;
    private final SizeGraph graph;
    private final int[] shallow;
    private final int[] dominator;
    private final long[] retained;
    private final long documentBytes;
    private final long unreachableBytes;
    private final int unreachableCount;
    private volatile DominatorTree tree;

    private SizeAnalysis(Document doc, SizeGraph graph, int[] shallow, int[] dominator, long[] retained) {
        this.doc = doc;
        this.graph = graph;
        this.shallow = shallow;
        this.dominator = dominator;
        this.retained = retained;
        long nodes = 0, lost = 0;
        int unreached = 0;
        for (int v = 0; v < shallow.length; v++) {
            nodes += shallow[v];
            if (dominator[v] == Dominators.UNREACHABLE) {
                lost += shallow[v];
                unreached++;
            }
        }
        this.documentBytes = doc.text().length - nodes;
        this.unreachableBytes = lost;
        this.unreachableCount = unreached;
    }

    public static SizeAnalysis of(Document doc) {
        SizeGraph graph = SizeGraph.of(doc);
        int[] shallow = ShallowSizes.of(doc);
        int[] dominator = Dominators.immediate(graph, graph.root());
        return new SizeAnalysis(doc, graph, shallow, dominator, retainedSizes(graph, shallow, dominator));
    }

    /**
     * Retained sizes summed up the dominator tree. Every dominator is nearer the root in a breadth-first order,
     * so going over the nodes in the reverse of that order adds each node's total to its dominator after its own
     * dominated nodes were added to it.
     */
    private static long[] retainedSizes(SizeGraph g, int[] shallow, int[] dominator) {
        int n = shallow.length;
        long[] retained = new long[n];
        for (int v = 0; v < n; v++) retained[v] = shallow[v];
        int root = g.root();
        if (root < 0) return retained;
        int[] order = new int[n];
        boolean[] seen = new boolean[n];
        int head = 0, tail = 0;
        order[tail++] = root;
        seen[root] = true;
        while (head < tail) {
            int v = order[head++];
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                int w = g.target(e);
                if (w >= 0 && !seen[w]) {
                    seen[w] = true;
                    order[tail++] = w;
                }
            }
        }
        for (int i = tail - 1; i > 0; i--) {
            int v = order[i];
            retained[dominator[v]] += retained[v];
        }
        return retained;
    }

    /**
     * The sizes after an edit that replaced one scalar ({@link Document#keepsStructureOf}): the node holding the
     * value changes by the byte delta, and so does every node on its dominator chain; nothing is walked again.
     * Any other edit is analysed anew.
     */
    public SizeAnalysis afterScalarEdit(Document edited, int value) {
        if (!edited.keepsStructureOf(doc) || value < 0) return of(edited);
        int delta = edited.text().length - doc.text().length;
        int owner = edited.ownerNode(value);
        int[] nextShallow = shallow;
        long[] nextRetained = retained;
        if (delta != 0 && owner >= 0) {
            nextShallow = shallow.clone();
            nextRetained = retained.clone();
            nextShallow[owner] += delta;
            for (int v = owner; v >= 0; v = dominator[v]) nextRetained[v] += delta;
        }
        return new SizeAnalysis(edited, graph, nextShallow, dominator, nextRetained);
    }

    public Document document() { return doc; }

    /** The edges this analysis followed. */
    public SizeGraph graph() { return graph; }

    public int nodeCount() { return shallow.length; }

    /** The length of the (decoded) text in bytes. */
    public long textBytes() { return doc.text().length; }

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
    public int[] children(int node) { return tree().children(node); }

    /** Per type, its instances, their shallow bytes and the bytes they retain together. */
    public List<TypeSize> histogram() { return TypeHistogram.of(this); }

    /**
     * The biggest nodes by retained size: the top {@code top} and every node retaining at least a tenth of the
     * text, biggest first, the root left out (it retains everything reachable).
     */
    public List<BigNode> biggest(int top) {
        int n = shallow.length;
        int root = doc.root();
        long tenth = (textBytes() + 9) / 10;
        // The top-th largest retained size, by a small min-heap over primitives.
        long[] heap = new long[Math.max(top, 1)];
        int size = 0;
        for (int v = 0; v < n; v++) {
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
        List<Integer> picked = new ArrayList<>();
        for (int v = 0; v < n; v++) if (v != root && retained[v] >= threshold && retained[v] > 0) picked.add(v);
        picked.sort((a, b) -> retained[a] != retained[b] ? Long.compare(retained[b], retained[a]) : Integer.compare(a, b));
        List<BigNode> out = new ArrayList<>();
        BigNode.Types types = picked.isEmpty() ? null : BigNode.Types.of(doc);
        for (int v : picked) {
            if (out.size() >= top && retained[v] < tenth) break;
            out.add(BigNode.of(this, v, types));
        }
        return out;
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

    long[] retainedSizes() { return retained; }

    int[] dominators() { return dominator; }

    @Override public String toString() {
        return "SizeAnalysis" + Arrays.toString(new long[] {textBytes(), documentBytes, unreachableBytes});
    }
}
