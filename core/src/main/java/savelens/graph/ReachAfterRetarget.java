package savelens.graph;

import java.util.Arrays;
import savelens.document.ReferenceEdges;
import savelens.primitive.WideningInts;

/**
 * The breadth-first search from the root after one edge was retargeted, worked out from the search before it: only
 * the nodes whose distance or home can change are visited. Gives exactly what the search made anew gives.
 *
 * <p>Why that is possible: the search takes nodes in the order of their home paths (shorter first, then the edge
 * numbers along the path compared one by one), so each node's home is, of its incoming edges from nodes one step
 * nearer the root, the one whose source comes first in that order (and of one source's edges, the lowest). The
 * order of two nodes at one distance is found by walking up their homes until they meet.
 *
 * <p>The retarget of edge e from a to b is taken as two changes. Removing e changes only the nodes whose home path
 * runs through it (when it is a's home, a's subtree of homes): they are decided again distance by distance, each on
 * the best edge offered to it (from outside the subtree once, from inside as each source is decided: one pass over
 * each node's incoming edges), the rest standing as they are. Adding e to b can only bring nodes nearer or earlier: b when
 * e beats its home, then every node whose home comes from a node that changed, or whose incoming edge from one now
 * beats its home.
 */
final class ReachAfterRetarget {
    private final ReferenceEdges now;
    private final int e;
    /**
     * Per node, distance and home edge (-1, -1 when unreachable), updated in place: ints here, copies of the search
     * before. A node of the subtree being decided again has distance {@link #PENDING} until it is, or, once some node
     * offers it an edge, the offer's distance coded below that ({@link #offered}) beside the best edge offered so far.
     */
    private final int[] dist, home;
    private static final int PENDING = -2;
    /** Nodes decided anew or changed, past which the search made anew is cheaper. */
    private final int budget;
    private int visited;
    /** Nodes that became unreachable, less those that became reachable. */
    private int unreachableChange;

    private ReachAfterRetarget(ReferenceEdges now, int e, int[] dist, int[] home) {
        this.now = now;
        this.e = e;
        this.dist = dist;
        this.home = home;
        this.budget = Math.max(1024, now.nodeCount() / 4);
    }

    /** The outcome: distances and homes, and the count of unreachable nodes. */
    record Reach(WideningInts distance, int[] home, int unreachable) {}

    /**
     * The search after edge e (whose target was {@code a}, and is {@code now.target(e)}) was retargeted, from the
     * search before (its {@code distance} and {@code home} per node, with {@code unreachable} unreachable nodes) over edges without nesting; null when so much
     * changes that searching anew is cheaper.
     */
    static Reach of(WideningInts distance, int[] home, int unreachable, ReferenceEdges now, int e, int a) {
        now.listSources();
        ReachAfterRetarget update = new ReachAfterRetarget(now, e, distance.toIntArray(), home.clone());
        if (!update.removed(a) || !update.added()) return null;
        return new Reach(WideningInts.of(update.dist), update.home, unreachable + update.unreachableChange);
    }

    // ---- removing e
    //
    // Each step over one node is a method of its own: a retarget runs this once in a while, and the work per node is
    // then compiled after a few hundred nodes, where a loop written out in one method would wait for tens of thousands.
    // Nothing here is allocated per node of the document (a mark per node would be one array of a million entries per
    // retarget): what is allocated grows with the nodes visited.

    /** The subtree of homes below a (with e leading to a), as it stood: the nodes to decide again. */
    private int[] tree;
    private int treeSize;
    /** Per node to decide, the distance it can first be reached at from outside the subtree, and the node (sorted). */
    private long[] seeds = new long[16];
    private int seedCount;
    /** The nodes listed for the next distance, and that distance. */
    private int[] next = new int[16];
    private int nextSize;
    private int levelOfNext;

