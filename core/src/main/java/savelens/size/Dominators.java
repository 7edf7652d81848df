package savelens.size;

import java.util.Arrays;
import savelens.progress.ReadProgress;

/**
 * Immediate dominators by semi-NCA (Georgiadis): a depth-first numbering, semi-dominators by path-compressed
 * evaluation in reverse preorder, then each immediate dominator as the nearest common ancestor of the node's
 * parent and its semi-dominator; and, still in preorder, the retained sizes summed up the dominator tree.
 *
 * <p>Iterative throughout and over int arrays only. Besides the kept result (dominator and retained size per node)
 * it allocates five ints per node and at most two per edge, and reuses them: the depth-first stack and edge
 * cursors live in arrays the semi-dominators take over later, the parents in the result, path compression reverses
 * the forest's links in place instead of keeping a stack. Every edge's target is looked up once, in the
 * depth-first search, which notes its preorder number per edge: at a million nodes these arrays leave the
 * processor's caches, and each random lookup saved is a cache miss saved.
 */
public final class Dominators {
    /** The dominator of the root. */
    public static final int NONE = -1;
    /** The dominator of a node the root does not reach: the virtual "unreachable" entry beside the root. */
    public static final int UNREACHABLE = -2;

    /** Analyses run since the JVM started, for tests that count that an edit ran none. */
    private static final java.util.concurrent.atomic.LongAdder RUNS = new java.util.concurrent.atomic.LongAdder();

    private Dominators() {}

    /** How many times the dominators were worked out (in this JVM). */
    public static long runs() { return RUNS.sum(); }

    /** Per node, its immediate dominator's node, {@link #NONE} for the root, {@link #UNREACHABLE} where unreachable. */
    public static int[] immediate(Successors g, int root) {
        return of(g, root, new int[g.nodeCount()]).dominator();
    }

    /** The immediate dominators and the retained sizes (each node's shallow size plus those of the nodes it dominates). */
    record Result(int[] dominator, int[] retained) {}

    static Result of(Successors g, int root, int[] shallow) {
        RUNS.increment();
        int n = g.nodeCount();
        int[] result = new int[n];
        if (root < 0) {
            Arrays.fill(result, UNREACHABLE);
            return new Result(result, shallow.clone());
        }
        int edges = 0;
        for (int v = 0; v < n; v++) edges = Math.max(edges, g.endEdge(v));
        int[] pre = new int[n]; // node -> preorder number, -1 unreached
        Arrays.fill(pre, -1);
        int[] parent = result; // by preorder number, until the dominators are written over it
        int[] semi = new int[n]; // the depth-first search's edge cursor per preorder number, then the semi-dominators
        int[] label = new int[n]; // the depth-first stack (nodes), then the fill cursors, then the labels
        int[] predStart = new int[n + 1]; // predecessor counts per preorder number, then row starts, then the vertices
        int[] targetPre = new int[Math.max(edges, 1)]; // per edge, its target's preorder number (-1 dangling)

        // Preorder numbers by a true depth-first search; each edge's target numbered once and counted as a predecessor.
        pre[root] = 0;
        parent[0] = -1;
        semi[0] = g.firstEdge(root);
        label[0] = root;
        int count = 1;
        int sp = 1;
        while (sp > 0) {
            int v = label[sp - 1];
            int p = pre[v];
            int e = semi[p];
            if (e >= g.endEdge(v)) {
                sp--;
                continue;
            }
            semi[p] = e + 1;
            int w = g.target(e);
            if (w < 0) {
                targetPre[e] = -1;
                continue;
            }
            int q = pre[w];
            if (q < 0) {
                ReadProgress.checkCancelled(count);
                q = count++;
                pre[w] = q;
                parent[q] = p;
                semi[q] = g.firstEdge(w);
                label[sp++] = w;
            }
            targetPre[e] = q;
            predStart[q + 1]++;
        }

        // Predecessors by preorder number, gathered in node order (each node's edges read in a row).
        for (int p = 0; p < count; p++) predStart[p + 1] += predStart[p];
        int[] preds = new int[predStart[count]];
        int[] fill = label;
        System.arraycopy(predStart, 0, fill, 0, count);
        for (int v = 0; v < n; v++) {
            int p = pre[v];
            if (p < 0) continue;
            for (int e = g.firstEdge(v), end = g.endEdge(v); e < end; e++) {
                int q = targetPre[e];
                if (q >= 0) preds[fill[q]++] = p;
            }
        }
        targetPre = null; // let it go before the forest is allocated

        // Semi-dominators in reverse preorder over a path-compressed forest.
        int[] ancestor = new int[count]; // the forest of linked nodes; becomes the immediate dominators
        for (int p = 0; p < count; p++) {
            semi[p] = p;
            label[p] = p;
            ancestor[p] = -1;
        }
        for (int w = count - 1; w > 0; w--) {
            ReadProgress.checkCancelled(w);
            int s = semi[w];
            for (int i = predStart[w], end = predStart[w + 1]; i < end; i++) {
                int u = eval(preds[i], ancestor, semi, label);
                if (semi[u] < s) s = semi[u];
            }
            semi[w] = s;
            ancestor[w] = parent[w];
        }
        preds = null;

        // Each immediate dominator: the nearest common ancestor of the parent and the semi-dominator.
        int[] idom = ancestor;
        idom[0] = 0;
        for (int w = 1; w < count; w++) {
            int d = parent[w];
            while (d > semi[w]) d = idom[d];
            idom[w] = d;
        }

        // Retained sizes summed in reverse preorder, where every node comes before its dominator.
        int[] vertex = predStart;
        for (int v = 0; v < n; v++) if (pre[v] >= 0) vertex[pre[v]] = v;
        int[] sum = semi;
        for (int p = 0; p < count; p++) sum[p] = shallow[vertex[p]];
        for (int p = count - 1; p > 0; p--) sum[idom[p]] += sum[p];
        int[] retained = label;
        for (int v = 0; v < n; v++) {
            int p = pre[v];
            if (p < 0) {
                result[v] = UNREACHABLE;
                retained[v] = shallow[v];
            } else {
                result[v] = p == 0 ? NONE : vertex[idom[p]];
                retained[v] = sum[p];
            }
        }
        return new Result(result, retained);
    }

    /**
     * The node of least semi-dominator on v's forest path (its tree root left out), compressing the path. The path is
     * walked up with its links reversed and then down again setting them, so no stack is needed.
     */
    private static int eval(int v, int[] ancestor, int[] semi, int[] label) {
        int a = ancestor[v];
        if (a < 0) return v;
        if (ancestor[a] < 0) return label[v];
        int back = -1;
        int x = v;
        while (true) {
            int up = ancestor[x];
            if (ancestor[up] < 0) break;
            ancestor[x] = back;
            back = x;
            x = up;
        }
        int top = x; // its link leads to a tree root and stays
        while (back >= 0) {
            int y = back;
            back = ancestor[y];
            if (semi[label[top]] < semi[label[y]]) label[y] = label[top];
            ancestor[y] = ancestor[top];
            top = y;
        }
        return label[v];
    }
}
