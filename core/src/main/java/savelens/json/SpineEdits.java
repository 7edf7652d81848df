package savelens.json;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * What patched edits changed in an index's spine, kept beside its arrays instead of written into them: an edit of a
 * million-value document then costs a few entries here, not a copy of every slot (see {@link IndexPatch}). Immutable;
 * each edit makes a new one from the last, and the arrays it stands beside are never changed. Three parts:
 * <ul>
 *   <li>moves: from slot {@code from[i]} on (up to the next such slot) every start, end and member name is
 *       {@code sum[i]} bytes further than the arrays say, the sum of the changes in length of the edits before it;</li>
 *   <li>ends: slots before an edit whose value holds the edited one (its containers), whose end moved too;</li>
 *   <li>replaced: slots whose values were written anew, with their kind and offsets as they are now.</li>
 * </ul>
 * Past {@link #MOST_ENTRIES} entries the edits are written into new arrays ({@link IndexPatch#written}), so that a
 * read never looks through more than a few hundred.
 */
final class SpineEdits {
    /** Entries kept aside at most; one edit adds a move, an end for each container it lies in, and its own slot. */
    static final int MOST_ENTRIES = 256;

    private final int[] from;
    private final long[] sum;
    private final int[] endSlot;
    private final long[] endMove;
    private final int[] slot;
    private final byte[] kind;
    private final long[] start;
    private final long[] end;
    private final long[] key;

    private SpineEdits(int[] from, long[] sum, int[] endSlot, long[] endMove, int[] slot, byte[] kind, long[] start,
                       long[] end, long[] key) {
        this.from = from;
        this.sum = sum;
        this.endSlot = endSlot;
        this.endMove = endMove;
        this.slot = slot;
        this.kind = kind;
        this.start = start;
        this.end = end;
        this.key = key;
    }

    /** How many entries are kept: what {@link #MOST_ENTRIES} bounds. */
    int entries() { return from.length + endSlot.length + slot.length; }

    byte kind(int s, byte stored) {
        int r = replaced(s);
        return r >= 0 ? kind[r] : stored;
    }

    long start(int s, int stored) {
        int r = replaced(s);
        return r >= 0 ? start[r] : JsonIndex.offset(stored) + move(s);
    }

    long end(int s, int stored) {
        int r = replaced(s);
        if (r >= 0) return end[r];
        long e = JsonIndex.offset(stored) + move(s);
        if (endSlot.length > 0) {
            int a = Arrays.binarySearch(endSlot, s);
            if (a >= 0) e += endMove[a];
        }
        return e;
    }

    /** A member name's offset, -1 staying "no name". */
    long key(int s, int stored) {
        int r = replaced(s);
        if (r >= 0) return key[r];
        return stored == -1 ? -1 : JsonIndex.offset(stored) + move(s);
    }

    private int replaced(int s) {
        return slot.length == 0 ? -1 : Arrays.binarySearch(slot, s);
    }

    /** The move of slot s: that of the last entry at or before it. */
    private long move(int s) {
        int lo = 0, hi = from.length; // the first entry past s
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (from[mid] <= s) lo = mid + 1;
            else hi = mid;
        }
        return lo == 0 ? 0 : sum[lo - 1];
    }

    /** The values of the slots an edit wrote anew, as they are after it. */
    record Written(int slot, byte kind, long start, long end, long key) {}

    /**
     * These edits and one more: slots {@code first} up to {@code after} written anew ({@code written}, in slot order),
     * every slot from {@code after} on moved by {@code delta}, and the ends of {@code containers} (slots before
     * {@code first} whose values hold the edited one) moved by it too. {@code edits} may be null (none yet).
     */
    static SpineEdits with(SpineEdits edits, int first, int after, long delta, int[] containers, Written[] written, int spineSize) {
        TreeMap<Integer, Long> moves = new TreeMap<>();
        TreeMap<Integer, Long> ends = new TreeMap<>();
        TreeMap<Integer, Written> replaced = new TreeMap<>();
        if (edits != null) {
            long before = 0;
            for (int i = 0; i < edits.from.length; i++) {
                moves.put(edits.from[i], edits.sum[i] - before);
                before = edits.sum[i];
            }
            for (int i = 0; i < edits.endSlot.length; i++) ends.put(edits.endSlot[i], edits.endMove[i]);
            for (int i = 0; i < edits.slot.length; i++) {
                int s = edits.slot[i];
                if (s >= first && s < after) continue; // written anew again below
                replaced.put(s, new Written(s, edits.kind[i], edits.start[i], edits.end[i], edits.key[i]));
            }
        }
        if (delta != 0) {
            if (after < spineSize) moves.merge(after, delta, Long::sum);
            // Slots written anew before keep their offsets as they are now: they move here, not by the moves above.
            for (Map.Entry<Integer, Written> e : replaced.entrySet()) {
                Written w = e.getValue();
                if (w.slot() >= after) {
                    e.setValue(new Written(w.slot(), w.kind(), w.start() + delta, w.end() + delta, w.key() == -1 ? -1 : w.key() + delta));
                }
            }
            for (int c : containers) {
                Written w = replaced.get(c);
                if (w != null) replaced.put(c, new Written(c, w.kind(), w.start(), w.end() + delta, w.key()));
                else ends.merge(c, delta, Long::sum);
            }
        }
        for (Written w : written) replaced.put(w.slot(), w);

        int[] from = new int[moves.size()];
        long[] sum = new long[moves.size()];
        int i = 0;
        long total = 0;
        for (Map.Entry<Integer, Long> e : moves.entrySet()) {
            total += e.getValue();
            from[i] = e.getKey();
            sum[i++] = total;
        }
        int[] endSlot = new int[ends.size()];
        long[] endMove = new long[ends.size()];
        i = 0;
        for (Map.Entry<Integer, Long> e : ends.entrySet()) {
            endSlot[i] = e.getKey();
            endMove[i++] = e.getValue();
        }
        int n = replaced.size();
        int[] slot = new int[n];
        byte[] kind = new byte[n];
        long[] start = new long[n], end = new long[n], key = new long[n];
        i = 0;
        for (Written w : replaced.values()) {
            slot[i] = w.slot();
            kind[i] = w.kind();
            start[i] = w.start();
            end[i] = w.end();
            key[i++] = w.key();
        }
        return new SpineEdits(from, sum, endSlot, endMove, slot, kind, start, end, key);
    }
}
