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

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }

    /** Whether the component holds more than one node. */
    public boolean hasSeveralNodes(int component) { return several.get(component); }
}
