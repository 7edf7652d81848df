package savelens.document;

import java.util.ArrayDeque;

/**
 * Where each node's value is written (start high, end low, per node), as the format noted it while reading, carried
 * over patched edits: a patched document's spans are its predecessor's shifted by the patch, worked out the first
 * time something asks (an edit itself costs nothing here; a size analysis or a diff later shifts once for all the
 * patches since the spans were last asked for).
 */
final class NodeSpans {
    private long[] spans;
    private NodeSpans base;
    private TextPatch patch;

    private NodeSpans(long[] spans, NodeSpans base, TextPatch patch) {
        this.spans = spans;
        this.base = base;
        this.patch = patch;
    }

    static NodeSpans of(long[] spans) { return spans == null ? null : new NodeSpans(spans, null, null); }

    /** These spans after a patch of the text. */
    NodeSpans shifted(TextPatch p) { return new NodeSpans(null, this, p); }

    long span(int node) { return spans()[node]; }

    private long[] spans() {
        synchronized (this) {
            if (spans != null) return spans;
        }
        // Patches from the nearest spans worked out, oldest last; locks go from a document to older ones only.
        ArrayDeque<TextPatch> todo = new ArrayDeque<>();
        long[] from = null;
        for (NodeSpans at = this; from == null; ) {
            synchronized (at) {
                if (at.spans != null) {
                    from = at.spans;
                } else {
                    todo.push(at.patch);
                    at = at.base;
                }
            }
        }
        long[] out = from.clone();
        while (!todo.isEmpty()) shift(out, todo.pop());
        synchronized (this) {
            if (spans == null) {
                spans = out;
                base = null; // older documents' spans are no longer kept for this one
                patch = null;
            }
            return spans;
        }
    }

    private static void shift(long[] spans, TextPatch p) {
        int delta = p.delta();
        if (delta == 0) return;
        int end = p.removedEnd();
        for (int n = 0; n < spans.length; n++) {
            long s = spans[n];
            int start = (int) (s >>> 32), stop = (int) s;
            if (stop < end) continue; // before the edit: nodes come in document order, but an enclosing one ends after it
            if (start >= end) start += delta;
            stop += delta;
            spans[n] = ((long) start << 32) | (stop & 0xFFFFFFFFL);
        }
    }
}
