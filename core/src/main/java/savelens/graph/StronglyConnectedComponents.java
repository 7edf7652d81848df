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
        // Each node's two numbers side by side: on a million nodes the walk is bound by cache misses, and
        // one line per node instead of several nearly halves it. The first is -1 while the node is unseen,
        // its index while it is on the stack, and -2 - its component once that is known; the second is its
        // low link.
        int[] state = new int[2 * n];
        for (int v = 0; v < n; v++) state[2 * v] = -1;
        int[] stack = new int[n];
        int sp = 0;
        int[] callNode = new int[n];
        int[] callEdge = new int[n];
        int next = 0;
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (state[2 * s] != -1) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            state[2 * s] = state[2 * s + 1] = next++;
            stack[sp++] = s;
            while (depth >= 0) {
                int v = callNode[depth];
                int e = callEdge[depth];
                if (e < edges.endEdge(v)) {
                    callEdge[depth] = e + 1;
                    int w = edges.target(e);
                    if (w < 0) continue;
                    int seen = state[2 * w];
                    if (seen == -1) {
                        state[2 * w] = state[2 * w + 1] = next++;
                        stack[sp++] = w;
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (seen >= 0) { // on the stack
                        state[2 * v + 1] = Math.min(state[2 * v + 1], seen);
                    }
                    continue;
                }
                if (state[2 * v + 1] == state[2 * v]) {
                    int w;
                    do {
                        w = stack[--sp];
                        state[2 * w] = -2 - count;
                    } while (w != v);
                    count++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    state[2 * parent + 1] = Math.min(state[2 * parent + 1], state[2 * v + 1]);
                }
            }
        }
        int[] component = new int[n];
        for (int v = 0; v < n; v++) component[v] = -2 - state[2 * v];
        return new StronglyConnectedComponents(component, count);
    }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }
}
