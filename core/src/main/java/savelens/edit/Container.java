package savelens.edit;

import savelens.document.Document;
import savelens.document.ValueKind;

/**
 * The object or array a structural edit works in, for a place a path or the selection names: a node's
 * body, the body of the node a reference or a nested node leads to (as a path step would follow it), or an
 * inline object or array itself.
 */
public final class Container {
    private Container() {}

    /** {@code value} -1 names the node itself; returns -1 where there is no container (a scalar, a dangling reference). */
    public static int at(Document doc, int node, int value) {
        if (value < 0) return node < 0 ? -1 : doc.body(node);
        ValueKind kind = doc.kind(value);
        if (kind == ValueKind.REFERENCE || kind == ValueKind.NODE) {
            int target = doc.target(value);
            return target < 0 ? -1 : doc.body(target);
        }
        return kind == ValueKind.OBJECT || kind == ValueKind.ARRAY ? value : -1;
    }

    /** A node's own value stands for its body (a helio node's {@code fields}, an MV array's {@code @a}). */
    static int normalise(Document doc, int container) {
        if (container < 0) return -1;
        int node = doc.nodeAt(container);
        return node >= 0 ? doc.body(node) : container;
    }
}
