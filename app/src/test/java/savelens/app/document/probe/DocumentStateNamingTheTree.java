package savelens.app.document.probe;

import savelens.app.tree.TreeEntry;

/** Breaks "per-document state depends on no feature" on purpose: the document's state naming the tree's rows. */
final class DocumentStateNamingTheTree {
    static Class<?> row() { return TreeEntry.class; }
}
