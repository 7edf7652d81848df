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

    /**
     * Every hit in the RFC's order. From the root a value selected twice is listed twice, as the RFC has it; node by
     * node each place in the document is a hit once, named from the node that owns it ({@link EachNodePlaces}).
     */
    public List<DocumentHit> run(Document doc) { return run(tree(doc)); }

    /** As {@link #run(Document)}, over a tree made by {@link #tree}. */
    public List<DocumentHit> run(DocumentTree tree) {
        List<QueryHit> hits = query.select(tree);
        List<DocumentHit> out = new ArrayList<>(hits.size());
        if (tree.isEachNode()) {
            EachNodePlaces places = new EachNodePlaces(tree);
            for (QueryHit h : hits) if (places.first(h.value())) out.add(places.hit(h));
        } else {
            for (QueryHit h : hits) out.add(hit(tree, h));
        }
        return out;
    }

    /**
     * As {@link #run(DocumentTree)}, handing each hit to {@code sink} as it is found (the window shows the first
     * while the rest are looked for); {@code sink} returning false or {@code stop} saying so ends it early.
     * Returns false when it ended early.
     */
    public boolean stream(DocumentTree tree, BooleanSupplier stop, Predicate<DocumentHit> sink) {
        if (!tree.isEachNode()) return query.stream(tree, stop, h -> sink.test(hit(tree, h)));
        EachNodePlaces places = new EachNodePlaces(tree);
        return query.stream(tree, stop, h -> !places.first(h.value()) || sink.test(places.hit(h)));
    }

    /** A hit of a query from the root: its path is its steps from $. */
    private static DocumentHit hit(DocumentTree tree, QueryHit h) {
        List<Object> steps = h.path().steps();
        return new DocumentHit(steps(DocumentPath.root(), tree.document(), steps, 0), location(tree, h.value()), h.value());
    }

    /** {@code p} followed by a hit's steps from {@code from} on. */
    static DocumentPath steps(DocumentPath p, Document doc, List<Object> steps, int from) {
        for (int i = from; i < steps.size(); i++) {
            Object s = steps.get(i);
            // A typed document's member names stand for typed keys ("k", 5, {2}), as its paths write them.
            p = s instanceof Integer n ? p.index(n) : p.member(doc, (String) s);
        }
        return p;
    }

    /** How many hits {@link #run} lists (no paths kept: what the benchmark times). */
    public int count(Document doc) {
        DocumentTree tree = tree(doc);
        if (!tree.isEachNode()) return query.count(tree);
        EachNodePlaces places = new EachNodePlaces(tree);
        int n = 0;
        for (int value : query.values(tree)) if (places.first(value)) n++;
        return n;
    }

    static Location location(DocumentTree tree, int value) {
        Document doc = tree.document();
        if (value == DocumentTree.EVERY_NODE) return new Location(-1, -1);
        int node = tree.nodeOf(value);
        if (node >= 0 && doc.kind(value) != ValueKind.NODE) return new Location(node, -1); // a node's own body
        return new Location(doc.ownerNode(value), value);
    }
}
