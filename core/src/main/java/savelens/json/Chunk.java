package savelens.json;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;

/**
 * The values of one small container (its subtree), laid out as the full index would hold them. The
 * index keeps only the container itself and rebuilds the rest from the text when a value inside is
 * looked at. Local slot {@code i} is value {@code first + i}; parents and subtree ends are value numbers.
 *
 * <p>The text was validated by the full parse, so rebuilding only finds where values begin and end: no
 * decoding, no error paths. It goes only as far as the values asked for: reading a node's id and type
 * does not scan its fields.
 *
 * <p>A chunk belongs to one thread and is reused from container to container: a load walks every node, and
 * fresh arrays each time would be much of its cost (see {@link JsonIndex}).
 */
final class Chunk {
    /** Bytes of text read again by every chunk so far (see {@link JsonIndex#rescannedBytes}). */
    static final LongAdder RESCANNED = new LongAdder();

    int first = -1;
    int after = -1;
    byte[] kind = new byte[0];
    // Offsets relative to winFrom (where the chunk's first value starts), so that they stay ints in a text of any
    // length: see startOf, endOf, keyOf. A member name before the first value is at -3 or less; -1 is "no name".
    int[] start = new int[0];
    int[] end = new int[0];
    int[] key = new int[0];
    int[] parent = new int[0];
    /** The value after each one's subtree; -1 for a container not closed yet. */
    int[] next = new int[0];

    // Where the scan stands: the next value starts at or after pos. The text itself is passed in by the
    // index at every call, never kept: a chunk left in a thread-local after its index is gone must not
    // hold a whole document's text alive.
    private int pos;
    private int fillStart;
    private int scanned;
    private int pendingKey;
    private int rootParent;
    /** Whether the top-level values are object members (a run of siblings has names between them). */
    private boolean members;
    private int[] open = new int[8];
    private int depth;

    // Where the chunk reads its bytes ({@link JsonIndex#windowOf}): text offset p is array[p - shift], the array being
    // the piece's of the layout numbered textId, or copy (of winFrom..winTo, when that range crosses pieces).
    // No reference to the text's arrays is kept here, for the reason above.
    long winFrom;
    long winTo;
    int textId = -1;
    int piece;
    long shift;
    byte[] copy;

    /**
     * Whether {@code first} is a value with no spine entry (an element the chunk was started at, see
     * {@link JsonIndex#elementStarts}): then the chunk answers for it too, else the spine does.
     */
    boolean ownsFirst;

    /** Whether v is one of the values this chunk answers for. */
    boolean holds(int v) { return (v > first || (v == first && ownsFirst)) && v < after; }

    /**
     * Starts over for the values {@code first} (starting at byte {@code start}) up to {@code after}: one
     * container's subtree, or a run of siblings and their subtrees.
     */
    void reset(int first, int after, long start, int parent, long key, boolean members, long windowEnd) {
        this.winFrom = start;
        this.winTo = windowEnd;
        this.textId = -1;
        this.copy = null;
        this.ownsFirst = false;
        if (pos > fillStart) RESCANNED.add(pos - fillStart); // counted per fill, not per step: cheap enough for a hot path
        this.members = members;
        this.first = first;
        this.after = after;
        this.pos = 0;
        this.fillStart = 0;
        this.scanned = 0;
        this.pendingKey = key < 0 ? -1 : (int) (key - start);
        this.rootParent = parent;
        this.depth = 0;
        int n = after - first;
        if (n > kind.length) {
            int cap = Math.max(n, kind.length * 2);
            kind = Arrays.copyOf(kind, cap);
            this.start = Arrays.copyOf(this.start, cap);
            end = Arrays.copyOf(end, cap);
            this.key = Arrays.copyOf(this.key, cap);
            this.parent = Arrays.copyOf(this.parent, cap);
            next = Arrays.copyOf(next, cap);
        }
    }

    /** Local slot of value v, scanned at least up to its start; {@code text} is the chunk's window ({@link JsonIndex#windowOf}). */
    int reach(byte[] text, int v) {
        int i = v - first;
        while (scanned <= i) step(text);
        return i;
    }

