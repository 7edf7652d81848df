package savelens.format.helio;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.IndexScanner;
import savelens.index.ValueIndex;
import savelens.index.ValueScan;
import savelens.json.JsonIndex;
import savelens.scene.SceneFacts;
import savelens.scene.SceneLayer;
import savelens.scene.SceneValues;

/**
 * The fields a scene shape wants of one node, found in one scan of the node's text in document order: each wanted
 * member's value with its kind and span, and the visible elements of the wanted arrays. Nothing is looked up in the
 * index value by value (a lookup would rebuild the node's part of the text a second time beside the scan's), so
 * reading every node this way reads the text once. Reused from node to node; belongs to one thread.
 */
final class HelioNodeScan implements ValueScan {
    private final Document doc;
    private final ValueIndex index;
    private final IndexScanner scanner;
    private final byte[][] names;
    private final boolean lastWins;
    /**
     * Per wanted name: the member's value (-1 when the node has none, or a hidden one), its index kind and span (a
     * string or number noted while reading ends at -1 until {@link #end} finds it).
     */
    final int[] field;
    final byte[] kind;
    final long[] start;
    final long[] end;
    /** Per wanted name: its kind as the document sees it, found when first asked for in this node (roles are a lookup). */
    private final ValueKind[] seen;
    /** Per wanted name whose array's elements are kept (else null): its visible elements. */
    private final Elements[] elements;
    private byte bodyKind;
    private int body;
    private int bodyAfter;
    private int nextMember;
    private int array = -1;
    private int arrayAfter;
    private int nextElement;
    /** The fields noted while the document was read, when they are these names' (then no text is scanned), or null. */
    private final HelioSceneFields noted;
    private final HelioSceneFields.ElementSink keep;

    HelioNodeScan(Document doc, byte[][] names, boolean[] keepsElements) { this(doc, names, keepsElements, null); }

    /** {@code noted}: the same fields noted during the read, for {@link HelioSceneFields#NAMES} as {@code names}; or null. */
    HelioNodeScan(Document doc, byte[][] names, boolean[] keepsElements, HelioSceneFields noted) {
        this.doc = doc;
        this.noted = noted;
        this.index = doc.index();
        this.scanner = index.scanner();
        this.names = names;
        this.lastWins = !index.duplicates().isEmpty(); // as Document.childrenNamed takes it
        field = new int[names.length];
        kind = new byte[names.length];
        start = new long[names.length];
        end = new long[names.length];
        seen = new ValueKind[names.length];
        elements = new Elements[names.length];
        for (int i = 0; i < names.length; i++) if (keepsElements[i]) elements[i] = new Elements();
        this.keep = (f, v, k) -> {
            if (elements[f] != null && !doc.isHidden(v)) elements[f].add(v, k);
        };
    }

    /** Reads a node; false when its body is an array (a node of no scene shape). */
    boolean read(int node) {
        Arrays.fill(field, -1);
        Arrays.fill(seen, null);
        body = doc.body(node);
        bodyAfter = Integer.MAX_VALUE;
        array = -1;
        for (Elements e : elements) if (e != null) e.size = 0;
        if (noted != null) {
            noted.read(node, field, kind, start, end, keep); // a noted node's body is an object
        } else {
            scanner.scan(body, index.count(), this);
            if (bodyKind == ValueIndex.ARRAY) return false;
        }
        for (int i = 0; i < field.length; i++) if (field[i] >= 0 && doc.isHidden(field[i])) field[i] = -1;
        return true;
    }

    @Override public boolean value(int v, byte k, long s, long e, long key, int after) {
        if (v == body) {
            bodyKind = k;
            bodyAfter = after;
            nextMember = v + 1;
            return k != ValueIndex.ARRAY;
        }
        if (v >= bodyAfter) return false;
        if (v == nextMember) {
            nextMember = after;
            array = -1;
            member(v, k, s, e, key, after);
        } else if (array >= 0 && v == nextElement && v < arrayAfter) {
            nextElement = after;
            if (!doc.isHidden(v)) {
                for (int i = 0; i < field.length; i++) if (elements[i] != null && field[i] == array) elements[i].add(v, k);
            }
        }
        return true;
    }

    private void member(int v, byte k, long s, long e, long key, int after) {
        index.noteNamedByKey(v, key, names, field, lastWins);
        boolean keeps = false;
        for (int i = 0; i < field.length; i++) {
            if (field[i] != v) continue;
            kind[i] = k;
            start[i] = s;
            end[i] = e;
            if (elements[i] != null) {
                elements[i].size = 0; // a later member of the same name (lastWins) starts the list again
                keeps = true;
            }
        }
        if (keeps && k == ValueIndex.ARRAY) {
            array = v;
            arrayAfter = after;
            nextElement = v + 1;
        }
    }

