package savelens.scene;

import java.util.Arrays;

/**
 * Nodes numbered by slot in the order they join (a scene's objects, or its components), with each node's slot found
 * from its number. A bit per node says which nodes joined; while they join in ascending order, as a shape reading in
 * document order gives them, a node's slot is how many joined before it: a count per 64 nodes and the bits of its own
 * word. An int per node (4 MB at a million nodes, and a cache miss per link followed) is made only when a node joins
 * out of order.
 */
final class NodeSlots {
    private long[] bits;
    /** Per word of {@link #bits}, while in order: how many nodes joined below it (set up to {@link #lastWord}). */
    private int[] before;
    /** Per node, once a node joined out of order (-1 for none); null before. */
    private int[] slotOf;
    private int size;
    private int last = -1;
    private int lastWord = -1;

    NodeSlots(int nodes) {
        int words = (nodes + 63) >>> 6;
        bits = new long[words];
        before = new int[words];
    }

    /** How many nodes joined. */
    int size() { return size; }

    boolean contains(int node) {
        return node >= 0 && (node >>> 6) < bits.length && (bits[node >>> 6] & (1L << node)) != 0;
    }

    /** The node's slot, -1 when it did not join. */
    int slot(int node) {
        if (!contains(node)) return -1;
        if (slotOf != null) return slotOf[node];
        int w = node >>> 6;
        return before[w] + Long.bitCount(bits[w] & ((1L << node) - 1));
    }

    /** The node joins, as the next slot (it has none yet: the caller looks first); returns that slot. */
    int add(int node) {
        int w = node >>> 6;
        if (w >= bits.length) {
            int n = Math.max(w + 1, bits.length * 3 / 2 + 1);
            bits = Arrays.copyOf(bits, n);
            if (slotOf == null) before = Arrays.copyOf(before, n);
            else slotOf = grownSlots(slotOf, n << 6);
        }
        if (slotOf == null && node < last) listSlots();
        int s = size++;
        if (slotOf != null) {
            if (node >= slotOf.length) slotOf = grownSlots(slotOf, Math.max(node + 1, slotOf.length * 3 / 2 + 1));
            slotOf[node] = s;
        } else {
            for (int i = lastWord + 1; i <= w; i++) before[i] = s; // the words passed hold none of the nodes joined
            lastWord = Math.max(lastWord, w);
        }
        bits[w] |= 1L << node;
        last = Math.max(last, node);
        return s;
    }

    /** From here on a slot per node: the nodes joined so far in ascending order, slots 0 on. */
    private void listSlots() {
        int[] out = new int[bits.length << 6];
        Arrays.fill(out, -1);
        int s = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long b = bits[w]; b != 0; b &= b - 1) out[(w << 6) + Long.numberOfTrailingZeros(b)] = s++;
        }
        slotOf = out;
        before = null;
    }

    private static int[] grownSlots(int[] slots, int n) {
        int old = slots.length;
        int[] out = Arrays.copyOf(slots, n);
        Arrays.fill(out, old, n, -1);
        return out;
    }
}
