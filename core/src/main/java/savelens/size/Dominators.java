package savelens.size;

import savelens.progress.ReadProgress;

/**
 * Immediate dominators by semi-NCA (Georgiadis): a depth-first numbering, semi-dominators by path-compressed
 * evaluation in reverse preorder, then each immediate dominator as the nearest common ancestor of the node's
 * parent and its semi-dominator. Iterative throughout and over int arrays only: besides the result it holds
 * six ints per node and one per edge, and it reuses them (the depth-first stack lives in the label array, the
 * compression stack in the numbering once the predecessors are listed, the forest in the result).
 */
public final class Dominators {
    /** The dominator of the root. */
    public static final int NONE = -1;
    /** The dominator of a node the root does not reach: the virtual "unreachable" entry beside the root. */
    public static final int UNREACHABLE = -2;

    private Dominators() {}

    /** Per node, its immediate dominator's node, {@link #NONE} for the root, {@link #UNREACHABLE} where unreachable. */
    public static int[] immediate(Successors g, int root) {
        int[] result = new int[g.nodeCount()];
        java.util.Arrays.fill(result, UNREACHABLE);
        if (root < 0) return result;
        result[root] = NONE;
        new Work(g, root).into(result);
        return result;
    }

    /** Works on preorder numbers; {@code vertex} maps them back to nodes. */
    private static final class Work {
        private final Successors g;
        private final int[] pre;
        private final int[] vertex;
        private final int[] parent;
        private final int[] semi;
        private final int[] label;
        private int count;

        Work(Successors g, int root) {
            this.g = g;
            int n = g.nodeCount();
            pre = new int[n];
            vertex = new int[n];
            parent = new int[n];
            semi = new int[n];
            label = new int[n];
            java.util.Arrays.fill(pre, -1);
            numberDepthFirst(root);
        }

        /** Preorder numbers by a true depth-first search; the edge cursor of number p sits in semi[p], the stack in label. */
        private void numberDepthFirst(int root) {
            pre[root] = 0;
            vertex[0] = root;
            parent[0] = -1;
            semi[0] = g.firstEdge(root);
            count = 1;
            label[0] = 0;
            int sp = 1;
            while (sp > 0) {
                int p = label[sp - 1];
                int v = vertex[p];
                int e = semi[p];
                if (e < g.endEdge(v)) {
                    semi[p] = e + 1;
                    int w = g.target(e);
                    if (w >= 0 && pre[w] < 0) {
                        int q = count++;
                        pre[w] = q;
                        vertex[q] = w;
                        parent[q] = p;
                        semi[q] = g.firstEdge(w);
                        label[sp++] = q;
                    }
                } else {
                    sp--;
                }
            }
        }

        void into(int[] result) {
            int n = count;
            // Predecessors among reached nodes, by preorder number.
            int[] predStart = new int[n + 1];
            for (int p = 0; p < n; p++) {
                int v = vertex[p];
                for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                    int w = g.target(e);
                    if (w >= 0) predStart[pre[w] + 1]++;
                }
            }
            for (int p = 0; p < n; p++) predStart[p + 1] += predStart[p];
            int[] preds = new int[predStart[n]];
            int[] fill = label; // free until the semi-dominators start
            System.arraycopy(predStart, 0, fill, 0, n);
            for (int p = 0; p < n; p++) {
                int v = vertex[p];
                for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                    int w = g.target(e);
                    if (w >= 0) preds[fill[pre[w]]++] = p;
                }
            }
            int[] stack = pre; // node numbers are no longer needed
            int[] ancestor = new int[n]; // the forest of linked nodes; becomes the immediate dominators
            for (int p = 0; p < n; p++) {
                semi[p] = p;
                label[p] = p;
                ancestor[p] = -1;
            }
            for (int w = n - 1; w > 0; w--) {
                int s = semi[w];
                for (int i = predStart[w]; i < predStart[w + 1]; i++) {
                    int u = eval(preds[i], ancestor, stack);
                    if (semi[u] < s) s = semi[u];
                }
                semi[w] = s;
                ancestor[w] = parent[w];
            }
            int[] idom = ancestor;
            idom[0] = 0;
            for (int w = 1; w < n; w++) {
                int d = parent[w];
                while (d > semi[w]) d = idom[d];
                idom[w] = d;
            }
            for (int p = 1; p < n; p++) result[vertex[p]] = vertex[idom[p]];
        }

        /** The node of least semi-dominator on v's forest path (its tree root left out), compressing the path. */
        private int eval(int v, int[] ancestor, int[] stack) {
            if (ancestor[v] < 0) return v;
            int sp = 0;
            int u = v;
            while (ancestor[ancestor[u]] >= 0) {
                stack[sp++] = u;
                u = ancestor[u];
            }
            while (sp > 0) {
                int x = stack[--sp];
                int a = ancestor[x];
                if (semi[label[a]] < semi[label[x]]) label[x] = label[a];
                ancestor[x] = ancestor[a];
            }
            return label[v];
        }
    }
}
