package savelens.app.main;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * A preferences node's values as SaveLens last wrote or read them, written to the node on a thread of its own.
 * The node holds its lock while its store writes the file out (the first time also loading an XML writer, a tenth of
 * a second or more), and a put or get on the FX thread meanwhile held the window: here the node's values are read
 * once, when SaveLens starts, and written on this thread.
 */
final class PreferenceWriter {
    /**
     * How long a write waits for more values to go with it: a divider dragged sends one for every pixel, and they
     * make one write.
     */
    static final Duration GATHERING = Duration.ofMillis(250);
    /** How long {@link #awaitWritten} waits for the store before the app exits without it. */
    static final Duration WRITE_OUT_LIMIT = Duration.ofSeconds(5);

    private final Preferences node;
    /** Null when values are written at once on the caller's thread (tests that read the node back). */
    private final ScheduledExecutorService thread;
    /** The node's values as read at start, and each written since: a value, or empty when the node has none. */
    private final Map<String, Optional<String>> known = new ConcurrentHashMap<>();
    /** Whether {@link #known} holds every value of the node: a key it lacks is none of the node's. */
    private final boolean allRead;
    // Guarded by this: the values asked for since the last write, and whether the node is to be written out after them.
    private final Map<String, String> unwritten = new LinkedHashMap<>();
    private boolean writeOutAsked;
    private boolean writeScheduled;

    private PreferenceWriter(Preferences node, ScheduledExecutorService thread) {
        this.node = node;
        this.thread = thread;
        allRead = readAll();
    }

    /** Reads every value the node has, so that later reads (the Open dialog's folder, say) need not its lock. */
    private boolean readAll() {
        try {
            for (String key : node.keys()) known.put(key, Optional.ofNullable(node.get(key, null)));
            return true;
        } catch (BackingStoreException | IllegalStateException e) {
            return false; // read one by one when asked
        }
    }

    /** Writes on a daemon thread of its own, gathering what comes within {@link #GATHERING}. */
    static PreferenceWriter inBackground(Preferences node) {
        return new PreferenceWriter(node, Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "SaveLens preferences");
            t.setDaemon(true);
            return t;
        }));
    }

    /** Writes at once on the caller's thread: for tests that read the node back right after a change. */
    static PreferenceWriter atOnce(Preferences node) { return new PreferenceWriter(node, null); }

    /** The value last written, else the node's (read once), else null. */
    String get(String key) {
        Optional<String> value = known.get(key);
        if (value == null && allRead) return null;
        if (value == null) {
            Optional<String> read = Optional.ofNullable(node.get(key, null));
            // a put since the read is newer than what was read
            value = known.putIfAbsent(key, read);
            if (value == null) value = read;
        }
        return value.orElse(null);
    }

    void put(String key, String value) {
        known.put(key, Optional.of(value));
        if (thread == null) {
            node.put(key, value);
            return;
        }
        synchronized (this) {
            unwritten.put(key, value);
            if (!schedule()) return;
        }
        thread.schedule(this::write, GATHERING.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Has the node write its values out to the store after what was put so far. */
    void writeOut() {
        if (thread == null) {
            flushNode();
            return;
        }
        synchronized (this) {
            writeOutAsked = true;
            if (!schedule()) return;
        }
        thread.schedule(this::write, GATHERING.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Whether a write must be scheduled: none is waiting yet. Called holding this. */
    private boolean schedule() {
        if (writeScheduled) return false;
        writeScheduled = true;
        return true;
    }

    /**
     * Writes what is still waiting now, not after the gathering, and waits until it is written (up to
     * {@link #WRITE_OUT_LIMIT}): before the app exits, as the thread is a daemon. False when the store did not answer.
     */
    boolean awaitWritten() {
        if (thread == null) return true;
        try {
            // the one thread runs this after any write under way; the scheduled one then finds nothing left
            thread.submit(this::write).get(WRITE_OUT_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    /**
     * Has what is still waiting written and the node written out when the JVM exits by any way the window's quit does
     * not see (a signal, the desktop session ending): else the last {@link #GATHERING} of changes would be lost, the
     * store's own exit hook writing out only what the node holds.
     */
    void writeOutOnExit() {
        if (thread == null) return;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (this) {
                if (unwritten.isEmpty() && !writeOutAsked) return; // written already: the window's quit waited for it
                writeOutAsked = true;
            }
            awaitWritten();
        }, "SaveLens preferences at exit"));
    }

    private void write() {
        Map<String, String> values;
        boolean writeOut;
        synchronized (this) {
            values = new LinkedHashMap<>(unwritten);
            unwritten.clear();
            writeOut = writeOutAsked;
            writeOutAsked = false;
            writeScheduled = false;
        }
        values.forEach(node::put);
        if (writeOut) flushNode();
    }

    private void flushNode() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // not remembering is no reason to fail
        }
    }
}
