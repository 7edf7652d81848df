package savelens.app.task;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The state a running task shares between its worker and the UI thread: delivers exactly one outcome
 * (success, failure, or cancellation, whichever comes first) and drops updates after a cancel.
 */
final class TaskOutcome<T> {
    private final BackgroundTask<T> task;
    private final AtomicBoolean delivered = new AtomicBoolean();
    private volatile boolean cancelled;

    TaskOutcome(BackgroundTask<T> task) { this.task = task; }

    boolean isCancelled() { return cancelled; }

    boolean isDelivered() { return delivered.get(); }

    /** On the UI thread: the task is over for everyone, whatever its work does next. */
    boolean cancel() {
        if (!delivered.compareAndSet(false, true)) return false;
        cancelled = true;
        task.onFailure().accept(new CancellationException(task.title() + " was cancelled"));
        return true;
    }

    /** On the UI thread. */
    void succeed(T result) {
        if (delivered.compareAndSet(false, true)) task.onSuccess().accept(result);
    }

    /** On the UI thread. */
    void fail(Throwable failure) {
        if (delivered.compareAndSet(false, true)) task.onFailure().accept(failure);
    }

    /** An update from the worker, unless the task was cancelled meanwhile. */
    void update(Runnable update) {
        if (!cancelled) update.run();
    }
}
