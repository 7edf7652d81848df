package savelens.app.task;

/**
 * Runs each task at once on the calling thread: view models become deterministic in tests. Updates are
 * delivered as they are made; a cancel from inside the work (say, from a progress listener) interrupts
 * this thread, as the GUI's executor interrupts its worker.
 */
public final class CurrentThreadTaskExecutor implements TaskExecutor {
    @Override public <T> TaskHandle submit(BackgroundTask<T> task) {
        TaskOutcome<T> outcome = new TaskOutcome<>(task);
        Thread thread = Thread.currentThread();
        boolean[] running = {true};
        TaskHandle handle = new TaskHandle() {
            @Override public void cancel() {
                if (outcome.cancel() && running[0]) thread.interrupt();
            }

            @Override public boolean isCancelled() { return outcome.isCancelled(); }

            @Override public boolean isDone() { return outcome.isDelivered(); }
        };
        TaskContext context = new TaskContext() {
            @Override public void onUiThread(Runnable update) { outcome.update(update); }

            @Override public boolean isCancelled() { return outcome.isCancelled(); }

            @Override public TaskHandle handle() { return handle; }
        };
        T result;
        try {
            result = task.work().run(context);
        } catch (Exception | OutOfMemoryError e) {
            outcome.fail(e);
            return handle;
        } finally {
            running[0] = false;
            if (outcome.isCancelled()) Thread.interrupted(); // the interrupt was for the work, not for the caller
        }
        outcome.succeed(result);
        return handle;
    }
}
