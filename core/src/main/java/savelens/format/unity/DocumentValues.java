package savelens.format.unity;

import java.util.Arrays;

/**
 * The values of one Unity YAML document, as {@link DocumentScanner} finds them: local slot {@code i} is value
 * {@code base + i}; parents and subtree ends are value numbers. The index keeps only where each document
 * starts and rebuilds these from the text when a value inside is looked at; the reader fills them once per
 * document on the way through the file. Reused from document to document, so a big scene costs one set of
 * arrays sized for its largest document. Holds no text: a copy left in a thread-local must not keep a file alive.
 */
final class DocumentValues {
    /** What a flow mapping is to Unity: nothing special, {@code {fileID: N}} within the file, or with a guid. */
    static final byte PLAIN = 0, LOCAL = 1, EXTERNAL = 2;

    int doc = -1;
    int base;
    int count;
    byte[] kind = new byte[64];
    int[] start = new int[64];
    int[] end = new int[64];
    /** Where the member name starts (its first character, or its opening quote), or -1 for none. */
    int[] key = new int[64];
    int[] parent = new int[64];
    int[] after = new int[64];
    /** For flow mappings that hold a {@code fileID}: {@link #LOCAL} or {@link #EXTERNAL}; else {@link #PLAIN}. */
    byte[] link = new byte[64];
    /** For {@link #LOCAL} and {@link #EXTERNAL} mappings: the file id they name. */
    long[] fileId = new long[64];

    void reset(int doc, int base) {
        this.doc = doc;
        this.base = base;
        this.count = 0;
    }

    /** Adds a value, its end and subtree end still open; returns its local slot. */
    int add(byte kind, int start, int key, int parent) {
        if (count == this.kind.length) grow();
        int i = count++;
        this.kind[i] = kind;
        this.start[i] = start;
        this.end[i] = start;
        this.key[i] = key;
        this.parent[i] = parent;
        this.after[i] = base + count;
        this.link[i] = PLAIN;
        return i;
    }

    /** Ends a value: its last byte and, for a container, the values inside it. */
    void close(int i, int end) {
        this.end[i] = end;
        this.after[i] = base + count;
    }

    /** Forgets every value from slot {@code from} on (a mapping folded into one value drops its members). */
    void truncate(int from) { count = from; }

    /** The local slot of the member of the container at {@code slot} named {@code name} (a plain key), or -1. */
    int member(byte[] text, int slot, byte[] name) {
        if (slot < 0) return -1;
        int container = base + slot;
        int found = -1; // a key given twice: the last one counts
        for (int c = slot + 1; c < count && parent[c] == container; c = after[c] - base) {
            if (key[c] >= 0 && YamlScalars.keyEquals(text, key[c], name)) found = c;
        }
        return found;
    }

    boolean holds(int value) { return value >= base && value < base + count; }

    /** The local slot of a value of this document. */
    int slot(int value) { return value - base; }

    private void grow() {
        int n = kind.length * 2;
        kind = Arrays.copyOf(kind, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        key = Arrays.copyOf(key, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
        link = Arrays.copyOf(link, n);
        fileId = Arrays.copyOf(fileId, n);
    }
}
