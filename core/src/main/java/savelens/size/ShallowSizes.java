package savelens.size;

import savelens.document.Document;
import savelens.index.ValueIndex;
import savelens.progress.ReadProgress;

/**
 * Each node's own bytes of the (decoded) text: the span of the value that is the node as written, less the spans
 * of the nodes written inside it, whose bytes are theirs. What no node covers is the document's own: a helio
 * document's {@code {"root":0,"nodes":[} and commas, a Unity document's {@code --- !u!} line, a Godot section
 * that is no node. So the shallow sizes and the document's bytes add up to the text's length.
 */
final class ShallowSizes {
    private ShallowSizes() {}

    /** Per node, its shallow size in bytes. */
    static int[] of(Document doc) {
        return of(doc, new int[doc.nodeCount()]);
    }

    /** Writes each node's shallow size into {@code shallow} (a node each, all 0) and returns it. */
    static int[] of(Document doc, int[] shallow) {
        int n = doc.nodeCount();
        ValueIndex index = doc.index();
        // Where the load noted each node's text, it is read from there: no chunk is rebuilt to find a node's end.
        boolean noted = doc.knowsNodeText();
        // Nodes come in document order, so an enclosing node is opened before the nodes inside it.
        int[] open = new int[16];
        long[] openEnd = new long[16];
        int depth = 0;
        for (int v = 0; v < n; v++) {
            ReadProgress.checkCancelled(v);
            long from, to;
            if (noted) {
                long span = doc.nodeTextSpan(v);
                from = Document.spanStart(span);
                to = Document.spanEnd(span);
            } else {
                int value = doc.nodeValue(v);
                from = index.start(value);
                to = index.end(value);
            }
            if (to <= from) continue; // no text of its own (a synthetic root)
            while (depth > 0 && openEnd[depth - 1] <= from) depth--;
            int own = (int) Math.min(Integer.MAX_VALUE, to - from); // one node's text: under 2 GiB in any real save
            shallow[v] = own;
            if (depth > 0) shallow[open[depth - 1]] -= own;
            if (depth == open.length) {
                open = java.util.Arrays.copyOf(open, depth * 2);
                openEnd = java.util.Arrays.copyOf(openEnd, depth * 2);
            }
            open[depth] = v;
            openEnd[depth++] = to;
        }
        return shallow;
    }
}
