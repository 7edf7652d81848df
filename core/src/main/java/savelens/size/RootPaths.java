package savelens.size;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every shortest path from the root to one node, merged into the graph they form (MAT's "merge shortest paths to
 * GC roots"): the nodes that lie on some shortest path, and for each the edges that continue one. Breadth-first
 * from the root over the edges {@link SizeGraph} follows, then back from the target over the edges that go one
 * step nearer.
 */
public final class RootPaths {
    private final SizeGraph graph;
    private final int target;
    private final int length;
    private final int[] nodes;
    private final int[] nextStart;
    private final int[] nextEdges;
    private final long paths;
    /** Where each node on the paths stands in {@link #nodes}. */
    private final java.util.Map<Integer, Integer> slots = new java.util.HashMap<>();

    private RootPaths(SizeGraph graph, int target, int length, int[] nodes, int[] nextStart, int[] nextEdges, long paths) {
        this.graph = graph;
        this.target = target;
        this.length = length;
        this.nodes = nodes;
        this.nextStart = nextStart;
        this.nextEdges = nextEdges;
        this.paths = paths;
        for (int i = 0; i < nodes.length; i++) slots.put(nodes[i], i);
    }

    public static RootPaths to(SizeGraph g, int target) {
        int n = g.nodeCount();
        int root = g.root();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        if (root >= 0) {
            int[] queue = new int[n];
            int head = 0, tail = 0;
            dist[root] = 0;
            queue[tail++] = root;
            while (head < tail && dist[target] < 0) {
                int v = queue[head++];
                for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                    int w = g.target(e);
                    if (w >= 0 && dist[w] < 0) {
                        dist[w] = dist[v] + 1;
                        queue[tail++] = w;
                    }
                }
            }
        }
        if (dist[target] < 0) return new RootPaths(g, target, -1, new int[0], new int[1], new int[0], 0);
        // Back from the target, level by level: a node is on a shortest path when an edge from it goes one level
        // nearer the target to a node that is. Every node at distance d < dist(target) was settled by the search.
        int len = dist[target];
        int[] inStart = new int[n + 1];
        for (int v = 0; v < n; v++) {
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) if (g.target(e) >= 0) inStart[g.target(e) + 1]++;
        }
        for (int v = 0; v < n; v++) inStart[v + 1] += inStart[v];
        int[] from = new int[inStart[n]];
        int[] fill = Arrays.copyOf(inStart, n);
        for (int v = 0; v < n; v++) {
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) if (g.target(e) >= 0) from[fill[g.target(e)]++] = v;
        }
        boolean[] on = new boolean[n];
        on[target] = true;
        List<Integer> all = new ArrayList<>();
        all.add(target);
        for (int i = 0; i < all.size(); i++) {
            int w = all.get(i);
            for (int k = inStart[w]; k < inStart[w + 1]; k++) {
                int v = from[k];
                if (!on[v] && dist[v] >= 0 && dist[v] == dist[w] - 1) {
                    on[v] = true;
                    all.add(v);
                }
            }
        }
        // Nearest the root first; each node's edges that continue a shortest path.
        int[] ordered = all.stream().mapToInt(Integer::intValue).toArray();
        Integer[] boxed = all.toArray(new Integer[0]);
        Arrays.sort(boxed, (a, b) -> dist[a] != dist[b] ? Integer.compare(dist[a], dist[b]) : Integer.compare(a, b));
        for (int i = 0; i < boxed.length; i++) ordered[i] = boxed[i];
        int[] start = new int[ordered.length + 1];
        List<Integer> edges = new ArrayList<>();
        long[] count = new long[ordered.length];
        int[] slot = new int[n];
        for (int i = 0; i < ordered.length; i++) slot[ordered[i]] = i;
        for (int i = 0; i < ordered.length; i++) {
            int v = ordered[i];
            start[i] = edges.size();
            if (v == target) continue;
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                int w = g.target(e);
                if (w >= 0 && on[w] && dist[w] == dist[v] + 1) edges.add(e);
            }
        }
        start[ordered.length] = edges.size();
        // Paths counted from the target back (saturating: a lattice of shared nodes multiplies them).
        for (int i = ordered.length - 1; i >= 0; i--) {
            if (ordered[i] == target) {
                count[i] = 1;
                continue;
            }
            long c = 0;
            for (int k = start[i]; k < start[i + 1]; k++) {
                c += count[slot[g.target(edges.get(k))]];
                if (c < 0 || c > Long.MAX_VALUE / 4) c = Long.MAX_VALUE / 4;
            }
            count[i] = c;
        }
        return new RootPaths(g, target, len, ordered, start, edges.stream().mapToInt(Integer::intValue).toArray(), count[0]);
    }

    public int target() { return target; }

    /** False when no path from the root leads to the target. */
    public boolean reachable() { return length >= 0; }

    /** The number of edges on each shortest path, -1 when unreachable. */
    public int length() { return length; }

    /** How many distinct shortest paths there are (capped far above anything printable). */
    public long pathCount() { return paths; }

    /** The nodes on some shortest path, nearest the root first (the root first, the target last). */
    public int[] nodes() { return nodes.clone(); }

    /** The edges from a node on the paths that continue a shortest path, in the order the node writes them. */
    public int[] next(int node) {
        Integer i = slots.get(node);
        return i == null ? new int[0] : Arrays.copyOfRange(nextEdges, nextStart[i], nextStart[i + 1]);
    }

    public SizeGraph graph() { return graph; }
}
