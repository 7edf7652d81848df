package savelens.document;

import java.util.Arrays;
import savelens.json.JsonIndex;

/**
 * Every reference edge of a document in compressed-row form: for node n, edges
 * {@code start(n)..start(n+1)-1}, each with its target node (-1 when dangling) and the value where it is
 * written. Nesting (a node written out inside another) is an edge like a reference.
 */
public final class ReferenceEdges {
    private final int[] start;
    private final int[] to;
    private final int[] at;
    private volatile int[] inStart;
    private volatile int[] inEdges;

    private ReferenceEdges(int[] start, int[] to, int[] at) {
        this.start = start;
        this.to = to;
        this.at = at;
    }

    static ReferenceEdges of(Document doc) {
        JsonIndex json = doc.json();
        int n = doc.nodeCount();
        int[] start = new int[n + 1];
        int[] to = new int[Math.max(16, n)];
        int[] at = new int[to.length];
        int count = 0;
        for (int node = 0; node < n; node++) {
            start[node] = count;
            int body = doc.body(node);
            int end = json.after(body);
            int v = body + 1;
            while (v < end) {
                byte r = doc.role(v);
                if (r == Document.REFERENCE || r == Document.NESTED) {
                    if (count == to.length) {
                        to = Arrays.copyOf(to, count * 2);
                        at = Arrays.copyOf(at, count * 2);
                    }
                    to[count] = doc.rawTarget(v);
                    at[count++] = v;
                    v = json.after(v);
                } else if (r == Document.HIDDEN) {
                    v = json.after(v);
                } else {
                    v++;
                }
            }
        }
        start[n] = count;
        return new ReferenceEdges(start, Arrays.copyOf(to, count), Arrays.copyOf(at, count));
    }

    public int nodeCount() { return start.length - 1; }

    public int edgeCount() { return to.length; }

    public int firstEdge(int node) { return start[node]; }

    public int endEdge(int node) { return start[node + 1]; }

    /** Target node of edge e, or -1 when the reference is dangling. */
    public int target(int e) { return to[e]; }

    /** The value (field or element) where edge e is written. */
    public int value(int e) { return at[e]; }

    /** Source node of edge e (binary search over the row starts). */
    public int source(int e) {
        int lo = 0, hi = start.length - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (start[mid] <= e) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    /** Edges that point at a node, as edge numbers, in source order. */
    public int[] incoming(int node) {
        buildIncoming();
        return Arrays.copyOfRange(inEdges, inStart[node], inStart[node + 1]);
    }

    public int incomingCount(int node) {
        buildIncoming();
        return inStart[node + 1] - inStart[node];
    }

    private void buildIncoming() {
        if (inEdges != null) return;
        synchronized (this) {
            if (inEdges != null) return;
            int n = nodeCount();
            int[] counts = new int[n + 1];
            for (int t : to) if (t >= 0) counts[t + 1]++;
            for (int i = 0; i < n; i++) counts[i + 1] += counts[i];
            int[] fill = Arrays.copyOf(counts, n);
            int[] edges = new int[counts[n]];
            for (int e = 0; e < to.length; e++) if (to[e] >= 0) edges[fill[to[e]]++] = e;
            inStart = counts;
            inEdges = edges;
        }
    }
}
