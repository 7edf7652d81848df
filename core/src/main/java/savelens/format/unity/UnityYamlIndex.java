package savelens.format.unity;

import java.lang.ref.SoftReference;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;
import savelens.index.DuplicateMembers;
import savelens.index.IndexScanner;
import savelens.index.ValueIndex;
import savelens.index.ValueScan;

/**
 * Where every value of a Unity YAML file sits. Value 0 is the stream of documents (an array spanning the
 * file); each document is a value whose one member is its top-level key ({@code GameObject:}) holding the
 * document's fields. After the documents come the synthetic root (an array with no bytes, at the end of the
 * text) and its elements, one per root object, which the reader makes references.
 *
 * <p>To stay small the index keeps three numbers per document (its first value, where its header and its
 * content start) and rebuilds a document's values from the text when one of them is looked at
 * ({@link DocumentScanner}); each thread keeps the document it rebuilt last, so walking one document's fields
 * scans it once. A 60 MB scene thus costs a few megabytes of index beside its text.
 */
public final class UnityYamlIndex implements ValueIndex {
    private final byte[] text;
    private final DuplicateMembers duplicates;
    private final int documents;
    private final int[] docValue;
    private final int[] docStart;
    private final int[] bodyStart;
    /** The synthetic root's value: the first after the documents. */
    private final int root;
    private final int count;
    private final ThreadLocal<DocumentValues> rebuilt = ThreadLocal.withInitial(DocumentValues::new);
    /** Bytes of text every index has read again to rebuild a document's values (see {@link #rescannedBytes}). */
    private static final LongAdder RESCANNED = new LongAdder();
    private UnityDocumentFacts facts;
    /**
     * Softly: they spare the scene shape a rebuild of every document, but a heap that needs the room for the analyses
     * after the load takes it (the shape then reads the documents as before).
     */
    private SoftReference<UnitySceneFields> sceneFields;

    UnityYamlIndex(byte[] text, int documents, int[] docValue, int[] docStart, int[] bodyStart, int root, int rootChildren,
            DuplicateMembers duplicates) {
        this.duplicates = duplicates;
        this.text = text;
        this.documents = documents;
        this.docValue = docValue;
        this.docStart = docStart;
        this.bodyStart = bodyStart;
        this.root = root;
        this.count = root + 1 + rootChildren;
    }

    @Override public byte[] text() { return text; }

    /** Class ids, stripped documents and references to other assets. */
    public UnityDocumentFacts facts() { return facts; }

    /** Set once by the reader, before anyone sees the index. */
    void facts(UnityDocumentFacts f) { facts = f; }

    /** The scene shape's fields as the load noted them, or null when the collector took them. */
    UnitySceneFields sceneFields() { return sceneFields == null ? null : sceneFields.get(); }

    /** Set once by the reader, before anyone sees the index. */
    void sceneFields(UnitySceneFields f) { sceneFields = new SoftReference<>(f); }

    /** As when the collector takes them (tests read a scene both ways). */
    void forgetSceneFields() { sceneFields = null; }

    @Override public int count() { return count; }

    /** How many documents the file holds. */
    public int documentCount() { return documents; }

    /** The value of the i-th document (its header up to the next document). */
    public int documentValue(int doc) { return docValue[doc]; }

    /** The synthetic root: an array with no bytes whose elements stand for the root objects. */
    public int rootValue() { return root; }

    /** True for values that have no text of their own: the synthetic root and its elements. */
    public boolean isSynthetic(int v) { return v >= root; }

    /** The document holding a value, or -1 for the stream and the synthetic values. */
    public int documentOf(int v) {
        if (v <= 0 || v >= root) return -1;
        int i = Arrays.binarySearch(docValue, 0, documents, v);
        return i >= 0 ? i : -i - 2;
    }

    @Override public byte kind(int v) {
        if (v == 0) return ARRAY;
        if (v >= root) return v == root ? ARRAY : OBJECT;
        DocumentValues c = rebuilt.get();
        if (!c.holds(v) || c.doc < 0) {
            if (isDocument(v)) return OBJECT; // a document is the mapping of its one top-level key
            rebuild(c, v);
        }
        return c.kind[c.slot(v)];
    }

    @Override public long start(int v) { return startAt(v); }

    /** As {@link #start}, as an int: this format's texts are at most 2 GiB. */
    public int startAt(int v) {
        if (v == 0) return 0;
        if (v >= root) return text.length;
        DocumentValues c = values(v);
        return c.start[c.slot(v)];
    }

    @Override public long end(int v) { return endAt(v); }

    /** As {@link #end}, as an int: this format's texts are at most 2 GiB. */
    public int endAt(int v) {
        if (v == 0 || v >= root) return text.length;
        DocumentValues c = values(v);
        return c.end[c.slot(v)];
    }

    @Override public long keyStart(int v) { return keyStartAt(v); }

    /** As {@link #keyStart}, as an int: this format's texts are at most 2 GiB. */
    public int keyStartAt(int v) {
        if (v == 0 || v >= root) return -1;
        DocumentValues c = values(v);
        return c.key[c.slot(v)];
    }

