package savelens.document;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import savelens.index.ValueIndex;
import savelens.progress.ReadProgress;

/**
 * Every reference edge of a document in compressed-row form: for node n, edges
 * {@code start(n)..start(n+1)-1}, each with its target node (-1 when dangling) and the value where it is
 * written. Nesting (a node written out inside another) is an edge like a reference.
 */
public final class ReferenceEdges {
    /** Where each node's edges start; null where they are packed ({@code packedStart}). */
    private final int[] start;
    /**
     * The row starts packed, for edges that name their links ({@code link}): a char a node rather than an int (9 MB
     * fewer on a 100 MB Marshal save, beside the document and its index); null where {@code start} holds them.
     */
    private final AscendingInts packedStart;
    /** The packed row starts listed whole, when {@link #rowStarts} is asked of edges that pack them. */
    private volatile int[] listedStarts;
    /**
     * Each edge's target (shared by the edges a retarget makes from these, which keep the changed one beside it) and
     * value; null where the edges name their links instead ({@code link}).
     */
    private final PatchedInts to;
    private final int[] at;
    /**
     * Each edge's link in {@code roles}, whose target and value it is, where the roles read nesting from the node
     * values ({@link ValueRoles#nestedAtNodeValues}): one int an edge instead of two (21 MB on a 100 MB Marshal
     * save), in pages (see {@link IntPages}); null otherwise.
     */
    private final IntPages link;
    private final ValueRoles roles;
    /** The targets listed whole, when {@link #targets} is asked of edges that name their links. */
    private volatile int[] listedTargets;
    /** Who refers to each node: listed when first asked for, and moved along by each retarget from these. */
    private volatile IncomingLists in;
    /** Per edge, its source node: listed when first asked for, and shared by the edges a retarget makes from these. */
    private volatile int[] sources;
    /** The edges these were made from by one retarget (weakly: an edit history must not keep every revision). */
    private final WeakReference<ReferenceEdges> retargetedFrom;
    /** The edge that retarget changed, or -1. */
    private final int changedEdge;

    private ReferenceEdges(int[] start, int[] to, int[] at) {
        this(start, PatchedInts.of(to), at, null, -1);
    }

    private ReferenceEdges(int[] start, PatchedInts to, int[] at, ReferenceEdges retargetedFrom, int changedEdge) {
        this(start, null, to, at, null, null, retargetedFrom, changedEdge);
    }

    private ReferenceEdges(int[] start, AscendingInts packedStart, PatchedInts to, int[] at, IntPages link, ValueRoles roles,
            ReferenceEdges retargetedFrom, int changedEdge) {
        this.start = start;
        this.packedStart = packedStart;
        this.to = to;
        this.at = at;
        this.link = link;
        this.roles = roles;
        this.retargetedFrom = retargetedFrom == null ? null : new WeakReference<>(retargetedFrom);
        this.changedEdge = changedEdge;
    }

    /**
     * Two sweeps over the links in document order, the first counting each node's edges and the second filling its
     * row. Where nodes nest (JsonEx, Marshal), each sweep keeps the stack of nodes whose value encloses the current
     * position, and the innermost one owns the link; nodes side by side are {@link #sideBySide}. The owners are found
     * twice rather than kept between the sweeps: kept, they were a char a link (10 MB on a 100 MB Marshal save) at the
     * peak of the read. Edges that name their links pack their row starts before the links are listed, and the second
     * sweep fills each open node's row from where the packed starts say it begins.
     */
    static ReferenceEdges of(Document doc) {
        ValueRoles roles = doc.roles();
        if (!roles.hasNesting()) return sideBySide(doc, roles);
        if (roles.nestsAtNodeValues()) return linked(doc, roles);
        int n = doc.nodeCount();
        int links = roles.linkCount();
        int[] rows = new int[n + 1];
        LinkOwners owners = new LinkOwners(doc);
        for (int l = 0; l < links; l++) {
            ReadProgress.checkCancelled(l);
            int o = owners.next(roles.linkValue(l));
            if (o >= 0) rows[o + 1]++;
        }
        for (int i = 0; i < n; i++) rows[i + 1] += rows[i];
        int edges = rows[n];
        // rows[o] is o's start: each link goes there and moves it along, so that it ends as o's end, the next row's
        // start; the starts are then moved one place along. No second array as long as the document to fill by.
        owners = new LinkOwners(doc);
        int[] to = new int[edges];
        int[] at = new int[edges];
        for (int l = 0; l < links; l++) {
            ReadProgress.checkCancelled(l);
            int v = roles.linkValue(l);
            int o = owners.next(v);
            if (o < 0) continue;
            int e = rows[o]++;
            to[e] = roles.linkTarget(l);
            at[e] = v;
        }
        return new ReferenceEdges(startsMovedAlong(rows), to, at);
    }

