package savelens.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Work that can wait steps aside at its cancellation checks while its gate is closed, and only where that is safe. */
class WorkGateTest {
    private static final Duration LONG_ENOUGH = Duration.ofSeconds(20);

    /** Work on its own thread: {@code checks} cancellation checks under the gate, counting each one passed. */
    private static final class Worker {
        final AtomicInteger passed = new AtomicInteger();
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Thread thread;

        Worker(WorkGate gate, int checks, Object lockHeld) {
            thread = new Thread(() -> {
                try {
                    WorkGate.under(gate, () -> {
                        for (int i = 0; i < checks; i++) {
                            if (lockHeld == null) check();
                            else synchronized (lockHeld) { check(); }
                        }
                        return null;
                    });
                } catch (Throwable t) {
                    failure.set(t);
                }
            }, "gated work");
            thread.start();
        }

        private void check() {
            ReadProgress.checkCancelled();
            passed.incrementAndGet();
        }

        /** Until the thread waits at a check (it has nothing else to wait for). */
        void awaitWaiting() {
            long deadline = System.nanoTime() + LONG_ENOUGH.toNanos();
            while (thread.getState() != Thread.State.TIMED_WAITING) {
                if (!thread.isAlive() || System.nanoTime() > deadline) throw new AssertionError("the work did not wait: " + thread.getState());
                Thread.onSpinWait();
            }
        }

        void awaitEnd() throws InterruptedException {
            thread.join(LONG_ENOUGH.toMillis());
            assertFalse(thread.isAlive(), "the work ended");
        }
    }

    @Test void workUnderAClosedGateWaitsAtItsCheckUntilTheGateOpens() throws InterruptedException {
        WorkGate gate = new WorkGate();
        gate.close();
        Worker work = new Worker(gate, 3, null);
        work.awaitWaiting();
        assertEquals(0, work.passed.get(), "stopped at its first check");
        gate.open();
        work.awaitEnd();
        assertEquals(3, work.passed.get());
        assertEquals(null, work.failure.get());
    }

    @Test void workThatHoldsALockDoesNotWait() throws InterruptedException {
        WorkGate gate = new WorkGate(TimeUnit.HOURS.toMillis(1)); // a wait would outlast the test
        gate.close();
        Worker work = new Worker(gate, 3, new Object()); // the user's work might be waiting for that lock
        work.awaitEnd();
        assertEquals(3, work.passed.get());
        assertTrue(gate.isClosed());
    }

    @Test void anInterruptWhileWaitingCancelsTheWork() throws InterruptedException {
        WorkGate gate = new WorkGate();
        gate.close();
        Worker work = new Worker(gate, 3, null);
        work.awaitWaiting();
        work.thread.interrupt();
        work.awaitEnd();
        assertInstanceOf(CancellationException.class, work.failure.get());
        assertEquals(0, work.passed.get());
    }

    @Test void workWaitsAtMostTheLongestWaitForOneClosing() throws InterruptedException {
        WorkGate gate = new WorkGate(100);
        gate.close();
        Worker work = new Worker(gate, 1_000, null);
        work.awaitEnd(); // the gate never opened: one short wait, then on to the end (a wait at each check: 100 s)
        assertEquals(1_000, work.passed.get());
        assertTrue(gate.isClosed());
    }

    @Test void aThreadThatPassedOneGatesClosingStillWaitsAtAnotherGate() throws InterruptedException {
        WorkGate first = new WorkGate(1);
        first.close();
        WorkGate second = new WorkGate(TimeUnit.HOURS.toMillis(1));
        second.close();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            AtomicReference<Thread> thread = new AtomicReference<>();
            AtomicInteger passed = new AtomicInteger();
            // One pool thread, as a worker runs one tab's work and then another's: both gates are at their first closing.
            pool.submit(() -> WorkGate.under(first, () -> {
                ReadProgress.checkCancelled(); // waits its millisecond, then passes this closing
                return null;
            }));
            pool.submit(() -> WorkGate.under(second, () -> {
                thread.set(Thread.currentThread());
                ReadProgress.checkCancelled();
                passed.incrementAndGet();
                return null;
            }));
            long deadline = System.nanoTime() + LONG_ENOUGH.toNanos();
            while ((thread.get() == null || thread.get().getState() != Thread.State.TIMED_WAITING) && System.nanoTime() < deadline) Thread.onSpinWait();
            assertEquals(Thread.State.TIMED_WAITING, thread.get().getState(), "waits at the second gate");
            assertEquals(0, passed.get());
            second.open();
            pool.shutdown();
            assertTrue(pool.awaitTermination(LONG_ENOUGH.toSeconds(), TimeUnit.SECONDS));
            assertEquals(1, passed.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test void workUnderNoGateNeverWaits() throws Exception {
        assertEquals("done", WorkGate.under(null, () -> {
            ReadProgress.checkCancelled();
            return "done";
        }));
    }
}
