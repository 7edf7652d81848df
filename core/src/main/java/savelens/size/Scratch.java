package savelens.size;

import java.lang.ref.SoftReference;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The int arrays the size analysis works in and drops (the depth-first numbers, the search's moves, the predecessors,
 * the dominator tree's run starts, the histogram's and the biggest nodes' types and nearest nodes), kept from one
 * analysis to the next. At a million nodes each is 4 MB or more: in a
 * 1 GB heap of 1 MB regions every one is a humongous object, and each allocated anew while the heap is past the
 * collector's threshold started a concurrent cycle with a pause of its own, several per analysis, while the window drew
 * the Size panel. Reused, an analysis of a document of the same size or smaller allocates only the arrays it keeps.
 *
 * <p>One set is kept, softly (the collector may take it back when the heap runs short); an analysis that finds it
 * taken (two at once) works in arrays of its own. Taken with {@link #take}, handed back with {@link #close}.
 */
final class Scratch implements AutoCloseable {
    /** The arrays, by use. */
    static final int PREORDER = 0, CURSORS = 1, COUNTS = 2, MOVES = 3, PREDECESSORS = 4, RUNS = 5, TYPES = 6, NEAREST = 7, TARGETS = 8;
    /** Arrays made ahead for the next analysis to keep: exactly a node each, never used, so all 0 (see {@link #kept}). */
    static final int SHALLOW = 9, DOMINATOR = 10, RETAINED = 11, TREE = 12;
    private static final int SLOTS = 13;

    private static final AtomicReference<SoftReference<Scratch>> KEPT = new AtomicReference<>();

    private final int[][] arrays = new int[SLOTS][];

    private Scratch() {}

    /** The kept set, or a new one when it is taken or was collected. */
    static Scratch take() {
        SoftReference<Scratch> ref = KEPT.getAndSet(null);
        Scratch s = ref == null ? null : ref.get();
        return s != null ? s : new Scratch();
    }

    /**
     * The array of a use with room for at least {@code length} entries, its contents left from its last use (callers
     * write before they read, or clear what they count in). Grown by an eighth more than asked, so that documents a
     * little bigger than the last (an edit's) find it big enough.
     */
    int[] ints(int slot, int length) {
        int[] a = arrays[slot];
        if (a == null || a.length < length) arrays[slot] = a = new int[length + (length >>> 3)];
        return a;
    }

    /**
     * An array of exactly {@code n} zeros for an analysis to keep: the one made ahead ({@link #makeAhead}), which leaves
     * the set, or else a new one.
     */
    int[] kept(int slot, int n) {
        int[] a = arrays[slot];
        if (a != null && a.length == n) {
            arrays[slot] = null;
            return a;
        }
        return new int[n];
    }

    /**
     * Makes the arrays the next analysis of {@code n} nodes keeps, and room for an edited document's {@code edges}
     * targets, ahead of it, in a moment the caller chooses (after a panel's frames, not while it is drawn): that
     * analysis then makes none of its big arrays itself.
     */
    static void makeAhead(int n, int edges) {
        try (Scratch s = take()) {
            s.ints(TARGETS, edges);
            for (int slot = SHALLOW; slot <= TREE; slot++) {
                if (s.arrays[slot] == null || s.arrays[slot].length != n) s.arrays[slot] = new int[n];
            }
        }
    }

    /** Hands the arrays back for the next analysis. */
    @Override public void close() {
        KEPT.set(new SoftReference<>(this));
    }

    /** The bytes the kept set holds (tests), 0 when none is kept. */
    static long keptBytes() {
        SoftReference<Scratch> ref = KEPT.get();
        Scratch s = ref == null ? null : ref.get();
        if (s == null) return 0;
        long bytes = 0;
        for (int[] a : s.arrays) if (a != null) bytes += 4L * a.length;
        return bytes;
    }
}
