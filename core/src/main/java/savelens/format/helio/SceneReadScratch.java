package savelens.format.helio;

import java.lang.ref.SoftReference;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The arrays of one entry per node a scene read works in, kept for the next read: the window reads the scene again
 * after every edit that changes a link, and at a million nodes these are eleven arrays of a million entries (40 MB),
 * each one a large allocation of its own, every time. Kept softly, so that the collector takes them before the heap
 * runs out; one read at a time has them, another one at once makes its own.
 */
final class SceneReadScratch {
    private static final AtomicReference<SoftReference<SceneReadScratch>> SPARE = new AtomicReference<>();

    final boolean[] read;
    final int[] link;
    final int[] linkValue;
    final int[] kindValue;
    final int[] kindStart;
    final int[] kindEnd;
    final int[] childrenFrom;
    final int[] childrenTo;
    final int[] componentsFrom;
    final int[] componentsTo;
    final boolean[] listsComponentArray;

    private SceneReadScratch(int nodes) {
        read = new boolean[nodes];
        link = new int[nodes];
        linkValue = new int[nodes];
        kindValue = new int[nodes];
        kindStart = new int[nodes];
        kindEnd = new int[nodes];
        childrenFrom = new int[nodes];
        childrenTo = new int[nodes];
        componentsFrom = new int[nodes];
        componentsTo = new int[nodes];
        listsComponentArray = new boolean[nodes];
    }

    /** Arrays for at least {@code nodes} nodes, holding anything: the read sets each node's entries before it reads them. */
    static SceneReadScratch take(int nodes) {
        SoftReference<SceneReadScratch> kept = SPARE.getAndSet(null);
        SceneReadScratch s = kept == null ? null : kept.get();
        return s != null && s.link.length >= nodes ? s : new SceneReadScratch(nodes);
    }

    /** Keeps them for the next read (in place of any kept before). */
    static void giveBack(SceneReadScratch s) {
        SPARE.set(new SoftReference<>(s));
    }

    /** Whether a read now would take arrays kept from one before (tests). */
    static boolean anyKept() {
        SoftReference<SceneReadScratch> kept = SPARE.get();
        return kept != null && kept.get() != null;
    }

    /** Lets the next read make new arrays (tests). */
    static void dropKept() {
        SPARE.set(null);
    }

    /** Sets node {@code node}'s entries as a fresh array has them, before a read writes any. */
    void clear(int node) {
        read[node] = false;
        kindStart[node] = 0;
        kindEnd[node] = 0;
        childrenFrom[node] = 0;
        childrenTo[node] = 0;
        componentsFrom[node] = 0;
        componentsTo[node] = 0;
        listsComponentArray[node] = false;
    }
}
