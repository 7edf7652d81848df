package savelens.app.search;

import savelens.path.DocumentPath;

/**
 * One search result: what matched (escaped as {@link savelens.json.VisibleText} shows it, so it stays on one
 * line, and cut to {@link #SHOWN} characters), how, and the canonical path to reveal.
 */
public record SearchHit(DocumentPath path, String matched, String why) {
    /** The longest text a hit shows of what matched. */
    static final int SHOWN = 200;

    @Override public String toString() { return path + "  —  " + why + ": " + matched; }
}
