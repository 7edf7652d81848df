package savelens.primitive;

import java.util.function.IntUnaryOperator;

/**
 * The slots of an open-addressing table of positions into arrays its owner keeps (position + 1 per slot, 0 where
 * empty; a power of two long, at most half full): no entry object and no boxed number per key. What a position's key
 * is and when two keys are the same stay with the owner, which probes from {@link #first} by {@link #next} until
 * {@link #at} says empty or names its key.
 */
public final class PositionSlots {
    private final IntUnaryOperator hashAt;
    private int[] slots = new int[16];
    private int size;

    /** {@code hashAt}: the hash of the key at a position, asked again when the table grows. */
    public PositionSlots(IntUnaryOperator hashAt) {
        this.hashAt = hashAt;
    }

    /** The first slot to look at for a key of this hash. */
    public int first(int hash) { return spread(hash) & (slots.length - 1); }

    /** The slot after {@code slot}, round to the first. */
    public int next(int slot) { return (slot + 1) & (slots.length - 1); }

    /** The position in {@code slot}, or -1 where it is empty. */
    public int at(int slot) { return slots[slot] - 1; }

    /** Puts position {@code p} in {@code slot}, an empty one its probe reached; grows the table once half full. */
    public void put(int slot, int p) {
        slots[slot] = p + 1;
        if (++size * 2 > slots.length) grow();
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        int mask = slots.length - 1;
        for (int s1 : old) {
            if (s1 == 0) continue;
            int i = spread(hashAt.applyAsInt(s1 - 1)) & mask;
            while (slots[i] != 0) i = (i + 1) & mask;
            slots[i] = s1;
        }
    }

    private static int spread(int h) {
        int x = h * 0x9E3779B1;
        return x ^ (x >>> 16);
    }
}
