package savelens.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/**
 * Graph facts of a document over all reference edges: cycles (strongly connected components), the
 * shortest path from the root to every node, incoming counts, shared, dangling and unreachable nodes.
 * Everything is iterative and works on primitive arrays.
 */
public final class GraphAnalysis {
    private final Document doc;
    private final ReferenceEdges edges;
    private final int references;
    private final int dangling;
    private final int[] incoming;
    private final int[] parentEdge;
    private final int[] distance;
    private final int unreachable;
    private final int shared;
    private final List<Cycle> cycles;
    private final boolean[] onCycle;
    private final int nodesOnCycles;

    private GraphAnalysis(Document doc) {
        this.doc = doc;
        this.edges = doc.edges();
        int n = doc.nodeCount();
        incoming = new int[n];
        int refs = 0, dang = 0;
        for (int e = 0; e < edges.edgeCount(); e++) {
            int t = edges.target(e);
            if (t >= 0) {
                refs++;
                incoming[t]++;
            } else {
                dang++;
            }
        }
        references = refs;
        dangling = dang;
        int sh = 0;
        for (int c : incoming) if (c >= 2) sh++;
        shared = sh;

        parentEdge = new int[n];
        distance = new int[n];
        Arrays.fill(parentEdge, -1);
        Arrays.fill(distance, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        int root = doc.root();
        distance[root] = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w >= 0 && distance[w] < 0) {
                    distance[w] = distance[v] + 1;
                    parentEdge[w] = e;
                    queue[tail++] = w;
                }
            }
        }
        unreachable = n - tail;

        StronglyConnectedComponents scc = StronglyConnectedComponents.of(edges);
        onCycle = new boolean[n];
        cycles = findCycles(scc);
        int on = 0;
        for (Cycle c : cycles) on += c.size();
        nodesOnCycles = on;
    }

    public static GraphAnalysis of(Document doc) { return new GraphAnalysis(doc); }

    private List<Cycle> findCycles(StronglyConnectedComponents scc) {
        int n = doc.nodeCount();
        int[] size = new int[scc.count()];
        for (int v = 0; v < n; v++) size[scc.componentOf(v)]++;
        boolean[] cyclic = new boolean[scc.count()];
        for (int v = 0; v < n; v++) {
            int c = scc.componentOf(v);
            if (size[c] > 1) cyclic[c] = true;
            else for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) if (edges.target(e) == v) cyclic[c] = true;
        }
        // group members per component, components ordered by their first node
        int[] order = new int[scc.count()];
        Arrays.fill(order, -1);
        List<List<Integer>> members = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            int c = scc.componentOf(v);
            if (!cyclic[c]) continue;
            if (order[c] < 0) {
                order[c] = members.size();
                members.add(new ArrayList<>());
            }
            members.get(order[c]).add(v);
            onCycle[v] = true;
        }
        List<Cycle> result = new ArrayList<>(members.size());
        int[] prev = new int[n];
        Arrays.fill(prev, -2);
        for (List<Integer> m : members) {
            result.add(new Cycle(Collections.unmodifiableList(m), exampleCycle(m.get(0), scc, prev)));
        }
        return Collections.unmodifiableList(result);
    }

    /** Breadth-first inside the component from s until an edge leads back to s: a shortest cycle through s. */
    private List<Integer> exampleCycle(int s, StronglyConnectedComponents scc, int[] prev) {
        int comp = scc.componentOf(s);
        List<Integer> visited = new ArrayList<>();
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        queue.add(s);
        prev[s] = -1;
        visited.add(s);
        int last = -1;
        search:
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w < 0 || scc.componentOf(w) != comp) continue;
                if (w == s) {
                    last = v;
                    break search;
                }
                if (prev[w] == -2) {
                    prev[w] = v;
                    visited.add(w);
                    queue.add(w);
                }
            }
        }
        List<Integer> path = new ArrayList<>();
        for (int v = last; v >= 0; v = prev[v]) path.add(v);
        Collections.reverse(path);
        path.add(s);
        for (int v : visited) prev[v] = -2;
        return Collections.unmodifiableList(path);
    }

    public Document document() { return doc; }

    public ReferenceEdges edges() { return edges; }

    /** Edges whose target exists (nesting included). */
    public int references() { return references; }

    public int dangling() { return dangling; }

    public int shared() { return shared; }

    public int unreachable() { return unreachable; }

    public List<Cycle> cycles() { return cycles; }

    public int nodesOnCycles() { return nodesOnCycles; }

    public boolean onCycle(int node) { return onCycle[node]; }

    public int incomingCount(int node) { return incoming[node]; }

    public boolean isReachable(int node) { return distance[node] >= 0; }

    /** The edge by which breadth-first search from the root first reached the node (its home), or -1. */
    public int homeEdge(int node) { return parentEdge[node]; }

    /** True when the value is where its target is first reached from the root (where the tree expands it). */
    public boolean isHome(int value) {
        int t = doc.target(value);
        return t >= 0 && parentEdge[t] >= 0 && edges.value(parentEdge[t]) == value;
    }

    /** Edges from the root to the node along a shortest path; empty for the root, null when unreachable. */
    public int[] pathFromRoot(int node) {
        if (distance[node] < 0) return null;
        int[] path = new int[distance[node]];
        for (int v = node, i = path.length - 1; i >= 0; i--) {
            path[i] = parentEdge[v];
            v = edges.source(parentEdge[v]);
        }
        return path;
    }
}
