package savelens.app.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * A search pass over a big document's nodes in two halves side by side: the first on the caller's thread, its hits
 * handed on as they are found; the second on a thread of its own, its hits kept (as many as the caller can take) and
 * handed on once the first half is done. The caller sees the same hits in the same order as from one pass, and the
 * pass takes about half as long where a second processor is free.
 */
final class NodeHalves {
    /** Below this many nodes a second thread costs more than it saves. */
    static final int SPLIT_FROM = 20_000;

    /** One thread's search of the nodes {@code [from, to)}: false when stopped by {@code stop} or by {@code hits}. */
    @FunctionalInterface
    interface Part {
        boolean search(int from, int to, DocumentSearch.Hits hits, BooleanSupplier stop);
    }

    private NodeHalves() {}

    /** Where to split {@code nodes} nodes: the middle, or {@code nodes} (no split) for a small document or one processor. */
    static int splitAt(int nodes) {
        return nodes >= SPLIT_FROM && Runtime.getRuntime().availableProcessors() >= 2 ? nodes / 2 : nodes;
    }

    /**
     * Searches {@code [0, at)} here and {@code [at, nodes)} beside it; {@code hits} takes at most {@code most} (it
     * returns false when offered one more). Returns false when stopped before the end, as one pass would.
     */
    static boolean search(int at, int nodes, int most, DocumentSearch.Hits hits, BooleanSupplier stop, Part part) {
        Kept second = new Kept(most);
        AtomicBoolean firstStopped = new AtomicBoolean();
        FutureTask<Boolean> secondPart = new FutureTask<>(() -> part.search(at, nodes, second, () -> firstStopped.get() || stop.getAsBoolean()));
        // A thread of its own, not a pool's: a shared pool's thread may be busy with other work, and the index's
        // per-thread caches go with the thread.
        Thread beside = new Thread(secondPart, "savelens-worker");
        beside.setDaemon(true);
        beside.start();
        boolean firstDone = false;
        try {
            firstDone = part.search(0, at, hits, stop);
        } finally {
            if (!firstDone) firstStopped.set(true); // stopped (or failed): what the second half finds is not wanted
        }
        if (!firstDone) return false;
        boolean secondDone;
        try {
            secondDone = secondPart.get();
        } catch (InterruptedException e) {
            firstStopped.set(true);
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        }
        for (SearchHit hit : second.hits) if (!hits.add(hit)) return false;
        return secondDone;
    }

    /** The second half's hits, one more than the caller takes at most: enough to learn that there are more. */
    private static final class Kept implements DocumentSearch.Hits {
        private final long room;
        private final List<SearchHit> hits = new ArrayList<>();

        Kept(int most) { room = most + 1L; }

        @Override public boolean add(SearchHit hit) {
            hits.add(hit);
            return hits.size() < room;
        }
    }
}
