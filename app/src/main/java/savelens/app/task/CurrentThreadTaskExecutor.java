package savelens.app.task;

/** Runs each task at once on the calling thread: view models become deterministic in tests. */
public final class CurrentThreadTaskExecutor implements TaskExecutor {
    @Override public <T> void execute(BackgroundTask<T> task) {
        T result;
        try {
            result = task.work().call();
        } catch (Exception | OutOfMemoryError e) {
            task.onFailure().accept(e);
            return;
        }
        task.onSuccess().accept(result);
    }
}
