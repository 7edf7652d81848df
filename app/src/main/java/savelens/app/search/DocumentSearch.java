package savelens.app.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import savelens.app.document.DocumentState;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.path.Location;

/**
 * Finds nodes and values in a document: {@code #ID} finds a node, a text starting with {@code $} or
 * {@code #ID.} is a path, anything else is matched (ignoring case) against types, field names and values.
 * Works on an immutable state, so it may run off the JavaFX thread.
 */
public final class DocumentSearch {
    public static final int LIMIT = 500;

    private DocumentSearch() {}

    public static List<SearchHit> find(DocumentState state, String query) {
        List<SearchHit> hits = new ArrayList<>();
        String q = query == null ? "" : query.trim();
        if (q.isEmpty()) return hits;
        Document doc = state.document();
        PathNames paths = state.paths();
        if (q.startsWith("$") || (q.startsWith("#") && (q.contains(".") || q.contains("[")))) {
            Location at = paths.resolve(q);
            if (at != null) {
                String path = at.isNode() ? paths.node(at.node()) : paths.value(at.value());
                hits.add(new SearchHit(path, q, "path"));
            }
            return hits;
        }
        if (q.matches("#-?\\d+")) {
            int node = doc.nodeById(Long.parseLong(q.substring(1)));
            if (node >= 0) hits.add(new SearchHit(paths.node(node), NodeLabels.full(doc, node), "id"));
            return hits;
        }
        String needle = q.toLowerCase(Locale.ROOT);
        for (int node = 0; node < doc.nodeCount() && hits.size() < LIMIT; node++) {
            String type = doc.type(node);
            if (type != null && type.toLowerCase(Locale.ROOT).contains(needle)) {
                hits.add(new SearchHit(paths.node(node), NodeLabels.full(doc, node), "type"));
            }
            searchContainer(doc, paths, doc.body(node), needle, hits);
        }
        return hits;
    }

    /** Fields and elements of one node's body, into inline arrays and objects (nested nodes are searched as nodes). */
    private static void searchContainer(Document doc, PathNames paths, int container, String needle, List<SearchHit> hits) {
        doc.forEachChild(container, v -> {
            if (hits.size() >= LIMIT) return;
            String name = doc.name(v);
            ValueKind kind = doc.kind(v);
            if (name != null && name.toLowerCase(Locale.ROOT).contains(needle)) {
                hits.add(new SearchHit(paths.value(v), name, "field"));
            } else if (kind.isScalar()) {
                String text = kind == ValueKind.STRING ? doc.json().string(v) : doc.raw(v);
                if (text.toLowerCase(Locale.ROOT).contains(needle)) hits.add(new SearchHit(paths.value(v), text, "value"));
            }
            if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) searchContainer(doc, paths, v, needle, hits);
        });
    }
}