    /** Local slot of value v, scanned past its end. */
    int closed(byte[] text, int v) {
        int i = v - first;
        while (scanned <= i || next[i] < 0) step(text);
        return i;
    }

    /** Records one value, then closes what ends after it and steps over a comma to the next value. */
    private void step(byte[] text) {
        int d = arrayShift();
        pos = skipBlanks(text, pos - d) + d;
        byte b = text[pos - d];
        int local = scanned++;
        start[local] = pos;
        key[local] = pendingKey;
        parent[local] = depth == 0 ? rootParent : first + open[depth - 1];
        if (b == '{' || b == '[') {
            kind[local] = b == '{' ? JsonIndex.OBJECT : JsonIndex.ARRAY;
            next[local] = -1;
            if (depth == open.length) open = Arrays.copyOf(open, depth * 2);
            open[depth++] = local;
            pos = skipBlanks(text, pos + 1 - d) + d;
            byte n = text[pos - d];
            if (n != '}' && n != ']') {
                pendingKey = b == '{' ? memberName(text) : -1;
                return;
            }
        } else {
            kind[local] = scalarKind(b);
            pos = (b == '"' ? JsonText.stringEnd(text, pos - d) : scalarEnd(text, pos - d)) + d;
            end[local] = pos;
            next[local] = first + local + 1;
        }
        while (true) {
            pos = skipBlanks(text, pos - d) + d;
            if (depth == 0) {
                if (scanned < after - first) { // the next sibling of a run
                    pos = skipBlanks(text, pos + 1 - d) + d;
                    pendingKey = members ? memberName(text) : -1;
                }
                return;
            }
            if (text[pos - d] == ',') {
                pos = skipBlanks(text, pos + 1 - d) + d;
                pendingKey = kind[open[depth - 1]] == JsonIndex.OBJECT ? memberName(text) : -1;
                return;
            }
            int closed = open[--depth];
            end[closed] = ++pos;
            next[closed] = first + scanned;
        }
    }

    /** At a member name: returns where it starts and moves past it and its colon. */
    private int memberName(byte[] text) {
        int at = pos;
        int d = arrayShift();
        pos = skipBlanks(text, JsonText.stringEnd(text, pos - d)) + 1 + d;
        return at;
    }

    /** What to take from a relative offset to find its byte in the window's array: rel - arrayShift(). */
    int arrayShift() { return (int) (shift - winFrom); }

    /** Where local slot i starts in the text. */
    long startOf(int i) { return winFrom + start[i]; }

    /** Where local slot i ends in the text. */
    long endOf(int i) { return winFrom + end[i]; }

    /** Where local slot i's member name starts in the text, or -1. */
    long keyOf(int i) {
        int k = key[i];
        return k == -1 ? -1 : winFrom + k;
    }

    static byte scalarKind(byte b) {
        return switch (b) {
            case '"' -> JsonIndex.STRING;
            case 't' -> JsonIndex.TRUE;
            case 'f' -> JsonIndex.FALSE;
            case 'n' -> JsonIndex.NULL;
            default -> JsonIndex.NUMBER;
        };
    }

    /** End of a number or literal: the first blank or punctuation byte. */
    static int scalarEnd(byte[] text, int pos) {
        // One lookup a byte rather than eight compares: numbers are most of what a filter over every node steps over.
        while (pos < text.length && !ENDS_SCALAR[text[pos] & 0xFF]) pos++;
        return pos;
    }

    /** The bytes that end a number or literal. */
    private static final boolean[] ENDS_SCALAR = new boolean[256];

    static {
        for (char c : new char[] {',', ']', '}', ' ', '\n', '\r', '\t', ':'}) ENDS_SCALAR[c] = true;
    }

    private static int skipBlanks(byte[] text, int pos) {
        while (pos < text.length) {
            byte b = text[pos];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') break;
            pos++;
        }
        return pos;
    }
}
