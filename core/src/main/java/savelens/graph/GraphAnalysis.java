package savelens.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.primitive.IntQueue;
import savelens.primitive.LongIntMap;
import savelens.primitive.WideningInts;
import savelens.progress.ReadProgress;

/**
 * Graph facts of a document over all reference edges: cycles (strongly connected components), the
 * home of every node and the path to it from the root, incoming counts, shared, dangling and unreachable nodes.
 * Everything is iterative and works on primitive arrays.
 */
public final class GraphAnalysis implements GraphFindings {
    private final Document doc;
    private final ReferenceEdges edges;
    private final int references;
    private final int dangling;
    /** Per node, the edges that point at it; null where the edges' own lists of them give the counts. */
    private final IncomingCounts incoming;
    /** Per node, its distance from the root (-1 when unreachable), as narrow as the farthest allows. */
    private final WideningInts distance;
    /** Per node, its home edge (-1 for the root and unreachable nodes). */
    private final int[] home;
    private final int unreachable;
    private final int shared;
    private final List<Cycle> cycles;
    /** The nodes on cycles, a bit a node. */
    private final BitSet onCycle;
    private final int nodesOnCycles;
    /** Kept so that the analysis after a retarget can tell whether the components stay. */
    private final StronglyConnectedComponents components;
    /** How the distances and homes were had: "anew", "kept" (from the analysis before) or "followed" (after a retarget). */
    private String reachWorkedOut = "anew";

    private GraphAnalysis(Document doc) {
        this.doc = doc;
        this.edges = doc.edges();
        int n = doc.nodeCount();
        // Components and the breadth-first search are independent walks over the edges, each bound by cache
        // misses on a big document: there the components are found on a second core meanwhile, when the heap has
        // room for both walks' arrays at once. Otherwise they are found alone, after the search and the counts (the
        // search's queue let go by then).
        boolean alongside = n >= PARALLEL_FROM && roomForBoth(n);
        // The other core cannot see this thread's interrupt: a Cancel here tells it through this flag.
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<StronglyConnectedComponents> finding = alongside
                ? CompletableFuture.supplyAsync(() -> StronglyConnectedComponents.of(edges, stop::get))
                : null;
        try {
            // The search first: its queue is let go before the counts per node are made, so the two are never held at once.
            distance = new WideningInts(n);
            home = new int[n];
            unreachable = n - searchFromRoot(doc, edges, distance, home);
            ReadProgress.checkCancelled();
            incoming = countIncoming(n);
        } catch (RuntimeException | Error e) {
            stop.set(true);
            throw e;
        }
        int refs = 0, dang = 0;
        for (int e = 0; e < edges.edgeCount(); e++) {
            int t = edges.target(e);
            if (t >= 0) refs++;
            else dang++;
        }
        references = refs;
        dangling = dang;
        shared = incoming.atLeastTwo();

        components = finding != null ? components(finding, stop) : StronglyConnectedComponents.of(edges, GraphAnalysis::cancelledHere);
        ReadProgress.checkCancelled();
        onCycle = new BitSet(n);
        cycles = findCycles(components, onCycle);
        nodesOnCycles = countOnCycles(cycles);
    }

    /**
     * Breadth-first from the root: fills each node's distance (-1 when unreachable) and home edge (all -1 to begin
     * with); the number of nodes reached. The homes tell which nodes are found (the root's is marked while the search
     * runs). A node's distance is its level's, written once when it is found.
     */
    private static int searchFromRoot(Document doc, ReferenceEdges edges, WideningInts distance, int[] home) {
        Arrays.fill(home, -1);
        IntQueue queue = new IntQueue();
        int root = doc.root();
        if (root < 0) return 0; // a single-value document has no nodes at all
        home[root] = FOUND_ROOT;
        distance.set(root, 0);
        queue.add(root);
        long levelEnd = 1; // the values added up to here are at distance d
        int d = 0;
        while (!queue.isEmpty()) {
            long taken = queue.taken();
            ReadProgress.checkCancelled((int) taken);
            if (taken == levelEnd) {
                d++;
                levelEnd = queue.added();
            }
            int v = queue.take();
            for (int e = edges.firstEdge(v), end = edges.endEdge(v); e < end; e++) {
                int w = edges.target(e);
                if (w >= 0 && home[w] == -1) {
                    home[w] = e;
                    distance.set(w, d + 1);
                    queue.add(w);
                }
            }
        }
        home[root] = -1;
        if (doc.hasNesting()) homeWhereWritten(doc, edges, home, root);
        return (int) queue.added();
    }

