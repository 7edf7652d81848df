package savelens.app.tree;

/**
 * One row of the document tree. {@code node} is the node the row unfolds (the root, or a reference at its
 * target's home), else -1; {@code value} the field or element the row stands for (-1 for the root);
 * {@code container} what its children are read from (-1 for a leaf); {@code target} where a marker points.
 */
public record TreeEntry(TreeEntry parent, int node, int value, int container, String path, String text,
                        Marker marker, int target, String tooltip) {
    public boolean isLeaf() { return container < 0; }

    /** True when the node is this row's or an ancestor row's unfolded node. */
    public boolean unfoldsOnPath(int n) {
        for (TreeEntry e = this; e != null; e = e.parent) if (e.node == n) return true;
        return false;
    }

    @Override public String toString() { return text; }
}
