package savelens.size;

/** A directed graph in compressed-row form: node v's edges are {@code firstEdge(v)..endEdge(v)-1}. */
public interface Successors {
    int nodeCount();

    int firstEdge(int node);

    int endEdge(int node);

    /** The node edge e leads to, or -1 when it leads nowhere (a dangling reference). */
    int target(int e);

    /**
     * Where each node's edges start, and past the last node where the last edge ends ({@code nodeCount() + 1} entries),
     * read only: a pass over the whole graph reads the rows from the array, not through a call per edge (which in a
     * short process runs uncompiled for much of the pass).
     */
    default int[] rowStarts() {
        int n = nodeCount();
        int[] start = new int[n + 1];
        for (int v = 0; v < n; v++) {
            if (firstEdge(v) != (v == 0 ? 0 : endEdge(v - 1))) throw new IllegalStateException("rows are not back to back");
            start[v + 1] = endEdge(v);
        }
        return start;
    }

    /**
     * {@link #targets} for a pass that reads them once and drops them: where they must be listed anew, listed into the
     * array {@code room} gives for their count (at least that long); read the first {@code endEdge(nodeCount() - 1)}.
     */
    default int[] targets(java.util.function.IntFunction<int[]> room) { return targets(); }

    /** Every edge's target in edge order (-1 where it leads nowhere), read only; see {@link #rowStarts}. */
    default int[] targets() {
        int n = nodeCount();
        int[] to = new int[n == 0 ? 0 : endEdge(n - 1)];
        for (int e = 0; e < to.length; e++) to[e] = target(e);
        return to;
    }
}
