package savelens.progress;

import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

/**
 * Lets work that can wait step aside while work a user waits for runs: on a machine of two cores, a second
 * whole-document pass beside the one the user asked for halves the speed of both. Work run {@link #under} a gate
 * stops at its cancellation checks ({@link ReadProgress#checkCancelled}) while the gate is closed and goes on once it
 * opens. It does not stop at a check where its thread holds a lock, since the user's work may be waiting for that
 * lock (nor at any later check of that closing); and it waits at most {@link #LONGEST_WAIT_MILLIS} for one closing,
 * after which it runs on until the gate closes again, so that work the paused work was to deliver (by means other
 * than a lock) is late at worst, never stuck.
 */
public final class WorkGate {
    static final long LONGEST_WAIT_MILLIS = 2_000;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String POOL_WORKER = "java.util.concurrent.ThreadPoolExecutor$Worker";
    private static final ThreadLocal<WorkGate> CURRENT = new ThreadLocal<>();
    /** The closing of a gate a thread passed without waiting it out (it held a lock, or waited its longest), not to be asked again. */
    private static final ThreadLocal<Passed> PASSED = ThreadLocal.withInitial(Passed::new);

    /** Which gate's which closing; a pool thread runs the work of several gates in turn. */
    private static final class Passed {
        WorkGate gate;
        long closing;

        boolean is(WorkGate g, long c) { return gate == g && closing == c; }

        void set(WorkGate g, long c) {
            gate = g;
            closing = c;
        }
    }

    private final long longestWaitNanos;
    /** Read without the lock on every check: whether anything is to be done at all. */
    private volatile boolean closed;
    /** Counts the closings (written under this). */
    private volatile long closings;
    /** Counts the waits begun at a check (written under this): how a test stepping work sees it arrive at one. */
    volatile long waits;

    public WorkGate() { this(LONGEST_WAIT_MILLIS); }

    WorkGate(long longestWaitMillis) { this.longestWaitNanos = TimeUnit.MILLISECONDS.toNanos(longestWaitMillis); }

    /** Work under this gate stops at its next check, until {@link #open}. */
    public synchronized void close() {
        if (closed) return;
        closings++;
        closed = true;
    }

    /** Lets the work under this gate go on. */
    public synchronized void open() {
        closed = false;
        notifyAll();
    }

    public boolean isClosed() { return closed; }

    /** Runs work on this thread under a gate (none: as is). */
    public static <T> T under(WorkGate gate, Callable<T> work) throws Exception {
        if (gate == null) return work.call();
        WorkGate before = CURRENT.get();
        CURRENT.set(gate);
        try {
            return work.call();
        } finally {
            if (before == null) CURRENT.remove();
            else CURRENT.set(before);
        }
    }

    /**
     * Waits while the gate of the work on this thread is closed (see the class). An interrupt while waiting ends the
     * work as any cancel does.
     */
    static void passThrough() {
        WorkGate gate = CURRENT.get();
        if (gate == null || !gate.closed) return;
        long closing = gate.closings;
        Passed passed = PASSED.get();
        if (passed.is(gate, closing)) return;
        // Asking the JVM for the thread's locks costs about a millisecond: once per closing.
        if (holdsLock()) passed.set(gate, closing);
        else gate.await(passed);
    }

    /**
     * Waits out this closing: until the gate opens, or closes again (a later closing is waited at the next check, so
     * opening and closing the gate at once under its lock lets waiting work on by one check exactly).
     */
    private synchronized void await(Passed passed) {
        long closing = closings;
        waits++;
        long deadline = System.nanoTime() + longestWaitNanos;
        while (closed && closings == closing) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                passed.set(this, closings);
                return;
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("cancelled while waiting for other work");
            }
        }
    }

    /**
     * Whether this thread holds a monitor or a lock; the lock every pool worker holds while it runs a task
     * ({@code ThreadPoolExecutor}'s own) is no lock of the work's.
     */
    private static boolean holdsLock() {
        ThreadInfo[] info = THREADS.getThreadInfo(new long[] {Thread.currentThread().getId()}, true, true);
        if (info.length == 0 || info[0] == null) return true;
        if (info[0].getLockedMonitors().length > 0) return true;
        for (LockInfo lock : info[0].getLockedSynchronizers()) {
            if (!lock.getClassName().equals(POOL_WORKER)) return true;
        }
        return false;
    }
}
