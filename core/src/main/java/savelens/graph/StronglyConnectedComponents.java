package savelens.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import savelens.document.ReferenceEdges;
import savelens.primitive.WideningInts;

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
        return of(edges, () -> false);
    }

    /**
     * The components, stopping with a {@link CancellationException} once {@code stopped} says so (asked every few
     * thousand nodes): found on another thread, the walk does not see the interrupt of the thread that waits for it.
     */
    public static StronglyConnectedComponents of(ReferenceEdges edges, BooleanSupplier stopped) {
        int n = edges.nodeCount();
        // One number a node: -1 while unseen, its place on the stack while it is there, and -2 - its component once
        // that is known. Low links are kept by place on the stack (places rise with the order nodes are found, so
        // they compare as Tarjan's indices do), in an array as deep as the stack: only one array is as long as the
        // document, and it becomes the components in place.
        int[] number = new int[n];
        Arrays.fill(number, -1);
        // The stack and the walk's path grow as they deepen: a document is mostly a tree, where both stay as shallow
        // as its nesting.
        int room = Math.min(n, 1024);
        int[] stack = new int[room];
        int[] low = new int[room];
        int sp = 0;
        int[] callNode = new int[room];
        int[] callEdge = new int[room];
        int count = 0;
        BitSet several = new BitSet();
        int found = 0;
        for (int s = 0; s < n; s++) {
            if ((s & 4095) == 0 && stopped.getAsBoolean()) throw new CancellationException("finding the cycles was cancelled");
            if (number[s] != -1) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            if (sp == stack.length) {
                stack = grown(stack, n);
                low = grown(low, n);
            }
            number[s] = low[sp] = sp;
            stack[sp++] = s;
            while (depth >= 0) {
                int v = callNode[depth];
                int e = callEdge[depth];
                int at = number[v]; // v is on the stack while it is on the path
                if (e < edges.endEdge(v)) {
                    callEdge[depth] = e + 1;
                    int w = edges.target(e);
                    if (w < 0) continue;
                    int seen = number[w];
                    if (seen == -1) {
                        if ((++found & 4095) == 0 && stopped.getAsBoolean()) throw new CancellationException("finding the cycles was cancelled");
                        if (sp == stack.length) {
                            stack = grown(stack, n);
                            low = grown(low, n);
                        }
                        number[w] = low[sp] = sp;
                        stack[sp++] = w;
                        depth++;
                        if (depth == callNode.length) {
                            callNode = grown(callNode, n);
                            callEdge = grown(callEdge, n);
                        }
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (seen >= 0) { // on the stack
                        low[at] = Math.min(low[at], seen);
                    }
                    continue;
                }
                int lowOfV = low[at];
                if (lowOfV == at) {
                    int w, popped = 0;
                    do {
                        w = stack[--sp];
                        number[w] = -2 - count;
                        popped++;
                    } while (w != v);
                    if (popped > 1) several.set(count);
                    count++;
                }
                depth--;
                if (depth >= 0) {
                    int parentAt = number[callNode[depth]];
                    low[parentAt] = Math.min(low[parentAt], lowOfV);
                }
            }
        }
        int[] component = number;
        for (int v = 0; v < n; v++) component[v] = -2 - number[v];
        return new StronglyConnectedComponents(component, count, several);
    }

    /**
     * The members of each component of more than one node, each ascending, in the order Tarjan completes them: the
     * same walk as {@link #of}, for an analysis that needs only the cycles. A node's mark is whether it is unseen, done,
     * or its place on the stack, kept as narrow as the stack is deep (a byte a node for a document nested a few hundred
     * deep, where the components' numbers need an int a node).
     */
    public static List<int[]> severalNodeComponents(ReferenceEdges edges, BooleanSupplier stopped) {
        int n = edges.nodeCount();
        WideningInts mark = new WideningInts(n); // -1 unseen, 0 done, else its place on the stack + 1
        int room = Math.min(n, 1024);
        int[] stack = new int[room];
        int[] low = new int[room];
        int sp = 0;
        int[] callNode = new int[room];
        int[] callEdge = new int[room];
        List<int[]> several = new ArrayList<>();
        int found = 0;
        for (int s = 0; s < n; s++) {
            if ((s & 4095) == 0 && stopped.getAsBoolean()) throw new CancellationException("finding the cycles was cancelled");
            if (mark.get(s) != -1) continue;
            int depth = 0;
            callNode[0] = s;
            callEdge[0] = edges.firstEdge(s);
            if (sp == stack.length) {
                stack = grown(stack, n);
                low = grown(low, n);
            }
            mark.set(s, sp + 1);
            low[sp] = sp;
            stack[sp++] = s;
            while (depth >= 0) {
                int v = callNode[depth];
                int e = callEdge[depth];
                int at = mark.get(v) - 1; // v is on the stack while it is on the path
                if (e < edges.endEdge(v)) {
                    callEdge[depth] = e + 1;
                    int w = edges.target(e);
                    if (w < 0) continue;
                    int seen = mark.get(w);
                    if (seen == -1) {
                        if ((++found & 4095) == 0 && stopped.getAsBoolean()) throw new CancellationException("finding the cycles was cancelled");
                        if (sp == stack.length) {
                            stack = grown(stack, n);
                            low = grown(low, n);
                        }
                        mark.set(w, sp + 1);
                        low[sp] = sp;
                        stack[sp++] = w;
                        depth++;
                        if (depth == callNode.length) {
                            callNode = grown(callNode, n);
                            callEdge = grown(callEdge, n);
                        }
                        callNode[depth] = w;
                        callEdge[depth] = edges.firstEdge(w);
                    } else if (seen > 0) { // on the stack
                        low[at] = Math.min(low[at], seen - 1);
                    }
                    continue;
                }
                int lowOfV = low[at];
                if (lowOfV == at) {
                    if (stack[sp - 1] != v) { // more than v: a component of several nodes
                        int[] members = Arrays.copyOfRange(stack, at, sp);
                        Arrays.sort(members);
                        several.add(members);
                    }
                    while (sp > at) mark.set(stack[--sp], 0);
                }
                depth--;
                if (depth >= 0) {
                    int parentAt = mark.get(callNode[depth]) - 1;
                    low[parentAt] = Math.min(low[parentAt], lowOfV);
                }
            }
        }
        return several;
    }

    private static int[] grown(int[] a, int most) { return Arrays.copyOf(a, (int) Math.min(most, 2L * a.length)); }

    public int count() { return count; }

    public int componentOf(int node) { return component[node]; }

    /** Whether the component holds more than one node. */
    public boolean hasSeveralNodes(int component) { return several.get(component); }
}