    /** The root's home while the search runs: found, though no edge leads to it. */
    private static final int FOUND_ROOT = -2;

    /** How many edges lead to each node; Cancel is seen within a few thousand edges. */
    private IncomingCounts countIncoming(int n) {
        IncomingCounts counts = new IncomingCounts(n);
        for (int e = 0; e < edges.edgeCount(); e++) {
            ReadProgress.checkCancelled(e);
            int t = edges.target(e);
            if (t >= 0) counts.increment(t);
        }
        return counts;
    }

    /** For the components found on this thread: stops them as any step here stops (throws once interrupted). */
    private static boolean cancelledHere() {
        ReadProgress.checkCancelled();
        return false;
    }

    /**
     * A node written out inside another (JsonEx) has its home where it is written, even when an {@code @r}
     * to it comes first breadth-first: the tree expands it there, and its path runs through the places it is
     * written. Only nodes written out within the root's text get this; others keep their breadth-first home.
     * Nesting homes lead up to the root, and every other home leads to a node nearer the root, so following
     * homes always ends at the root.
     */
    private static void homeWhereWritten(Document doc, ReferenceEdges edges, int[] home, int root) {
        if (root < 0) return;
        int n = doc.nodeCount();
        BitSet withinRoot = new BitSet(n);
        withinRoot.set(root);
        // A node encloses only nodes after it in document order, so one ascending sweep sees each node's
        // enclosing node settled first.
        for (int v = root; v < n; v++) {
            ReadProgress.checkCancelled(v);
            if (!withinRoot.get(v)) continue;
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w > v && edges.value(e) == doc.nodeValue(w)) { // written out here: the nesting edge
                    withinRoot.set(w);
                    home[w] = e;
                }
            }
        }
    }

    /** The same facts for a document whose edit changed no edge (a scalar edit): nothing is walked again. */
    private GraphAnalysis(GraphAnalysis before, Document doc) {
        this.doc = doc;
        this.edges = before.edges;
        this.references = before.references;
        this.dangling = before.dangling;
        this.incoming = before.incoming;
        this.distance = before.distance;
        this.home = before.home;
        this.unreachable = before.unreachable;
        this.shared = before.shared;
        this.cycles = before.cycles;
        this.onCycle = before.onCycle;
        this.nodesOnCycles = before.nodesOnCycles;
        this.components = before.components;
        this.reachWorkedOut = "kept";
    }

    /**
     * The analysis of {@code doc}, edited from the document {@code before} analysed. An edit that changed no
     * edge (its document shares the edges of the one before, as a patched scalar edit does) cannot change a
     * component, a distance or a count, and its value numbers stay, so everything carries over. After one
     * retarget only what that edge can change is worked out again; any other edit is analysed anew.
     */
    public static GraphAnalysis following(GraphAnalysis before, Document doc) {
        if (before != null && before.doc.nodeCount() == doc.nodeCount()) {
            if (doc.edges() == before.edges) return new GraphAnalysis(before, doc);
            int e = doc.edges().retargetedEdge(before.edges);
            if (e >= 0 && before.components != null && doc.hasNesting() == before.doc.hasNesting() && doc.root() == before.doc.root()) {
                return new GraphAnalysis(before, doc, e);
            }
        }
        return of(doc);
    }

    /**
     * The facts after edge e (from s) was retargeted from a to b, worked out from those before: counts adjusted,
     * distances and homes kept unless the search from the root meets the edge differently, components kept when
     * the partition provably stays (then only the one component whose inner edges changed gets its cycle again).
     */
    private GraphAnalysis(GraphAnalysis before, Document doc, int e) {
        this.doc = doc;
        this.edges = doc.edges();
        int n = doc.nodeCount();
        int s = edges.source(e);
        int a = before.edges.target(e);
        int b = edges.target(e);
        // Where the edges list who refers to each node (the window's do, and a retarget moves its edge in the lists),
        // the counts are theirs: a copy of the count per node would be an array as long as the document per retarget.
        IncomingCounts in = before.incoming == null || edges.listsIncoming() ? null : before.incoming.copy();
        int refs = before.references, dang = before.dangling, sh = before.shared;
        int countOfA = a >= 0 ? before.incomingCount(a) : 0;
        if (a >= 0) {
            if (countOfA == 2) sh--;
            if (in != null) in.decrement(a);
            refs--;
        } else {
            dang--;
        }
        if (b >= 0) {
            int countOfB = (b == a ? countOfA - 1 : before.incomingCount(b)) + 1;
            if (countOfB == 2) sh++;
            if (in != null) in.increment(b);
            refs++;
        } else {
            dang++;
        }
        incoming = in;
        references = refs;
        dangling = dang;
        shared = sh;

        ReachAfterRetarget.Reach followed = null;
        if (searchUnchanged(before, e, s, a, b)) {
            distance = before.distance;
            home = before.home;
            unreachable = before.unreachable;
            reachWorkedOut = "kept";
        } else if (!doc.hasNesting()
                && (followed = ReachAfterRetarget.of(before.distance, before.home, before.unreachable, edges, e, a)) != null) {
            // Homes are the search's own edges only without nesting: there they follow from the search before.
            distance = followed.distance();
            home = followed.home();
            unreachable = followed.unreachable();
            reachWorkedOut = "followed";
        } else {
            distance = new WideningInts(n);
            home = new int[n];
            unreachable = n - searchFromRoot(doc, edges, distance, home);
        }

        StronglyConnectedComponents scc = before.components;
        int cs = scc.componentOf(s);
        // Components are numbered as Tarjan completes them, so a path from b to s needs b's number above s's.
        boolean additionKeeps = b < 0 || scc.componentOf(b) <= cs;
        // An edge removed inside a component keeps it whole when s still reaches a: any path through the edge
        // goes that way instead.
        boolean removalKeeps = a < 0 || a == s || scc.componentOf(a) != cs || (additionKeeps && reachesWithin(scc, s, a));
        if (!removalKeeps || !additionKeeps) {
            components = StronglyConnectedComponents.of(edges);
            onCycle = new BitSet(n);
            cycles = findCycles(components, onCycle);
            nodesOnCycles = countOnCycles(cycles);
            return;
        }
        components = scc;
        boolean inner = (a >= 0 && scc.componentOf(a) == cs) || (b >= 0 && scc.componentOf(b) == cs);
        if (!inner) {
            cycles = before.cycles;
            onCycle = before.onCycle;
            nodesOnCycles = before.nodesOnCycles;
            return;
        }
        // The component of s keeps its members; its example (and, for s alone, whether it is a cycle) may change.
        List<Cycle> list = new ArrayList<>(before.cycles);
        int k = 0;
        while (k < list.size() && !contains(list.get(k).nodes(), s)) k++;
        List<Integer> members = k < list.size() ? list.get(k).nodes() : Cycles.list(new int[] {s}, 0, 1);
        boolean cyclic = members.size() > 1 || Cycles.selfReference(edges, s);
        BitSet on = before.onCycle;
        if (on.get(s) != cyclic) {
            on = (BitSet) on.clone();
            on.set(s, cyclic);
        }
        if (k < list.size()) list.remove(k);
        if (cyclic) {
            Cycle c = new Cycle(members, Cycles.exampleVisiting(edges, members));
            int at = 0;
            while (at < list.size() && list.get(at).nodes().get(0) < members.get(0)) at++;
            list.add(at, c);
        }
        cycles = Collections.unmodifiableList(list);
        onCycle = on;
        nodesOnCycles = countOnCycles(cycles);
    }

    /**
     * True when the search from the root takes the same course with edge e (from s) leading to b instead of a:
     * s is never reached, or when the search comes to e, a had been found by another edge and b has been found
     * already. Which node the search found first is known from the homes where they are the search's own edges
     * (no nesting); elsewhere it is not decided and the search is made again.
     */
    private boolean searchUnchanged(GraphAnalysis r, int e, int s, int a, int b) {
        if (a == b) return true;
        int ds = r.distance(s);
        if (ds < 0) return true;
        boolean searchHomes = !doc.hasNesting();
        boolean aFoundElsewhere = a < 0 || r.distance(a) <= ds || (searchHomes && r.homeEdge(a) != e);
        if (!aFoundElsewhere) return false;
        if (b < 0) return true;
        if (r.distance(b) < 0) return false;
        if (r.distance(b) <= ds) return true;
        if (r.distance(b) > ds + 1 || !searchHomes) return false; // e brings b nearer; else b's home is at s's distance
        int h = r.homeEdge(b);
        int p = edges.source(h);
        return p == s ? h < e : takenBefore(r, p, s);
    }

    /** Whether the search took node x from its queue before node y, both at the same distance (homes are search edges). */
    private boolean takenBefore(GraphAnalysis r, int x, int y) {
        while (x != y) {
            int hx = r.homeEdge(x), hy = r.homeEdge(y);
            int px = edges.source(hx), py = edges.source(hy);
            if (px == py) return hx < hy;
            x = px;
            y = py;
        }
        return false;
    }

    /**
     * Whether s reaches a over the edges as they are now, through nodes of s's component only (enough when
     * the added edge joins no components): forward from s and backward from a (over the incoming lists, made
     * here if they are not yet) until the two meet, each step on the smaller side. Gives up, answering false,
     * after a sixteenth of the nodes.
     */
    private boolean reachesWithin(StronglyConnectedComponents scc, int s, int a) {
        int n = doc.nodeCount();
        int c = scc.componentOf(s);
        int budget = Math.max(1024, n / 16);
        byte[] side = new byte[n]; // 1 reached from s, 2 reaches a
        int[] forward = new int[Math.min(n, budget)];
        int[] backward = new int[Math.min(n, budget)];
        int fh = 0, ft = 0, bh = 0, bt = 0;
        side[s] = 1;
        forward[ft++] = s;
        side[a] = 2;
        backward[bt++] = a;
        while (fh < ft && bh < bt) {
            if (ft - fh <= bt - bh) {
                int v = forward[fh++];
                for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                    int w = edges.target(e);
                    if (w < 0 || side[w] == 1 || scc.componentOf(w) != c) continue;
                    if (side[w] == 2) return true;
                    if (ft == forward.length) return false;
                    side[w] = 1;
                    forward[ft++] = w;
                }
            } else {
                int v = backward[bh++];
                for (int e : edges.incoming(v)) {
                    int u = edges.source(e);
                    if (side[u] == 2 || scc.componentOf(u) != c) continue;
                    if (side[u] == 1) return true;
                    if (bt == backward.length) return false;
                    side[u] = 2;
                    backward[bt++] = u;
                }
            }
        }
        return false;
    }

    private static boolean contains(List<Integer> sortedNodes, int node) {
        if (sortedNodes.isEmpty() || sortedNodes.get(0) > node || sortedNodes.get(sortedNodes.size() - 1) < node) return false;
        return Collections.binarySearch(sortedNodes, node) >= 0;
    }

    private static int countOnCycles(List<Cycle> cycles) {
        int on = 0;
        for (Cycle c : cycles) on += c.size();
        return on;
    }

    /** Nodes from which the components are worth a thread of their own. */
    private static final int PARALLEL_FROM = 50_000;

    /** The facts of a document, kept so that the analysis after an edit of it is worked out from them ({@link #following}). */
    public static GraphAnalysis of(Document doc) { return new GraphAnalysis(doc); }

    /**
     * Whether the heap has room, beside what is in use, for the components' and the search's arrays at once (about
     * eight ints a node, taken twice over for the collector's slack).
     */
    private static boolean roomForBoth(int n) {
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return free > 2L * 8 * Integer.BYTES * n;
    }

    /** The components found on the other core; waiting for them ends when this thread is interrupted (a Cancel). */
    private static StronglyConnectedComponents components(CompletableFuture<StronglyConnectedComponents> finding, AtomicBoolean stop) {
        try {
            return finding.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.set(true);
            finding.cancel(false);
            throw new java.util.concurrent.CancellationException("the analysis was cancelled");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The cycles of the components, each node on one marked in {@code onCycle}. */
    private List<Cycle> findCycles(StronglyConnectedComponents scc, BitSet onCycle) {
        int n = doc.nodeCount();
        // The components on a cycle, numbered in the order of their first node, and their sizes: a map for them
        // rather than arrays as long as the components, which in a document are nearly as many as its nodes.
        LongIntMap order = new LongIntMap(16);
        int[] sizes = new int[16];
        int cyclicCount = 0;
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            int c = scc.componentOf(v);
            if (!scc.hasSeveralNodes(c) && !Cycles.selfReference(edges, v)) continue;
            onCycle.set(v);
            int k = order.putIfAbsent(c, cyclicCount);
            if (k < 0) {
                k = cyclicCount++;
                if (k == sizes.length) sizes = Arrays.copyOf(sizes, k * 2);
            }
            sizes[k]++;
        }
        // Their members laid out one after another in one array (a million nodes on cycles would otherwise be a
        // million boxed integers), each component's ascending.
        int[] offset = new int[cyclicCount + 1];
        int largest = 0;
        for (int k = 0; k < cyclicCount; k++) {
            offset[k + 1] = offset[k] + sizes[k];
            largest = Math.max(largest, sizes[k]);
        }
        int[] members = new int[offset[cyclicCount]];
        int[] fill = Arrays.copyOf(offset, cyclicCount);
        for (int v = onCycle.nextSetBit(0); v >= 0; v = onCycle.nextSetBit(v + 1)) members[fill[order.get(scc.componentOf(v))]++] = v;
        List<Cycle> result = new ArrayList<>(cyclicCount);
        int[] prev = new int[largest];
        Arrays.fill(prev, -2);
        int[] queue = new int[largest];
        for (int k = 0; k < cyclicCount; k++) {
            result.add(new Cycle(Cycles.list(members, offset[k], offset[k + 1]),
                    Cycles.example(edges, members, offset[k], offset[k + 1], prev, queue)));
        }
        return Collections.unmodifiableList(result);
    }

    public Document document() { return doc; }

    /** How the distances and homes were had: "anew", "kept" or "followed" (tests). */
    String reachWorkedOut() { return reachWorkedOut; }

    /** The node's distance from the root along references, -1 when unreachable. */
    int distance(int node) { return distance.get(node); }

    /** True when this analysis shares the other's distances and homes (the edit between them left them be). */
    boolean sameSearchAs(GraphAnalysis other) { return distance == other.distance; }

    @Override public ReferenceEdges edges() { return edges; }

    /** Edges whose target exists (nesting included). */
    public int references() { return references; }

    @Override public int dangling() { return dangling; }

    public int shared() { return shared; }

    @Override public int unreachable() { return unreachable; }

    public List<Cycle> cycles() { return cycles; }

    public int nodesOnCycles() { return nodesOnCycles; }

    public boolean onCycle(int node) { return onCycle.get(node); }

    public int incomingCount(int node) { return incoming != null ? incoming.get(node) : edges.incomingCount(node); }

    @Override public boolean isReachable(int node) { return distance.get(node) >= 0; }

    /**
     * The node's home edge, or -1 for the root and unreachable nodes: where it is written out when it is
     * written inside another node, otherwise the edge by which breadth-first search from the root first
     * reached it.
     */
    public int homeEdge(int node) { return home[node]; }

    /** True when the value is its target's home (where the tree expands it). */
    public boolean isHome(int value) {
        int t = doc.target(value);
        return t >= 0 && homeEdge(t) >= 0 && edges.value(homeEdge(t)) == value;
    }

    /**
     * Edges from the root to the node along home edges (a shortest path, except that it goes through the
     * places where nodes are written out); empty for the root, null when unreachable.
     */
    public int[] pathFromRoot(int node) {
        if (distance.get(node) < 0) return null;
        int length = 0;
        for (int v = node; homeEdge(v) >= 0; v = edges.source(homeEdge(v))) length++;
        int[] path = new int[length];
        for (int v = node, i = length - 1; i >= 0; i--) {
            path[i] = homeEdge(v);
            v = edges.source(path[i]);
        }
        return path;
    }
}
