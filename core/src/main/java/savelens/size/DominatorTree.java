package savelens.size;

import java.util.Arrays;

/**
 * The dominator tree as one preorder in which every node's dominated set is one run ({@link #subtree}); a node's
 * children are found by stepping from run to run. Three ints per node; the unreachable entry's nodes have their own
 * list. It holds no sizes, so the analyses that follow scalar edits share it ({@link SizeAnalysis#children} orders a
 * node's children by the sizes of the analysis asking).
 */
public final class DominatorTree {
    private final int[] order;
    private final int[] place;
    private final int[] end;
    private final int[] unreachable;

    DominatorTree(SizeAnalysis a) {
        int n = a.nodeCount();
        int[] dom = a.dominators();
        // Children lists in compressed rows while the order is made; only the order stays.
        int[] start = new int[n + 1];
        for (int v = 0; v < n; v++) if (dom[v] >= 0) start[dom[v] + 1]++;
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] children = new int[start[n]];
        int[] fill = Arrays.copyOf(start, n);
        for (int v = 0; v < n; v++) if (dom[v] >= 0) children[fill[dom[v]]++] = v;
        fill = null;
        unreachable = a.unreachableNodes();
        // Preorder from the root, then each unreachable node on its own.
        order = new int[n];
        place = new int[n];
        end = new int[n];
        int k = 0;
        int root = a.document().root();
        if (root >= 0) k = walk(root, k, start, children);
        for (int u : unreachable) k = walk(u, k, start, children);
    }

    /** Preorder from one node; the stack grows with the tree's depth (most are shallow; a million ints each would not be). */
    private int walk(int top, int k, int[] start, int[] children) {
        int[] stack = new int[64];
        int[] cursor = new int[64];
        int sp = 0;
        stack[sp] = top;
        cursor[sp++] = start[top];
        place[top] = k;
        order[k++] = top;
        while (sp > 0) {
            int v = stack[sp - 1];
            int c = cursor[sp - 1];
            if (c < start[v + 1]) {
                cursor[sp - 1] = c + 1;
                int w = children[c];
                place[w] = k;
                order[k++] = w;
                if (sp == stack.length) {
                    stack = Arrays.copyOf(stack, sp * 2);
                    cursor = Arrays.copyOf(cursor, sp * 2);
                }
                stack[sp] = w;
                cursor[sp++] = start[w];
            } else {
                end[v] = k;
                sp--;
            }
        }
        return k;
    }

    /** The nodes a node (or {@link Dominators#UNREACHABLE}) immediately dominates, in no particular order. */
    public int[] children(int node) {
        if (node == Dominators.UNREACHABLE) return unreachable.clone();
        int[] out = new int[childCount(node)];
        int k = 0;
        for (int c = place[node] + 1; c < end[node]; c = end[order[c]]) out[k++] = order[c];
        return out;
    }

    public int childCount(int node) {
        if (node == Dominators.UNREACHABLE) return unreachable.length;
        int k = 0;
        for (int c = place[node] + 1; c < end[node]; c = end[order[c]]) k++;
        return k;
    }

    /** Whether the node (or {@link Dominators#UNREACHABLE}) dominates any node. */
    public boolean hasChildren(int node) {
        return node == Dominators.UNREACHABLE ? unreachable.length > 0 : end[node] > place[node] + 1;
    }

    /** The node and every node it dominates, the node first. */
    public int[] subtree(int node) {
        return Arrays.copyOfRange(order, place[node], end[node]);
    }

    /** The size of {@link #subtree}. */
    public int subtreeSize(int node) { return end[node] - place[node]; }

    /** The i-th node of the preorder (for walks over a subtree without copying it). */
    int inOrder(int i) { return order[i]; }

    int placeOf(int node) { return place[node]; }

    int endOf(int node) { return end[node]; }

    /** The bytes this tree keeps. */
    long keptBytes() { return 4L * (order.length + place.length + end.length + unreachable.length); }
}
