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
 */
final class MadeLines {
    static final int BLOCK = 1 << 20;
    /** Where the lines are made, line after line; a full block is put aside ({@link #ended}). */
    final LineBytes bytes;
    private final int block;
    private byte[][] blocks = new byte[4][];
    private int[] blockEnd = new int[4];
    private int blockCount;
    /** Line n's start: its block << 32 | its offset in the block. */
    private long[] start = new long[1024];
    private int lines;

    MadeLines() { this(BLOCK); }

    /** Blocks of about {@code block} bytes (the tests make them small). */
    MadeLines(int block) {
        this.block = block;
        this.bytes = new LineBytes(null, block + 1024);
    }

    /** How many lines are made. */
    int count() { return lines; }

    /** Line {@code n} is the bytes made since the line before; lines are numbered from 0 in the order they are made. */
    void ended(int n) {
        if (n != lines) throw new IllegalArgumentException("line " + n + " made after line " + (lines - 1));
        if (n == start.length) start = Arrays.copyOf(start, n * 2);
        start[n] = (long) blockCount << 32 | next;
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

    /** Line {@code n} onto {@code out}. */
    void copy(int n, LineBytes out) {
        long s = start[n];
        int k = (int) (s >>> 32);
        int from = (int) s;
        int end;
        if (n + 1 < lines && (int) (start[n + 1] >>> 32) == k) end = (int) start[n + 1];
        else end = k < blockCount ? blockEnd[k] : bytes.size();
        if (k < blockCount) out.bytes(blocks[k], from, end);
        else out.bytesOf(bytes, from, end);
    }
}
