package savelens.size;

import java.util.Arrays;
import java.util.function.IntConsumer;
import savelens.progress.ReadProgress;

/**
 * The dominator tree as one array: every node, grouped by its immediate dominator (the unreachable entry's nodes
 * first, then the root, then the nodes each node dominates, in node order within a group). A node's children are
 * one run, found by a binary search over the dominators; a walk over a subtree ({@link Walk}) notes where every run
 * starts for as long as it lasts. One int per node; it holds no sizes, so the analyses that follow scalar edits
 * share it ({@link SizeAnalysis#children} orders a node's children by the sizes of the analysis asking).
 */
public final class DominatorTree {
    private final int[] byDominator;
    /** The analysis's immediate dominators, shared. */
    private final int[] dominator;

    DominatorTree(SizeAnalysis a) {
        this(a, new int[a.nodeCount()]);
    }

    /** The tree of an analysis, written into {@code byDominator} (a node each). */
    DominatorTree(SizeAnalysis a, int[] byDominator) {
        dominator = a.dominators();
        this.byDominator = byDominator;
        try (Scratch scratch = Scratch.take()) {
            int[] first = runStarts(dominator, scratch.ints(Scratch.RUNS, dominator.length + 3));
            for (int v = 0; v < dominator.length; v++) {
                ReadProgress.checkCancelled(v);
                byDominator[first[dominator[v] + 2]++] = v;
            }
        }
    }

    /**
     * Where each dominator's run starts, by dominator + 2 ({@link Dominators#UNREACHABLE} at 0, {@link Dominators#NONE}
     * at 1, node v at v + 2), and where the last ends.
     */
    private static int[] runStarts(int[] dominator) {
        return runStarts(dominator, new int[dominator.length + 3]);
    }

    /** {@link #runStarts} written into {@code first} (at least a node and three long; what lies past them unread). */
    private static int[] runStarts(int[] dominator, int[] first) {
        int n = dominator.length;
        java.util.Arrays.fill(first, 0, n + 3, 0);
        for (int d : dominator) first[d + 3]++;
        for (int k = 1; k < n + 3; k++) first[k] += first[k - 1];
        return first;
    }

    /** The first place of the run of nodes whose dominator is at least {@code d}. */
    private int lowerBound(int d) {
        int lo = 0, hi = byDominator.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (dominator[byDominator[mid]] < d) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** The nodes a node (or {@link Dominators#UNREACHABLE}) immediately dominates, in node order. */
    public int[] children(int node) {
        return Arrays.copyOfRange(byDominator, lowerBound(node), lowerBound(node + 1));
    }

    public int childCount(int node) {
        return lowerBound(node + 1) - lowerBound(node);
    }

    /** Whether the node (or {@link Dominators#UNREACHABLE}) dominates any node. */
    public boolean hasChildren(int node) {
        int at = lowerBound(node);
        return at < byDominator.length && dominator[byDominator[at]] == node;
    }

    /** The node and every node it dominates in preorder, the node first. */
    public int[] subtree(int node) {
        int[] out = new int[subtreeSize(node)];
        int[] k = {0};
        walk().preorder(node, v -> out[k[0]++] = v, v -> { });
        return out;
    }

    /** The size of {@link #subtree}. */
    public int subtreeSize(int node) {
        int[] k = {0};
        walk().preorder(node, v -> k[0]++, v -> { });
        return k[0];
    }

    /** A walk over the tree, holding where every run starts (an int per node) for as long as it is kept. */
    Walk walk() { return new Walk(runStarts(dominator)); }

    /** A walk that holds where the runs start in {@code into} (at least a node and three long) for as long as it is kept. */
    Walk walk(int[] into) { return new Walk(runStarts(dominator, into)); }

    /** Walks subtrees in preorder; made for one pass over many of them, then dropped. */
    final class Walk {
        private final int[] first;

        private Walk(int[] first) { this.first = first; }

        /**
         * Tells {@code enter} each node of the node's subtree in preorder, and {@code exit} each once every node it
         * dominates has been entered. Its stack grows with the tree's depth (most are shallow).
         */
        void preorder(int top, IntConsumer enter, IntConsumer exit) {
            int[] stack = new int[64];
            int[] cursor = new int[64];
            int sp = 0;
            int steps = 0;
            enter.accept(top);
            stack[sp] = top;
            cursor[sp++] = first[top + 2];
            while (sp > 0) {
                int v = stack[sp - 1];
                int c = cursor[sp - 1];
                ReadProgress.checkCancelled(++steps);
                if (c < first[v + 3]) {
                    cursor[sp - 1] = c + 1;
                    int w = byDominator[c];
                    enter.accept(w);
                    if (sp == stack.length) {
                        stack = Arrays.copyOf(stack, sp * 2);
                        cursor = Arrays.copyOf(cursor, sp * 2);
                    }
                    stack[sp] = w;
                    cursor[sp++] = first[w + 2];
                } else {
                    exit.accept(v);
                    sp--;
                }
            }
        }
    }

    /** The bytes this tree keeps (the dominators it reads are the analysis's). */
    long keptBytes() { return 4L * byDominator.length; }
}
