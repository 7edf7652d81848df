package savelens.graph;

import java.util.Arrays;
import savelens.document.ReferenceEdges;

/**
 * Tarjan's algorithm with an explicit stack, so a 200,000-node ring needs no deep recursion.
 * Components are numbered in the order Tarjan completes them.
 */
public final class StronglyConnectedComponents {
    private final int[] component;
    private final int count;

    private StronglyConnectedComponents(int[] component, int count) {
        this.component = component;
        this.count = count;
    }

    public static StronglyConnectedComponents of(ReferenceEdges edges) {
        int n = edges.nodeCount();
        int[] index = new int[n];
        int[] low = new int[n];
        int[] component = new int[n];
        Arrays.fill(index, -1);
        boolean[] onStack = new boolean[n];
        int[] stack = new int[n];
        int sp = 0;
        int[] callNode = new int[n];
        int[] callEdge = new int[n];
        int next = 0;
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (index[s] >= 0) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            index[s] = low[s] = next++;
            stack[sp++] = s;
            onStack[s] = true;
            while (depth >= 0) {
                int v = callNode[depth];
                int e = callEdge[depth];
                if (e < edges.endEdge(v)) {
                    callEdge[depth] = e + 1;
                    int w = edges.target(e);
                    if (w < 0) continue;
                    if (index[w] < 0) {
                        index[w] = low[w] = next++;
                        stack[sp++] = w;
                        onStack[w] = true;
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    int w;
                    do {
                        w = stack[--sp];
                        onStack[w] = false;
                        component[w] = count;
                    } while (w != v);
                    count++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
        return new StronglyConnectedComponents(component, count);
    }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }
}
