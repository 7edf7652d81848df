package savelens.app.tree;

import javafx.css.PseudoClass;
import savelens.icons.Glyph;

/** How a reference shows in the tree when it is not unfolded in place. */
public enum Marker {
    NONE(null, null, null),
    /** Points at an ancestor on the current path. */
    CYCLE("cycle", "↺", Glyph.CYCLE),
    /** Points at a node whose home is elsewhere in the tree. */
    SHARED("shared", "⇢", Glyph.SHARED),
    /** Names an id that no node has. */
    DANGLING("dangling", "⚠", Glyph.DANGLING),
    /**
     * Points at a node, but whether this is its home or a share is not known until the document's graph is
     * analysed: shown as a reference, not unfolded, until the analysis arrives and the row is made again.
     */
    ANALYSING("analysing", "…", null);

    private final PseudoClass pseudoClass;
    private final String glyph;
    private final Glyph icon;

    Marker(String pseudoClass, String glyph, Glyph icon) {
        this.pseudoClass = pseudoClass == null ? null : PseudoClass.getPseudoClass(pseudoClass);
        this.glyph = glyph;
        this.icon = icon;
    }

    public PseudoClass pseudoClass() { return pseudoClass; }

    /** The marker as one character, for text (tooltips, copies, accessibility). */
    public String glyph() { return glyph; }

    /** The marker as drawn in the tree; null for {@link #NONE}. */
    public Glyph icon() { return icon; }

    /** True when activating the row leads somewhere else in the tree. */
    public boolean jumps() { return this == CYCLE || this == SHARED; }
}
