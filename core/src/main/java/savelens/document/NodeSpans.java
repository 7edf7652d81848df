package savelens.document;

import java.util.ArrayDeque;

/**
 * Where each node's value is written (start high, end low, per node), as the format noted it while reading, carried
 * over patched edits: a patched document's spans are the nearest noted ones shifted by the patches since, each span
 * as it is read. No shifted copy is made (at a million nodes it is 8 MB, per edited document, asked for by a size
 * analysis in a heap already full of revisions), until so many patches pile up that reading through them costs more.
 */
final class NodeSpans {
    /** Patches read through before the spans are shifted once into an array of their own. */
    static final int MOST_PATCHES = 32;

    private volatile long[] spans;
    private NodeSpans base;
    private TextPatch patch;
    /** The nearest spans noted and the patches since, oldest first; made on first read. */
    private volatile Chain chain;
    /**
     * As noted while reading (never shifted: null after a patch): how far each node's body starts after its value,
     * 1 to 255 bytes (0: not noted, or farther), so that a walk over the nodes' fields need not step over each node's
     * id and type to find them. A byte a node, not an int.
     */
    private final byte[] bodyGap;
    /** The array whose elements are every node's value, in order (as noted while reading); else -1. */
    private final int elementsOf;

    private NodeSpans(long[] spans, NodeSpans base, TextPatch patch, byte[] bodyGap, int elementsOf) {
        this.spans = spans;
        this.base = base;
        this.patch = patch;
        this.bodyGap = bodyGap;
        this.elementsOf = elementsOf;
    }

    static NodeSpans of(long[] spans) { return noted(spans, null, -1); }

    /** Spans as read, with the bodies' offsets (or null) and the array the nodes are the elements of (or -1). */
    static NodeSpans noted(long[] spans, byte[] bodyGap, int elementsOf) {
        return spans == null ? null : new NodeSpans(spans, null, null, bodyGap, elementsOf);
    }

    /** These spans after a patch of the text. */
    NodeSpans shifted(TextPatch p) { return new NodeSpans(null, this, p, null, -1); }

    /** Where the node's body is written, as noted while reading; -1 when that was not noted (or the text was patched since). */
    long bodyStart(int node) {
        byte[] g = bodyGap;
        if (g == null) return -1;
        int gap = g[node] & 0xFF;
        return gap == 0 ? -1 : Document.spanStart(spans[node]) + gap;
    }

    /** The array whose elements are every node's value in the text these spans were read from, or -1. */
    int elementsOf() { return elementsOf; }

    long span(int node) {
        long[] s = spans;
        if (s != null) return s[node];
        Chain c = chain;
        if (c == null) c = chain();
        return c.span(node);
    }

    /** Spans read through a few patches; beyond {@link #MOST_PATCHES}, shifted into an array once. */
    private Chain chain() {
        ArrayDeque<TextPatch> todo = new ArrayDeque<>();
        long[] from = null;
        NodeSpans at = this;
        while (from == null) {
            synchronized (at) {
                from = at.spans;
                if (from == null) {
                    todo.push(at.patch);
                    at = at.base;
                }
            }
        }
        long[] removedEnd = new long[todo.size()];
        int[] delta = new int[todo.size()];
        for (int i = 0; !todo.isEmpty(); i++) {
            TextPatch p = todo.pop();
            removedEnd[i] = p.removedEnd();
            delta[i] = p.delta();
        }
        Chain c = new Chain(from, removedEnd, delta);
        if (removedEnd.length > MOST_PATCHES) {
            long[] out = new long[from.length];
            for (int n = 0; n < out.length; n++) out[n] = c.span(n);
            synchronized (this) {
                if (spans == null) spans = out;
                base = null; // older documents' spans are no longer kept for this one
                patch = null;
            }
            return new Chain(spans, new long[0], new int[0]);
        }
        chain = c;
        return c;
    }

    /** Spans as noted, and the patches since in the order they were made. */
    private record Chain(long[] noted, long[] removedEnd, int[] delta) {
        long span(int node) {
            long s = noted[node];
            for (int i = 0; i < delta.length; i++) s = shift(s, removedEnd[i], delta[i]);
            return s;
        }
    }

    private static long shift(long s, long end, int delta) {
        if (delta == 0) return s;
        long start = Document.spanStart(s), stop = Document.spanEnd(s);
        if (stop < end) return s; // before the edit: nodes come in document order, but an enclosing one ends after it
        if (start >= end) start += delta;
        stop += delta;
        return Document.span(start, stop);
    }
}
