package savelens.format.helio;

import java.util.Arrays;
import savelens.index.ArrayGrowth;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * The fields the standard helio scene shape reads, noted for every node while the document is read
 * ({@link HelioStream} meets them anyway): each one's value, kind and where it starts, and the elements of the lists
 * of links. The shape then reads the scene from these arrays and not from the text again. Kept by the document's
 * syntax for the index it was noted in: an edited document has another index and is scanned as before.
 */
final class HelioSceneFields {
    /** The standard shape's field names, in the order {@link HelioSceneShape} numbers them. */
    static final String[] NAMES = {"name", "active", "tag", "tags", "layer", "parent", "children", "components", "roots", "owner", "kind"};
    /** The fields whose arrays' elements are kept: the lists of links. */
    static final boolean[] KEEPS_ELEMENTS = {false, false, false, false, false, false, true, true, true, false, false};

    private int[] from; // per node: its first field; from[node + 1] its end
    private int nodes;
    // Per field noted: its value, its number among NAMES and its index kind (field << 3 | kind), and where it starts
    // (for a kept array: its first element; the elements run to a -1).
    private int[] value;
    private byte[] meta;
    private int[] extra;
    private int size;
    private int[] element;
    private byte[] elementKind;
    private int elements;
    private boolean broken;
    /** The index the value numbers are of, once the read succeeded. */
    private ValueIndex index;
    /** The text's length, and where the last field noted starts: how far the read has come, for {@link #grown}. */
    private final long textLength;
    private long position = 1;
    /** How often an array was grown, and how many were trimmed (tests count them). */
    private int growths, trims;
    // Counted as the fields are noted, for a read to make its arrays as long as they need be at once: the nodes with
    // one of the fields an object has, those naming an owner, and the elements of each kept list's field.
    private static final int OBJECT_FIELDS = 1 << 0 | 1 << 5 | 1 << 6 | 1 << 7; // name, parent, children, components
    private static final int OWNER_FIELD = 1 << 9;
    private int nodeFields;
    private int objectNodes;
    private int ownerNodes;
    private final int[] listElements = new int[NAMES.length];
    private int listField = -1;

    /**
     * A scene's text spends about this many bytes per node, per field noted and per element of a list of links (a
     * generated scene from 10k to 1M nodes: 114–120, 42–44 and 68–72), a few more than the fewest.
     */
    static final int BYTES_PER_NODE = 110, BYTES_PER_FIELD = 40, BYTES_PER_ELEMENT = 64;

    /**
     * For a text of this many bytes: the arrays are made as long as a scene of that size needs, once (the fields' and
     * the elements' with the first of them). Grown from a
     * thousand entries to the length the rate met so far foretold, then trimmed, a million nodes' notes made a dozen
     * arrays of 1 MB or more on the way (57 MB, every command's load paying for them); a text that needs more
     * than its length says grows them as that did.
     */
    HelioSceneFields(long textLength) {
        this.textLength = textLength;
        from = new int[expected(textLength / BYTES_PER_NODE + 2)];
        // The fields' and the elements' arrays wait for the first of them: a helio document that is no scene notes none.
        value = extra = element = new int[0];
        meta = elementKind = new byte[0];
    }

    private static int expected(long n) { return (int) Math.min(Math.max(n, 1024), Integer.MAX_VALUE - 8); }

    /** The next length of an array holding {@code size} entries, by how far into the text the read has come. */
    private int grown(int size) {
        growths++;
        return ArrayGrowth.next(size, Math.max(1, position), textLength, Long.MAX_VALUE);
    }

    /** The array's first {@code n} entries when it has more room than an eighth of them, else the array as it is. */
    private int[] trimmed(int[] a, int n) { return a.length - n > n / 8 ? trim(Arrays.copyOf(a, n)) : a; }

    private byte[] trimmed(byte[] a, int n) { return a.length - n > n / 8 ? trim(Arrays.copyOf(a, n)) : a; }

    private <T> T trim(T trimmed) {
        trims++;
        return trimmed;
    }

