package savelens.query.document;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.query.Query;
import savelens.query.QueryHit;

/**
 * A JSONPath query over a document, with SaveLens's extensions {@code type()}, {@code id()} and {@code deref()}:
 * over {@code $} as {@code get FILE '$'} shows it, or node by node ({@code $} the array of every node).
 */
public final class DocumentQuery {
    private final Query query;
    private final boolean eachNode;

    private DocumentQuery(Query query, boolean eachNode) {
        this.query = query;
        this.eachNode = eachNode;
    }

    /** @throws savelens.query.QuerySyntaxException saying where in the text and what is wrong */
    public static DocumentQuery parse(String text, boolean eachNode) {
        return new DocumentQuery(Query.parseWithExtensions(text), eachNode);
    }

    public Query query() { return query; }

    public boolean eachNode() { return eachNode; }

    /** The tree this query runs over in a document. */
    public DocumentTree tree(Document doc) { return eachNode ? DocumentTree.eachNode(doc) : DocumentTree.of(doc); }

    /** Every hit in the RFC's order; a value selected twice is listed twice. */
    public List<DocumentHit> run(Document doc) { return run(tree(doc)); }

    /** As {@link #run(Document)}, over a tree made by {@link #tree}. */
    public List<DocumentHit> run(DocumentTree tree) {
        List<QueryHit> hits = query.select(tree);
        List<DocumentHit> out = new ArrayList<>(hits.size());
        for (QueryHit h : hits) out.add(hit(tree, h));
        return out;
    }

    /**
     * As {@link #run(DocumentTree)}, handing each hit to {@code sink} as it is found (the window shows the first
     * while the rest are looked for); {@code sink} returning false or {@code stop} saying so ends it early.
     * Returns false when it ended early.
     */
    public boolean stream(DocumentTree tree, BooleanSupplier stop, Predicate<DocumentHit> sink) {
        return query.stream(tree, stop, h -> sink.test(hit(tree, h)));
    }

    private static DocumentHit hit(DocumentTree tree, QueryHit h) {
        // An element of each-node's $ is a whole node (#5), even where the node is written inside another.
        boolean wholeNode = tree.isEachNode() && h.path().steps().size() == 1;
        Location at = wholeNode ? new Location(tree.nodeAt((Integer) h.path().steps().get(0)), -1) : location(tree, h.value());
        return new DocumentHit(path(tree, h), at, h.value());
    }

    /** How many values the query selects (no paths kept: what the benchmark times). */
    public int count(Document doc) { return query.count(tree(doc)); }

    private static DocumentPath path(DocumentTree tree, QueryHit hit) {
        List<Object> steps = hit.path().steps();
        DocumentPath p;
        int first = 0;
        if (tree.isEachNode()) {
            if (steps.isEmpty()) return DocumentPath.root(); // $ itself: the array of every node
            p = DocumentPath.node(tree.document().nodeId(tree.nodeAt((Integer) steps.get(0))));
            first = 1;
        } else {
            p = DocumentPath.root();
        }
        for (int i = first; i < steps.size(); i++) {
            Object s = steps.get(i);
            // A typed document's member names stand for typed keys ("k", 5, {2}), as its paths write them.
            p = s instanceof Integer n ? p.index(n) : p.member(tree.document(), (String) s);
        }
        return p;
    }

    private static Location location(DocumentTree tree, int value) {
        Document doc = tree.document();
        if (value == DocumentTree.EVERY_NODE) return new Location(-1, -1);
        int node = tree.nodeOf(value);
        if (node >= 0 && doc.kind(value) != ValueKind.NODE) return new Location(node, -1); // a node's own body
        return new Location(doc.ownerNode(value), value);
    }
}
