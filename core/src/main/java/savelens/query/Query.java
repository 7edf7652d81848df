package savelens.query;

import java.util.ArrayList;
import java.util.List;

/**
 * An RFC 9535 JSONPath query, parsed once and run over any {@link QueryTree}. {@link #parse} knows the RFC's
 * functions; {@link #parseWithExtensions} also SaveLens's {@code type()}, {@code id()} and {@code deref()}.
 */
public final class Query {
    private final String text;
    private final PathQuery ast;

    private Query(String text, PathQuery ast) {
        this.text = text;
        this.ast = ast;
    }

    /** @throws QuerySyntaxException saying where and what, when the text is no valid query */
    public static Query parse(String text) { return new Query(text, QueryParser.parse(text, false)); }

    /** As {@link #parse}, with the document extensions {@code type()}, {@code id()}, {@code deref()}. */
    public static Query parseWithExtensions(String text) { return new Query(text, QueryParser.parse(text, true)); }

    public String text() { return text; }

    /** True when the query selects at most one node (names and indexes only). */
    public boolean isSingular() { return ast.isSingular(); }

    /** Every node the query selects in the tree, in the RFC's order, with its path; a node selected twice is listed twice. */
    public List<QueryHit> select(QueryTree tree) {
        NodeList found = new Evaluator(tree).select(ast, true);
        List<QueryHit> hits = new ArrayList<>(found.size);
        for (int i = 0; i < found.size; i++) hits.add(new QueryHit(found.values[i], found.paths[i]));
        return hits;
    }

    /**
     * As {@link #select}, handing each hit to {@code sink} as soon as it is found, in the same order, and keeping
     * none; {@code sink} returning false, or {@code stop} saying so (asked now and then as it walks), ends the
     * evaluation. Returns false when it ended early.
     */
    public boolean stream(QueryTree tree, java.util.function.BooleanSupplier stop, java.util.function.Predicate<QueryHit> sink) {
        return new Evaluator(tree).stream(ast, stop, (value, path) -> sink.test(new QueryHit(value, path)));
    }

    /** The values the query selects, in the RFC's order, without their paths. */
    public int[] values(QueryTree tree) {
        NodeList found = new Evaluator(tree).select(ast, false);
        return java.util.Arrays.copyOf(found.values, found.size);
    }

    /** How many nodes the query selects, without keeping their paths. */
    public int count(QueryTree tree) { return new Evaluator(tree).select(ast, false).size; }

    @Override public String toString() { return text; }
}