    @Override public int parent(int v) {
        if (v == 0) return -1;
        if (v >= root) return v == root ? 0 : root;
        DocumentValues c = rebuilt.get();
        if (!c.holds(v) || c.doc < 0) {
            if (isDocument(v)) return 0; // every document is an element of the stream
            rebuild(c, v);
        }
        return c.parent[c.slot(v)];
    }

    @Override public int after(int v) {
        if (v == 0 || v == root) return count;
        if (v > root) return v + 1;
        DocumentValues c = values(v);
        return c.after[c.slot(v)];
    }

    @Override public int firstChild(int v) {
        if (v == 0) return count > 1 ? 1 : -1;
        if (v >= root) return v == root && count > root + 1 ? root + 1 : -1;
        DocumentValues c = values(v);
        int child = c.slot(v) + 1;
        return child < c.count && c.parent[child] == v ? v + 1 : -1; // never looks into the next document
    }

    @Override public int nextSibling(int v) {
        if (v == 0 || v == root) return -1;
        if (v > root) return v + 1 < count ? v + 1 : -1;
        DocumentValues c = values(v);
        int i = c.slot(v);
        if (i == 0) return c.after[0] < count ? c.after[0] : -1; // documents and then the root are siblings
        int next = c.after[i] - c.base;
        return next < c.count && c.parent[next] == c.parent[i] ? c.after[i] : -1;
    }

    @Override public int member(int object, String name) {
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        int found = -1; // a key given twice: the last one counts
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) {
            int k = keyStartAt(c);
            if (k >= 0 && YamlScalars.keyEquals(text, k, wanted)) found = c;
        }
        return found;
    }

    @Override public String name(int v) {
        int k = keyStartAt(v);
        return k < 0 ? null : YamlScalars.keyName(text, k);
    }

    @Override public String raw(int v) {
        int s = startAt(v);
        return new String(text, s, endAt(v) - s, StandardCharsets.UTF_8);
    }

    @Override public String string(int v) {
        if (kind(v) != STRING) return null;
        return YamlScalars.decode(text, startAt(v), endAt(v));
    }

    @Override public boolean isIntegerNumber(int v) {
        if (kind(v) != NUMBER) return false;
        for (int i = startAt(v), e = endAt(v); i < e; i++) if (text[i] == '.' || text[i] == 'e' || text[i] == 'E') return false;
        return true;
    }

    @Override public long longValue(int v, long fallback) {
        if (kind(v) != NUMBER) return fallback;
        int s = startAt(v), e = endAt(v);
        return YamlScalars.isId(text, s, e) ? YamlScalars.id(text, s, e) : fallback;
    }

    /** Keys given twice in one mapping (Unity writes none; a bad merge may): Unity reads the last. */
    @Override public DuplicateMembers duplicates() { return duplicates; }

    /** Goes document by document, rebuilding each once. */
    @Override public IndexScanner scanner() {
        return this::scan;
    }

    private boolean scan(int from, int to, ValueScan scan) {
        to = Math.min(to, count);
        int v = Math.max(from, 0);
        while (v < to) {
            if (v == 0 || v >= root) {
                if (!scan.value(v, kind(v), startAt(v), endAt(v), keyStartAt(v), after(v))) return false;
                v++;
                continue;
            }
            DocumentValues c = values(v);
            int until = Math.min(to, c.base + c.count);
            for (; v < until; v++) {
                int i = v - c.base;
                if (!scan.value(v, c.kind[i], c.start[i], c.end[i], c.key[i], c.after[i])) return false;
            }
        }
        return true;
    }

    /**
     * True when v is a document's own value: what the index keeps answers its kind and parent, where a rebuild would
     * read the document again (a walk over every node asks them of each, as {@code Document.isSynthetic} does). Asked
     * only when this thread holds another document's values.
     */
    private boolean isDocument(int v) {
        int d = documentOf(v);
        return d >= 0 && docValue[d] == v;
    }

    /** The values of the document holding v, rebuilt unless this thread has them already. */
    private DocumentValues values(int v) {
        DocumentValues c = rebuilt.get();
        return c.holds(v) && c.doc >= 0 ? c : rebuild(c, v);
    }

    /** Rebuilds the values of the document holding v into this thread's {@code c}. */
    private DocumentValues rebuild(DocumentValues c, int v) {
        int d = documentOf(v);
        if (d < 0) throw new IndexOutOfBoundsException("no value " + v);
        new DocumentScanner(text).scan(c, d, docValue[d], docStart[d], bodyStart[d]);
        RESCANNED.add((d + 1 < documents ? docStart[d + 1] : text.length) - docStart[d]);
        return c;
    }

    /**
     * Bytes of text read again so far, by every Unity index, to rebuild a document's values after the load: what a
     * walk costs beyond the load, counted rather than timed (a walk from document to document pays a document a step).
     */
    public static long rescannedBytes() { return RESCANNED.sum(); }
}
