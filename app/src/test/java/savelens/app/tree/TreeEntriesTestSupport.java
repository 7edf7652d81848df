package savelens.app.tree;

import savelens.path.DocumentPath;

/** Walks rows down to a path, as the tree does when it reveals one. */
final class TreeEntriesTestSupport {
    private TreeEntriesTestSupport() {}

    static TreeEntry walk(TreeEntries rows, String text) {
        DocumentPath path = DocumentPath.parse(text);
        TreeEntry at = rows.root();
        while (!at.path().equals(path)) {
            TreeEntry next = null;
            for (TreeEntry c : rows.children(at)) if (c.leadsTo(path)) next = c;
            if (next == null) throw new AssertionError("no row for " + path + " below " + at.path());
            at = next;
        }
        return at;
    }
}
