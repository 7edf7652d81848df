package savelens.app.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import savelens.app.document.DocumentState;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/**
 * Finds nodes and values in a document: {@code #ID} finds a node, a text starting with {@code $} or
 * {@code #ID.} is a path, anything else is matched (ignoring case) against types, field names and values.
 * Works on an immutable state, so it may run off the JavaFX thread; hits are handed out as they are found,
 * in document order, so a caller can show the first ones while the rest of a big document is searched.
 */
public final class DocumentSearch {
    /** Hits kept at most; a search that finds more says so ("10,000+"). */
    public static final int LIMIT = 10_000;

    /** Where hits go as they are found; returns false to stop the search. */
    @FunctionalInterface
    public interface Hits {
        boolean add(SearchHit hit);
    }

    private DocumentSearch() {}

    /** All hits (at most {@link #LIMIT}) at once. */
    public static List<SearchHit> find(DocumentState state, String query) {
        List<SearchHit> hits = new ArrayList<>();
        search(state, query, hit -> hits.add(hit) && hits.size() < LIMIT, () -> false);
        return hits;
    }

    /**
     * Searches, handing each hit to {@code hits} until it returns false, the document is done, or
     * {@code stop} says so (checked once per node). Returns false when stopped before the end.
     */
    public static boolean search(DocumentState state, String query, Hits hits, BooleanSupplier stop) {
        String q = query == null ? "" : query.trim();
        if (q.isEmpty()) return true;
        Document doc = state.document();
        PathNames paths = state.paths();
        NodeId id = nodeId(q);
        if (id != null) {
            int node = doc.nodeById(id);
            if (node >= 0) hits.add(new SearchHit(paths.node(node), NodeLabels.full(doc, node), "id"));
            return true;
        }
        if (q.startsWith("$") || (q.startsWith("#") && (q.contains(".") || q.contains("[")))) {
            Location at = path(paths, q);
            if (at != null) hits.add(new SearchHit(at.isNode() ? paths.node(at.node()) : paths.value(at.value()), q, "path"));
            return true;
        }
        Matcher m = new Matcher(doc, paths, q, hits);
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (stop.getAsBoolean()) return false;
            if (!m.node(node)) return false;
        }
        return true;
    }

    /** The id a query names whole ({@code #12}, {@code #"a1"}), or null. */
    private static NodeId nodeId(String q) {
        if (!q.startsWith("#")) return null;
        try {
            return NodeId.parse(q);
        } catch (IllegalArgumentException notAnId) {
            return null;
        }
    }

    /** Where a query written as a path leads, or null (also when it is no path). */
    private static Location path(PathNames paths, String q) {
        try {
            return paths.resolve(DocumentPath.parse(q));
        } catch (PathException notAPath) {
            return null;
        }
    }

    /** One search's needle and where its hits go; false from a method means "stop". */
    private static final class Matcher {
        private final Document doc;
        private final PathNames paths;
        private final String needle;
        private final boolean escapedNeedle;
        private final Hits hits;
        private String lastType;
        private boolean lastTypeMatches;

        Matcher(Document doc, PathNames paths, String needle, Hits hits) {
            this.doc = doc;
            this.paths = paths;
            this.needle = needle;
            this.escapedNeedle = needle.indexOf('\\') >= 0;
            this.hits = hits;
        }

        boolean node(int node) {
            String type = doc.type(node);
            // Nodes of one type usually share one type string: test it once per run of equal types.
            if (type != lastType) {
                lastType = type;
                lastTypeMatches = type != null && contains(type);
            }
            if (lastTypeMatches && !hits.add(new SearchHit(paths.node(node), NodeLabels.full(doc, node), "type"))) return false;
            return container(doc.body(node));
        }

        /**
         * Fields and elements of one container, into inline arrays and objects (nested nodes are searched as
         * nodes), in document order. A stack of its own, one cursor per level, rather than recursion: values may
         * nest as deep as the reader allows, deeper than a thread's stack would take.
         */
        private boolean container(int container) {
            int[] next = new int[16];
            int depth = 0;
            next[depth++] = visible(doc.json().firstChild(container));
            while (depth > 0) {
                int v = next[depth - 1];
                if (v < 0) {
                    depth--;
                    continue;
                }
                next[depth - 1] = visible(doc.json().nextSibling(v));
                String name = doc.name(v);
                ValueKind kind = doc.kind(v);
                if (name != null && contains(name)) {
                    if (!hits.add(new SearchHit(paths.value(v), VisibleText.show(name), "field"))) return false;
                } else if (kind.isScalar()) {
                    String text = kind == ValueKind.STRING ? doc.json().string(v) : doc.raw(v);
                    if (contains(text) && !hits.add(new SearchHit(paths.value(v), kind == ValueKind.STRING ? VisibleText.show(text) : text, "value"))) {
                        return false;
                    }
                }
                if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) {
                    if (depth == next.length) next = Arrays.copyOf(next, depth * 2);
                    next[depth++] = visible(doc.json().firstChild(v));
                }
            }
            return true;
        }

        /** This value or the first visible sibling after it (format metadata is hidden); -1 when there is none. */
        private int visible(int v) {
            while (v >= 0 && doc.isHidden(v)) v = doc.json().nextSibling(v);
            return v;
        }

        /**
         * Case-insensitive containment, in the text itself or, for a needle with a backslash, in the text as
         * shown: {@code \t} finds a tab, as the user sees it written.
         */
        private boolean contains(String haystack) {
            if (containsAsIs(haystack)) return true;
            return escapedNeedle && VisibleText.needsEscapes(haystack) && containsAsIs(VisibleText.show(haystack));
        }

        /** Without making lower-case copies (this runs for every value). */
        private boolean containsAsIs(String haystack) {
            int n = needle.length();
            for (int i = 0, last = haystack.length() - n; i <= last; i++) {
                if (haystack.regionMatches(true, i, needle, 0, n)) return true;
            }
            return false;
        }
    }
}
