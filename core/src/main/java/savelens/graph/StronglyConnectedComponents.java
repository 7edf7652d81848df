package savelens.graph;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import savelens.document.ReferenceEdges;
import savelens.primitive.WideningInts;

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
        int n = edges.nodeCount();
        // A node's mark becomes -2 - its component once that is known: the one array as long as the document becomes
        // the components in place.
        TarjanWalk.IntMarks marks = new TarjanWalk.IntMarks(n);
        BitSet several = new BitSet();
        int[] count = {0};
        new TarjanWalk(edges, marks, (stack, from, to) -> {
            if (to - from > 1) several.set(count[0]);
            return -2 - count[0]++;
        }, stopped).fromEvery();
        int[] component = marks.marks;
        for (int v = 0; v < n; v++) component[v] = -2 - component[v];
        return new StronglyConnectedComponents(component, count[0], several);
    }

    /**
     * The members of each component of more than one node, each ascending, in the order Tarjan completes them: the
     * same walk as {@link #of}, for an analysis that needs only the cycles. A node's mark is kept as narrow as the
     * stack is deep (a byte a node for a document nested a few hundred deep, where the components' numbers need an
     * int a node).
     */
    public static List<int[]> severalNodeComponents(ReferenceEdges edges, BooleanSupplier stopped) {
        List<int[]> several = new ArrayList<>();
        new TarjanWalk(edges, new NarrowMarks(edges.nodeCount()), severalInto(several), stopped).fromEvery();
        return several;
    }

    /** A completion that adds each component of more than one node to {@code several} (ascending); its members marked 0. */
    static TarjanWalk.Completion severalInto(List<int[]> several) {
        return (stack, from, to) -> {
            if (to - from > 1) several.add(Cycles.ascending(stack, from, to));
            return 0;
        };
    }

    /** Marks as narrow as the stack is deep: -1 unseen, 0 done, else a place on the stack + 1. */
    static final class NarrowMarks implements TarjanWalk.Marks {
        private final WideningInts marks;

        NarrowMarks(int n) { marks = new WideningInts(n); }

        @Override public int get(int node) { return marks.get(node); }

        @Override public void set(int node, int mark) { marks.set(node, mark); }
    }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }

    /** Whether the component holds more than one node. */
    public boolean hasSeveralNodes(int component) { return several.get(component); }
}
