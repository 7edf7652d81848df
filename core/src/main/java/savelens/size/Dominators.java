package savelens.size;

import java.util.Arrays;
import savelens.progress.ReadProgress;

/**
 * Immediate dominators by semi-NCA (Georgiadis): a depth-first numbering, semi-dominators by path-compressed
 * evaluation in reverse preorder, then each immediate dominator as the nearest common ancestor of the node's
 * parent and its semi-dominator; and, still in preorder, the retained sizes summed up the dominator tree.
 *
 * <p>Iterative throughout and over int arrays only. Besides the kept result (dominator and retained size per node)
 * it allocates three ints per node, one per edge (at least one per node) and one per edge outside the depth-first
 * tree, and reuses them: the depth-first stack and edge cursors live in arrays the semi-dominators take over
 * later, the parents in the result, the per-edge targets' numbers become the forest, path compression reverses
 * the forest's links in place instead of keeping a stack. Every edge's target is looked up once, in the
 * depth-first search, which notes its preorder number per edge; a tree edge leads from the node's parent, where
 * its semi-dominator starts, so only the other edges are listed as predecessors. At a million nodes these arrays
 * leave the processor's caches, and each random lookup saved is a cache miss saved. Each step is a method of its
 * own, so that a short process compiles each loop soon; each checks for Cancel every few thousand nodes.
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
        int[] start = g.rowStarts();
        int[] to = g.targets();
        int edges = start[n];
        int[] pre = new int[n]; // node -> preorder number, -1 unreached
        Arrays.fill(pre, -1);
        int[] parent = result; // by preorder number, until the dominators are written over it
        int[] semi = new int[n]; // the depth-first search's edge cursor per preorder number, then the semi-dominators, then the sums
        int[] label = new int[n]; // the depth-first stack (nodes), then the fill cursors, then the labels, then the retained sizes
        int[] predStart = new int[n + 1]; // predecessor counts per preorder number, then row starts, then the vertices
        // Per edge, its target's preorder number (-1 dangling or a tree edge); then the forest, which becomes the immediate dominators.
        int[] perEdge = new int[Math.max(edges, n)];

        int count = depthFirst(start, to, root, pre, parent, semi, label, predStart, perEdge);
        int[] preds = predecessors(start, n, count, pre, predStart, perEdge, label);
        int[] ancestor = perEdge;
        semiDominators(count, parent, semi, label, ancestor, predStart, preds);
        preds = null;
        int[] idom = ancestor;
        immediate(count, parent, semi, idom);
        int[] retained = label;
        int[] vertex = predStart;
        sizes(n, count, pre, shallow, idom, vertex, semi, result, retained);
        return new Result(result, retained);
    }

    /**
     * Numbers the nodes the root reaches in preorder, noting each one's parent, each edge's target's number (-1 for
     * a tree edge) and each number's count of predecessors other than its parent. The node whose edges are being
     * read, its number and its edge cursor stay in registers; the stack holds only the nodes above it. Returns the
     * count of nodes numbered.
     */
    private static int depthFirst(int[] start, int[] to, int root, int[] pre, int[] parent, int[] cursor, int[] stack, int[] predCount, int[] targetPre) {
        pre[root] = 0;
        parent[0] = -1;
        int count = 1;
        int sp = 0;
        int v = root, p = 0, e = start[root], end = start[root + 1];
        while (true) {
            if (e < end) {
                int w = to[e];
                if (w < 0) {
                    targetPre[e++] = -1;
                    continue;
                }
                int q = pre[w];
                if (q < 0) {
                    ReadProgress.checkCancelled(count);
                    q = count++;
                    pre[w] = q;
                    parent[q] = p;
                    targetPre[e] = -1; // the tree's edge: its parent, which the semi-dominators start from
                    cursor[p] = e + 1;
                    stack[sp++] = v;
                    v = w;
                    p = q;
                    e = start[w];
                    end = start[w + 1];
                    continue;
                }
                targetPre[e++] = q;
                predCount[q + 1]++;
            } else {
                if (sp == 0) return count;
                v = stack[--sp];
                p = pre[v];
                e = cursor[p];
                end = start[v + 1];
            }
        }
    }

    /** Predecessors by preorder number, as rows of their preorder numbers, gathered in node order (each node's edges read in a row). */
    static int[] predecessors(int[] start, int n, int count, int[] pre, int[] predStart, int[] targetPre, int[] fill) {
        for (int p = 0; p < count; p++) predStart[p + 1] += predStart[p];
        int[] preds = new int[predStart[count]];
        System.arraycopy(predStart, 0, fill, 0, count);
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int p = pre[v];
            if (p < 0) continue;
            for (int e = start[v], end = start[v + 1]; e < end; e++) {
                int q = targetPre[e];
                if (q >= 0) preds[fill[q]++] = p;
            }
        }
        return preds;
    }

    /**
     * Semi-dominators in reverse preorder over a path-compressed forest. A predecessor numbered before the node is
     * not linked yet, and stands for itself: only the others are evaluated in the forest.
     */
    private static void semiDominators(int count, int[] parent, int[] semi, int[] label, int[] ancestor, int[] predStart, int[] preds) {
        for (int p = 0; p < count; p++) {
            semi[p] = p;
            label[p] = p;
            ancestor[p] = -1;
        }
        for (int w = count - 1; w > 0; w--) {
            ReadProgress.checkCancelled(w);
            int s = parent[w];
            for (int i = predStart[w], end = predStart[w + 1]; i < end; i++) {
                int v = preds[i];
                if (v < w) {
                    if (v < s) s = v;
                } else {
                    int u = semi[eval(v, ancestor, semi, label)];
                    if (u < s) s = u;
                }
            }
            semi[w] = s;
            ancestor[w] = parent[w];
        }
    }

    /** Each immediate dominator: the nearest common ancestor of the parent and the semi-dominator, in preorder. */
    static void immediate(int count, int[] parent, int[] semi, int[] idom) {
        idom[0] = 0;
        for (int w = 1; w < count; w++) {
            ReadProgress.checkCancelled(w);
            int d = parent[w];
            while (d > semi[w]) d = idom[d];
            idom[w] = d;
        }
    }

    /**
     * Retained sizes summed in reverse preorder, where every node comes before its dominator; then each node's
     * dominator and retained size by node.
     */
    static void sizes(int n, int count, int[] pre, int[] shallow, int[] idom, int[] vertex, int[] sum, int[] result, int[] retained) {
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int p = pre[v];
            if (p >= 0) {
                vertex[p] = v;
                sum[p] = shallow[v];
            }
        }
        for (int p = count - 1; p > 0; p--) {
            ReadProgress.checkCancelled(p);
            sum[idom[p]] += sum[p];
        }
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int p = pre[v];
            if (p < 0) {
                result[v] = UNREACHABLE;
                retained[v] = shallow[v];
            } else {
                result[v] = p == 0 ? NONE : vertex[idom[p]];
                retained[v] = sum[p];
            }
        }
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
