package savelens.index;

import java.util.concurrent.atomic.LongAdder;

/**
 * Line and column of any byte offset of a text, from one pass over it: where each line starts (found by binary
 * search) and, every {@value #BLOCK} bytes, how many UTF-8 continuation bytes came before (so a column counts
 * characters without walking its line from the start: a save written on one line has only one). A reader that
 * reports many findings builds one table and asks it for each; asking {@link ValueIndex#lineColumn} per finding
 * walked the text from byte 0 every time, so a file full of duplicates took quadratic time to read.
 */
public final class LineTable {
    private static final int BLOCK = 64;
    /** Bytes walked by every table, built and asked: what tests count instead of timing a read. */
    private static final LongAdder SCANNED = new LongAdder();

    private final byte[] text;
    private final int[] lineStarts;
    private final int lines;
    /** Continuation bytes before each block's first byte. */
    private final int[] continuations;

    private LineTable(byte[] text) {
        this.text = text;
        int[] starts = new int[16];
        int n = 1;
        int[] cont = new int[text.length / BLOCK + 1];
        int c = 0;
        // Block by block, so that the inner loop is a plain scan the compiler makes fast.
        for (int block = 0, from = 0; from < text.length; block++, from += BLOCK) {
            cont[block] = c;
            int to = Math.min(text.length, from + BLOCK);
            for (int i = from; i < to; i++) {
                byte b = text[i];
                if (b == '\n') {
                    if (n == starts.length) starts = java.util.Arrays.copyOf(starts, n * 2);
                    starts[n++] = i + 1;
                } else if (b < -64) { // 0x80..0xBF: a continuation byte
                    c++;
                }
            }
        }
        if ((text.length & (BLOCK - 1)) == 0) cont[text.length / BLOCK] = c;
        this.lineStarts = starts;
        this.lines = n;
        this.continuations = cont;
        SCANNED.add(text.length);
    }

    /** The table of a text, built in one pass over it. */
    public static LineTable of(byte[] text) {
        return new LineTable(text);
    }

    /** The line (1-based) of a byte offset. */
    public int line(int offset) {
        int at = clamp(offset);
        int lo = 0, hi = lines - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= at) lo = mid;
            else hi = mid - 1;
        }
        return lo + 1;
    }

    /** Line (1-based) and column (1-based, in characters) of a byte offset, as {@link ValueIndex#lineColumn} gives them. */
    public int[] lineColumn(int offset) {
        int at = clamp(offset);
        int line = line(at);
        int start = lineStarts[line - 1];
        int chars = (at - start) - (continuationsBefore(at) - continuationsBefore(start));
        return new int[] {line, chars + 1};
    }

    private int continuationsBefore(int offset) {
        int block = offset / BLOCK;
        int c = continuations[block];
        int from = block * BLOCK;
        for (int i = from; i < offset; i++) if ((text[i] & 0xC0) == 0x80) c++;
        SCANNED.add(offset - from);
        return c;
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, text.length));
    }

    static void counted(int bytes) {
        if (bytes > 0) SCANNED.add(bytes);
    }

    /** How many bytes line tables have walked so far in this process (built and asked), for tests that count work. */
    public static long bytesScanned() {
        return SCANNED.sum();
    }
}
