package savelens.progress;

import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * How far a read on this thread has come, for a progress bar, and the place where a read notices that it
 * was cancelled. Readers call {@link #advance} now and then; it reports to the listener set with
 * {@link #during} and throws {@link CancellationException} once the reading thread is interrupted.
 * A thread-scoped listener keeps every format's signature free of progress plumbing.
 */
public final class ReadProgress {
    /** Receives the bytes read so far out of the total. */
    @FunctionalInterface
    public interface Listener {
        void progress(long done, long total);
    }

    private static final ThreadLocal<Listener> CURRENT = new ThreadLocal<>();

    private ReadProgress() {}

    /** Runs a read with the listener attached to this thread. */
    public static <T> T during(Listener listener, Supplier<T> read) {
        Listener before = CURRENT.get();
        CURRENT.set(listener);
        try {
            return read.get();
        } finally {
            if (before == null) CURRENT.remove();
            else CURRENT.set(before);
        }
    }

    /**
     * Stops the read when its thread was interrupted; for the steps after the text is indexed. Work that can wait
     * also steps aside here while its {@link WorkGate} is closed.
     */
    public static void checkCancelled() {
        if (Thread.currentThread().isInterrupted()) throw new CancellationException("reading was cancelled");
        WorkGate.passThrough();
    }

    /**
     * {@link #checkCancelled} at every 4,096th step of a loop: what a whole-document analysis (a scene read, the
     * graph, sizes) calls per node, so that Cancel stops it within a few thousand nodes.
     */
    public static void checkCancelled(int step) {
        if ((step & 4095) == 0) checkCancelled();
    }

    /** Reports progress and stops the read when its thread was interrupted. */
    public static void advance(long done, long total) {
        checkCancelled();
        Listener l = CURRENT.get();
        if (l != null) l.progress(done, total);
    }
}
