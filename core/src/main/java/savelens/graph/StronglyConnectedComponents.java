package savelens.graph;

import java.util.BitSet;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import savelens.document.ReferenceEdges;

/**
 * The strongly connected components of a document's reference edges ({@link TarjanWalk}), numbered in the order
 * Tarjan completes them.
 */
public final class StronglyConnectedComponents {
    private final int[] component;
    private final int count;
    /** The components of more than one node (each is a cycle); the others are on one only through a self-loop. */
    private final BitSet several;

    private StronglyConnectedComponents(int[] component, int count, BitSet several) {
        this.component = component;
        this.count = count;
        this.several = several;
    }

    public static StronglyConnectedComponents of(ReferenceEdges edges) {
        return of(edges, () -> false);
    }

    /**
     * The components, stopping with a {@link CancellationException} once {@code stopped} says so (asked every few
     * thousand nodes): found on another thread, the walk does not see the interrupt of the thread that waits for it.
     */
    public static StronglyConnectedComponents of(ReferenceEdges edges, BooleanSupplier stopped) {
        return of(edges, stopped, SWEEP_FROM, DEEP_WALK);
    }

    /**
     * As {@link #of(ReferenceEdges, BooleanSupplier)}; in a document of {@code sweepFrom} nodes or more a walk whose
     * stack grows past {@code deepWalk} nodes is given up and the component of the node it was entering found by sweeps
     * ({@link SweptComponent}), as the command line's facts find it ({@code GraphFacts}): a scene's one component of
     * nearly every node is otherwise walked a million nodes deep, with four arrays as deep and a cache miss a node.
     * The numbers stay in an order Tarjan could complete them in (a component's above every one it reaches, which a
     * retarget's follow relies on): what the swept component reaches outside it is walked first, then it is numbered.
     */
    static StronglyConnectedComponents of(ReferenceEdges edges, BooleanSupplier stopped, int sweepFrom, int deepWalk) {
        int n = edges.nodeCount();
        // A node's mark becomes -2 - its component once that is known: the one array as long as the document becomes
        // the components in place.
        TarjanWalk.IntMarks marks = new TarjanWalk.IntMarks(n);
        BitSet several = new BitSet();
        int[] count = {0};
        TarjanWalk walk = new TarjanWalk(edges, marks, (stack, from, to) -> {
            if (to - from > 1) several.set(count[0]);
            return -2 - count[0]++;
        }, stopped);
        int limit = n >= sweepFrom ? deepWalk : Integer.MAX_VALUE;
        walk.deeperThan(limit);
        int swept = 0;
        while (!walk.fromEvery()) {
            SweptComponent.Found found = SweptComponent.find(edges, walk.givenUpAt(), MOST_SWEEPS);
            int size = 0;
            if (found != null) {
                size = sweptLast(found, walk, marks, limit);
                if (size > 1) several.set(count[0]);
                numberAll(found.component(), marks, -2 - count[0]++);
            }
            // Sweeps that did not settle, or a component smaller than the walk was deep (a long chain): walks to the end.
            if (found == null || size < deepWalk || ++swept == MOST_SWEPT) limit = Integer.MAX_VALUE;
            walk.deeperThan(limit);
        }
        int[] component = marks.marks;
        for (int v = 0; v < n; v++) component[v] = -2 - component[v];
        return new StronglyConnectedComponents(component, count[0], several);
    }

    /**
     * Holds a swept component's members aside (done for the walks, not numbered) and completes, by walks without a
     * limit, every component it reaches outside it, which must be numbered before it; how many members it has.
     */
    private static int sweptLast(SweptComponent.Found found, TarjanWalk walk, TarjanWalk.IntMarks marks, int limit) {
        long[] component = found.component();
        long[] reached = found.reached();
        int size = numberAll(component, marks, HELD);
        walk.deeperThan(Integer.MAX_VALUE); // none of these can reach the component back: no walk enters it
        for (int word = 0; word < reached.length; word++) {
            for (long w = reached[word] & ~component[word]; w != 0; w &= w - 1) walk.from((word << 6) + Long.numberOfTrailingZeros(w));
        }
        walk.deeperThan(limit);
        return size;
    }

    /** Gives each node of {@code component} (a bit a node) the mark {@code mark}; how many there are. */
    private static int numberAll(long[] component, TarjanWalk.IntMarks marks, int mark) {
        int size = 0;
        for (int word = 0; word < component.length; word++) {
            for (long w = component[word]; w != 0; w &= w - 1) {
                marks.marks[(word << 6) + Long.numberOfTrailingZeros(w)] = mark;
                size++;
            }
        }
        return size;
    }

    /** The mark of a swept component's members until it is numbered: done for the walks (below -1), no component's. */
    private static final int HELD = Integer.MIN_VALUE;
    /** As {@code GraphFacts}: walks are given up when deep from this many nodes, ... */
    private static final int SWEEP_FROM = 1 << 16;
    /** ... once their stack is this deep (its arrays stay at 64 KB each, below half a G1 region), ... */
    private static final int DEEP_WALK = 1 << 14;
    /** ... with this many sweeps back for one component (the generated 1M scene's needs five), ... */
    private static final int MOST_SWEEPS = 8;
    /** ... and this many components found by sweeps before the walks go on without a limit. */
    private static final int MOST_SWEPT = 4;

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }

    /** Whether the component holds more than one node. */
    public boolean hasSeveralNodes(int component) { return several.get(component); }
}
