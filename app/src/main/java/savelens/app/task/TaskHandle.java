package savelens.app.task;

/** A submitted task, kept by whoever may want to stop it. Used on the UI thread. */
public interface TaskHandle {
    /**
     * Stops the task: its thread is interrupted, updates it has not yet delivered are dropped, and its
     * failure callback gets a {@link java.util.concurrent.CancellationException} at once (before this
     * returns), so the caller's state is settled immediately even if the work needs a moment to notice.
     * Does nothing once the task has delivered its outcome.
     */
    void cancel();

    boolean isCancelled();

    /** True once the task has delivered its outcome (or was cancelled). */
    boolean isDone();

    /** A handle for work that has already finished. */
    TaskHandle DONE = new TaskHandle() {
        @Override public void cancel() { }

        @Override public boolean isCancelled() { return false; }

        @Override public boolean isDone() { return true; }
    };
}
