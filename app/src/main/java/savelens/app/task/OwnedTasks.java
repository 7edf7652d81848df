package savelens.app.task;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.collections.ObservableList;

/**
 * The tasks one owner (a document's tab) starts, passed on to the executor behind it and remembered until they are
 * done, so that {@link #cancelAll} stops every one of them at once (the tab is closed): those waiting and those running.
 * A task that must finish once begun (a save) is not stopped. Used on the UI thread.
 */
public final class OwnedTasks implements TaskExecutor {
    private final TaskExecutor behind;
    private final Set<BackgroundTask<?>> unfinished = new LinkedHashSet<>();
    private boolean cancelled;

    public OwnedTasks(TaskExecutor behind) { this.behind = behind; }

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        if (!own(task)) return task;
        return behind.execute(task);
    }

    @Override public <T> BackgroundTask<T> executeFirst(BackgroundTask<T> task) {
        if (!own(task)) return task;
        return behind.executeFirst(task);
    }

    /** Remembers the task until it is done; false (and the task cancelled) once the owner has gone. */
    private boolean own(BackgroundTask<?> task) {
        if (cancelled) {
            task.cancel();
            return false;
        }
        if (unfinished.add(task)) task.afterDone(() -> unfinished.remove(task));
        return true;
    }

    /** Cancels every task started here and not done, and every task given from now on. */
    public void cancelAll() {
        cancelled = true;
        for (BackgroundTask<?> task : List.copyOf(unfinished)) task.cancel();
    }

    /** The tasks started here and not done yet, oldest first (for tests). */
    public List<BackgroundTask<?>> unfinished() { return List.copyOf(unfinished); }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return behind.runningTasks(); }

    @Override public boolean runsInPlace() { return behind.runsInPlace(); }

    @Override public Repeating repeat(Duration period, Runnable action) { return behind.repeat(period, action); }
}
