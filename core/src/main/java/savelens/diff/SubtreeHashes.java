package savelens.diff;

import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;

/**
 * A hash of every value's visible content, for pairing array elements: equal values hash alike, so the
 * elements before and after an insertion are found again. Format metadata (MV's {@code @c}, which an
 * insertion renumbers) is left out; so is where a reference leads when nodes are paired by path (that is
 * compared once nodes are paired). One pass from the last value back: values are numbered in document order,
 * so a container's children are hashed before it.
 */
final class SubtreeHashes {
    private static final int REFERENCE = 0x5EF1, NULL = 0x7A11;

    private SubtreeHashes() {}

    static int[] of(Document doc, Alignment alignment) {
        ValueIndex index = doc.index();
        int n = index.count();
        int[] h = new int[n];
        for (int v = n - 1; v >= 0; v--) {
            ValueKind kind = doc.kind(v);
            h[v] = switch (kind) {
                case REFERENCE -> alignment == Alignment.BY_ID ? REFERENCE * 31 + String.valueOf(doc.referencedNodeId(v)).hashCode() : REFERENCE;
                case NODE -> {
                    if (alignment == Alignment.BY_ID) yield REFERENCE * 31 + doc.nodeId(doc.target(v)).hashCode();
                    int body = doc.body(doc.target(v));
                    yield body > v ? h[body] : container(doc, v, h);
                }
                case OBJECT, ARRAY -> container(doc, v, h);
                default -> scalar(index, v);
            };
        }
        return h;
    }

    private static int container(Document doc, int v, int[] h) {
        ValueIndex index = doc.index();
        boolean object = index.kind(v) == ValueIndex.OBJECT;
        int acc = object ? 0x0B1 : 0xA22;
        for (int c = index.firstChild(v); c >= 0; c = index.nextSibling(c)) {
            if (doc.isHidden(c)) continue;
            acc = acc * 31 + (object ? index.name(c).hashCode() * 17 : 0) + h[c];
        }
        return acc;
    }

    /** The scalar's text as written: {@code 100} and {@code 100.0} differ, as {@code get} prints them. */
    private static int scalar(ValueIndex index, int v) {
        byte[] text = index.text();
        int start = index.start(v), end = index.end(v);
        if (start < 0 || end > text.length || start > end) return NULL;
        int acc = index.kind(v);
        for (int i = start; i < end; i++) acc = acc * 31 + text[i];
        return acc;
    }
}
