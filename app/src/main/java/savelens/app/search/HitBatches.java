package savelens.app.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Gathers a running search's hits into batches for the screen and keeps count against the cap. A batch
 * goes out when it is full or when a short while has passed since the last one, so the first hits of a
 * rare word show as soon as they are found and a common word does not send one update per hit.
 */
final class HitBatches implements DocumentSearch.Hits {
    static final int BATCH = 500;
    private static final long MAX_WAIT_NANOS = 50_000_000L;

    private final int limit;
    private final Consumer<List<SearchHit>> out;
    private List<SearchHit> batch = new ArrayList<>();
    private long lastSent = System.nanoTime();
    private int kept;
    private boolean overflowed;

    HitBatches(int limit, Consumer<List<SearchHit>> out) {
        this.limit = limit;
        this.out = out;
    }

    @Override public boolean add(SearchHit hit) {
        if (kept == limit) {
            overflowed = true; // one more than the cap exists: enough to say "10,000+", so stop
            return false;
        }
        kept++;
        batch.add(hit);
        if (batch.size() >= BATCH || System.nanoTime() - lastSent >= MAX_WAIT_NANOS) flush();
        return true;
    }

    void flush() {
        lastSent = System.nanoTime();
        if (batch.isEmpty()) return;
        List<SearchHit> full = batch;
        batch = new ArrayList<>();
        out.accept(full);
    }

    int kept() { return kept; }

    boolean overflowed() { return overflowed; }
}
