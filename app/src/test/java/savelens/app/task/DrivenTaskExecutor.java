package savelens.app.task;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.ObservableList;

/**
 * An executor the test drives: it keeps every task until the test runs the next one, on the test's thread, and
 * lets the test act on the task once it has begun and before its work runs (a Cancel that arrives while the
 * worker is busy interrupts this thread, as the GUI's executor interrupts its worker).
 */
public final class DrivenTaskExecutor implements TaskExecutor {
    private final RunningTasks running = new RunningTasks();
    private final Deque<BackgroundTask<?>> waiting = new ArrayDeque<>();

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        waiting.add(task);
        return task;
    }

    /** The titles of the tasks given and not yet run, oldest first. */
    public List<String> waitingTitles() { return waiting.stream().map(BackgroundTask::title).toList(); }

    /** Runs the oldest waiting task; {@code meanwhile} gets it once it runs, before its work starts. */
    public void runNext(Consumer<BackgroundTask<?>> meanwhile) {
        run(waiting.poll(), meanwhile);
    }

    /** Runs the newest waiting task first, as a worker that got ahead of those started before it would. */
    public void runNewest() {
        run(waiting.pollLast(), t -> { });
    }

    /** Runs the waiting tasks, newest first each time (and those they start), until none is left. */
    public void runAllNewestFirst() {
        while (!waiting.isEmpty()) runNewest();
    }

    /** Fails the oldest waiting task with {@code failure} without running its work, as work that broke would. */
    public void failNext(Throwable failure) {
        BackgroundTask<?> task = waiting.poll();
        if (running.start(task, () -> { })) task.fail(failure);
    }

    /** Runs the waiting tasks (and those they start) until none is left. */
    public void runAll() {
        while (!waiting.isEmpty()) runNext(t -> { });
    }

    private <T> void run(BackgroundTask<T> task, Consumer<BackgroundTask<?>> meanwhile) {
        Thread thread = Thread.currentThread();
        if (!running.start(task, thread::interrupt)) return;
        meanwhile.accept(task);
        WorkerContext context = new WorkerContext(task, Runnable::run);
        T result;
        try {
            result = task.call(context);
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            Thread.interrupted();
            task.fail(e);
            return;
        }
        Thread.interrupted();
        task.succeed(result);
    }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return running.view(); }

    @Override public Repeating repeat(Duration period, Runnable action) { throw new UnsupportedOperationException(); }
}
