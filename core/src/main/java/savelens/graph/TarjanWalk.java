package savelens.graph;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import savelens.document.ReferenceEdges;
import savelens.primitive.WideningInts;

/**
 * Tarjan's walk with an explicit stack, so a 200,000-node ring needs no deep recursion, over marks its caller keeps
 * (an int a node where the components' numbers are kept, as narrow as the stack is deep where only the cycles are).
 * A node's mark is -1 while it is unseen, its place on the stack + 1 while it is there, and what its component's
 * {@link Completion} answers (0 or less) once that is done. Low links are kept by place on the stack (places rise
 * with the order nodes are found, so they compare as Tarjan's indices do), in an array as deep as the stack.
 */
final class TarjanWalk {
    /** A mark a node: -1 to begin with. */
    interface Marks {
        int get(int node);

        void set(int node, int mark);
    }

    /** Told of each component as it is completed, in Tarjan's order. */
    interface Completion {
        /**
         * The component {@code stack[from, to)}, {@code stack[from]} the node the walk found it by; answers the mark
         * (0 or less) its members keep.
         */
        int completed(int[] stack, int from, int to);
    }

    private final ReferenceEdges edges;
    private final Marks marks;
    private final Completion completion;
    private final BooleanSupplier stopped;
    private final int n;
    // The stack, its low links, and the walk's path (each step's place on the stack and next edge) grow as they
    // deepen: a document is mostly a tree, where all stay as shallow as its nesting.
    private int[] stack;
    private int[] low;
    private int[] pathAt;
    private int[] pathEdge;
    private int found;
    /** The depth at which a walk is given up ({@link #deeperThan}); none unless set. */
    private int depthLimit = Integer.MAX_VALUE;
    /** The node a walk was given up at, or -1. */
    private int givenUpAt = -1;

    TarjanWalk(ReferenceEdges edges, Marks marks, Completion completion, BooleanSupplier stopped) {
        this.edges = edges;
        this.marks = marks;
        this.completion = completion;
        this.stopped = stopped;
        this.n = edges.nodeCount();
        int room = Math.max(1, Math.min(n, 1024));
        stack = new int[room];
        low = new int[room];
        pathAt = new int[room];
        pathEdge = new int[room];
    }

    /**
     * Gives a walk up once its stack would hold more than {@code depth} nodes ({@link Integer#MAX_VALUE}, the default:
     * never): the components it completed stay completed, the nodes still on its stack become unseen again, and
     * {@link #givenUpAt} names the node it was about to enter. The stack is as deep as any of the walk's arrays.
     */
    void deeperThan(int depth) { depthLimit = depth; }

    /** The node the last walk was given up at ({@link #deeperThan}), or -1 when it was not. */
    int givenUpAt() { return givenUpAt; }

    /**
     * Walks from every node still unseen, in ascending order, stopping with a {@link CancellationException} once
     * {@code stopped} says so (asked every few thousand nodes). Whether it walked them all; false when a walk was
     * given up ({@link #deeperThan}).
     */
    boolean fromEvery() {
        for (int s = 0; s < n; s++) {
            if ((s & 4095) == 0) checkStopped();
            if (from(s) < 0) return false;
        }
        return true;
    }

    /**
     * Walks from s unless it was seen: every component reachable from it is completed. The nodes this found, or -1
     * when the walk was given up ({@link #deeperThan}).
     */
    int from(int s) {
        givenUpAt = -1;
        if (marks.get(s) != -1) return 0;
        int before = found;
        int sp = push(s, 0);
        int depth = 0;
        pathAt[0] = 0;
        pathEdge[0] = edges.firstEdge(s);
        while (depth >= 0) {
            int at = pathAt[depth];
            int v = stack[at];
            int e = pathEdge[depth];
            int end = edges.endEdge(v);
            int lowOfV = low[at];
            int w = -1;
            // Through v's edges to its next unseen target, lowering its low link by those on the stack.
            for (; e < end; e++) {
                w = edges.target(e);
                if (w < 0) continue;
                int m = marks.get(w);
                if (m == -1) break;
                if (m > 0 && m - 1 < lowOfV) lowOfV = m - 1;
            }
            low[at] = lowOfV;
            if (e < end) {
                if (sp >= depthLimit) return givenUp(w, sp);
                pathEdge[depth] = e + 1;
                sp = push(w, sp);
                if (++depth == pathAt.length) {
                    pathAt = grown(pathAt);
                    pathEdge = grown(pathEdge);
                }
                pathAt[depth] = sp - 1;
                pathEdge[depth] = edges.firstEdge(w);
                continue;
            }
            if (lowOfV == at) {
                int mark = completion.completed(stack, at, sp);
                while (sp > at) marks.set(stack[--sp], mark);
            }
            if (--depth >= 0) {
                int parentAt = pathAt[depth];
                if (lowOfV < low[parentAt]) low[parentAt] = lowOfV;
            }
        }
        return found - before;
    }

    /** Leaves the nodes on the stack {@code [0, sp)} unseen again, noting {@code next}, where the walk stopped. */
    private int givenUp(int next, int sp) {
        while (sp > 0) marks.set(stack[--sp], -1);
        givenUpAt = next;
        return -1;
    }

    /** Puts a newly found node on the stack at {@code sp}; the stack's new depth. */
    private int push(int node, int sp) {
        if ((++found & 4095) == 0) checkStopped();
        if (sp == stack.length) {
            stack = grown(stack);
            low = grown(low);
        }
        marks.set(node, sp + 1);
        low[sp] = sp;
        stack[sp] = node;
        return sp + 1;
    }

    private void checkStopped() {
        if (stopped.getAsBoolean()) throw new CancellationException("finding the cycles was cancelled");
    }

    /**
     * Four times as deep (at most the document): a walk into a component of a million nodes grows its four arrays five
     * times, not ten, and copies a third of their final length rather than all of it again.
     */
    private int[] grown(int[] a) { return Arrays.copyOf(a, (int) Math.min(n, 4L * a.length)); }

    /** Marks an int a node, kept afterwards (the components' numbers). */
    static final class IntMarks implements Marks {
        final int[] marks;

        IntMarks(int n) {
            marks = new int[n];
            Arrays.fill(marks, -1);
        }

        @Override public int get(int node) { return marks[node]; }

        @Override public void set(int node, int mark) { marks[node] = mark; }
    }

    /** Marks as narrow as the stack is deep: -1 unseen, 0 done, else a place on the stack + 1. */
    static final class NarrowMarks implements Marks {
        private final WideningInts marks;

        NarrowMarks(int n) { marks = new WideningInts(n); }

        @Override public int get(int node) { return marks.get(node); }

        @Override public void set(int node, int mark) { marks.set(node, mark); }
    }
}
