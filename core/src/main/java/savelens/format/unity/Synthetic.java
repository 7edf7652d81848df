package savelens.format.unity;

import savelens.document.Document;

/** The values a Unity document has that its file does not: the scene root {@code $} and its list of root objects. */
final class Synthetic {
    private Synthetic() {}

    /** True for the root node's own value, its body (the list of root objects) and the entries of that list. */
    static boolean isSynthetic(Document doc, int value) {
        int root = doc.root();
        if (root < 0 || value < 0) return false;
        int own = doc.nodeValue(root), body = doc.body(root);
        int parent = doc.index().parent(value);
        return value == own || value == body || parent == own || parent == body;
    }
}
