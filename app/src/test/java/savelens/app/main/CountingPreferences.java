package savelens.app.main;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.prefs.AbstractPreferences;

/**
 * Preferences in memory, for tests of how they are written: they count their writes by key, tell on which thread they
 * were last written out, and let a test hold their lock as their store does while it writes the file out.
 */
final class CountingPreferences extends AbstractPreferences {
    private final Map<String, String> values = new HashMap<>();
    private final Map<String, Integer> puts = new HashMap<>();
    private final Map<String, CountingPreferences> children = new HashMap<>();
    volatile int flushes;
    /** Whether the last write-out came after the last value put. */
    volatile boolean lastFlushAfterPuts;
    volatile Thread writtenOutOn;

    private CountingPreferences(CountingPreferences parent, String name) { super(parent, name); }

    static CountingPreferences fresh() { return (CountingPreferences) new CountingPreferences(null, "").node("savelens-test"); }

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
        values.put(key, value);
        synchronized (this) {
            puts.merge(key, 1, Integer::sum);
        }
        lastFlushAfterPuts = false;
    }

    @Override protected String getSpi(String key) { return values.get(key); }

    @Override protected void removeSpi(String key) { values.remove(key); }

    @Override protected void removeNodeSpi() { values.clear(); }

    @Override protected String[] keysSpi() { return values.keySet().toArray(String[]::new); }

    @Override protected String[] childrenNamesSpi() { return children.keySet().toArray(String[]::new); }

    @Override protected AbstractPreferences childSpi(String name) {
        return children.computeIfAbsent(name, n -> new CountingPreferences(this, n));
    }

    @Override protected void syncSpi() { flushSpi(); }

    @Override protected void flushSpi() {
        flushes++;
        lastFlushAfterPuts = true;
        writtenOutOn = Thread.currentThread();
    }
}
