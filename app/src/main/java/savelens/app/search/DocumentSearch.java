package savelens.app.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import savelens.app.document.DocumentState;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.document.VisibleValues;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
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
        search(state, query, LIMIT, hit -> hits.add(hit) && hits.size() < LIMIT, () -> false);
        return hits;
    }

    /**
     * Searches, handing each hit to {@code hits} until it returns false, the document is done, or
     * {@code stop} says so (checked once per node). Returns false when stopped before the end. {@code hits} takes
     * at most {@code most} hits: it returns false at the latest when offered one more (a big document's halves
     * are searched side by side, and the second half's hits wait, that many at most, until the first is done).
     */
    public static boolean search(DocumentState state, String query, int most, Hits hits, BooleanSupplier stop) {
        return search(state, query, most, hits, stop, -1);
    }

    /**
     * As {@link #search(DocumentState, String, int, Hits, BooleanSupplier)}, its nodes split at {@code splitAt}
     * (the second part searched on a thread of its own), or where {@link NodeHalves} says when -1 (tests).
     */
    static boolean search(DocumentState state, String query, int most, Hits hits, BooleanSupplier stop, int splitAt) {
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
        if (PathQuery.isPath(q)) {
            Location at = path(paths, q);
            if (at != null) hits.add(new SearchHit(at.isNode() ? paths.node(at.node()) : paths.value(at.value()), VisibleText.show(q, SearchHit.SHOWN), "path"));
            return true;
        }
        int nodes = doc.nodeCount();
        int at = splitAt >= 0 ? Math.min(splitAt, nodes) : NodeHalves.splitAt(nodes);
        if (at <= 0 || at >= nodes) return new Pass(doc, paths, q, hits).over(0, nodes, stop);
        return NodeHalves.search(at, nodes, most, hits, stop, (from, to, into, stopIt) -> new Pass(doc, paths, q, into).over(from, to, stopIt));
    }

    /** One thread's walk over a run of nodes, with its own matcher and marks (each remembers where it is). */
    private static final class Pass {
        private final Document doc;
        private final Matcher m;
        private final TextMarks marks;

        Pass(Document doc, PathNames paths, String q, Hits hits) {
            this.doc = doc;
            this.m = new Matcher(doc, paths, q, hits);
            // Where the text shows the needle could not hit a node's names or values, only its type is matched: a pass
            // that finds little reads the text once instead of walking every value. A needle that only non-ASCII text
            // can hold is marked where the text has a non-ASCII byte or an escape.
            boolean marked = m.json && m.textScalars && doc.knowsNodeText() && (m.asciiNeedle != null || m.onlyInNonAscii);
            this.marks = marked ? new TextMarks(doc.text(), m.asciiNeedle) : null;
        }

        /** Nodes {@code [first, end)} in order; false when stopped (by {@code stop} or the hits). */
        boolean over(int first, int end, BooleanSupplier stop) {
            for (int node = first; node < end; node++) {
                if (stop.getAsBoolean()) return false;
                if (marks != null) {
                    int from = (int) doc.nodeTextStart(node), to = (int) doc.nodeTextEnd(node); // marks read doc.text(): one array
                    // A node with no text of its own (a made-up root) is searched as before.
                    if (to > from && !marks.anyIn(from, to)) {
                        if (!m.type(node)) return false;
                        continue;
                    }
                }
                if (!m.node(node)) return false;
            }
            return true;
        }
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
            return paths.resolve(paths.parse(q));
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
        /** The needle's bytes in lower case when it is plain ASCII without a backslash; else null (matched on decoded text). */
        private final byte[] asciiNeedle;
        /** True when no ASCII text can hold the needle, ignoring case (it has é, say, and no backslash). */
        private final boolean onlyInNonAscii;
        private final Hits hits;
        private final VisibleValues visible;
        /** Names and strings are matched in the text's bytes only in JSON, where each stands in quotes. */
        private final boolean json;
        /** Numbers and literals are matched in the text's bytes only where they are written as text. */
        private final boolean textScalars;
        private String lastType;
        private boolean lastTypeMatches;

        Matcher(Document doc, PathNames paths, String needle, Hits hits) {
            this.doc = doc;
            this.paths = paths;
            this.needle = needle;
            this.escapedNeedle = needle.indexOf('\\') >= 0;
            this.asciiNeedle = asciiLowerCase(needle);
            this.onlyInNonAscii = !escapedNeedle && hasCharNoAsciiMatches(needle);
            this.hits = hits;
            this.visible = new VisibleValues(doc);
            this.json = doc.index() instanceof JsonIndex;
            this.textScalars = doc.index().scalarsWrittenAsText();
        }

        boolean node(int node) {
            return type(node) && container(doc.body(node));
        }

        /** The node's type alone; false means "stop". */
        boolean type(int node) {
            String type = doc.type(node);
            // Nodes of one type usually share one type string: test it once per run of equal types.
            if (type != lastType) {
                lastType = type;
                lastTypeMatches = type != null && contains(type);
            }
            return !lastTypeMatches || hits.add(new SearchHit(paths, SearchHit.Kind.TYPE, node));
        }

        /**
         * The visible fields and elements below a node's body, into inline arrays and objects (nested nodes are
         * searched as nodes), in document order: one pass over the text, matching names and scalars in place and
         * decoding only what has escapes or non-ASCII characters, or what is a hit.
         */
        private boolean container(int container) {
            return visible.inside(container, this::value);
        }

        private boolean value(int v, ValueKind kind, long keyStartAt, long startAt, long endAt) {
            // A search reads the document's text as one array (doc.text()): its offsets are ints.
            int keyStart = (int) keyStartAt, start = (int) startAt, end = (int) endAt;
            if (keyStart >= 0 && (json ? containsQuoted(keyStart, -1) : contains(doc.name(v)))) return hits.add(new SearchHit(paths, SearchHit.Kind.FIELD, v));
            if (!kind.isScalar()) return true;
            boolean found = kind == ValueKind.STRING ? (json ? containsQuoted(start, end) : contains(doc.index().string(v))) : asciiNeedle != null && textScalars
                    ? containsAscii(start, end) : contains(doc.raw(v));
            return !found || hits.add(new SearchHit(paths, SearchHit.Kind.VALUE, v));
        }

        /**
         * Whether the JSON string at this opening quote (ending at {@code end}, or -1 when not known yet) contains
         * the needle. One pass over the bytes finds its end and matches an ASCII needle as long as the text is
         * plain ASCII (no escape, no other byte): there the text is its own decoding, and ASCII case rules are
         * Java's. A match in that plain part stands whatever follows; otherwise the string is decoded.
         */
        private boolean containsQuoted(int quote, int end) {
            byte[] text = doc.text();
            byte[] n = asciiNeedle;
            if (n != null) {
                byte first = n[0];
                for (int i = quote + 1; ; i++) {
                    byte b = text[i];
                    if (b == '"') return false;
                    if (b < 0 || b == '\\') break;
                    if (lower(b) == first && matchesAt(text, i)) return true;
                }
            }
            int close = end >= 0 ? end : JsonText.stringEnd(text, quote);
            return contains(JsonText.decodeString(text, quote, close));
        }

        /** Whether the ASCII needle stands at this offset, ignoring ASCII case. */
        private boolean matchesAt(byte[] text, int at) {
            byte[] n = asciiNeedle;
            if (at + n.length > text.length) return false;
            for (int k = 1; k < n.length; k++) if (lower(text[at + k]) != n[k]) return false;
            return true;
        }

        /** ASCII case-insensitive search for the (ASCII) needle in the text's bytes (a number or literal). */
        private boolean containsAscii(int from, int to) {
            byte[] text = doc.text();
            byte first = asciiNeedle[0];
            for (int i = from, last = to - asciiNeedle.length; i <= last; i++) {
                if (lower(text[i]) == first && matchesAt(text, i)) return true;
            }
            return false;
        }

        /**
         * Whether some character of the needle equals no ASCII character ignoring case, as {@link String#regionMatches}
         * compares them (the Kelvin sign does equal k, a dotless i equals I).
         */
        private static boolean hasCharNoAsciiMatches(String needle) {
            for (int i = 0; i < needle.length(); i++) {
                String c = needle.substring(i, i + 1);
                if (c.charAt(0) < 0x80) continue;
                boolean matchesAscii = false;
                for (char a = 0; a < 0x80 && !matchesAscii; a++) matchesAscii = String.valueOf(a).regionMatches(true, 0, c, 0, 1);
                if (!matchesAscii) return true;
            }
            return false;
        }

        private static byte lower(byte b) { return b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b; }

        private static byte[] asciiLowerCase(String needle) {
            byte[] b = new byte[needle.length()];
            for (int i = 0; i < b.length; i++) {
                char c = needle.charAt(i);
                if (c >= 0x80 || c == '\\') return null;
                b[i] = lower((byte) c);
            }
            return b.length == 0 ? null : b;
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
