package savelens.app.task;

/** What running work may use: a way to show something on the UI thread while it runs, and its cancel flag. */
public interface TaskContext {
    /**
     * Runs an update on the UI thread: later and in order for the GUI, at once in tests. Dropped once the
     * task is cancelled. Frequent reports go through {@link LatestValueRelay} or {@link BatchRelay}, not here
     * directly, so the UI thread's queue never floods.
     */
    void onUiThread(Runnable update);

    /** True once the task was cancelled; long loops check it (blocking calls see the interrupt). */
    boolean isCancelled();

    /** The task's own handle, for work that registers itself where a Cancel button finds it. */
    TaskHandle handle();
}