    /** The field's kind as the document sees it (a reference, a node, or the index's kind), or null when absent. */
    ValueKind kindOf(int i) {
        if (field[i] < 0) return null;
        ValueKind k = seen[i];
        return k != null ? k : (seen[i] = doc.kind(field[i], kind[i]));
    }

    /** True when the field is an array ({@link SceneValues#isArray}). */
    boolean isArray(int i) { return kindOf(i) == ValueKind.ARRAY; }

    /** True when the field is a string ({@link SceneValues#string} would give one). */
    boolean isString(int i) { return kindOf(i) == ValueKind.STRING; }

    /** True when the fields come from those noted while the document was read (then every span is the value's own). */
    boolean fromNoted() { return noted != null; }

    /**
     * The field as a layer ({@link SceneValues#layer}) from its kind and span, with no lookup of the value: for fields
     * noted while reading, whose spans are the values' own.
     */
    SceneLayer layer(int i) {
        ValueKind k = kindOf(i);
        if (k == ValueKind.NUMBER) return new SceneLayer(new String(bytes(start[i], end(i)), StandardCharsets.UTF_8), true);
        return k == ValueKind.STRING ? new SceneLayer(string(i), false) : null;
    }

    /** The field's string decoded, or null ({@link SceneValues#string}). */
    String string(int i) { return isString(i) ? index.string(field[i], kind[i], start[i], end(i)) : null; }

    /** Where the field's value ends: a noted string's or number's end is found now (see {@link HelioSceneFields#read}). */
    long end(int i) {
        if (end[i] < 0 && start[i] >= 0 && (kind[i] == ValueIndex.STRING || kind[i] == ValueIndex.NUMBER)) {
            // Through the index, which finds it without writing a text held in pieces or outside the heap flat.
            end[i] = index instanceof JsonIndex json ? json.scalarEnd(start[i]) : HelioSceneFields.valueEnd(doc.text(), (int) start[i], kind[i]);
        }
        return end[i];
    }

    private byte[] bytes(long from, long to) {
        return index instanceof JsonIndex json ? json.textBytes(from, to) : Arrays.copyOfRange(doc.text(), (int) from, (int) to);
    }

    /** The field read as a flag ({@link SceneValues#flag}). */
    boolean flag(int i, boolean otherwise) {
        ValueKind k = kindOf(i);
        if (k == ValueKind.BOOL) return kind[i] == ValueIndex.TRUE;
        return k == ValueKind.NUMBER ? SceneValues.flag(doc, field[i], otherwise) : otherwise;
    }

    /** The node the field links to ({@link SceneValues#link}). */
    int link(int i) {
        if (field[i] < 0) return -1;
        return switch (kindOf(i)) {
            case REFERENCE, NODE -> doc.target(field[i]);
            case NUMBER, OBJECT -> SceneValues.link(doc, field[i]); // a bare id or a {fileID: N}: rare where a registry speaks
            default -> -1;
        };
    }

    private int link(int v, byte k) {
        return switch (doc.kind(v, k)) {
            case REFERENCE, NODE -> doc.target(v);
            case NUMBER, OBJECT -> SceneValues.link(doc, v); // a bare id or a {fileID: N}: rare where a registry speaks
            default -> -1;
        };
    }

    /** How many visible elements the field's array has (0 when it is none). */
    int elementCount(int i) { return field[i] < 0 ? 0 : elements[i].size; }

    /**
     * The links of the field's array (the nodes they lead to and the values that name them) into {@code out},
     * as {@code SceneValues} reads them; returns how many.
     */
    int links(int i, SceneFacts.Links out) {
        Elements list = elements[i];
        int n = 0;
        for (int j = 0; j < elementCount(i); j++) {
            int target = link(list.value[j], list.kind[j]);
            if (target < 0) continue;
            out.add(target, list.value[j]);
            n++;
        }
        return n;
    }

    /** The visible elements of one array field. */
    private static final class Elements {
        int size;
        int[] value = new int[8];
        byte[] kind = new byte[8];

        void add(int v, byte k) {
            if (size == value.length) {
                value = Arrays.copyOf(value, size * 2);
                kind = Arrays.copyOf(kind, size * 2);
            }
            value[size] = v;
            kind[size++] = k;
        }
    }
}
