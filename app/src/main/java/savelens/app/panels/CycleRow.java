package savelens.app.panels;

import savelens.path.DocumentPath;

/** A strongly connected component as listed: size, an example cycle, and where to reveal it. */
public record CycleRow(int size, String example, DocumentPath path) {
    @Override public String toString() { return Counted.of(size, "node") + ": " + example; }
}
