package savelens.app.tree;

import javafx.css.PseudoClass;

/** How a reference shows in the tree when it is not unfolded in place. */
public enum Marker {
    NONE(null, null),
    /** Points at an ancestor on the current path. */
    CYCLE("cycle", "↺"),
    /** Points at a node whose home is elsewhere in the tree. */
    SHARED("shared", "⇢"),
    /** Names an id that no node has. */
    DANGLING("dangling", "⚠");

    private final PseudoClass pseudoClass;
    private final String glyph;

    Marker(String pseudoClass, String glyph) {
        this.pseudoClass = pseudoClass == null ? null : PseudoClass.getPseudoClass(pseudoClass);
        this.glyph = glyph;
    }

    public PseudoClass pseudoClass() { return pseudoClass; }

    public String glyph() { return glyph; }

    /** True when activating the row leads somewhere else in the tree. */
    public boolean jumps() { return this == CYCLE || this == SHARED; }
}
