package savelens.app.tree;

import java.util.ArrayList;
import java.util.List;
import savelens.app.document.DocumentState;
import savelens.app.panels.Counted;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.document.ValueNames;
import savelens.index.ValueIndex;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;

/**
 * Unfolds a document into tree rows, one level at a time. A reference unfolds only at its target's home
 * (where breadth-first search from the root first reaches it); elsewhere it is a cycle marker (the target
 * is an ancestor), a shared marker, or dangling.
 * <p>
 * Making a level walks the container's sibling list once and decides each row's kind and marker in
 * constant time (plus the depth of the path, for cycles); a row's path, text and tooltip are made when
 * the row is first shown (see {@link TreeEntry}).
 * <p>
 * An array of more than {@link #GROUP} elements unfolds into ranges ({@code [0 … 999]}, {@code [1000 … 1999]}…;
 * ranges of ranges past a million), as debuggers show big arrays: a level never has more than about a
 * thousand rows, so expanding any array is quick and costs little memory (a JavaFX tree item is heavy), and the
 * user can still walk to any element by index.
 */
public final class TreeEntries {
    /** The most rows one level of an array shows before it is split into ranges. */
    public static final int GROUP = 1000;

    private Document doc;
    private DocumentState state;
    /** Whether a row was made as {@link Marker#ANALYSING}: the rows must be made again once the analysis is there. */
    private boolean madeRowsAnalysing;
    /** Whether a row was made from the analysis of the state a retarget was made from: made again once the edit's lands. */
    private boolean madeRowsFromBefore;
    private PathNames paths;
    /** Names from outside the document (an RPG Maker game's switch, variable, actor and item names), read when the file was opened. */
    private ValueNames names;

    public TreeEntries(DocumentState state) {
        use(state);
    }

    /**
     * Reads rows from a state whose document keeps the structure of the one before
     * ({@link Document#keepsStructureOf}): the rows made so far stay right apart from their text, which their
     * owner asks for again ({@link TreeEntry#forgetText}).
     */
    void follow(DocumentState next) {
        if (!next.document().keepsStructureOf(doc)) throw new IllegalArgumentException("the new state is not a patch of this one");
        use(next);
    }

    /**
     * Reads rows from a state whose document keeps the values of the one before ({@link Document#keepsValuesOf}: a
     * retarget, its undo or redo): a row made so far stays right only when the row made now for its value is the same
     * ({@link TreeEntry#sameRowAs}), which its owner checks.
     */
    void followValues(DocumentState next) {
        if (next.document() != doc && !next.document().keepsValuesOf(doc)) throw new IllegalArgumentException("the new state does not keep this one's values");
        use(next);
        // Every row made so far is compared with one made now, and what is made later is made from this state.
        if (next.isAnalysed()) madeRowsAnalysing = madeRowsFromBefore = false;
    }

    private void use(DocumentState state) {
        this.doc = state.document();
        this.state = state;
        this.paths = state.paths();
        this.names = state.names();
    }

    /** True when a row was made before the graph was analysed, not knowing whether its reference unfolds there. */
    public boolean madeRowsAnalysing() { return madeRowsAnalysing; }

    /**
     * True when the rows made so far were made, where a reference unfolds or is shared, from the analysis before a
     * retarget (see {@link DocumentState#retargetedFrom}): they show as pending, and keep their places when compared.
     */
    public boolean madeRowsFromBefore() { return madeRowsFromBefore; }

    /**
     * Whether the row's unfolding or share mark is the analysis's before a retarget, not yet known for the state shown
     * (see {@link DocumentState#retargetedFrom}): the cell shows it as pending, not as current.
     */
    boolean isPending(TreeEntry e) {
        if (e.isRange() || e.value() < 0 || state.retargetedFrom() == null) return false;
        ValueKind kind = doc.kind(e.value());
        return (kind == ValueKind.REFERENCE || kind == ValueKind.NODE) && (e.marker() == Marker.NONE || e.marker() == Marker.SHARED);
    }

    public TreeEntry root() {
        // A document that is one value (a save holding just a string) is one leaf row.
        if (doc.isSingleValue()) return new TreeEntry(this, null, -1, -1, 0, -1, Marker.NONE, -1);
        int root = doc.root();
        return new TreeEntry(this, null, -1, root, -1, doc.body(root), Marker.NONE, -1);
    }

    public List<TreeEntry> children(TreeEntry parent) {
        if (parent.isLeaf()) return new ArrayList<>();
        if (parent.isRange()) return level(parent, parent.rangeFirst(), parent.index(), parent.rangeCount());
        int container = parent.container();
        if (doc.index().kind(container) != ValueIndex.ARRAY) {
            List<TreeEntry> out = new ArrayList<>();
            int[] index = {0};
            doc.forEachChild(container, v -> out.add(entry(parent, v, index[0]++)));
            return out;
        }
        return level(parent, visible(doc.index().firstChild(container)), 0, doc.visibleChildCount(container));
    }

    /** The rows for {@code count} elements from {@code first} (index {@code from}): the elements, or ranges of them. */
    private List<TreeEntry> level(TreeEntry parent, int first, int from, int count) {
        List<TreeEntry> out = new ArrayList<>(Math.min(count, GROUP + 1));
        int container = parent.container();
        ValueIndex json = doc.index();
        if (count <= GROUP) {
            for (int v = first, i = 0; v >= 0 && i < count; v = visible(json.nextSibling(v)), i++) out.add(entry(parent, v, from + i));
            return out;
        }
        long chunk = GROUP;
        while (chunk * GROUP < count) chunk *= GROUP;
        for (int v = first, i = 0; v >= 0 && i < count; v = visible(json.nextSibling(v)), i++) {
            if (i % chunk == 0) out.add(TreeEntry.range(this, parent, container, from + i, v, (int) Math.min(chunk, count - i)));
        }
        return out;
    }