    /** Decides again the nodes whose home path ran through e; false past the budget. */
    private boolean removed(int a) {
        if (a < 0 || home[a] != e) return true; // e was no home: no path from the root used it
        tree = new int[16];
        tree[treeSize++] = a;
        forget(a);
        for (int i = 0; i < treeSize; i++) if (!childrenOf(tree[i])) return false;
        visited = treeSize;
        unreachableChange += treeSize;
        for (int i = 0; i < treeSize; i++) seedsOf(tree[i]);
        Arrays.sort(seeds, 0, seedCount);
        int[] level = new int[16];
        int s = 0;
        while (s < seedCount || nextSize > 0) {
            int k = nextSize > 0 ? levelOfNext : (int) (seeds[s] >>> 32);
            int[] swap = level;
            level = next;
            next = swap;
            int levelSize = nextSize;
            nextSize = 0;
            for (; s < seedCount && (int) (seeds[s] >>> 32) == k; s++) {
                if (levelSize == level.length) level = Arrays.copyOf(level, levelSize * 2);
                level[levelSize++] = (int) seeds[s];
            }
            levelOfNext = k + 1;
            for (int i = 0; i < levelSize; i++) decide(level[i], k);
        }
        for (int i = 0; i < treeSize; i++) { // no way left to it
            int t = tree[i];
            if (dist[t] <= PENDING) {
                dist[t] = -1;
                home[t] = -1;
            }
        }
        return true;
    }

    /** The distance coded for a pending node whose best offer so far comes from a node at distance d. */
    private static int offered(int d) { return PENDING - 1 - d; }

    /** The distance of the node making a pending node's best offer, or -1 when none has. */
    private static int offerFrom(int coded) { return coded == PENDING ? -1 : PENDING - 1 - coded; }

    /**
     * Edge f from x (decided at distance d, or outside the subtree) offered to pending node t: kept when it is the first
     * offer, comes from nearer the root, or from as near and first in the search's order. True when t's distance to
     * come changed (t is then to be decided at d + 1).
     */
    private boolean offer(int t, int x, int f, int d) {
        int had = offerFrom(dist[t]);
        if (had >= 0 && had < d) return false;
        if (had == d) {
            int g = home[t];
            if (before(x, f, now.source(g), g)) home[t] = f;
            return false;
        }
        dist[t] = offered(d);
        home[t] = f;
        return true;
    }

    /**
     * Lists the nodes whose home is an edge of x (e aside: it led to a, the subtree's top) and forgets their distance and
     * home while their entry is at hand (a node's own home is looked at only from its home's source, which lists it
     * once); false past the budget.
     */
    private boolean childrenOf(int x) {
        for (int f = now.firstEdge(x), end = now.endEdge(x); f < end; f++) {
            int y = now.target(f);
            if (f == e || y < 0 || home[y] != f) continue;
            if (treeSize == budget) return false;
            if (treeSize == tree.length) tree = Arrays.copyOf(tree, Math.min(budget, treeSize * 2));
            tree[treeSize++] = y;
            forget(y);
        }
        return true;
    }

    private void forget(int t) {
        dist[t] = PENDING;
        home[t] = -1;
    }

    /**
     * The best of t's edges from nodes outside the subtree (e aside), offered to it: where it can be reached from
     * outside, seeded at the distance that gives. The edges from the subtree are offered as their sources are decided.
     */
    private void seedsOf(int t) {
        for (int j = 0, end = now.incomingCount(t); j < end; j++) {
            int f = now.incomingEdge(t, j);
            if (f == e) continue;
            int x = now.source(f);
            if (dist[x] < 0) continue; // unreachable, or in the subtree (pending)
            offer(t, x, f, dist[x]);
        }
        int from = offerFrom(dist[t]);
        if (from < 0) return;
        if (seedCount == seeds.length) seeds = Arrays.copyOf(seeds, seedCount * 2);
        seeds[seedCount++] = ((long) (from + 1) << 32) | t;
    }

    /**
     * Decides t at distance k (unless decided already) on the best edge offered to it, which comes from distance k - 1:
     * every node there has been decided and has made its offers. Then offers t's edges to its undecided successors in
     * the subtree, listing for k + 1 those it is the first at distance k to reach.
     */
    private void decide(int t, int k) {
        if (dist[t] >= 0) return; // it came twice
        dist[t] = k;
        unreachableChange--;
        for (int f = now.firstEdge(t), end = now.endEdge(t); f < end; f++) {
            int y = now.target(f);
            if (f == e || y < 0 || dist[y] > PENDING) continue;
            if (!offer(y, t, f, k)) continue;
            if (nextSize == next.length) next = Arrays.copyOf(next, nextSize * 2);
            next[nextSize++] = y;
        }
    }