    /** The field's number among {@link #NAMES}, or -1 when the shape does not read it. */
    static int fieldOf(String name) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(name)) return i;
        return -1;
    }

    /** The next node's fields follow (nodes come in their order). */
    void beginNode(int node) {
        if (broken || node != nodes) { // not the next node: these fields are for no document
            broken = true;
            return;
        }
        if (node + 2 > from.length) from = Arrays.copyOf(from, grown(from.length));
        countNode();
        from[node] = size;
        from[node + 1] = size;
        nodes++;
    }

    /**
     * A field of the current node; only the first of a name counts (a document naming one twice is not read from
     * here). True when it is a list whose elements follow ({@link #element}, then {@link #endArray}).
     */
    boolean field(int field, int v, byte kind, long start) {
        if (broken) return false;
        int node = nodes - 1;
        for (int i = from[node]; i < size; i++) if (meta[i] >> 3 == field) return false;
        position = start;
        if (size == value.length) {
            int n = size == 0 ? expected(textLength / BYTES_PER_FIELD) : grown(size);
            value = Arrays.copyOf(value, n);
            meta = Arrays.copyOf(meta, n);
            extra = Arrays.copyOf(extra, n);
        }
        boolean keeps = KEEPS_ELEMENTS[field] && kind == JsonIndex.ARRAY;
        nodeFields |= 1 << field;
        if (keeps) listField = field;
        value[size] = v;
        meta[size] = (byte) (field << 3 | kind);
        extra[size] = keeps ? elements : (int) start; // an offset kept as an unsigned int, as the index keeps them
        size++;
        from[nodes] = size;
        return keeps;
    }

    /** The next element of the list being read (counted for its field). */
    void element(int v, byte kind) {
        put(v, kind);
        if (listField >= 0) listElements[listField]++;
    }

    private void put(int v, byte kind) {
        if (elements == element.length) {
            int n = elements == 0 ? expected(textLength / BYTES_PER_ELEMENT) : grown(elements);
            element = Arrays.copyOf(element, n);
            elementKind = Arrays.copyOf(elementKind, n);
        }
        element[elements] = v;
        elementKind[elements++] = kind;
    }

    /** The list being read ends. */
    void endArray() { put(-1, (byte) 0); }

    /** The node whose fields were noted last is counted (its fields all noted). */
    private void countNode() {
        if ((nodeFields & OBJECT_FIELDS) != 0) objectNodes++;
        if ((nodeFields & OWNER_FIELD) != 0) ownerNodes++;
        nodeFields = 0;
    }

    /** How many nodes have one of the fields {@code name}, {@code parent}, {@code children} and {@code components}. */
    int objectFieldNodes() { return objectNodes; }

    /** How many nodes have the field {@code owner}. */
    int ownerFieldNodes() { return ownerNodes; }

    /** How many elements the kept lists of the field (its number among {@link #NAMES}) have in all, hidden ones among them. */
    int listElements(int field) { return listElements[field]; }

    /** The read succeeded: the value numbers are this index's. */
    void finish(ValueIndex index) {
        this.index = index;
        countNode();
        // Kept as long as the document: much room left for growing goes (as much as the arrays themselves, were they
        // grown by doubling alone); an eighth or less stays rather than be copied once more.
        from = trimmed(from, nodes + 1);
        value = trimmed(value, size);
        meta = trimmed(meta, size);
        extra = trimmed(extra, size);
        element = trimmed(element, elements);
        elementKind = trimmed(elementKind, elements);
    }

    /** How often one of the arrays was grown so far. */
    int growths() { return growths; }

    /** How many arrays were trimmed when the read finished. */
    int trims() { return trims; }

    /** True when these are the fields of the document with this index and this many nodes. */
    boolean isFor(ValueIndex index, int nodeCount) { return !broken && index != null && this.index == index && nodes == nodeCount; }

    /**
     * The node's fields into the scan's arrays (value, index kind, span; -1 for none; a string's or number's end
     * -1, to be found from its start when needed: {@link #valueEnd}), and its kept arrays' elements through {@code elementSink}; hidden values are
     * the caller's to leave out.
     */
    void read(int node, int[] field, byte[] kind, long[] start, long[] end, ElementSink elementSink) {
        for (int i = from[node]; i < from[node + 1]; i++) {
            int f = meta[i] >> 3;
            byte k = (byte) (meta[i] & 7);
            field[f] = value[i];
            kind[f] = k;
            if (KEEPS_ELEMENTS[f] && k == JsonIndex.ARRAY) {
                start[f] = -1;
                end[f] = -1;
                for (int e = extra[i]; element[e] != -1; e++) elementSink.element(f, element[e], elementKind[e]);
            } else {
                start[f] = offset(extra[i]);
                // A string's or number's end is found when it is read: a check of a big scene decodes no name, tag or
                // kind, and reads no link's number from its span.
                end[f] = k == JsonIndex.STRING || k == JsonIndex.NUMBER ? -1 : offset(extra[i]);
            }
        }
    }

    // The fields noted for a node one by one, for a reader that goes through them itself (NotedSceneRead): node n's
    // fields are entries fieldsFrom(n) to fieldsEnd(n), each one field's value, index kind and start.

    /** The node's first noted field. */
    int fieldsFrom(int node) { return from[node]; }

    /** One past the node's last noted field. */
    int fieldsEnd(int node) { return from[node + 1]; }

    /** How many fields were noted, of all nodes: entries 0 up to it. */
    int fieldCount() { return size; }

    /** The number among {@link #NAMES} of noted field {@code i}. */
    int name(int i) { return meta[i] >> 3; }

    /** The value of noted field {@code i}. */
    int value(int i) { return value[i]; }

    /** The index kind of noted field {@code i}. */
    byte kind(int i) { return (byte) (meta[i] & 7); }

    /** Where noted field {@code i} starts in the text; for a list whose elements are kept, see {@link #firstElement}. */
    long start(int i) { return offset(extra[i]); }

    private static long offset(int stored) { return stored & 0xFFFF_FFFFL; }

    /** True when noted field {@code i} is a list whose elements are kept ({@link #firstElement}). */
    boolean keepsElements(int i) { return KEEPS_ELEMENTS[meta[i] >> 3] && (meta[i] & 7) == JsonIndex.ARRAY; }

    /** Where the elements of noted field {@code i}, a kept list, begin: {@link #element} from there to a -1. */
    int firstElement(int i) { return extra[i]; }

    /** The value of the kept element at {@code e}, or -1 where its list ends. */
    int element(int e) { return element[e]; }

    /** The index kind of the kept element at {@code e}. */
    byte elementKind(int e) { return elementKind[e]; }

    /** Offset just past the number that starts at {@code start}. */
    static int numberEnd(byte[] text, int start) {
        int i = start;
        while (i < text.length) {
            byte b = text[i];
            if (b >= '0' && b <= '9' || b == '-' || b == '+' || b == '.' || b == 'e' || b == 'E') i++;
            else break;
        }
        return i;
    }

    /** Where the string or number noted as starting at {@code start} ends (see {@link #read}). */
    static int valueEnd(byte[] text, int start, byte kind) {
        return kind == JsonIndex.STRING ? JsonText.stringEnd(text, start) : numberEnd(text, start);
    }

    /** Receives a kept array's elements. */
    interface ElementSink {
        void element(int field, int value, byte kind);
    }
}
