package savelens.primitive;

import java.util.Arrays;

/**
 * A first-in first-out queue of ints in blocks of 32,768, each let go once it is read through: a breadth-first
 * search holds only what it has found and not yet taken (a level or two of the document), not an int for every
 * node, and never asks the heap for one large array (a collector with regions must find such an array a run of free
 * regions side by side).
 */
public final class IntQueue {
    private static final int BLOCK_BITS = 15, BLOCK = 1 << BLOCK_BITS;
    private int[][] blocks = new int[4][];
    /** The block being read and the one being written, and the place in each. */
    private int headBlock, headAt, tailBlock, tailAt;
    private long taken, added;

    public IntQueue() {
        blocks[0] = new int[BLOCK];
    }

    public void add(int value) {
        if (tailAt == BLOCK) {
            tailBlock++;
            if (tailBlock == blocks.length) blocks = Arrays.copyOf(blocks, blocks.length * 2);
            blocks[tailBlock] = new int[BLOCK];
            tailAt = 0;
        }
        blocks[tailBlock][tailAt++] = value;
        added++;
    }

    public boolean isEmpty() { return taken == added; }

    /** The value added first of those not taken yet; the queue must not be empty. */
    public int take() {
        if (headAt == BLOCK) {
            blocks[headBlock++] = null; // read through: let go
            headAt = 0;
        }
        taken++;
        return blocks[headBlock][headAt++];
    }

    /** How many values were ever added. */
    public long added() { return added; }

    /** How many values were ever taken. */
    public long taken() { return taken; }
}
