package savelens.document;

import java.util.Arrays;

/**
 * An int array that revisions of a document share, with the few entries edits changed kept beside it: a retarget
 * changes one link's target, and a copy of every target per retarget, undo and redo (8 MB at a million links, a
 * humongous object in a 1 GB heap) cost more than the rest of the edit. Once {@link #MOST_CHANGES} entries differ,
 * the next change lays them into a copy of their own, so a read never searches more than that many.
 * Never changed: {@link #with} makes a new one.
 */
final class PatchedInts {
    static final int MOST_CHANGES = 64;
    private static final int[] NONE = {};
    private final int[] base;
    /** The changed entries' places, ascending, and their values. */
    private final int[] changedAt;
    private final int[] changedTo;
    /** The entries listed whole, when {@link #toArray} is asked of an array with changes. */
    private volatile int[] listed;

    private PatchedInts(int[] base, int[] changedAt, int[] changedTo) {
        this.base = base;
        this.changedAt = changedAt;
        this.changedTo = changedTo;
    }

    /** The array itself, shared (never to be changed by anyone). */
    static PatchedInts of(int[] values) { return new PatchedInts(values, NONE, NONE); }

    int length() { return base.length; }

    int get(int i) {
        int[] at = changedAt;
        if (at.length == 0) return base[i];
        int k = Arrays.binarySearch(at, i);
        return k >= 0 ? changedTo[k] : base[i];
    }

    /** These entries with entry {@code i} set to {@code value}; shares the array under them unless too many differ. */
    PatchedInts with(int i, int value) {
        if (i < 0 || i >= base.length) throw new IndexOutOfBoundsException("entry " + i + " of " + base.length);
        int k = Arrays.binarySearch(changedAt, i);
        if (k >= 0) {
            int[] to = changedTo.clone();
            to[k] = value;
            return new PatchedInts(base, changedAt, to);
        }
        if (changedAt.length >= MOST_CHANGES) {
            int[] flat = toArray().clone();
            flat[i] = value;
            return of(flat);
        }
        int p = -k - 1, n = changedAt.length;
        int[] at = new int[n + 1], to = new int[n + 1];
        System.arraycopy(changedAt, 0, at, 0, p);
        System.arraycopy(changedTo, 0, to, 0, p);
        at[p] = i;
        to[p] = value;
        System.arraycopy(changedAt, p, at, p + 1, n - p);
        System.arraycopy(changedTo, p, to, p + 1, n - p);
        return new PatchedInts(base, at, to);
    }

    /** How many entries differ from the shared array under them (tests). */
    int changeCount() { return changedAt.length; }

    /** Whether these and {@code other} read the same array under their changes (tests). */
    boolean sharesArrayWith(PatchedInts other) { return base == other.base; }

    /**
     * Every entry in order, for one pass that reads them and drops them: the array itself where nothing changed (never
     * to be changed), else the listing made already, else written into the array {@code room} gives for the length
     * (at least that long: the entries first, what lies past them left as it was) and not kept: a pass over an edited
     * revision does not leave a copy of every entry with each revision the undo history holds.
     */
    int[] toArray(java.util.function.IntFunction<int[]> room) {
        if (changedAt.length == 0) return base;
        int[] l = listed;
        if (l != null) return l;
        int[] out = room.apply(base.length);
        System.arraycopy(base, 0, out, 0, base.length);
        for (int k = 0; k < changedAt.length; k++) out[changedAt[k]] = changedTo[k];
        return out;
    }

    /** Every entry in order: the array itself where nothing changed, else listed once; never to be changed. */
    int[] toArray() {
        if (changedAt.length == 0) return base;
        int[] l = listed;
        if (l == null) {
            l = base.clone();
            for (int k = 0; k < changedAt.length; k++) l[changedAt[k]] = changedTo[k];
            listed = l;
        }
        return l;
    }
}
