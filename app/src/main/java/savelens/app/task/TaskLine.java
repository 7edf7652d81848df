package savelens.app.task;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Consumer;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

/**
 * The analyses that can wait for each other (a scene's hierarchy, the graph, the findings), run at most {@code width}
 * at once and the others started in the order they came as those end: on a machine of two processors, three such
 * passes at once left none to the UI thread and the renderer. A task cancelled while it waits never starts. Used on the
 * UI thread.
 */
final class TaskLine {
    private final Consumer<BackgroundTask<?>> start;
    private final int width;
    private final Queue<BackgroundTask<?>> waiting = new ArrayDeque<>();
    private int running;

    /** {@code start} runs a task now; {@code width} is how many may run at once (at least one). */
    TaskLine(Consumer<BackgroundTask<?>> start, int width) {
        this.start = start;
        this.width = Math.max(1, width);
    }

    /** How many analyses run at once on this machine: all processors but one, which the UI keeps; at least one. */
    static int widthFor(int processors) { return Math.max(1, processors - 1); }

    void add(BackgroundTask<?> task) {
        waiting.add(task);
        startWaiting();
    }

    /** The tasks not started yet, in order (for tests). */
    int waitingCount() { return waiting.size(); }

    private void startWaiting() {
        while (running < width && !waiting.isEmpty()) {
            BackgroundTask<?> task = waiting.poll();
            if (task.isDone()) continue; // cancelled while it waited
            running++;
            // Heard before the executor's own list hears it: the next task is listed before this one leaves the list,
            // so that whoever waits for the list to empty (the sizes worked out ahead) waits for the whole line.
            task.stateProperty().addListener(new ChangeListener<>() {
                @Override public void changed(ObservableValue<? extends TaskState> o, TaskState was, TaskState now) {
                    if (!now.isDone()) return;
                    o.removeListener(this);
                    running--;
                    startWaiting();
                }
            });
            start.accept(task);
        }
    }
}