    /**
     * As {@link #of}, for roles that read nesting from the node values: the edges name their links, and the rows are
     * counted in pages, packed, and let go before the links are listed, each open node's row filled from where the
     * packed starts say it begins. At the peak, the packed starts and the links: 30 MB on a 100 MB Marshal save, where
     * an int a node to fill by and the links were 40 MB, each array in one piece.
     */
    private static ReferenceEdges linked(Document doc, ValueRoles roles) {
        int n = doc.nodeCount();
        int links = roles.linkCount();
        IntPages rows = new IntPages(n + 1);
        LinkOwners owners = new LinkOwners(doc);
        for (int l = 0; l < links; l++) {
            ReadProgress.checkCancelled(l);
            int o = owners.next(roles.linkValue(l));
            if (o >= 0) rows.getAndIncrement(o + 1);
        }
        for (int i = 0, sum = 0; i <= n; i++) {
            sum += rows.get(i);
            rows.set(i, sum);
        }
        AscendingInts starts = AscendingInts.of(rows, n + 1);
        rows = null; // let go before the links are listed
        owners = new LinkOwners(doc, starts);
        IntPages link = new IntPages(starts.get(n));
        for (int l = 0; l < links; l++) {
            ReadProgress.checkCancelled(l);
            if (owners.next(roles.linkValue(l)) >= 0) link.set(owners.takeEdge(), l);
        }
        return new ReferenceEdges(null, starts, null, null, link, roles, null, -1);
    }

    /** The node that owns each link, asked link by link in document order: the innermost node whose body holds it, or -1. */
    private static final class LinkOwners {
        private final Document doc;
        private final ValueIndex json;
        private final int n;
        private int[] open = new int[16];
        private int[] openEnd = new int[16];
        /** Each open node's next edge, where the rows are filled from {@code starts}; else null. */
        private int[] openEdge;
        private final AscendingInts starts;
        private int depth;
        /** The next node to open, in document order. */
        private int next;

        LinkOwners(Document doc) {
            this(doc, null);
        }

        /** Owners that also hand out each owner's next edge ({@link #takeEdge}), its row beginning where {@code starts} says. */
        LinkOwners(Document doc, AscendingInts starts) {
            this.doc = doc;
            this.json = doc.index();
            this.n = doc.nodeCount();
            this.starts = starts;
            this.openEdge = starts != null ? new int[16] : null;
        }

        /** The next edge of the owner {@link #next} found last, moved along. */
        int takeEdge() { return openEdge[depth - 1]++; }

        int next(int v) {
            // A nested node's own value is a link of the node around it, so open only nodes strictly before v.
            while (next < n && doc.nodeValue(next) < v) {
                int nv = doc.nodeValue(next);
                while (depth > 0 && openEnd[depth - 1] <= nv) depth--;
                if (depth == open.length) {
                    open = Arrays.copyOf(open, depth * 2);
                    openEnd = Arrays.copyOf(openEnd, depth * 2);
                    if (openEdge != null) openEdge = Arrays.copyOf(openEdge, depth * 2);
                }
                if (openEdge != null) openEdge[depth] = starts.get(next);
                open[depth] = next++;
                openEnd[depth++] = json.after(nv);
            }
            while (depth > 0 && openEnd[depth - 1] <= v) depth--;
            return depth > 0 && inBody(doc, json, open[depth - 1], v) ? open[depth - 1] : -1;
        }
    }

