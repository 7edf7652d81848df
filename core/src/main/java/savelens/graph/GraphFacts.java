package savelens.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.progress.ReadProgress;

/**
 * The graph facts of a document that a command reads once (info, check, cycles, convert): its counts, what the root
 * reaches, and its cycles, each worked out when first asked, by the least walk that tells it. None of the homes,
 * distances and paths the window keeps ({@link GraphAnalysis}), which says the same of each. For one thread.
 */
public final class GraphFacts implements GraphFindings {
    private final Document doc;
    private final ReferenceEdges edges;
    /** Whether the components' walk keeps an int a node; null: as the heap has room. */
    private final Boolean intMarks;
    private int references = -1;
    private int dangling = -1;
    private int shared = -1;
    /** Nodes the root does not reach, once a walk from it has counted those it does; -1 before. */
    private int unreachable = -1;
    /** The nodes the root reaches, a bit a node: listed only when asked of a document where it does not reach all. */
    private long[] reached;
    /** How many components hold a cycle, and their nodes, once the components' walk has counted them; -1 before. */
    private int cycleCount = -1;
    private int nodesOnCycles;
    /** The members of each cycle, ascending, in the order Tarjan completes them: listed only once the cycles are asked. */
    private List<int[]> cyclic;
    private List<Cycle> cycles;

    private GraphFacts(Document doc, Boolean intMarks) {
        this.doc = doc;
        this.edges = doc.edges();
        this.intMarks = intMarks;
    }

    public static GraphFacts of(Document doc) { return new GraphFacts(doc, null); }

    /** As {@link #of}, the components' walk keeping an int a node or marks as narrow as its stack (tests). */
    static GraphFacts withMarks(Document doc, boolean intMarks) { return new GraphFacts(doc, intMarks); }

    public Document document() { return doc; }

    @Override public ReferenceEdges edges() { return edges; }

    /** Edges whose target exists (nesting included). */
    public int references() {
        if (references < 0) countEdges();
        return references;
    }

    @Override public int dangling() {
        if (dangling < 0) countEdges();
        return dangling;
    }

    /** Nodes two or more edges lead to. */
    public int shared() {
        if (shared < 0) countShared();
        return shared;
    }

    @Override public int unreachable() {
        if (unreachable < 0) searchFromRoot();
        return unreachable;
    }

    @Override public boolean isReachable(int node) {
        if (unreachable() == 0) return true;
        if (reached == null) searchFromRoot();
        return (reached[node >>> 6] & 1L << node) != 0;
    }

    /** How many strongly connected components hold a cycle (more than one node, or one that refers to itself). */
    public int cycleCount() {
        findComponents(false);
        return cycleCount;
    }

    public int nodesOnCycles() {
        findComponents(false);
        return nodesOnCycles;
    }

    /** The cycles, in the order of their first node, each with an example ({@link GraphAnalysis#cycles}). */
    public List<Cycle> cycles() {
        findComponents(true);
        if (cycles == null) cycles = Cycles.of(edges, cyclic);
        return cycles;
    }

    private void countEdges() {
        int refs = 0, dang = 0;
        for (int e = 0, m = edges.edgeCount(); e < m; e++) {
            ReadProgress.checkCancelled(e);
            if (edges.target(e) >= 0) refs++;
            else dang++;
        }
        references = refs;
        dangling = dang;
    }

    /** Two bits a node, whether one edge leads to it and whether two do: a few hundred kilobytes at a million nodes. */
    private void countShared() {
        int n = doc.nodeCount();
        long[] once = new long[(n + 63) >>> 6];
        long[] twice = new long[once.length];
        for (int e = 0, m = edges.edgeCount(); e < m; e++) {
            ReadProgress.checkCancelled(e);
            int t = edges.target(e);
            if (t < 0) continue;
            long bit = 1L << t;
            int word = t >>> 6;
            twice[word] |= once[word] & bit;
            once[word] |= bit;
        }
        int count = 0;
        for (long w : twice) count += Long.bitCount(w);
        shared = count;
    }

    /**
     * Every node the root reaches, with a bit a node: no distances or homes, which the window's search keeps. The rows
     * are read in node order, from the root on, each reached node's when the sweep comes to it; only a node found behind
     * the sweep (an edge to a lower node not reached yet) is followed at once, from a stack. Each node's row is read
     * once either way, but mostly in the order the rows lie: a search that followed every edge where it led read a
     * row and a mark far from the last per node (a scene's children are all over the file), 90 ms of cache misses at
     * a million nodes where the sweep takes 10.
     */
    private void searchFromRoot() {
        int n = doc.nodeCount();
        long[] seen = new long[(n + 63) >>> 6];
        int root = doc.root();
        int found = 0;
        if (root >= 0) {
            int[] behind = new int[Math.max(1, Math.min(n, 1024))];
            seen[root >>> 6] |= 1L << root;
            found = 1;
            for (int v = root; v < n; v++) {
                if ((seen[v >>> 6] & 1L << v) == 0) continue;
                int sp = 0;
                for (int x = v; ; x = behind[--sp]) {
                    for (int e = edges.firstEdge(x), end = edges.endEdge(x); e < end; e++) {
                        int w = edges.target(e);
                        if (w < 0 || (seen[w >>> 6] & 1L << w) != 0) continue;
                        ReadProgress.checkCancelled(found++);
                        seen[w >>> 6] |= 1L << w;
                        if (w > v) continue; // the sweep reads its row when it comes to it
                        if (sp == behind.length) behind = Arrays.copyOf(behind, (int) Math.min(n, 2L * sp));
                        behind[sp++] = w;
                    }
                    if (sp == 0) break;
                }
            }
        }
        reached = seen;
        unreachable = n - found;
    }

    /**
     * The cyclic components, by one Tarjan walk from the root first and then from every node still unseen: the first
     * part finds just what the root reaches, so the count of unreachable nodes needs no search of its own. Their
     * members are listed only when {@code members} asks (info needs only how many there are: at a million nodes on
     * one cycle, the list is an array as long as the document). Marks an int a node where the heap has room to spare
     * (the walk reads one for every edge), else as narrow as the stack.
     */
    private void findComponents(boolean members) {
        if (members ? cyclic != null : cycleCount >= 0) return;
        int n = doc.nodeCount();
        List<int[]> found = members ? new ArrayList<>() : null;
        int[] counted = new int[2]; // cycles, nodes on them
        boolean wide = intMarks != null ? intMarks : roomForIntMarks(n);
        TarjanWalk.Marks marks = wide ? new TarjanWalk.IntMarks(n) : new TarjanWalk.NarrowMarks(n);
        TarjanWalk walk = new TarjanWalk(edges, marks, (stack, from, to) -> {
            if (to - from > 1 || Cycles.selfReference(edges, stack[from])) {
                counted[0]++;
                counted[1] += to - from;
                if (found != null) found.add(to - from > 1 ? Cycles.ascending(stack, from, to) : new int[] {stack[from]});
            }
            return 0;
        }, GraphFacts::cancelled);
        int root = doc.root();
        int fromRoot = root >= 0 ? walk.from(root) : 0;
        if (unreachable < 0) unreachable = n - fromRoot;
        walk.fromEvery();
        cycleCount = counted[0];
        nodesOnCycles = counted[1];
        cyclic = found;
    }

    private static boolean cancelled() {
        ReadProgress.checkCancelled();
        return false;
    }

    /** Whether the heap has room, beside what is in use, for an int a node twice over (the collector's slack). */
    private static boolean roomForIntMarks(int n) {
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return free > 2L * 5 * Integer.BYTES * n;
    }
}
