package savelens.app.task;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableList;

/**
 * Runs each task at once on the calling thread, reports included: view models become deterministic in
 * tests. A cancel from inside the work (say, from a progress listener) interrupts this thread, as the GUI's
 * executor interrupts its worker. Repeating actions run only when {@link #runRepeating} says so, so tests
 * decide when a poll happens instead of sleeping. A task asked for from another thread (a live world tells of its
 * changes on its own) waits its turn, as the window's executor hands such a call to its one UI thread: two threads
 * never change the list of running tasks at once.
 */
public final class CurrentThreadTaskExecutor implements TaskExecutor {
    private final RunningTasks running = new RunningTasks();
    private final List<Repeat> repeating = new ArrayList<>();

    @Override public synchronized <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        Thread thread = Thread.currentThread();
        boolean[] working = {false};
        if (!running.start(task, () -> {
            if (working[0]) thread.interrupt();
        })) return task;
        WorkerContext context = new WorkerContext(task, Runnable::run);
        T result = null;
        Throwable failure = null;
        working[0] = true;
        try {
            result = task.call(context);
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            failure = e;
        } finally {
            working[0] = false;
            if (task.isCancelled()) Thread.interrupted(); // the interrupt was for the work, not for the caller
        }
        if (failure != null) task.fail(failure);
        else task.succeed(result);
        return task;
    }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return running.view(); }

    @Override public boolean runsInPlace() { return true; }

    private final class Repeat implements Repeating {
        private final Duration period;
        private final Runnable action;

        Repeat(Duration period, Runnable action) {
            this.period = period;
            this.action = action;
        }

        @Override public Duration period() { return period; }

        @Override public void cancel() { repeating.remove(this); }
    }

    @Override public Repeating repeat(Duration period, Runnable action) {
        Repeat r = new Repeat(period, action);
        repeating.add(r);
        return r;
    }

    /** Runs every repeating action once, as if one period had passed. */
    public synchronized void runRepeating() {
        for (Repeat r : List.copyOf(repeating)) {
            if (repeating.contains(r)) r.action.run();
        }
    }

    /** The periods of the repeating actions now scheduled. */
    public List<Duration> repeatingPeriods() {
        return repeating.stream().map(Repeat::period).toList();
    }
}
