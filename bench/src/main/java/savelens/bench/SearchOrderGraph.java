package savelens.bench;

import savelens.size.Successors;

/**
 * A graph renumbered in the order a depth-first search from its root numbers it (the search the dominators make:
 * each node's edges in order, down the first target not numbered yet), the nodes it does not reach after, in their
 * order. The same graph, edge for edge, so the dominators over it do the very same work as over the original; only
 * where in memory each node's entries lie differs: a step down the search goes to the next entry, not to one anywhere.
 * A reference for the size analysis's growth per node: what of it is the machine's cache and what the algorithm's.
 */
final class SearchOrderGraph implements Successors {
    private final int[] start;
    private final int[] to;
    /** The root's new number: 0. */
    final int root;
    /** Each original node's new number. */
    final int[] number;

    private SearchOrderGraph(int[] start, int[] to, int root, int[] number) {
        this.start = start;
        this.to = to;
        this.root = root;
        this.number = number;
    }

    static SearchOrderGraph of(Successors g, int root) {
        int n = g.nodeCount();
        int[] start = g.rowStarts(), to = g.targets();
        PlainSearch search = new PlainSearch(g, root);
        int count = search.run();
        int[] number = search.numbers();
        for (int v = 0; v < n; v++) if (number[v] < 0) number[v] = count++;
        int[] old = new int[n];
        for (int v = 0; v < n; v++) old[number[v]] = v;
        int[] newStart = new int[n + 1];
        int[] newTo = new int[to.length];
        int k = 0;
        for (int u = 0; u < n; u++) {
            int v = old[u];
            for (int e = start[v]; e < start[v + 1]; e++) newTo[k++] = to[e] < 0 ? -1 : number[to[e]];
            newStart[u + 1] = k;
        }
        return new SearchOrderGraph(newStart, newTo, root < 0 ? -1 : number[root], number);
    }

    @Override public int nodeCount() { return start.length - 1; }

    @Override public int firstEdge(int node) { return start[node]; }

    @Override public int endEdge(int node) { return start[node + 1]; }

    @Override public int target(int e) { return to[e]; }

    @Override public int[] rowStarts() { return start; }

    @Override public int[] targets() { return to; }
}
