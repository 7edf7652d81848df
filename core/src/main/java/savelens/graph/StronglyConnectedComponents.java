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
        // Each node's index, low link and component side by side: on a million nodes the walk is bound by
        // cache misses, and one line per node instead of four nearly halves it. A component of -1 while
        // the node has an index means it is still on the stack.
        int[] state = new int[3 * n];
        for (int v = 0; v < n; v++) {
            state[3 * v] = -1;
            state[3 * v + 2] = -1;
        }
        int[] stack = new int[n];
        int sp = 0;
        int[] callNode = new int[n];
        int[] callEdge = new int[n];
        int next = 0;
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (state[3 * s] >= 0) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            state[3 * s] = state[3 * s + 1] = next++;
            stack[sp++] = s;
            while (depth >= 0) {
                int v = callNode[depth];
                int e = callEdge[depth];
                if (e < edges.endEdge(v)) {
                    callEdge[depth] = e + 1;
                    int w = edges.target(e);
                    if (w < 0) continue;
                    if (state[3 * w] < 0) {
                        state[3 * w] = state[3 * w + 1] = next++;
                        stack[sp++] = w;
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (state[3 * w + 2] < 0) { // on the stack
                        state[3 * v + 1] = Math.min(state[3 * v + 1], state[3 * w]);
                    }
                    continue;
                }
                if (state[3 * v + 1] == state[3 * v]) {
                    int w;
                    do {
                        w = stack[--sp];
                        state[3 * w + 2] = count;
                    } while (w != v);
                    count++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    state[3 * parent + 1] = Math.min(state[3 * parent + 1], state[3 * v + 1]);
                }
            }
        }
        int[] component = new int[n];
        for (int v = 0; v < n; v++) component[v] = state[3 * v + 2];
        return new StronglyConnectedComponents(component, count);
    }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }
}
