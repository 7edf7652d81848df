package savelens.graph;

import java.util.Arrays;
import savelens.primitive.LongIntMap;

/**
 * How many edges lead to each node, a byte a node: nearly every node of a document has a few, and an int a node is
 * 19 MB on a document of nearly five million. A node with 255 or more keeps its count in a table of its own.
 */
final class IncomingCounts {
    private static final int LARGE = 0xFF;
    private final byte[] small;
    /** The nodes whose count is in {@code large}, each by its place there. */
    private final LongIntMap largeAt;
    private int[] large;

    IncomingCounts(int nodes) {
        small = new byte[nodes];
        largeAt = new LongIntMap(16);
        large = new int[16];
    }

    private IncomingCounts(IncomingCounts other) {
        small = other.small.clone();
        largeAt = other.largeAt.copy();
        large = other.large.clone();
    }

    IncomingCounts copy() { return new IncomingCounts(this); }

    int get(int node) {
        int c = small[node] & 0xFF;
        return c != LARGE ? c : large[largeAt.get(node)];
    }

    void increment(int node) {
        int c = small[node] & 0xFF;
        if (c < LARGE - 1) {
            small[node] = (byte) (c + 1);
        } else if (c == LARGE - 1) {
            small[node] = (byte) LARGE;
            int at = largeAt.size();
            largeAt.putIfAbsent(node, at);
            if (at == large.length) large = Arrays.copyOf(large, at * 2);
            large[at] = LARGE;
        } else {
            large[largeAt.get(node)]++;
        }
    }

    /** One fewer; a count once large stays in the table. */
    void decrement(int node) {
        int c = small[node] & 0xFF;
        if (c != LARGE) small[node] = (byte) (c - 1);
        else large[largeAt.get(node)]--;
    }

    /** How many nodes have two or more. */
    int atLeastTwo() {
        int count = 0;
        for (int i = 0; i < small.length; i++) if (get(i) >= 2) count++;
        return count;
    }
}
