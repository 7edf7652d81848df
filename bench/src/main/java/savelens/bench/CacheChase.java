package savelens.bench;

import java.util.Random;

/**
 * The machine's part alone: one read per node, each at the place the read before it names (as the size analysis's
 * depth-first search goes down to a node named by the node before), over one cache line (64 bytes) per node, about
 * what the analysis's arrays take a node. Visited in order, each next line is the one after; in a random order (one
 * cycle through all nodes) each is anywhere: at 100k nodes the 6.4 MB fit the processor's last cache, at 1M the
 * 64 MB do not. The same loop at both sizes; only the order differs.
 */
final class CacheChase {
    private static final int INTS_PER_LINE = 16;

    private final int[] next;

    private CacheChase(int[] next) {
        this.next = next;
    }

    static CacheChase inOrder(int n) {
        int[] next = new int[n * INTS_PER_LINE];
        for (int i = 0; i < n; i++) next[i * INTS_PER_LINE] = ((i + 1) % n) * INTS_PER_LINE;
        return new CacheChase(next);
    }

    /** One cycle through all n lines in a random order (Sattolo's shuffle). */
    static CacheChase randomOrder(int n, long seed) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Random r = new Random(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int[] next = new int[n * INTS_PER_LINE];
        for (int i = 0; i < n; i++) next[order[i] * INTS_PER_LINE] = order[(i + 1) % n] * INTS_PER_LINE;
        return new CacheChase(next);
    }

    /** Follows the chain once round: n reads, each waiting on the one before. */
    int run() {
        int n = next.length / INTS_PER_LINE;
        int at = 0;
        for (int i = 0; i < n; i++) at = next[at];
        return at;
    }
}