    /** Rows' ends ({@code filled[o]} is o's end), made their starts by moving each one place along; the last row ends at the last entry. */
    private static int[] startsMovedAlong(int[] filled) {
        int n = filled.length - 1;
        System.arraycopy(filled, 0, filled, 1, n);
        filled[0] = 0;
        return filled;
    }

    /**
     * The edges of nodes written side by side (helio): a link belongs to the last node that starts before it, since
     * formats mark links only inside node bodies, so the links in document order are the edges in node order, and
     * the links' own arrays are the edges' (shared, not copied: at a million nodes each is 8 MB), less any link
     * before the first node.
     */
    private static ReferenceEdges sideBySide(Document doc, ValueRoles roles) {
        int n = doc.nodeCount();
        int links = roles.linkCount();
        int[] values = roles.linkValues();
        int[] start = new int[n + 1];
        int before = 0; // links before the first node, which belong to none
        int next = 0; // the next node to open, in document order
        for (int l = 0; l < links; l++) {
            ReadProgress.checkCancelled(l); // the analysis's first step, on its worker
            int v = values[l];
            while (next < n && doc.nodeValue(next) < v) next++;
            if (next > 0) start[next]++;
            else before++;
        }
        for (int i = 0; i < n; i++) start[i + 1] += start[i];
        PatchedInts to = before == 0 ? roles.patchedTargets() : PatchedInts.of(Arrays.copyOfRange(roles.linkTargets(), before, links));
        int[] at = before == 0 ? values : Arrays.copyOfRange(values, before, links);
        return new ReferenceEdges(start, to, at, null, -1);
    }

    /** A link counts for a node only inside the node's body (an array wrapper's metadata is not). */
    private static boolean inBody(Document doc, ValueIndex json, int node, int v) {
        int body = doc.body(node);
        return body == doc.nodeValue(node) || (v > body && v < json.after(body));
    }

    /**
     * These edges with the one written at {@code value} leading to another node: the rows, places and targets are
     * shared (the changed target kept beside them, see {@link PatchedInts}); incoming edges, when they were listed
     * here, are listed there by moving the one edge from its old target's list to its new target's (the other lists
     * shared, see {@link IncomingLists}). Edges that name their links read them from the retargeted links, {@code linksNow}.
     */
    ReferenceEdges retargeted(int value, int owner, int target, ValueRoles linksNow) {
        int e = -1;
        if (owner >= 0 && owner < nodeCount()) {
            for (int i = firstEdge(owner); i < endEdge(owner) && e < 0; i++) if (value(i) == value) e = i;
        }
        for (int i = 0; i < edgeCount() && e < 0; i++) if (value(i) == value) e = i; // not in the owner's row: look everywhere
        if (e < 0) throw new IllegalArgumentException("no edge is written at value " + value);
        if (link != null) { // the same links, their targets read from the roles retargeted (listed there, not nested)
            int[] to = new int[link.length()], at = new int[link.length()];
            for (int i = 0; i < to.length; i++) {
                to[i] = linksNow.linkTarget(link.get(i));
                at[i] = linksNow.linkValue(link.get(i));
            }
            ReferenceEdges next = new ReferenceEdges(start, packedStart, PatchedInts.of(to), at, null, null, this, e);
            next.sources = sources;
            next.listedStarts = listedStarts;
            if (in != null) next.in = in.moved(e, target(e), target);
            return next;
        }
        ReferenceEdges next = new ReferenceEdges(start, to.with(e, target), at, this, e);
        next.sources = sources; // the rows are the same
        if (in != null) next.in = in.moved(e, to.get(e), target);
        return next;
    }

    /**
     * The edge by which these edges differ from {@code before}, when they were made from it by one retarget;
     * -1 otherwise (then they may differ anywhere).
     */
    public int retargetedEdge(ReferenceEdges before) {
        return retargetedFrom != null && before != null && retargetedFrom.get() == before ? changedEdge : -1;
    }

    public int nodeCount() { return (start != null ? start.length : packedStart.size()) - 1; }

    public int edgeCount() { return link != null ? link.length() : to.length(); }

    public int firstEdge(int node) { return start != null ? start[node] : packedStart.get(node); }

