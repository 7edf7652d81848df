package savelens.app.task;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableList;
import savelens.progress.WorkGate;

/**
 * An executor that holds the tasks given to it until {@link #release} and then passes them, and every later
 * one, to the executor behind it. A new document's tab uses it so that the work that can wait (reading the
 * scene hierarchy, its findings) starts only once the tree's first rows are on screen, and does not take the
 * processor from the first frame; after an edit it holds the work the edit sets off until the tree shows the new state
 * ({@link #hold}). Work a user waits for ({@link #executeFirst}: the sizes of the Size panel on screen) starts at once,
 * and the work that can wait and comes meanwhile is held until it is done; such work already running steps aside
 * meanwhile at its cancellation checks ({@link WorkGate}). A task cancelled while held never runs. Used on the UI thread.
 */
public final class AfterShownExecutor implements TaskExecutor {
    private final TaskExecutor behind;
    private final List<BackgroundTask<?>> held = new ArrayList<>();
    private boolean released;
    /** The tasks given by {@link #executeFirst} and not done yet. */
    private final List<BackgroundTask<?>> first = new ArrayList<>();
    /** Closed while tasks given first run. */
    private final WorkGate gate = new WorkGate();

    public AfterShownExecutor(TaskExecutor behind) { this.behind = behind; }

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        if (!released || !first.isEmpty()) {
            held.add(task);
            return task;
        }
        return behind.execute(task.givingWayAt(gate));
    }

    /**
     * Starts a task the user is waiting for at once, tree shown or not; the work that can wait and is given
     * meanwhile starts once it is done (a task already running goes on beside it).
     */
    @Override public <T> BackgroundTask<T> executeFirst(BackgroundTask<T> task) {
        first.add(task);
        gate.close();
        task.afterDone(() -> {
            first.remove(task);
            if (first.isEmpty()) gate.open();
            startHeld();
        });
        return behind.execute(task);
    }

    /** Starts the tasks held so far, in the order they came; from now on tasks start at once. */
    public void release() {
        released = true;
        startHeld();
    }

    private void startHeld() {
        if (!released || !first.isEmpty()) return;
        List<BackgroundTask<?>> now = List.copyOf(held);
        held.clear();
        for (BackgroundTask<?> task : now) behind.execute(task.givingWayAt(gate));
    }

    /**
     * Holds the work given from now on again until the next {@link #release}: after an edit, the work it sets off
     * (the scene read again, the findings, a query asked again) waits for the tree to show the new state.
     */
    public void hold() { released = false; }

    public boolean isReleased() { return released; }

    /** The tasks waiting for {@link #release} or for the work given first, in order (for tests). */
    public List<BackgroundTask<?>> heldTasks() { return List.copyOf(held); }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return behind.runningTasks(); }

    @Override public Repeating repeat(Duration period, Runnable action) { return behind.repeat(period, action); }
}
