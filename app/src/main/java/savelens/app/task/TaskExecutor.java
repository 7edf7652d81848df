package savelens.app.task;

import java.time.Duration;
import javafx.collections.ObservableList;

/**
 * Where background work is submitted: the GUI runs it off the JavaFX thread, tests run it in place. Every
 * task it runs is listed in {@link #runningTasks} while it runs; the status bar shows that list. Used on
 * the UI thread.
 */
public interface TaskExecutor {
    /**
     * Lists the task as running and starts its work; returns the task (which is its own handle, and can be
     * kept before this is called). A task cancelled before it is executed does not run.
     */
    <T> BackgroundTask<T> execute(BackgroundTask<T> task);

    /** The tasks running now, oldest first; each leaves the list as it is done. */
    ObservableList<BackgroundTask<?>> runningTasks();

    /**
     * Starts a task the user is waiting for. An executor that holds back the work that can wait starts this one at
     * once and holds that work until it is done; any other runs it as {@link #execute} does.
     */
    default <T> BackgroundTask<T> executeFirst(BackgroundTask<T> task) { return execute(task); }

    /**
     * True when tasks run at once on the calling thread (tests): nothing then runs beside the UI thread, so there is
     * no work worth holding back for the first frame.
     */
    default boolean runsInPlace() { return false; }

    /** Runs {@code action} on the UI thread every {@code period} until the returned handle is cancelled. */
    Repeating repeat(Duration period, Runnable action);
}
