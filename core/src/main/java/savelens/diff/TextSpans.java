package savelens.diff;

import java.util.Arrays;
import savelens.index.ValueIndex;

/**
 * One document's text as the diff reads it: spans compared and scalars hashed. A text that is one array already is
 * read in place; one held in pieces (an edit patched it) or outside the heap (a big file's) is read a block at a time
 * through the index, never written flat: a diff of two big files would otherwise put both whole texts on the heap.
 * Belongs to one thread and one side of the diff.
 */
final class TextSpans {
    /** Bytes copied at most at once from a text not in one array. */
    private static final int BLOCK = 1 << 16;
    private final ValueIndex index;
    /** The text when it is one array, else null. */
    private final byte[] flat;
    private byte[] block = new byte[0];

    TextSpans(ValueIndex index) {
        this.index = index;
        this.flat = index.textIsFlat() ? index.text() : null;
    }

    long length() { return flat != null ? flat.length : index.textLength(); }

    /** Whether {@code x}'s bytes from {@code xs} up to {@code xe} are {@code y}'s from {@code ys} up to {@code ye}. */
    static boolean equal(TextSpans x, long xs, long xe, TextSpans y, long ys, long ye) {
        // A flat text is one array: its offsets are ints.
        if (x.flat != null && y.flat != null) return Arrays.equals(x.flat, (int) xs, (int) xe, y.flat, (int) ys, (int) ye);
        if (xe - xs != ye - ys) return false;
        while (xs < xe) {
            int n = (int) Math.min(BLOCK, xe - xs);
            byte[] p = x.read(xs, n), q = y.read(ys, n);
            int pa = x.flat != null ? (int) xs : 0, qa = y.flat != null ? (int) ys : 0;
            if (!Arrays.equals(p, pa, pa + n, q, qa, qa + n)) return false;
            xs += n;
            ys += n;
        }
        return true;
    }

    /** {@code acc} carried over the bytes from {@code start} up to {@code end}: {@code acc = acc * 31 + byte} for each. */
    int hash(int acc, long start, long end) {
        while (start < end) {
            int n = (int) Math.min(BLOCK, end - start);
            byte[] b = read(start, n);
            int at = flat != null ? (int) start : 0;
            for (int i = at; i < at + n; i++) acc = acc * 31 + b[i];
            start += n;
        }
        return acc;
    }

    /** The text itself when flat (the bytes at {@code from}), else a block holding the {@code n} bytes from {@code from} at 0. */
    private byte[] read(long from, int n) {
        if (flat != null) return flat;
        if (block.length < n) block = new byte[Math.max(n, Math.min(BLOCK, 2 * block.length + 256))];
        index.copyText(from, block, 0, n);
        return block;
    }
}
