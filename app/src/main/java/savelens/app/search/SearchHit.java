package savelens.app.search;

/** One search result: what matched, how, and the canonical path to reveal. */
public record SearchHit(String path, String matched, String why) {
    @Override public String toString() { return path + "  —  " + why + ": " + matched; }
}
