package savelens.size;

/** Test seam: a {@link SizeGraph} over a bare graph, rooted at node 0. */
final class GraphOver {
    private GraphOver() {}

    static SizeGraph of(ArrayGraph g) { return SizeGraph.over(g.start, g.to, 0); }
}
