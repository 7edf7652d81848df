package savelens.size;

/**
 * The dominator tree as lists of immediately dominated nodes, biggest retained size first, and a preorder of it in
 * which every node's dominated set is one run ({@link #subtree}). The unreachable entry has its own list.
 */
public final class DominatorTree {
    private final int[] start;
    private final int[] children;
    private final int[] unreachable;
    private final int[] order;
    private final int[] place;
    private final int[] end;

    DominatorTree(SizeAnalysis a) {
        int n = a.nodeCount();
        int[] dom = a.dominators();
        long[] retained = a.retainedSizes();
        start = new int[n + 1];
        for (int v = 0; v < n; v++) if (dom[v] >= 0) start[dom[v] + 1]++;
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        children = new int[start[n]];
        int[] fill = java.util.Arrays.copyOf(start, n);
        for (int v = 0; v < n; v++) if (dom[v] >= 0) children[fill[dom[v]]++] = v;
        for (int v = 0; v < n; v++) sortByRetained(children, start[v], start[v + 1], retained);
        unreachable = a.unreachableNodes();
        sortByRetained(unreachable, 0, unreachable.length, retained);
        // Preorder from the root, then each unreachable node on its own.
        order = new int[n];
        place = new int[n];
        end = new int[n];
        int k = 0;
        int root = a.document().root();
        int[] stack = new int[n];
        int[] cursor = new int[n];
        if (root >= 0) k = walk(root, k, stack, cursor);
        for (int u : unreachable) k = walk(u, k, stack, cursor);
    }

    private int walk(int top, int k, int[] stack, int[] cursor) {
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
                stack[sp] = w;
                cursor[sp++] = start[w];
            } else {
                end[v] = k;
                sp--;
            }
        }
        return k;
    }

    /** Insertion sort for short runs, else a sort of boxed keys (dominator lists are short but for a few). */
    private static void sortByRetained(int[] a, int from, int to, long[] retained) {
        if (to - from < 2) return;
        if (to - from <= 16) {
            for (int i = from + 1; i < to; i++) {
                int x = a[i];
                int j = i - 1;
                while (j >= from && before(x, a[j], retained)) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        Integer[] boxed = new Integer[to - from];
        for (int i = from; i < to; i++) boxed[i - from] = a[i];
        java.util.Arrays.sort(boxed, (x, y) -> before(x, y, retained) ? -1 : before(y, x, retained) ? 1 : 0);
        for (int i = from; i < to; i++) a[i] = boxed[i - from];
    }

    private static boolean before(int x, int y, long[] retained) {
        return retained[x] != retained[y] ? retained[x] > retained[y] : x < y;
    }

    /** The nodes a node (or {@link Dominators#UNREACHABLE}) immediately dominates, biggest retained first. */
    public int[] children(int node) {
        if (node == Dominators.UNREACHABLE) return unreachable.clone();
        return java.util.Arrays.copyOfRange(children, start[node], start[node + 1]);
    }

    public int childCount(int node) {
        return node == Dominators.UNREACHABLE ? unreachable.length : start[node + 1] - start[node];
    }

    /** The node and every node it dominates, the node first. */
    public int[] subtree(int node) {
        return java.util.Arrays.copyOfRange(order, place[node], end[node]);
    }

    /** The size of {@link #subtree}. */
    public int subtreeSize(int node) { return end[node] - place[node]; }

    /** The i-th node of the preorder (for walks over a subtree without copying it). */
    int inOrder(int i) { return order[i]; }

    int placeOf(int node) { return place[node]; }

    int endOf(int node) { return end[node]; }
}