    /** The value itself, or the next sibling that is not hidden metadata; -1 at the end. */
    private int visible(int v) {
        while (v >= 0 && doc.isHidden(v)) v = doc.index().nextSibling(v);
        return v;
    }

    /** N when {@code path} goes on from {@code array} with {@code [N]}, else -1. */
    static int elementStep(DocumentPath path, DocumentPath array) {
        if (path.length() <= array.length() || !path.startsWith(array)) return -1;
        return path.prefix(array.length() + 1).last() instanceof DocumentPath.Index i && i.index() >= 0 ? i.index() : -1;
    }

    private TreeEntry entry(TreeEntry parent, int v, int index) {
        ValueKind kind = doc.kind(v);
        switch (kind) {
            case REFERENCE, NODE -> {
                int t = doc.target(v);
                if (t < 0) return new TreeEntry(this, parent, index, -1, v, -1, Marker.DANGLING, -1);
                boolean onPath = parent.unfoldsOnPath(t);
                if (onPath) return new TreeEntry(this, parent, index, -1, v, -1, Marker.CYCLE, t);
                // Home or share is the analysis's to say: no row guesses it, and none waits for it on this thread.
                if (!state.isAnalysed()) {
                    madeRowsAnalysing = true;
                    // After a retarget the rows stand as they did, marked pending, until its analysis lands; the
                    // reference the edit moved waits for it, as every reference waits for the first analysis.
                    DocumentState before = state.retargetedFrom();
                    if (before == null || before.document().target(v) != t) return new TreeEntry(this, parent, index, -1, v, -1, Marker.ANALYSING, t);
                    madeRowsFromBefore = true;
                    if (before.analysis().isHome(v)) return new TreeEntry(this, parent, index, t, v, doc.body(t), Marker.NONE, -1);
                    return new TreeEntry(this, parent, index, -1, v, -1, Marker.SHARED, t);
                }
                if (state.analysis().isHome(v)) return new TreeEntry(this, parent, index, t, v, doc.body(t), Marker.NONE, -1);
                return new TreeEntry(this, parent, index, -1, v, -1, Marker.SHARED, t);
            }
            case ARRAY, OBJECT -> {
                return new TreeEntry(this, parent, index, -1, v, v, Marker.NONE, -1);
            }
            default -> {
                return new TreeEntry(this, parent, index, -1, v, -1, Marker.NONE, -1);
            }
        }
    }

    private boolean isElement(TreeEntry e) {
        return e.parent() != null && doc.index().kind(e.parent().container()) == ValueIndex.ARRAY;
    }

    static String rangeLabel(TreeEntry e) {
        return "[" + e.index() + " … " + (e.index() + e.rangeCount() - 1) + "]";
    }

    DocumentPath pathOf(TreeEntry e) {
        if (e.parent() == null) return DocumentPath.root();
        if (e.isRange()) return e.owner().path();
        return isElement(e) ? e.owner().path().index(e.index()) : e.owner().path().member(doc, doc.name(e.value()));
    }

    String textOf(TreeEntry e) {
        if (e.parent() == null) return doc.isSingleValue() ? scalarText("$", 0) : NodeLabels.full(doc, e.node());
        if (e.isRange()) return rangeLabel(e);
        int v = e.value();
        String label = isElement(e) ? "[" + e.index() + "]" : VisibleText.show(doc.name(v));
        String text = switch (doc.kind(v)) {
            case REFERENCE, NODE -> e.marker() == Marker.DANGLING ? label + ": " + doc.referencedNodeId(v)
                    : label + ": " + NodeLabels.full(doc, doc.target(v));
            case ARRAY -> label + ": [" + Counted.number(doc.visibleChildCount(v)) + "]";
            case OBJECT -> label + ": {" + Counted.number(doc.visibleChildCount(v)) + "}";
            default -> scalarText(label, v);
        };
        String name = names.nameFor(doc, v);
        return name == null ? text : text + "  \u201c" + VisibleText.show(name) + "\u201d";
    }

    private String scalarText(String label, int v) {
        if (doc.kind(v) == ValueKind.STRING) return label + ": \"" + VisibleText.show(doc.index().string(v), 200) + "\"";
        String raw = doc.raw(v);
        return label + ": " + (raw.length() > 200 ? raw.substring(0, 197) + "…" : raw);
    }

    String tooltipOf(TreeEntry e) {
        int t = e.target();
        return switch (e.marker()) {
            case DANGLING -> "dangling: no node " + doc.referencedNodeId(e.value());
            case CYCLE -> "cycle: back to " + NodeLabels.brief(doc, t);
            case SHARED -> state.retargetedFrom() != null
                    ? "shared before this edit: " + NodeLabels.brief(doc, t) + " (updating: the edit's references are being followed)"
                    : "shared: " + NodeLabels.brief(doc, t) + " (at " + paths.node(t) + ", "
                    + Counted.of(state.analysis().incomingCount(t), "reference") + ")";
            case ANALYSING -> "analysing the graph: whether " + NodeLabels.brief(doc, t) + " unfolds here is known once it is done";
            case NONE -> null;
        };
    }
}
