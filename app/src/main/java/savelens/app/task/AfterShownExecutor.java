package savelens.app.task;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableList;

/**
 * An executor that holds the tasks given to it until {@link #release} and then passes them, and every later
 * one, to the executor behind it. A new document's tab uses it so that the work that can wait (reading the
 * scene hierarchy, its findings) starts only once the tree's first rows are on screen, and does not take the
 * processor from the first frame. A task cancelled while held never runs. Used on the UI thread.
 */
public final class AfterShownExecutor implements TaskExecutor {
    private final TaskExecutor behind;
    private List<BackgroundTask<?>> held = new ArrayList<>();

    public AfterShownExecutor(TaskExecutor behind) { this.behind = behind; }

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        if (held == null) return behind.execute(task);
        held.add(task);
        return task;
    }

    /** Starts the tasks held so far, in the order they came; from now on tasks start at once. */
    public void release() {
        if (held == null) return;
        List<BackgroundTask<?>> now = held;
        held = null;
        for (BackgroundTask<?> task : now) behind.execute(task);
    }

    public boolean isReleased() { return held == null; }

    /** The tasks waiting for {@link #release}, in order (for tests). */
    public List<BackgroundTask<?>> heldTasks() { return held == null ? List.of() : List.copyOf(held); }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return behind.runningTasks(); }

    @Override public Repeating repeat(Duration period, Runnable action) { return behind.repeat(period, action); }
}
