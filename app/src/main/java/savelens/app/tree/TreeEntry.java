package savelens.app.tree;

import savelens.path.DocumentPath;

/**
 * One row of the document tree. {@code node} is the node the row unfolds (the root, or a reference at its
 * target's home), else -1; {@code value} the field or element the row stands for (-1 for the root);
 * {@code container} what its children are read from (-1 for a leaf); {@code target} where a marker points.
 * <p>
 * A <em>range</em> row ({@code [1000 … 1999]}) stands for a run of a big array's elements (see
 * {@link TreeEntries}); its {@code index} is its first element's index and its path the array's.
 * <p>
 * Its path, text and tooltip are made when first asked for: of a level of a thousand rows only the few on
 * screen are ever read.
 */
public final class TreeEntry {
    private final TreeEntries source;
    private final TreeEntry parent;
    private final int node, value, container, target, index;
    private final int rangeFirst, rangeCount;
    private final Marker marker;
    private DocumentPath path;
    private String text, tooltip;

    /** {@code index} is the row's position among its parent's rows (-1 for the root). */
    TreeEntry(TreeEntries source, TreeEntry parent, int index, int node, int value, int container, Marker marker, int target) {
        this(source, parent, index, node, value, container, marker, target, -1, 0);
    }

    private TreeEntry(TreeEntries source, TreeEntry parent, int index, int node, int value, int container, Marker marker,
                      int target, int rangeFirst, int rangeCount) {
        this.source = source;
        this.rangeFirst = rangeFirst;
        this.rangeCount = rangeCount;
        this.parent = parent;
        this.index = index;
        this.node = node;
        this.value = value;
        this.container = container;
        this.marker = marker;
        this.target = target;
    }

    /** A range row: {@code count} elements of the array {@code container}, from index {@code from}, the first being {@code first}. */
    static TreeEntry range(TreeEntries source, TreeEntry parent, int container, int from, int first, int count) {
        return new TreeEntry(source, parent, from, -1, -1, container, Marker.NONE, -1, first, count);
    }

    public TreeEntry parent() { return parent; }

    public boolean isRange() { return rangeCount > 0; }

    /** For a range: how many elements it stands for (0 for other rows). */
    public int rangeCount() { return rangeCount; }

    /** For a range: the value of its first element. */
    int rangeFirst() { return rangeFirst; }

    /** The nearest row that is not a range: the array a range or an element belongs to. */
    TreeEntry owner() {
        TreeEntry o = parent;
        while (o != null && o.isRange()) o = o.parent;
        return o;
    }

    /** True when a path is this row's or lies below it (for a range: an element in it, or below one). */
    public boolean leadsTo(DocumentPath p) {
        if (!isRange()) return p.startsWith(path());
        int n = TreeEntries.elementStep(p, path());
        return n >= index && n < index + rangeCount;
    }

    public int node() { return node; }

    public int value() { return value; }

    public int container() { return container; }

    public Marker marker() { return marker; }

    public int target() { return target; }

    /** The position among the parent's rows; for an array element, its index. */
    public int index() { return index; }

    /** The canonical path of the row ({@code $.children[0].name}); for a range, its array's. */
    public DocumentPath path() {
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

    /** Drops the text and tooltip made so far: a scalar edit may have changed them (the path stays, names do not change). */
    void forgetText() {
        text = null;
        tooltip = null;
    }

    public boolean isLeaf() { return container < 0; }

    /** True while whether this reference unfolds here is the analysis's before a retarget, not yet the state's own. */
    public boolean isPending() { return source.isPending(this); }

    /**
     * True when {@code other} stands for the same place the same way: the same value, node unfolded, children's
     * source, marker, target and range. A row whose entry is the same as one made from a newer state keeps its
     * children; only its text may differ.
     */
    boolean sameRowAs(TreeEntry other) {
        return other != null && value == other.value && node == other.node && container == other.container
                && marker == other.marker && target == other.target && index == other.index
                && rangeFirst == other.rangeFirst && rangeCount == other.rangeCount;
    }

    /** True when the node is this row's or an ancestor row's unfolded node. */
    public boolean unfoldsOnPath(int n) {
        for (TreeEntry e = this; e != null; e = e.parent) if (e.node == n) return true;
        return false;
    }

    @Override public String toString() { return text(); }
}