    // ---- adding e

    /** Moves the nodes e now brings nearer or earlier; false past the budget. */
    private boolean added() {
        int b = now.target(e);
        int s = now.source(e);
        if (b < 0 || dist[s] < 0) return true;
        int k = dist[s] + 1;
        if (!improves(s, e, b, k)) return true;
        if (takesEarlierEdgeOfItsSource(s, b, k)) {
            home[b] = e;
            return true;
        }
        int[] level = new int[16];
        take(b, e, k);
        nextSize = 0;
        listNext(b);
        for (; nextSize > 0; k++) {
            int[] swap = level;
            level = next;
            next = swap;
            int levelSize = distinct(level, nextSize); // a node can be listed by several of the level before
            nextSize = 0;
            visited += levelSize;
            if (visited > budget) return false;
            for (int i = 0; i < levelSize; i++) relax(level[i], k);
        }
        return true;
    }

    /**
     * Whether e only moves b ahead among its source's edges: b stays at distance k, its home was a later edge of s,
     * and no edge of s between the two is the home of a node. Then b stands in the search's order where it stood
     * against every other node (those reached from other sources compare by source, as before), and so does every
     * node below it: nothing but b's home changes, and its subtree of homes need not be walked.
     */
    private boolean takesEarlierEdgeOfItsSource(int s, int b, int k) {
        int h = home[b];
        if (dist[b] != k || h < e || now.source(h) != s) return false;
        for (int f = e + 1; f < h; f++) {
            int y = now.target(f);
            if (y >= 0 && home[y] == f) return false;
        }
        return true;
    }

    /** The edges out of y, a node at distance k that moved: the nodes they now reach first, or whose home moved with y. */
    private void relax(int y, int k) {
        for (int g = now.firstEdge(y), end = now.endEdge(y); g < end; g++) {
            int u = now.target(g);
            if (u < 0) continue;
            if (home[u] == g) {
                dist[u] = k + 1; // its home's source moved: so does it, on the same edge
            } else if (improves(y, g, u, k + 1)) {
                take(u, g, k + 1);
            } else {
                continue;
            }
            listNext(u);
        }
    }

    private void listNext(int u) {
        if (nextSize == next.length) next = Arrays.copyOf(next, nextSize * 2);
        next[nextSize++] = u;
    }

    /**
     * Sorts the first {@code size} nodes and keeps each once: how many are left. Which node of a level is relaxed first
     * does not matter (each takes the home that comes first in the search's order, whoever offers it first).
     */
    private static int distinct(int[] nodes, int size) {
        Arrays.sort(nodes, 0, size);
        int kept = 0;
        for (int i = 0; i < size; i++) if (kept == 0 || nodes[kept - 1] != nodes[i]) nodes[kept++] = nodes[i];
        return kept;
    }

    /** Whether edge g from y, reaching u at distance k, comes before u's home as the search stands. */
    private boolean improves(int y, int g, int u, int k) {
        int d = dist[u];
        if (d < 0 || d > k) return true;
        if (d < k) return false;
        int h = home[u];
        return h >= 0 && before(y, g, now.source(h), h);
    }

    private void take(int u, int g, int k) {
        if (dist[u] < 0) unreachableChange--;
        dist[u] = k;
        home[u] = g;
    }

    // ---- the search's order

    /**
     * Whether edge f from x comes before edge g from y in the search's order, x and y at one distance: the search
     * takes x before y, or x is y and f is the lower edge.
     */
    private boolean before(int x, int f, int y, int g) {
        while (x != y) {
            int hx = home[x], hy = home[y];
            f = hx;
            g = hy;
            x = now.source(hx);
            y = now.source(hy);
        }
        return f < g;
    }
}
