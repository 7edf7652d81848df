package savelens.app.search;

import savelens.path.DocumentPath;

/** One search result: what matched, how, and the canonical path to reveal. */
public record SearchHit(DocumentPath path, String matched, String why) {
    @Override public String toString() { return path + "  —  " + why + ": " + matched; }
}
