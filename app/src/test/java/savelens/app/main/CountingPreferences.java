package savelens.app.main;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * Preferences in memory, for tests of how they are written: they count their writes by key, tell on which thread they
 * were last written out, and let a test hold their lock as their store does while it writes the file out.
 */
final class CountingPreferences extends InMemoryPreferences {
    private final Map<String, Integer> puts = new HashMap<>();
    volatile int flushes;
    /** Whether the last write-out came after the last value put. */
    volatile boolean lastFlushAfterPuts;
    volatile Thread writtenOutOn;

    private CountingPreferences(CountingPreferences parent, String name) { super(parent, name); }

    static CountingPreferences counting() { return (CountingPreferences) new CountingPreferences(null, "").node("savelens-test"); }

    @Override protected InMemoryPreferences child(String name) { return new CountingPreferences(this, name); }

    /** Holds the node's lock until {@code release}. */
    void holdingLock(CountDownLatch locked, CountDownLatch release) {
        synchronized (lock) {
            locked.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    synchronized int puts(String key) { return puts.getOrDefault(key, 0); }

    @Override protected void putSpi(String key, String value) {
        super.putSpi(key, value);
        synchronized (this) {
            puts.merge(key, 1, Integer::sum);
        }
        lastFlushAfterPuts = false;
    }

    @Override protected void syncSpi() { flushSpi(); }

    @Override protected void flushSpi() {
        flushes++;
        lastFlushAfterPuts = true;
        writtenOutOn = Thread.currentThread();
    }
}
