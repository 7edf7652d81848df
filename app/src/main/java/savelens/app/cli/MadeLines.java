package savelens.app.cli;

import java.util.Arrays;

/**
 * Lines made in one order and printed in another ({@link SceneCommands#lines}), kept in blocks of about
 * {@link #BLOCK} bytes: one buffer grown by doubling to the whole output (tens of MB for a big scene) copied it over
 * and over, and the copies cost as much as making the lines.
 *
 * <p>Each line is the bytes made from the end of the one before, so a line needs only where it starts: its block and
 * offset in one {@code long}, its end the next line's start (or its block's end). The printing pass takes the lines in
 * the tree's order, jumping about them: one word read per line, beside the next line's, where three arrays were three
 * places to wait on.
 *
 * <p>No array here reaches half a G1 region of the smallest size (1 MB): an array that big is humongous, and in a
 * command's heap, full of the document, each such allocation may start a collection and a concurrent mark (a 1M-node
 * scene's output in 1 MB blocks made 24 of them, the starts grown by doubling three more).
 */
final class MadeLines {
    /** Bytes of lines a block holds, about: with a long line's room, still under half of the smallest G1 region. */
    static final int BLOCK = 1 << 18;
    /** Line starts a page holds (256 KB). */
    static final int START_PAGE = 1 << 15;
    /** Where the lines are made, line after line; a full block is put aside ({@link #ended}). */
    final LineBytes bytes;
    private final int block;
    private byte[][] blocks = new byte[4][];
    private int[] blockEnd = new int[4];
    private int blockCount;
    /** Line n's start: its block << 32 | its offset in the block; in pages of {@link #startPage} lines. */
    private long[][] start = new long[16][];
    private final int startPage;
    private int lines;

    MadeLines() { this(BLOCK, START_PAGE); }

    /** Blocks of about {@code block} bytes, the starts in pages of {@code startPage} lines (the tests make both small). */
    MadeLines(int block, int startPage) {
        this.block = block;
        this.startPage = startPage;
        this.bytes = new LineBytes(null, block + 1024);
    }

    /** Line {@code n}'s start: its block << 32 | its offset in the block. */
    long start(int n) { return start[n / startPage][n % startPage]; }

    /** How many lines are made. */
    int count() { return lines; }

    /** Line {@code n} is the bytes made since the line before; lines are numbered from 0 in the order they are made. */
    void ended(int n) {
        if (n != lines) throw new IllegalArgumentException("line " + n + " made after line " + (lines - 1));
        int page = n / startPage;
        if (page == start.length) start = Arrays.copyOf(start, page * 2);
        if (start[page] == null) start[page] = new long[startPage];
        start[page][n % startPage] = (long) blockCount << 32 | next;
        lines = n + 1;
        next = bytes.size();
        if (next >= block) {
            if (blockCount == blocks.length) {
                blocks = Arrays.copyOf(blocks, blockCount * 2);
                blockEnd = Arrays.copyOf(blockEnd, blockCount * 2);
            }
            blockEnd[blockCount] = next;
            blocks[blockCount++] = bytes.takeBuffer(block + 1024);
            next = 0;
        }
    }

    private int next; // where the next line starts in the block being filled

    /** Bytes of the largest array kept so far: a block, the one being filled, or a page of starts. */
    long largestArrayBytes() {
        long most = bytes.capacity();
        for (int i = 0; i < blockCount; i++) most = Math.max(most, blocks[i].length);
        for (long[] page : start) if (page != null) most = Math.max(most, 8L * page.length);
        return most;
    }

    /** The lines given to {@link #print} and not printed yet. */
    private final LineQueue queue = new LineQueue();

    /**
     * Line {@code n} onto {@code out} after the lines given before it, {@link LineQueue#BATCH} of them at once
     * ({@link #printQueued} prints the rest): see {@link LineQueue}.
     */
    void print(int n, LineBytes out, int flushAt) { queue.print(this, n, out, flushAt); }

    /**
     * The lines given to {@link #print} and not printed yet, onto {@code out}, which is flushed whenever it holds
     * {@code flushAt} bytes or more.
     */
    void printQueued(LineBytes out, int flushAt) { queue.printQueued(out, flushAt); }

    /** A byte of a line that starts at {@code s} (block << 32 | offset), at {@code at} in its block (before its end). */
    byte byteAt(long s, int at) {
        int k = (int) (s >>> 32);
        return k < blockCount ? blocks[k][at] : 0;
    }

    /** Copies the line that starts at {@code s} (block << 32 | offset) and ends at {@code end} in its block onto {@code out}. */
    void copy(long s, int end, LineBytes out) {
        int k = (int) (s >>> 32);
        if (k < blockCount) out.bytes(blocks[k], (int) s, end);
        else out.bytesOf(bytes, (int) s, end);
    }

    /** Where line {@code n}, which starts at {@code s} (block << 32 | offset), ends in its block. */
    int end(int n, long s) {
        int k = (int) (s >>> 32);
        long after = n + 1 < lines ? start(n + 1) : -1;
        if (after >= 0 && (int) (after >>> 32) == k) return (int) after;
        return k < blockCount ? blockEnd[k] : bytes.size();
    }
}
