package savelens.graph;

import java.util.Arrays;
import java.util.BitSet;
import savelens.document.ReferenceEdges;

/**
 * Tarjan's algorithm with an explicit stack, so a 200,000-node ring needs no deep recursion.
 * Components are numbered in the order Tarjan completes them.
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
        int n = edges.nodeCount();
        // Each node's two numbers side by side: on a million nodes the walk is bound by cache misses, and
        // one line per node instead of several nearly halves it. The first is -1 while the node is unseen,
        // its index while it is on the stack, and -2 - its component once that is known; the second is its
        // low link.
        int[] state = new int[2 * n];
        for (int v = 0; v < n; v++) state[2 * v] = -1;
        // The stack and the walk's path grow as they deepen: a document is mostly a tree, where both stay as shallow
        // as its nesting, and three arrays as long as the document would be most of what this walk allocates.
        int room = Math.min(n, 1024);
        int[] stack = new int[room];
        int sp = 0;
        int[] callNode = new int[room];
        int[] callEdge = new int[room];
        int next = 0;
        int count = 0;
        BitSet several = new BitSet();
        for (int s = 0; s < n; s++) {
            if (state[2 * s] != -1) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            state[2 * s] = state[2 * s + 1] = next++;
            if (sp == stack.length) stack = grown(stack, n);
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
                        if (sp == stack.length) stack = grown(stack, n);
                        stack[sp++] = w;
                        depth++;
                        if (depth == callNode.length) {
                            callNode = grown(callNode, n);
                            callEdge = grown(callEdge, n);
                        }
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (seen >= 0) { // on the stack
                        state[2 * v + 1] = Math.min(state[2 * v + 1], seen);
                    }
                    continue;
                }
                if (state[2 * v + 1] == state[2 * v]) {
                    int w, popped = 0;
                    do {
                        w = stack[--sp];
                        state[2 * w] = -2 - count;
                        popped++;
                    } while (w != v);
                    if (popped > 1) several.set(count);
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
        return new StronglyConnectedComponents(component, count, several);
    }

    private static int[] grown(int[] a, int most) { return Arrays.copyOf(a, (int) Math.min(most, 2L * a.length)); }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }

    /** Whether the component holds more than one node. */
    public boolean hasSeveralNodes(int component) { return several.get(component); }
}
