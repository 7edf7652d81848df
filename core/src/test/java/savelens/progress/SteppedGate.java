package savelens.progress;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A closed gate that work is stepped through from a test, one check at a time: the work waits at each check until
 * {@link #step} lets it on to its next, with no longest wait (a loaded machine slows the stepping, never skips a
 * check), and the test sees it arrive at a check by the gate's count of waits rather than by when it looks.
 */
public final class SteppedGate {
    private final WorkGate gate = new WorkGate(TimeUnit.DAYS.toMillis(1));
    private long arrivals;

    public SteppedGate() { gate.close(); }

    /** The gate to run the work {@link WorkGate#under}. */
    public WorkGate gate() { return gate; }

    /**
     * Waits until the work on {@code worker} waits at a check it had not come to before, or has ended: whether it
     * waits at one. While it does, it stays there until {@link #step} or an interrupt.
     */
    public boolean awaitCheck(Thread worker) {
        while (gate.waits == arrivals && worker.isAlive()) LockSupport.parkNanos(50_000);
        if (gate.waits == arrivals) return false; // ended without coming to another check
        arrivals = gate.waits;
        return true;
    }

    /** Lets the work waiting at a check on to its next, where it waits again: the gate opens and closes at once. */
    public void step() {
        synchronized (gate) {
            gate.open();
            gate.close();
        }
    }

    /** Opens the gate for good. */
    public void release() { gate.open(); }
}
