package savelens.app.tree;

/**
 * One row of the document tree. {@code node} is the node the row unfolds (the root, or a reference at its
 * target's home), else -1; {@code value} the field or element the row stands for (-1 for the root);
 * {@code container} what its children are read from (-1 for a leaf); {@code target} where a marker points.
 * <p>
 * Its path, text and tooltip are made when first asked for: expanding an array of 100,000 elements makes
 * 100,000 rows, of which only the few on screen are ever read.
 */
public final class TreeEntry {
    private final TreeEntries source;
    private final TreeEntry parent;
    private final int node, value, container, target, index;
    private final Marker marker;
    private String path, text, tooltip;

    /** {@code index} is the row's position among its parent's rows (-1 for the root). */
    TreeEntry(TreeEntries source, TreeEntry parent, int index, int node, int value, int container, Marker marker, int target) {
        this.source = source;
        this.parent = parent;
        this.index = index;
        this.node = node;
        this.value = value;
        this.container = container;
        this.marker = marker;
        this.target = target;
    }

    public TreeEntry parent() { return parent; }

    public int node() { return node; }

    public int value() { return value; }

    public int container() { return container; }

    public Marker marker() { return marker; }

    public int target() { return target; }

    /** The position among the parent's rows; for an array element, its index. */
    public int index() { return index; }

    /** The canonical CLI path of the row ({@code $.children[0].name}). */
    public String path() {
        if (path == null) path = source.pathOf(this);
        return path;
    }

    public String text() {
        if (text == null) text = source.textOf(this);
        return text;
    }

    /** What a marker's tooltip says, or null for a plain row. */
    public String tooltip() {
        if (tooltip == null && marker != Marker.NONE) tooltip = source.tooltipOf(this);
        return tooltip;
    }

    public boolean isLeaf() { return container < 0; }

    /** True when the node is this row's or an ancestor row's unfolded node. */
    public boolean unfoldsOnPath(int n) {
        for (TreeEntry e = this; e != null; e = e.parent) if (e.node == n) return true;
        return false;
    }

    @Override public String toString() { return text(); }
}
