package savelens.app.task;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableList;

/**
 * Runs tasks in place as {@link CurrentThreadTaskExecutor} does, except while {@link #hold} is on: then it
 * keeps what it is given until the test calls {@link #runHeld}, as a busy worker thread would start it later.
 */
public final class HeldTaskExecutor implements TaskExecutor {
    private final CurrentThreadTaskExecutor now = new CurrentThreadTaskExecutor();
    private final List<BackgroundTask<?>> held = new ArrayList<>();
    private boolean holding;

    /** Holds from now on (until {@link #release}). */
    public HeldTaskExecutor hold() {
        holding = true;
        return this;
    }

    /** Runs what is held and everything that comes later at once. */
    public void release() {
        holding = false;
        runHeld();
    }

    /** Runs the tasks held so far, in the order they came (tasks they start are held again while holding). */
    public void runHeld() {
        List<BackgroundTask<?>> due = List.copyOf(held);
        held.clear();
        due.forEach(now::execute);
    }

    /** The tasks given and not yet run. */
    public List<BackgroundTask<?>> held() { return List.copyOf(held); }

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        if (holding) held.add(task);
        else now.execute(task);
        return task;
    }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return now.runningTasks(); }

    @Override public Repeating repeat(Duration period, Runnable action) { return now.repeat(period, action); }
}
