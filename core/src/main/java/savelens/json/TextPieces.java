package savelens.json;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import savelens.index.TextPastOneArrayException;

/**
 * A text held as pieces of byte arrays, so that an edit replaces a few bytes without copying the rest: the pieces of
 * an edited text share the arrays of the text before it. Piece {@code i} is the document's bytes {@code from[i]} up to
 * {@code from[i + 1]}, read from {@code arrays[i]} at {@code p - shift(i)}. Immutable; no piece is empty.
 *
 * <p>A piece whose array is null is read from {@link #outside}, a copy of the file's bytes outside the heap (a big
 * document's text read from a file: see {@link JsonIndex#readOutsideHeap}), at the same {@code p - shift(i)}.
 */
final class TextPieces {
    /** Pieces past which an edit writes the text flat once (reads that cross pieces copy, so few pieces stay cheap). */
    static final int MOST_PIECES = 64;
    /** Bytes copied to write texts in pieces flat, for tests and measurements (see {@link JsonIndex#flattenedBytes}). */
    static final LongAdder FLATTENED = new LongAdder();
    private static final AtomicInteger IDS = new AtomicInteger();

    /** Tells layouts apart for the chunks that cached where they read, with no reference to the arrays. */
    final int id = IDS.incrementAndGet();
    final byte[][] arrays;
    final long[] from;
    private final long[] offset;
    /** What the pieces with no array read (read-only, never changed), or null when every piece has its array. */
    private final TextBuffers outside;

    private TextPieces(byte[][] arrays, long[] from, long[] offset, TextBuffers outside) {
        this.arrays = arrays;
        this.from = from;
        this.offset = offset;
        this.outside = outside;
    }

    /** A flat text: one piece. */
    static TextPieces of(byte[] text) {
        return new TextPieces(new byte[][] {text}, new long[] {0, text.length}, new long[] {0}, null);
    }

    /** The text that is all of {@code bytes} (from 0 to its capacity), read where it is: one piece with no array. */
    static TextPieces outside(ByteBuffer bytes) {
        return outside(TextBuffers.of(bytes));
    }

    /**
     * The text that is all of {@code text}, read where it is: one piece with no array per buffer, so that a read within
     * one buffer never crosses into the next.
     */
    static TextPieces outside(TextBuffers text) {
        int n = text.count();
        long[] from = new long[n + 1];
        long[] offset = new long[n];
        for (int i = 0; i < n; i++) {
            from[i] = Math.min(text.length(), (long) i * text.pieceBytes());
            offset[i] = from[i];
        }
        from[n] = text.length();
        return new TextPieces(new byte[n][], from, offset, text);
    }

    /** Whether some of the text is read from outside the heap. */
    boolean readsOutside() { return outside != null; }

    long length() { return from[from.length - 1]; }

    int count() { return arrays.length; }

    /** The one array that is the whole text, or null when the text is in several pieces. */
    byte[] flatOrNull() {
        byte[] a = arrays[0];
        return arrays.length == 1 && a != null && offset[0] == 0 && a.length == from[1] ? a : null;
    }

    /** The piece holding byte {@code pos} (the last one for the text's end). */
    int pieceAt(long pos) {
        int i = Arrays.binarySearch(from, 0, arrays.length, pos);
        return i >= 0 ? i : Math.max(0, -i - 2);
    }

    /** What to take from a piece's offset to find the byte in its array: {@code text[p] == arrays[i][p - shift(i)]}. */
    long shift(int i) { return from[i] - offset[i]; }

    /** The bytes from {@code start} up to {@code end}. */
    byte[] copy(long start, long end) {
        if (end - start > TextPastOneArrayException.MOST) throw new TextPastOneArrayException(end - start);
        byte[] out = new byte[(int) (end - start)];
        copyTo(start, end, out, 0);
        return out;
    }

    void copyTo(long start, long end, byte[] out, int at) {
        for (int i = pieceAt(start); start < end; i++) {
            int n = (int) (Math.min(end, from[i + 1]) - start);
            if (arrays[i] != null) System.arraycopy(arrays[i], (int) (start - shift(i)), out, at, n);
            else outside.copyTo(start - shift(i), start - shift(i) + n, out, at);
            at += n;
            start += n;
        }
    }

    /** The whole text in one array (the array itself when it is one already). */
    byte[] flat() {
        byte[] f = flatOrNull();
        if (f != null) return f;
        FLATTENED.add(length());
        return copy(0, length());
    }

    /**
     * This text with {@code removed} bytes at {@code at} replaced by {@code bytes} (kept, not copied): the pieces before
     * and after are shared. Past {@link #MOST_PIECES} pieces the result is written flat.
     */
    TextPieces replaced(long at, long removed, byte[] bytes) {
        long end = at + removed;
        if (at < 0 || removed < 0 || end > length()) throw new IllegalArgumentException("no bytes " + at + " to " + end);
        long size = length() - removed + bytes.length;
        int n = arrays.length;
        byte[][] a = new byte[n + 2][];
        long[] f = new long[n + 3];
        long[] o = new long[n + 2];
        int k = 0;
        for (int i = 0; i < n && from[i] < at; i++) { // what lies before the replaced bytes, cut at them
            a[k] = arrays[i];
            f[k] = from[i];
            o[k] = offset[i];
            k++;
        }
        if (bytes.length > 0) {
            a[k] = bytes;
            f[k] = at;
            o[k] = 0;
            k++;
        }
        long delta = bytes.length - removed;
        for (int i = pieceAt(end); i < n; i++) { // what lies after them, from their end on, moved by the change
            long s = Math.max(from[i], end);
            if (s >= from[i + 1]) continue;
            a[k] = arrays[i];
            f[k] = s + delta;
            o[k] = offset[i] + (s - from[i]);
            k++;
        }
        f[k] = size;
        if (k == 0) return of(new byte[0]);
        TextPieces next = new TextPieces(Arrays.copyOf(a, k), Arrays.copyOf(f, k + 1), Arrays.copyOf(o, k), outside);
        // The buffers a text outside the heap was read in count as one piece; a text past one array's most stays in pieces.
        int most = MOST_PIECES + (outside != null ? outside.count() - 1 : 0);
        return k > most && size <= Integer.MAX_VALUE - 8 ? of(next.flat()) : next;
    }
}