    public int endEdge(int node) { return start != null ? start[node + 1] : packedStart.get(node + 1); }

    /** Target node of edge e, or -1 when the reference is dangling. */
    public int target(int e) { return link != null ? roles.linkTarget(link.get(e)) : to.get(e); }

    /**
     * Where each node's edges start, and where the last ends ({@code nodeCount() + 1} entries): the array itself, for
     * passes over the whole graph that read it directly; never to be changed.
     */
    public int[] rowStarts() {
        if (start != null) return start;
        int[] listed = listedStarts;
        if (listed == null) listedStarts = listed = packedStart.toArray();
        return listed;
    }

    /** Every edge's target node in edge order (-1 dangling): the array itself, never to be changed; see {@link #rowStarts}. */
    public int[] targets() {
        if (link == null) return to.toArray();
        int[] listed = listedTargets;
        if (listed == null) {
            listed = new int[link.length()];
            for (int e = 0; e < listed.length; e++) listed[e] = target(e);
            listedTargets = listed;
        }
        return listed;
    }

    /**
     * Every edge's target, as {@link #targets} gives them, for one pass that drops them: where an edit changed some,
     * written into the array {@code room} gives for their count instead of listed and kept; read the first
     * {@link #edgeCount}.
     */
    public int[] targets(java.util.function.IntFunction<int[]> room) {
        return link == null ? to.toArray(room) : targets();
    }

    /** The value (field or element) where edge e is written. */
    public int value(int e) { return link != null ? roles.linkValue(link.get(e)) : at[e]; }

    /** Source node of edge e (binary search over the row starts). */
    public int source(int e) {
        int[] known = sources;
        if (known != null && e >= 0) return known[e];
        int lo = 0, hi = nodeCount() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (firstEdge(mid) <= e) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    /**
     * Lists every edge's source, so that {@link #source} answers at once: for work that asks it of edges all over
     * the document (following homes up after a retarget), where each binary search would miss the cache again.
     */
    public void listSources() {
        if (sources != null) return;
        int[] from = new int[edgeCount()];
        for (int v = 0; v < nodeCount(); v++) {
            ReadProgress.checkCancelled(v);
            Arrays.fill(from, firstEdge(v), endEdge(v), v);
        }
        sources = from;
    }

    /** Edges that point at a node, as edge numbers, in source order. */
    public int[] incoming(int node) { return incomingLists().copy(node); }

    /**
     * The node's i-th incoming edge (i below {@link #incomingCount}), in source order: no copy, for walks over many
     * nodes.
     */
    public int incomingEdge(int node, int i) { return incomingLists().edge(node, i); }

    /** Whether who refers to each node is listed already (else the first question about it lists it). */
    public boolean listsIncoming() { return in != null; }

    public int incomingCount(int node) { return incomingLists().count(node); }

    /** Nodes whose incoming lists are their own rather than in the flat arrays shared with the edges before (tests). */
    int nodesWithIncomingOfTheirOwn() { return in == null ? 0 : in.ownCount(); }

    private IncomingLists incomingLists() {
        IncomingLists lists = in;
        if (lists != null) return lists;
        buildIncoming();
        return in;
    }

    private void buildIncoming() {
        if (in != null) return;
        synchronized (this) {
            if (in != null) return;
            int n = nodeCount();
            int[] counts = new int[n + 1];
            // Listed once the analysis is done, off the UI thread: Cancel stops it within a few thousand edges.
            int edgeCount = edgeCount();
            for (int e = 0; e < edgeCount; e++) {
                ReadProgress.checkCancelled(e);
                int t = target(e);
                if (t >= 0) counts[t + 1]++;
            }
            for (int i = 0; i < n; i++) counts[i + 1] += counts[i];
            int[] fill = Arrays.copyOf(counts, n);
            int[] edges = new int[counts[n]];
            for (int e = 0; e < edgeCount; e++) {
                ReadProgress.checkCancelled(e);
                int t = target(e);
                if (t >= 0) edges[fill[t]++] = e;
            }
            in = IncomingLists.flat(counts, edges);
        }
    }
}
