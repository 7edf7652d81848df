package savelens.graph;

import savelens.document.ReferenceEdges;

/** What a document's findings ({@link DocumentCheck}) read of its graph: the dangling edges and what the root reaches. */
public interface GraphFindings {
    ReferenceEdges edges();

    int dangling();

    int unreachable();

    boolean isReachable(int node);
}
