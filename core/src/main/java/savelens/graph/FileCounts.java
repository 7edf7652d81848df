package savelens.graph;

import savelens.document.Document;
import savelens.document.ReferenceEdges;

/**
 * The node and reference counts of a document as its file writes it, the one definition {@code info} and the
 * window share: a root the format made up (a scene's, listing its top objects) and its edges are the format's, not
 * the file's, so they are not counted.
 */
public final class FileCounts {
    private FileCounts() {}

    public static int nodes(Document doc) { return doc.fileNodeCount(); }

    public static int references(Document doc, GraphAnalysis g) { return references(doc, g.references()); }

    public static int references(Document doc, GraphFacts g) { return references(doc, g.references()); }

    private static int references(Document doc, int references) {
        if (!doc.hasSyntheticRoot()) return references;
        ReferenceEdges edges = doc.edges();
        int made = 0;
        for (int e = edges.firstEdge(doc.root()); e < edges.endEdge(doc.root()); e++) if (edges.target(e) >= 0) made++;
        return references - made;
    }
}
