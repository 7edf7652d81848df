package savelens.json;

import java.util.Arrays;

/**
 * The values of one small container (its subtree), laid out as the full index would hold them. The
 * index keeps only the container itself and rebuilds the rest from the text into a chunk when a value
 * inside is looked at. Local slot {@code i} is value {@code first + i}; parents and subtree ends are
 * value numbers.
 *
 * <p>The thread that reads a document rebuilds into one chunk, reused from container to container: a load
 * walks every node several times, and fresh arrays each time would be most of its cost. Other threads
 * get a fresh chunk per container (see {@link JsonIndex}).
 */
final class Chunk {
    int first = -1;
    int after;
    byte[] kind = new byte[0];
    int[] start = new int[0];
    int[] end = new int[0];
    int[] key = new int[0];
    int[] parent = new int[0];
    int[] next = new int[0];

    boolean holdsBelowRoot(int v) { return v > first && v < after; }

    /** Makes room for a container's subtree; the caller fills every slot. */
    void reset(int first, int after) {
        this.first = first;
        this.after = after;
        int n = after - first;
        if (n > kind.length) {
            int cap = Math.max(n, kind.length * 2);
            kind = Arrays.copyOf(kind, cap);
            start = Arrays.copyOf(start, cap);
            end = Arrays.copyOf(end, cap);
            key = Arrays.copyOf(key, cap);
            parent = Arrays.copyOf(parent, cap);
            next = Arrays.copyOf(next, cap);
        }
    }
}
