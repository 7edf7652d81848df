package savelens.app.task;

/**
 * What running work may use, on its worker thread: its cancel flag, a way to say what it is doing, and a
 * way to show something on the UI thread while it runs.
 */
public interface TaskContext {
    /** True once the task was cancelled; long loops check it (blocking calls see the interrupt). */
    boolean isCancelled();

    /**
     * Says what the work is doing and how far it is (0 to 1, or -1 when unknown). As often as the work
     * likes: the task's properties get the newest report once per turn of the UI thread's event loop.
     */
    void report(String message, double progress);

    /**
     * Runs an update on the UI thread: later and in order for the GUI, at once in tests. Dropped once the
     * task is cancelled. Frequent updates go through {@link LatestValueRelay} or {@link BatchRelay}, not here
     * directly, so the UI thread's queue never floods.
     */
    void onUiThread(Runnable update);
}
