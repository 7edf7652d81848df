package savelens.json;

import savelens.index.DuplicateMembers;
import savelens.index.ValueIndex;
import savelens.index.ValueScan;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Where every JSON value of a UTF-8 text sits, numbered in document order, so that a million-value
 * document costs a few primitive arrays instead of a million objects. The text stays the single source
 * of truth and values are parsed only when looked at.
 *
 * <p>To stay small, the index keeps full entries only for the document's "spine": the values outside
 * small containers. A container whose subtree holds at most {@link JsonIndexer#CHUNK_LIMIT} values keeps
 * one entry (and a run of such siblings shares the first one's), and the values up to the next entry are
 * rebuilt from the text ({@link Chunk}) when one of them is looked at; the last few rebuilt chunks are kept
 * ({@link RecentChunks}), so walking a node's fields, or going from a node to one it links to and back, rebuilds
 * each once.
 */
public final class JsonIndex implements ValueIndex {
    /**
     * The longest text an index describes: its spine keeps offsets in {@code int}s read as unsigned (4 bytes an entry,
     * as for any text), with -1 (the most) kept for "no member name". Past it an entry would need 8-byte offsets.
     */
    public static final long MOST_TEXT = 0xFFFF_FFFEL;

    /** A stored offset (an unsigned int) as the offset it is. */
    static long offset(int stored) { return stored & 0xFFFF_FFFFL; }

    /** A stored member name's offset, -1 staying "no name". */
    static long keyOffset(int stored) { return stored == -1 ? -1 : stored & 0xFFFF_FFFFL; }

    // Package-private for IndexPatch, which builds the index of an edited text from these.
    /**
     * The text as the reads below take it: flat when read from a file, in pieces after an edit that patched it (the
     * pieces share the arrays of the text before); written flat once something asks for the whole array ({@link #text}).
     */
    volatile TextPieces layout;
    /**
     * The text when it is one array (read from a file, or written flat since), else null: what the hot reads test
     * first. Not volatile: a thread that sees null a little longer takes the pieces' way, which reads the same bytes.
     */
    private byte[] flatText;
    final int count;
    // The spine, by slot; value[slot] is the value number, ascending.
    final int spineSize;
    final int[] value;
    final byte[] kind;
    final int[] start;
    final int[] end;
    final int[] key;
    final int[] parent;
    final int[] after;
    /**
     * What patched edits changed in the spine and is not written into the arrays above (null: nothing); every read of
     * a slot's kind or offsets goes through {@link #kindAt}, {@link #startAt}, {@link #endAt} and {@link #keyAt}.
     */
    final SpineEdits edits;
    private DuplicateMembers duplicates = DuplicateMembers.NONE;
    // The reading thread reuses its chunks with no thread-local lookup; every other thread (and the reading one
    // once done) keeps the chunks it rebuilt last in a thread-local, so two threads walking different parts
    // of a document do not rebuild each other's chunks on every step.
    private Thread home = Thread.currentThread();
    private RecentChunks homeChunks = new RecentChunks();
    private final ThreadLocal<RecentChunks> chunksOfThread = ThreadLocal.withInitial(RecentChunks::new);
    // The spine slots looked up last: walks go from a value to the next, or back to its parent.
    private int hint;
    private int hint2;
    /** An array whose elements' starts a reader noted (a document's nodes), or null: see {@link #elementStarts}. */
    private volatile Elements elements;

    /**
     * Values that are the elements of one array, in document order, with where each is written: the nodes of a format
     * that lists them in one array and noted their offsets while reading. Read-only; answers for this index's text.
     */
    public interface ElementStarts {
        /** The value number of the i-th element (ascending). */
        int value(int i);

        /** Where the i-th element is written. */
        long start(int i);

        /** The place of the last element whose value number is at most {@code v}, or -1 when there is none. */
        int atOrBefore(int v);
    }

    private record Elements(int array, ElementStarts starts) {}

    /**
     * Tells the index that every element of {@code array} is one of {@code starts}' values and starts where it says
     * (the reader saw each). A value inside that array's runs is then rebuilt from the start of the element that holds it
     * instead of from its run's entry (up to {@link JsonIndexer#CHUNK_LIMIT} values before it): a walk that goes from
     * node to node in any order (a query's hits, a reference followed) reads one node's text per step, not its
     * neighbours' too.
     */
    public void elementStarts(int array, ElementStarts starts) {
        elements = new Elements(array, starts);
    }

    JsonIndex(byte[] text, int count, int spineSize, int[] value, byte[] kind, int[] start, int[] end, int[] key,
              int[] parent, int[] after) {
        this(TextPieces.of(text), count, spineSize, value, kind, start, end, key, parent, after, null);
    }

    JsonIndex(TextPieces text, int count, int spineSize, int[] value, byte[] kind, int[] start, int[] end, int[] key,
              int[] parent, int[] after, SpineEdits edits) {
        this.layout = text;
        this.flatText = text.flatOrNull();
        this.count = count;
        this.spineSize = spineSize;
        this.value = value;
        this.kind = kind;
        this.start = start;
        this.end = end;
        this.key = key;
        this.parent = parent;
        this.after = after;
        this.edits = edits;
    }

    /** Slot s's kind, as edited. */
    byte kindAt(int s) {
        SpineEdits e = edits;
        return e == null ? kind[s] : e.kind(s, kind[s]);
    }

    /** Where slot s's value starts, as edited. */
    long startAt(int s) {
        SpineEdits e = edits;
        return e == null ? offset(start[s]) : e.start(s, start[s]);
    }

    /** Where slot s's value ends, as edited. */
    long endAt(int s) {
        SpineEdits e = edits;
        return e == null ? offset(end[s]) : e.end(s, end[s]);
    }

    /** Where slot s's member name starts (-1: none), as edited. */
    long keyAt(int s) {
        SpineEdits e = edits;
        return e == null ? keyOffset(key[s]) : e.key(s, key[s]);
    }

    /** How many entries patched edits keep beside the spine's arrays (0: none); for tests. */
    int spineEdits() { return edits == null ? 0 : edits.entries(); }

    /**
     * The UTF-8 text the index describes; callers must not modify it. After a patched edit the text is held in pieces,
     * and the first call writes it flat (once, kept); the index's own reads never need that.
     */
    public byte[] text() {
        byte[] f = flatText;
        if (f != null) return f;
        f = layout.flatOrNull();
        if (f != null) return f;
        synchronized (this) {
            TextPieces now = layout;
            f = now.flatOrNull();
            if (f == null) {
                f = now.flat();
                layout = TextPieces.of(f); // the pieces' arrays, shared with older texts, are no longer held from here
            }
            flatText = f;
            return f;
        }
    }

    /**
     * From now on reads the text from {@code copy}, the same bytes outside the heap (all of them, from 0 to its
     * capacity; read-only, and never changed while this index or an edit of it is alive), and lets go of the heap's
     * array: a big document's index and analyses then have the heap to themselves. A copy, never a mapping of the file:
     * a file changed on disk while it is open must not change the document read from it. Reads of a few bytes copy
     * them to the heap as reads across an edit's pieces do; whatever asks for the whole array ({@link #text}: a save,
     * a search) gets it written back onto the heap, once. False, and nothing changed, when the text is no longer one
     * array of those bytes.
     */
    public synchronized boolean readOutsideHeap(java.nio.ByteBuffer copy) {
        return readOutsideHeap(TextBuffers.of(copy));
    }

    /** As {@link #readOutsideHeap(java.nio.ByteBuffer)}, from a copy in one or more buffers. */
    public synchronized boolean readOutsideHeap(TextBuffers copy) {
        byte[] f = layout.flatOrNull();
        if (f == null || f != flatText || copy.length() != f.length) return false;
        layout = TextPieces.outside(copy);
        flatText = null;
        return true;
    }

    /** Whether the text is read from outside the heap (see {@link #readOutsideHeap}), in whole or in part. */
    public boolean readsOutsideHeap() { return layout.readsOutside(); }

    /** True when {@code bytes} is the array this index reads as its whole text. */
    public boolean isTextOf(byte[] bytes) { return bytes != null && flatText == bytes; }

    /**
     * Where the string (at its opening quote), number or literal that starts at {@code start} ends, found without writing
     * a text in pieces (or outside the heap) flat: over a window that grows until it holds the end.
     */
    public long scalarEnd(long start) {
        byte[] text = flatText;
        if (text != null) return scalarEndIn(text, (int) start);
        long len = layout.length();
        for (long n = 64; ; n *= 2) {
            long to = Math.min(len, start + n);
            byte[] bytes = layout.copy(start, to);
            int e = scalarEndIn(bytes, 0);
            // At the window's end the scalar may go on (or its last byte be the window's): look further, unless the text ends.
            if (e < bytes.length || to == len) return start + e;
        }
    }

    private static int scalarEndIn(byte[] text, int start) {
        return text[start] == '"' ? JsonText.stringEnd(text, start) : Chunk.scalarEnd(text, start);
    }

    /** The text's length in bytes, without writing a text in pieces flat. */
    @Override public long textLength() { return layout.length(); }

    /** Whether the text is held in pieces (an edit patched it and nothing asked for it flat yet); for tests. */
    public boolean textInPieces() { return flatText == null && layout.flatOrNull() == null; }

    @Override public boolean textIsFlat() { return !textInPieces(); }

    /** The bytes {@code from} up to {@code to}, copied, without writing a text in pieces flat. */
    public byte[] textBytes(long from, long to) { return layout.copy(from, to); }

    /** Copies {@code n} bytes of the text from offset {@code from} into {@code out} at {@code at}, as {@link #textBytes}. */
    @Override public void copyText(long from, byte[] out, int at, int n) { layout.copyTo(from, from + n, out, at); }

    /**
     * Bytes copied so far, in all indexes and threads, to write a text held in pieces flat: tests compare it before
     * and after an edit to see that the edit and the reads after it copied no text.
     */
    public static long flattenedBytes() { return TextPieces.FLATTENED.sum(); }

    /**
     * Spine slots written into new arrays so far, in all indexes and threads, by patched edits (which keep what they
     * change beside the arrays, and write them anew only once in many edits): tests compare it before and after edits
     * to see that an edit did not copy the spine, without timing anything.
     */
    public static long spineSlotsWritten() { return IndexPatch.SLOTS_WRITTEN.sum(); }

    /** Where chunk c reads its bytes in the text as now laid out: its array (see {@link Chunk#shift}). */
    private byte[] windowOf(Chunk c) {
        byte[] flat = flatText;
        if (flat != null && c.textId == FLAT) return flat;
        return windowOfPieces(c, flat);
    }

    /** A chunk's window whose text is flat ({@link #FLAT}: shift 0) or in pieces (the layout's id). */
    private static final int FLAT = 0;

    private byte[] windowOfPieces(Chunk c, byte[] flat) {
        if (flat != null) {
            c.copy = null;
            c.shift = 0;
            c.textId = FLAT;
            return flat;
        }
        TextPieces p = layout;
        if (c.textId != p.id) {
            int i = p.pieceAt(c.winFrom);
            if (c.winTo <= p.from[i + 1] && p.arrays[i] != null) {
                c.copy = null;
                c.piece = i;
                c.shift = p.shift(i);
            } else { // the chunk's text crosses pieces or lies outside the heap: a copy of that much (a few kilobytes at most)
                c.copy = p.copy(c.winFrom, c.winTo);
                c.shift = c.winFrom;
            }
            c.textId = p.id;
        }
        return c.copy != null ? c.copy : p.arrays[c.piece];
    }

    /** Where the bytes {@code from} up to {@code to} are read: text offset p is {@code bytes[p - shift]}. */
    private record Window(byte[] bytes, long shift) {
        /** Where text offset p is in the array. */
        int at(long p) { return (int) (p - shift); }
    }

    private Window window(long from, long to) {
        TextPieces p = layout;
        int i = p.pieceAt(from);
        if (to <= p.from[i + 1] && p.arrays[i] != null) return new Window(p.arrays[i], p.shift(i));
        return new Window(p.copy(from, to), from);
    }

    /** The bytes a chunk at spine slot s may read: up to the next entry's start and the byte there. */
    private long windowEnd(int s) {
        long len = layout.length();
        return s + 1 < spineSize ? Math.min(len, startAt(s + 1) + 1) : len;
    }

    public int count() { return count; }

    /** Members whose name an earlier member of the same object already has (usually none). */
    public DuplicateMembers duplicates() { return duplicates; }

    /** Set once by the indexer, which pairs the members it found by walking this index. */
    void duplicates(DuplicateMembers found) { duplicates = found; }

    public byte kind(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.kind[c.reach(windowOf(c), v)] : kindAt(slot(v));
    }

    /** Byte offset where the value starts. */
    public long start(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.startOf(c.reach(windowOf(c), v)) : startAt(slot(v));
    }

    /** Byte offset just past the value. */
    public long end(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.endOf(c.closed(windowOf(c), v)) : endAt(slot(v));
    }

    /** Byte offset of the member name's opening quote, or -1 when the value is not an object member. */
    public long keyStart(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.keyOf(c.reach(windowOf(c), v)) : keyAt(slot(v));
    }

    public int parent(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.parent[c.reach(windowOf(c), v)] : parent[slot(v)];
    }

    /** The first value after this one's subtree. */
    public int after(int v) {
        Chunk c = chunkOf(v);
        return c != null ? c.next[c.closed(windowOf(c), v)] : after[slot(v)];
    }

    /**
     * Called by the reading thread when the read is done: from then on it rebuilds chunks like any other
     * thread, and the index no longer holds its thread.
     */
    public void readingDone() {
        if (Thread.currentThread() != home) return;
        homeChunks = null;
        home = null;
    }

    /**
     * The index of {@code edited}: this index's text with value v's text replaced by a value of the same shape
     * (a scalar by a scalar, a container by one with the same members and elements), so that every value keeps
     * its number. Null when the replacement does not keep the shape, or when this text has duplicate members.
     * Only the spine is rebuilt (see {@link IndexPatch}); the text is not read again.
     */
    public JsonIndex replaced(int v, byte[] edited) {
        return IndexPatch.replace(this, v, edited);
    }

    /**
     * As {@link #replaced}, given value v's new text alone: the edited index holds its text in pieces that share this
     * text's arrays, so an edit of a big document copies none of it.
     */
    public JsonIndex replacedBy(int v, byte[] bytes) {
        return IndexPatch.replacedBy(this, v, bytes);
    }

    /**
     * A scanner of this index's values in document order (see {@link ValueScanner}); one per thread, reused
     * from range to range.
     */
    public ValueScanner scanner() { return new ValueScanner(this); }

    /** See {@link ValueScanner#scan}; {@code c} is the scanner's own chunk, kept from one range to the next. */
    boolean scan(int from, int to, ValueScan scan, Chunk c) {
        to = Math.min(to, count);
        if (from >= to) return true;
        int s = Arrays.binarySearch(value, 0, spineSize, from);
        if (s < 0) s = -s - 2; // the entry whose chunk holds from
        for (; s < spineSize && value[s] < to; s++) {
            int first = value[s];
            int last = s + 1 < spineSize ? value[s + 1] : count;
            if (last - first == 1) {
                if (!scan.value(first, kindAt(s), startAt(s), endAt(s), keyAt(s), after[s])) return false;
                continue;
            }
            if (c.first != first || c.after != last) { // else the chunk goes on from where the last range left it
                int p = parent[s];
                c.reset(first, last, startAt(s), p, keyAt(s), p >= 0 && kindAt(slot(p)) == OBJECT, windowEnd(s));
            }
            for (int v = Math.max(first, from), until = Math.min(last, to); v < until; v++) {
                int i = c.closed(windowOf(c), v);
                if (!scan.value(v, c.kind[i], c.startOf(i), c.endOf(i), c.keyOf(i), c.next[i])) return false;
            }
        }
        return true;
    }

    /**
     * Bytes of text that chunks have read again so far, in all indexes and threads (a chunk's fill is counted
     * when it is reset for the next one). Tests compare it before and after some work: a walk that re-reads
     * the text per step shows here as a multiple of the text's length, without timing anything.
     */
    public static long rescannedBytes() { return Chunk.RESCANNED.sum(); }

    /** How many values have entries of their own (the rest are rebuilt from the text), for measurements. */
    public int spineSize() { return spineSize; }

    /** This thread's rebuilt container holding v below its own entry, or null when v is on the spine. */
    private Chunk chunkOf(int v) {
        RecentChunks atHome = homeChunks;
        RecentChunks recent = atHome != null && Thread.currentThread() == home ? atHome : chunksOfThread.get();
        Chunk c = recent.holding(v);
        if (c != null) return c;
        int s = find(v);
        if (s >= 0) return null;
        int owner = -s - 2; // the spine entry just before v: v lies in its container or its run of siblings
        if (owner < 0 || v >= count) throw new IndexOutOfBoundsException("no value " + v);
        c = recent.oldest();
        int end = owner + 1 < spineSize ? value[owner + 1] : count;
        int p = parent[owner];
        Elements e = elements;
        if (e != null && p == e.array && fromElement(c, e.starts, v, owner, end)) return c;
        boolean members = p >= 0 && kindAt(slot(p)) == OBJECT;
        c.reset(value[owner], end, startAt(owner), p, keyAt(owner), members, windowEnd(owner));
        return c;
    }

    /**
     * Resets {@code c} at the noted element that holds v, when that is past the run's entry: v's run is a run of the
     * array's elements, and every element is noted, so the last one at or before v is v or holds it.
     */
    private boolean fromElement(Chunk c, ElementStarts starts, int v, int owner, int end) {
        int i = starts.atOrBefore(v);
        if (i < 0) return false;
        int element = starts.value(i);
        if (element <= value[owner]) return false; // the run's entry itself: the usual reset
        c.reset(element, end, starts.start(i), parent[owner], -1, false, windowEnd(owner));
        c.ownsFirst = true; // its first value has no entry of its own: the chunk answers for it
        return true;
    }

    private int slot(int v) {
        int s = find(v);
        if (s < 0) throw new IndexOutOfBoundsException("no value " + v);
        return s;
    }

    /** The spine slot of v, or (-(insertion point) - 1). */
    private int find(int v) {
        int h = hint;
        int s = near(h, v);
        if (s == NOT_NEAR) s = near(h + 1, v);
        if (s == NOT_NEAR) s = near(hint2, v);
        if (s == NOT_NEAR) {
            s = Arrays.binarySearch(value, 0, spineSize, v);
            hint2 = h;
        }
        hint = s >= 0 ? s : Math.max(0, -s - 2);
        return s;
    }

    private static final int NOT_NEAR = Integer.MIN_VALUE;

    /** What {@link #find} answers when v is at slot s or just after it (before the next slot); else NOT_NEAR. */
    private int near(int s, int v) {
        if (s >= spineSize) return NOT_NEAR;
        int at = value[s];
        if (at == v) return s;
        if (at < v && (s + 1 == spineSize || value[s + 1] > v)) return -(s + 1) - 1;
        return NOT_NEAR;
    }

    // Both ask only for values up to the one they return, so walking a container's children scans its
    // text once and never past the child asked for.
    public int firstChild(int v) {
        int c = v + 1;
        return c < count && parent(c) == v ? c : -1;
    }

    public int nextSibling(int v) {
        int n = after(v);
        return n < count && parent(n) == parent(v) ? n : -1;
    }

    /**
     * Fills {@code into} with the children of a container, in order. Inside a rebuilt chunk this costs one
     * lookup for the whole walk, where {@link #firstChild} and {@link #nextSibling} pay one per step.
     */
    public void children(int container, ValueList into) {
        into.clear();
        Chunk c = chunkOf(container);
        if (c != null) {
            for (int v = container + 1; v < c.after && c.parent[c.reach(windowOf(c), v)] == container; v = c.next[c.closed(windowOf(c), v)]) {
                into.add(v);
            }
            return;
        }
        for (int v = firstChild(container); v >= 0; v = nextSibling(v)) into.add(v);
    }

    public int childCount(int v) {
        int n = 0;
        for (int c = firstChild(v); c >= 0; c = nextSibling(c)) n++;
        return n;
    }

    /** The n-th child of a container, or -1. */
    public int child(int v, int n) {
        int c = firstChild(v);
        for (int i = 0; i < n && c >= 0; i++) c = nextSibling(c);
        return c;
    }

    /** The member of an object with the given name, or -1; of two with that name the last, as {@code JSON.parse} takes it. */
    public int member(int object, String name) {
        byte[] wanted = name.getBytes(StandardCharsets.UTF_8);
        int found = -1;
        for (int c = firstChild(object); c >= 0; c = nextSibling(c)) {
            if (nameEquals(c, wanted)) {
                if (duplicates.isEmpty()) return c;
                found = c;
            }
        }
        return found;
    }

    /** The member's name as written, decoded. */
    public String name(int v) {
        long k = keyStart(v);
        if (k < 0) return null;
        byte[] text = flatText;
        if (text != null) return JsonText.decodeString(text, (int) k, JsonText.stringEnd(text, (int) k));
        Window w = window(k, start(v)); // the name, its colon and blanks: what lies before the value
        return JsonText.decodeString(w.bytes, w.at(k), JsonText.stringEnd(w.bytes, w.at(k)));
    }

    /**
     * True when the member name of v is this name (its UTF-8 bytes), written plainly or with escapes. The
     * plain case is a byte compare in place; only a name with a backslash is decoded.
     */
    public boolean nameEquals(int v, byte[] name) {
        long k = keyStart(v);
        if (k < 0) return false;
        byte[] text = flatText;
        if (text != null) return nameEqualsAt(text, (int) k, name);
        Window w = window(k, start(v));
        return nameEqualsAt(w.bytes, w.at(k), name);
    }

    /** As the default, with the member's name found once for all the names (a node's members, each against a dozen). */
    @Override public void noteNamed(int v, byte[][] names, int[] into, boolean lastWins) {
        noteNamedByKey(v, keyStart(v), names, into, lastWins);
    }

    /** As the default, inside a rebuilt chunk with one lookup for the whole walk (as {@link #children} does). */
    @Override public void noteNamedChildren(int container, byte[][] names, int[] into, boolean lastWins) {
        Chunk c = chunkOf(container);
        if (c == null) {
            for (int v = firstChild(container); v >= 0; v = nextSibling(v)) noteNamed(v, names, into, lastWins);
            return;
        }
        for (int v = container + 1; v < c.after; ) {
            int i = c.reach(windowOf(c), v);
            if (c.parent[i] != container) break;
            int k = c.key[i];
            if (k != -1) noteNamedAt(windowOf(c), k - c.arrayShift(), v, names, into, lastWins); // a chunk's names lie in its window
            v = c.next[c.closed(windowOf(c), v)];
        }
    }

    /** As the default, by the name's offset alone: a scan in document order compares names with no lookup. */
    @Override public void noteNamedByKey(int v, long keyStart, byte[][] names, int[] into, boolean lastWins) {
        if (keyStart < 0) return;
        byte[] text = flatText;
        if (text != null) {
            noteNamedAt(text, (int) keyStart, v, names, into, lastWins);
            return;
        }
        // As far as the longest name asked for reaches (its quotes too): looking v up for its start would rebuild
        // chunks apart from the scan's own. A name written with escapes is read to the value's start instead.
        int longest = 0;
        for (byte[] n : names) longest = Math.max(longest, n.length);
        long to = Math.min(layout.length(), keyStart + longest + 2);
        Window w = window(keyStart, to);
        for (long p = keyStart + 1; p < to; p++) {
            if (w.bytes[w.at(p)] == '\\') {
                w = window(keyStart, start(v));
                break;
            }
        }
        noteNamedAt(w.bytes, w.at(keyStart), v, names, into, lastWins);
    }

    /** {@code text} holds the name at {@code k} (the name's offset there), as a window or the flat text. */
    private void noteNamedAt(byte[] text, int k, int v, byte[][] names, int[] into, boolean lastWins) {
        if (k < 0 || k + 1 >= text.length) return;
        byte first = text[k + 1];
        for (int i = 0; i < names.length; i++) {
            byte[] name = names[i];
            if (name.length > 0 && first != name[0] && first != '\\') continue; // settled by the first byte
            if ((into[i] < 0 || lastWins) && nameEqualsAt(text, k, name)) into[i] = v;
        }
    }

    static boolean nameEqualsAt(byte[] text, int k, byte[] name) {
        // Bytes before the first backslash are the name's own: a literal difference there, or literal text going on
        // past the name, settles it without finding the name's end (most members compared are other names).
        int n = name.length;
        for (int i = 0; i < n; i++) {
            int at = k + 1 + i;
            if (at >= text.length) return false;
            byte b = text[at];
            if (b == '\\') return escapedNameEquals(text, k, name);
            if (b == '"') return false; // the name's closing quote: a shorter name (a quote in a name is escaped)
            if (b != name[i]) return false;
        }
        int after = k + 1 + n;
        if (after >= text.length) return false;
        return text[after] == '"'; // anything more, escaped or not, makes a longer name
    }

    private static boolean escapedNameEquals(byte[] text, int k, byte[] name) {
        int e = JsonText.stringEnd(text, k);
        return JsonText.decodeString(text, k, e).equals(new String(name, StandardCharsets.UTF_8));
    }

    /** The value's source text exactly as written. */
    public String raw(int v) {
        long s = start(v), e = end(v);
        byte[] text = flatText;
        if (text != null) return new String(text, (int) s, (int) (e - s), StandardCharsets.UTF_8);
        Window w = window(s, e);
        return new String(w.bytes, w.at(s), (int) (e - s), StandardCharsets.UTF_8);
    }

    /** A string value decoded, or null for other kinds. */
    public String string(int v) {
        return kind(v) == STRING ? string(v, STRING, start(v), end(v)) : null;
    }

    /** As the default, decoded from the span a scan gave, with no lookup of the value. */
    @Override public String string(int v, byte kind, long start, long end) {
        if (kind != STRING) return null;
        byte[] text = flatText;
        if (text != null) return JsonText.decodeString(text, (int) start, (int) end);
        Window w = window(start, end);
        return JsonText.decodeString(w.bytes, w.at(start), w.at(end));
    }

    /** True when the value is a number written as an integer (no fraction or exponent). */
    public boolean isIntegerNumber(int v) {
        long span = numberSpan(v);
        if (span < 0) return false;
        long s = span >>> SPAN_LENGTH_BITS, e = s + (span & SPAN_LENGTH);
        byte[] text = flatText;
        if (text != null) return JsonText.isIntegerText(text, (int) s, (int) e);
        Window w = window(s, e);
        return JsonText.isIntegerText(w.bytes, w.at(s), w.at(e));
    }

    /** An integer value that fits in a long, or {@code fallback}. */
    public long longValue(int v, long fallback) {
        long span = numberSpan(v); // one lookup: every id and reference passes here
        if (span < 0) return fallback;
        long s = span >>> SPAN_LENGTH_BITS, e = s + (span & SPAN_LENGTH);
        byte[] text = flatText;
        if (text != null) return JsonText.integer(text, (int) s, (int) e, fallback);
        Window w = window(s, e);
        return JsonText.integer(w.bytes, w.at(s), w.at(e), fallback);
    }

    // A number's span packed in a long: its start (under 2^32) above its length (the parser takes at most 10,000 digits).
    private static final int SPAN_LENGTH_BITS = 24;
    private static final long SPAN_LENGTH = (1L << SPAN_LENGTH_BITS) - 1;

    private static long span(long start, long end) { return start << SPAN_LENGTH_BITS | (end - start); }

    /** A number's start and length packed in a long (start high), or -1 for other kinds. */
    private long numberSpan(int v) {
        Chunk c = chunkOf(v);
        if (c != null) {
            int i = c.reach(windowOf(c), v);
            if (c.kind[i] != NUMBER) return -1;
            return span(c.startOf(i), c.endOf(i)); // a scalar's end is known once it is reached
        }
        int i = slot(v);
        return kindAt(i) != NUMBER ? -1 : span(startAt(i), endAt(i));
    }

    /** Line (1-based) and column (1-based, in characters) of a byte offset, for messages. */
    public static int[] lineColumn(byte[] text, int offset) {
        return ValueIndex.lineColumn(text, offset);
    }
}
