package savelens.graph;

import java.util.ArrayList;
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

    /** Nodes from which a deep walk is given up for sweeps ({@link #findComponents}), and how deep is deep. */
    private final int sweepFrom;
    private final int deepWalk;

    /**
     * Nodes from which the components' walks are given up when deep: below, a walk as deep as the document is small.
     */
    private static final int SWEEP_FROM = 1 << 16;
    /** A walk's stack deep enough to give it up: its arrays stay at 64 KB each, well below half a G1
     * region (an array that big is humongous, and each such allocation may start a concurrent mark). */
    private static final int DEEP_WALK = 1 << 14;
    /** Sweeps back for one component before a walk is left to find it: the generated 1M scene's needs five. */
    private static final int MOST_SWEEPS = 8;
    /** Components found by sweeps before the walks go on without a limit (each costs a few sweeps of the document). */
    private static final int MOST_SWEPT = 4;

    private GraphFacts(Document doc, Boolean intMarks, int sweepFrom, int deepWalk) {
        this.doc = doc;
        this.edges = doc.edges();
        this.intMarks = intMarks;
        this.sweepFrom = sweepFrom;
        this.deepWalk = deepWalk;
    }

    public static GraphFacts of(Document doc) { return new GraphFacts(doc, null, SWEEP_FROM, DEEP_WALK); }

    /** As {@link #of}, the components' walk keeping an int a node or marks as narrow as its stack (tests). */
    static GraphFacts withMarks(Document doc, boolean intMarks) { return new GraphFacts(doc, intMarks, SWEEP_FROM, DEEP_WALK); }

    /** As {@link #withMarks}, a walk deeper than {@code deepWalk} given up for sweeps in a document of any size (tests). */
    static GraphFacts withDeepWalk(Document doc, boolean intMarks, int deepWalk) { return new GraphFacts(doc, intMarks, 0, deepWalk); }

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

    /** Every node the root reaches, with a bit a node ({@link ReachSweep}). */
    private void searchFromRoot() {
        int root = doc.root();
        if (root < 0) {
            reached = new long[(doc.nodeCount() + 63) >>> 6];
            unreachable = doc.nodeCount();
            return;
        }
        ReachSweep sweep = ReachSweep.from(edges, root);
        reached = sweep.reached;
        unreachable = doc.nodeCount() - sweep.count;
    }

    /**
     * The cyclic components, by one Tarjan walk from the root first and then from every node still unseen: the first
     * part finds just what the root reaches, so the count of unreachable nodes needs no search of its own. Their
     * members are listed only when {@code members} asks (info needs only how many there are: at a million nodes on
     * one cycle, the list is an array as long as the document). Marks an int a node where the heap has room to spare
     * (the walk reads one for every edge), else as narrow as the stack.
     *
     * <p>In a large document, a walk whose stack grows past {@link #deepWalk} nodes is given up, and the component of
     * the node it was entering is found by sweeps instead ({@link SweptComponent}): then the walks go on around it, as
     * a component done. Components are a partition, so those the walks complete around it are the same. Where the
     * sweeps do not settle, or find a component smaller than the walk was deep (a long chain, not a cycle), the walks
     * go on without a limit. The components' members and counts are the same either way; only the order the walks
     * complete them in differs, and the cycles are listed by their first node.
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
        int swept = 0;
        if (n >= sweepFrom) walk.deeperThan(deepWalk);
        int root = doc.root();
        int fromRoot = root >= 0 ? walk.from(root) : 0;
        if (unreachable < 0 && fromRoot >= 0) unreachable = n - fromRoot;
        boolean done = fromRoot >= 0 && walk.fromEvery();
        while (!done) {
            int at = walk.givenUpAt();
            long[] component = SweptComponent.of(edges, at, MOST_SWEEPS);
            int size = component == null ? 0 : doneAll(component, marks);
            if (size > 1 || size == 1 && Cycles.selfReference(edges, at)) {
                counted[0]++;
                counted[1] += size;
                if (found != null) found.add(members(component, size));
            }
            // Sweeps that did not settle, or a component smaller than the walk was deep: walks to the end.
            if (component == null || size < deepWalk || ++swept == MOST_SWEPT) walk.deeperThan(Integer.MAX_VALUE);
            done = walk.fromEvery();
        }
        cycleCount = counted[0];
        nodesOnCycles = counted[1];
        cyclic = found;
    }

    /** Marks each node of {@code component} (a bit a node) done for the walks; how many there are. */
    private static int doneAll(long[] component, TarjanWalk.Marks marks) {
        int size = 0;
        for (int word = 0; word < component.length; word++) {
            for (long w = component[word]; w != 0; w &= w - 1) {
                marks.set((word << 6) + Long.numberOfTrailingZeros(w), 0);
                size++;
            }
        }
        return size;
    }

    /** The {@code size} nodes of {@code component} (a bit a node), ascending. */
    private static int[] members(long[] component, int size) {
        int[] members = new int[size];
        int k = 0;
        for (int word = 0; word < component.length; word++) {
            for (long w = component[word]; w != 0; w &= w - 1) members[k++] = (word << 6) + Long.numberOfTrailingZeros(w);
        }
        return members;
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
