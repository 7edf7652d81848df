package savelens.size;

import java.util.Arrays;
import savelens.progress.ReadProgress;

/**
 * Immediate dominators by semi-NCA (Georgiadis): a depth-first numbering, semi-dominators by path-compressed
 * evaluation in reverse preorder, then each immediate dominator as the nearest common ancestor of the node's
 * parent and its semi-dominator; and, still in preorder, the retained sizes summed up the dominator tree.
 *
 * <p>Iterative throughout and over int arrays and the graph's own rows only. Besides the kept result (dominator and retained size per node)
 * it works in three ints per node, one per edge and one more per node (the search's moves) and one per edge
 * outside the depth-first tree, held from one analysis to the next ({@link Scratch}), and reuses them: the depth-first stack and edge cursors live in arrays the
 * semi-dominators take over later, the parents in the result, the moves become the forest, path compression
 * reverses the forest's links in place instead of keeping a stack. At a million nodes these arrays leave the
 * processor's caches, so each pass is laid out to read and write near where it read and wrote before: every edge's
 * target is looked up once, in the depth-first search, which writes the edges outside its tree in the order it
 * meets them, where sources and targets are near in preorder, and the predecessors are gathered from there, not
 * from the graph in node order; a tree edge leads from the node's parent, where its semi-dominator starts, so only
 * the other edges are listed as predecessors. What cannot be near (the search going down to a node anywhere) is
 * read ahead, several lookups at once instead of one after another. Each step is a method of its own, so that a
 * short process compiles each loop soon; each checks for Cancel every few thousand nodes.
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
        int n = g.nodeCount();
        return of(g, root, new int[n], new int[n], new int[n]).dominator();
    }

    /** The immediate dominators and the retained sizes (each node's shallow size plus those of the nodes it dominates). */
    record Result(int[] dominator, int[] retained) {}

    static Result of(Successors g, int root, int[] shallow) {
        int n = g.nodeCount();
        return of(g, root, shallow, new int[n], new int[n]);
    }

    /**
     * The dominators and retained sizes of {@code g} from {@code root}, written into {@code dominator} and
     * {@code retained} (a node each, made by the caller: they are kept); what the passes drop is worked in
     * {@link Scratch}'s arrays.
     */
    static Result of(Successors g, int root, int[] shallow, int[] dominator, int[] retained) {
        RUNS.increment();
        int n = g.nodeCount();
        int[] result = dominator;
        if (root < 0) {
            Arrays.fill(result, UNREACHABLE);
            System.arraycopy(shallow, 0, retained, 0, n);
            return new Result(result, retained);
        }
        // The rows are read through the graph, not listed: a document's packed rows (a Marshal save's) would be copied
        // whole, an int a node, beside everything the analysis makes.
        int edges = g.endEdge(n - 1); // rows back to back, the last ending where the edges end
        try (Scratch scratch = Scratch.take()) {
            // An edited document's targets are listed here, not kept with it (one array an edge per revision).
            int[] to = g.targets(length -> scratch.ints(Scratch.TARGETS, length));
            int[] pre = scratch.ints(Scratch.PREORDER, n); // node -> preorder number, -1 unreached
            Arrays.fill(pre, 0, n, -1);
            int[] parent = result; // by preorder number, until the dominators are written over it
            int[] semi = scratch.ints(Scratch.CURSORS, n); // the depth-first search's edge cursor per preorder number, then the semi-dominators, then the sums
            int[] label = retained; // the depth-first stack (nodes), then the fill cursors, then the forest's least semi-dominators, then the retained sizes
            int[] predStart = scratch.ints(Scratch.COUNTS, n + 1); // predecessor counts per preorder number, then row starts, then the vertices
            Arrays.fill(predStart, 0, n + 1, 0);
            // The search's moves in the order made (every edge outside the depth-first tree, every step down and up);
            // then the forest, which becomes the immediate dominators.
            int[] moves = scratch.ints(Scratch.MOVES, edges + n + 1);

            int count = depthFirst(g, to, root, pre, parent, semi, label, predStart, moves);
            int[] preds = predecessors(count, parent, predStart, moves, label, scratch);
            int[] ancestor = moves;
            semiDominators(count, parent, semi, label, ancestor, predStart, preds);
            preds = null;
            int[] idom = ancestor;
            immediate(count, parent, semi, idom);
            int[] vertex = predStart;
            sizes(n, count, pre, shallow, idom, vertex, semi, result, retained);
        }
        return new Result(result, retained);
    }

    /** A move of the search: the current node's next edge is the depth-first tree's, to the next number. */
    static final int DOWN = -1;
    /** A move of the search: the current node's edges are done, its parent's go on. */
    static final int UP = -2;

    /**
     * Numbers the nodes the root reaches in preorder, noting each one's parent and each number's count of
     * predecessors other than its parent, and writes the search's moves one after another: an edge outside the
     * depth-first tree as its target's number, a step down the tree as {@link #DOWN}, the end of a node's edges as
     * {@link #UP}. Written in the order made, they are read back in that order ({@link #predecessors}), where the
     * edges' sources and targets lie near each other in preorder, instead of in node order, where they lie anywhere.
     *
     * <p>A node's edges are read in two sweeps. The first, as the node is numbered, looks up every target at once
     * (lookups that do not wait on each other, where the search's own wait on each), writes the edges to nodes
     * numbered already, which outside the tree they stay, and reads ahead the rows of the others; the second follows
     * the edges in order, going down to a target still unnumbered and noting an edge to one numbered meanwhile, below
     * this node. The current node's number, edge cursor and row end stay in registers; the stack holds the row ends
     * of the nodes above it, their cursors are kept by number, and climbing back goes to the parent's number: so a
     * climb reads nothing at the node's place (its number, its row), which at a million nodes has left the cache
     * while the node's subtree was searched. Returns the count of nodes numbered.
     */
    private static int depthFirst(Successors g, int[] to, int root, int[] pre, int[] parent, int[] cursor, int[] stack, int[] predCount, int[] moves) {
        pre[root] = 0;
        parent[0] = -1;
        int count = 1;
        int made = 0;
        int sp = 0;
        int climbed = 0;
        int p = 0, e = g.firstEdge(root), end = g.endEdge(root);
        made = numbered(g, to, e, end, pre, predCount, moves, made);
        while (true) {
            if (e < end) {
                int w = to[e++];
                if (w < 0) continue;
                int q = pre[w];
                if (q < 0) {
                    ReadProgress.checkCancelled(count);
                    q = count++;
                    pre[w] = q;
                    parent[q] = p;
                    moves[made++] = DOWN;
                    cursor[p] = e;
                    stack[sp++] = end;
                    p = q;
                    e = g.firstEdge(w);
                    end = g.endEdge(w);
                    made = numbered(g, to, e, end, pre, predCount, moves, made);
                } else if (q > p) {
                    // numbered after this node: below it, reached through an earlier edge
                    moves[made++] = q;
                    predCount[q + 1]++;
                }
            } else {
                // Climbing back numbers nothing, and at the search's end it reads every edge left without a check.
                ReadProgress.checkCancelled(++climbed);
                moves[made++] = UP;
                if (sp == 0) return count;
                end = stack[--sp];
                p = parent[p];
                e = cursor[p];
            }
        }
    }

    /**
     * The first sweep over a node's edges: each edge to a node numbered already (the node itself included) is written,
     * and of each target not numbered yet, a row the search may go down next, its first target is read. Each of these
     * lookups goes to memory the cache does not hold (the targets lie anywhere in a million nodes), and made here, side
     * by side in one loop, they overlap; made as the search comes to each target, each waits on the one before.
     */
    private static int numbered(Successors g, int[] to, int e, int end, int[] pre, int[] predCount, int[] moves, int made) {
        int read = 0;
        for (; e < end; e++) {
            int w = to[e];
            if (w < 0) continue;
            int q = pre[w];
            if (q >= 0) {
                moves[made++] = q;
                predCount[q + 1]++;
            } else {
                int first = g.firstEdge(w);
                if (first < to.length) read += to[first]; // a row may be empty, the last one at the end (the value is not used)
            }
        }
        readAhead += read;
        return made;
    }

    /** What {@link #numbered} read ahead, kept so that the compiler does not drop the reads as unused. */
    @SuppressWarnings("unused")
    private static int readAhead;

    /**
     * Predecessors by preorder number, as rows of their preorder numbers, gathered by reading the search's moves
     * back: the current node is known from the steps down and up, and each edge outside the tree is its predecessor.
     */
    static int[] predecessors(int count, int[] parent, int[] predStart, int[] moves, int[] fill) {
        return predecessors(count, parent, predStart, moves, fill, null);
    }

    /** {@link #predecessors}, in {@code scratch}'s array when given (it may be longer: read within the rows only). */
    static int[] predecessors(int count, int[] parent, int[] predStart, int[] moves, int[] fill, Scratch scratch) {
        for (int p = 0; p < count; p++) predStart[p + 1] += predStart[p];
        int[] preds = scratch != null ? scratch.ints(Scratch.PREDECESSORS, predStart[count]) : new int[predStart[count]];
        System.arraycopy(predStart, 0, fill, 0, count);
        int current = 0, next = 1;
        for (int i = 0; current >= 0; i++) { // up from the root ends the moves
            ReadProgress.checkCancelled(i);
            int m = moves[i];
            if (m >= 0) preds[fill[m]++] = current;
            else if (m == DOWN) current = next++;
            else current = parent[current];
        }
        return preds;
    }

    /**
     * Semi-dominators in reverse preorder over a path-compressed forest. A predecessor numbered before the node is
     * not linked yet, and stands for itself: only the others are evaluated in the forest. The forest keeps per node
     * the least semi-dominator on its compressed path ({@code best}) as a number, not the node that has it: a lookup
     * then reads two arrays, not three, where each read at a million nodes is likely a cache miss.
     */
    static void semiDominators(int count, int[] parent, int[] semi, int[] best, int[] ancestor, int[] predStart, int[] preds) {
        for (int p = 0; p < count; p++) ancestor[p] = -1;
        semi[0] = 0;
        best[0] = 0;
        for (int w = count - 1; w > 0; w--) {
            ReadProgress.checkCancelled(w);
            int s = parent[w];
            for (int i = predStart[w], end = predStart[w + 1]; i < end; i++) {
                ReadProgress.checkCancelled(i); // a node many others refer to has a long list of its own
                int v = preds[i];
                if (v < w) {
                    if (v < s) s = v;
                } else if (v > w) { // a node's edge to itself leaves its semi-dominator as it is
                    int u = eval(v, ancestor, best);
                    if (u < s) s = u;
                }
            }
            semi[w] = s;
            best[w] = s;
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
     * Each reached node's number's node and shallow size, and each unreached node's entries, in node order; the
     * retained sizes summed in reverse preorder, where every node comes before its dominator; then each node's
     * dominator and retained size written in preorder (stores to places anywhere, which do not hold the pass up as
     * reads from there would).
     */
    static void sizes(int n, int count, int[] pre, int[] shallow, int[] idom, int[] vertex, int[] sum, int[] result, int[] retained) {
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int p = pre[v];
            if (p >= 0) {
                vertex[p] = v;
                sum[p] = shallow[v];
            } else {
                result[v] = UNREACHABLE;
                retained[v] = shallow[v];
            }
        }
        for (int p = count - 1; p > 0; p--) {
            ReadProgress.checkCancelled(p);
            sum[idom[p]] += sum[p];
        }
        result[vertex[0]] = NONE;
        retained[vertex[0]] = sum[0];
        for (int p = 1; p < count; p++) {
            ReadProgress.checkCancelled(p);
            int v = vertex[p];
            result[v] = vertex[idom[p]];
            retained[v] = sum[p];
        }
    }

    /**
     * The least semi-dominator on v's forest path (its tree root left out), compressing the path. The path is walked
     * up with its links reversed and then down again setting them, so no stack is needed.
     */
    private static int eval(int v, int[] ancestor, int[] best) {
        int a = ancestor[v];
        if (a < 0 || ancestor[a] < 0) return best[v];
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
            if (best[top] < best[y]) best[y] = best[top];
            ancestor[y] = ancestor[top];
            top = y;
        }
        return best[v];
    }
}
