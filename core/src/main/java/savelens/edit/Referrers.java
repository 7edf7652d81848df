package savelens.edit;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.index.ValueIndex;

/**
 * The references from the rest of a document into the nodes written inside one value: what would dangle if
 * that value went away. References from inside the value go with it, and so does the edge by which a nested
 * node (RPG Maker) hangs in its parent.
 */
final class Referrers {
    /** One reference: the node it is written in, and the value that holds it. */
    record Reference(int source, int value) {}

    private static final int NAMED = 8;

    private final Document doc;
    private final List<Reference> references;

    private Referrers(Document doc, List<Reference> references) {
        this.doc = doc;
        this.references = references;
    }

    static Referrers into(Document doc, int value) {
        ValueIndex json = doc.index();
        int from = value, to = json.after(value);
        ReferenceEdges edges = doc.edges();
        List<Reference> out = new ArrayList<>();
        // Nodes are numbered in the order their values appear, so the nodes inside are one run.
        for (int n = firstNodeAtOrAfter(doc, from); n < doc.nodeCount() && doc.nodeValue(n) < to; n++) {
            for (int e : edges.incoming(n)) {
                int v = edges.value(e);
                if (v >= from && v < to) continue;
                // A synthetic root's entries are the format's, made again when the text is read: nothing to change.
                if (doc.hasSyntheticRoot() && edges.source(e) == doc.root()) continue;
                out.add(new Reference(edges.source(e), v));
            }
        }
        return new Referrers(doc, out);
    }

    private static int firstNodeAtOrAfter(Document doc, int value) {
        int lo = 0, hi = doc.nodeCount();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (doc.nodeValue(mid) < value) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    boolean isEmpty() { return references.isEmpty(); }

    List<Reference> references() { return references; }

    /**
     * The places that refer, as {@code #3 GameObject.children, #8 Component.owner}: the node, its type where it is
     * one plain word, and the place in it; a long list ends in "and N more".
     */
    String names() { return named(doc, references, null); }

    /** {@link #names}, each node as {@code nodeNames} names it ({@code world.children}) where it gives a name. */
    String names(IntFunction<String> nodeNames) { return named(doc, references, nodeNames); }

    /** {@link #names} of any list of references. */
    static String named(Document doc, List<Reference> references) { return named(doc, references, null); }

    private static String named(Document doc, List<Reference> references, IntFunction<String> nodeNames) {
        Set<String> names = new LinkedHashSet<>();
        for (Reference r : references) {
            String own = nodeNames == null ? null : nodeNames.apply(r.source());
            if (own != null) {
                names.add(own + place(doc, r));
                continue;
            }
            String type = doc.type(r.source());
            boolean plain = type != null && !type.isEmpty() && type.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_' || c == '.');
            names.add(doc.nodeId(r.source()) + (plain && !doc.bodyIsArray(r.source()) ? " " + type : "") + place(doc, r));
        }
        List<String> shown = new ArrayList<>(names);
        if (shown.size() <= NAMED) return String.join(", ", shown);
        return String.join(", ", shown.subList(0, NAMED)) + " and " + (shown.size() - NAMED) + " more";
    }

    /** Where in the source node the reference is: {@code .name} of its field, or {@code [i]} of its element. */
    private static String place(Document doc, Reference r) {
        int body = doc.body(r.source());
        ValueIndex json = doc.index();
        int v = r.value();
        while (v >= 0 && json.parent(v) != body) v = json.parent(v);
        if (v < 0) return "";
        if (json.kind(body) == ValueIndex.ARRAY) return "[" + doc.indexInParent(v) + "]";
        String name = doc.name(v);
        return name == null ? "" : "." + name;
    }
}
