package savelens.app.task;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Tasks that must run one after another on one executor, each made only when the one before it is done:
 * an undo pressed twice on a big document prepares the second undo from the history the first one left.
 * Used on the UI thread.
 */
public final class TaskSequence {
    private final TaskExecutor executor;
    private final Deque<Supplier<BackgroundTask<?>>> waiting = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private BackgroundTask<?> current;
    private boolean starting;

    public TaskSequence(TaskExecutor executor) { this.executor = executor; }

    /**
     * Adds a step: {@code next} is asked for its task when every step before it is done, and may answer null
     * when by then there is nothing to do.
     */
    public void add(Supplier<BackgroundTask<?>> next) {
        waiting.add(next);
        startNext();
    }

    /** Drops the steps not yet begun (what was asked after a step that failed no longer means the same). */
    public void clear() {
        waiting.clear();
        update();
    }

    private void startNext() {
        if (starting) return; // a step that finished inside execute: the loop below goes on
        starting = true;
        try {
            while (current == null && !waiting.isEmpty()) {
                BackgroundTask<?> task = waiting.poll().get();
                if (task == null) continue;
                current = task;
                update();
                task.afterDone(() -> {
                    current = null;
                    update();
                    startNext();
                });
                executor.execute(task);
            }
        } finally {
            starting = false;
            update();
        }
    }

    private void update() { busy.set(current != null || !waiting.isEmpty()); }

    public boolean isBusy() { return busy.get(); }

    /** True while a step runs or waits. */
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
}
