package savelens.app.task;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.collections.ObservableList;

/**
 * Runs tasks on daemon worker threads and hands their reports and outcome back on the JavaFX application thread. The
 * analyses marked {@link BackgroundTask#inLine} wait in one line and run at most a few at once (see {@link TaskLine}).
 */
public final class FxTaskExecutor implements TaskExecutor {
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "savelens-worker");
        t.setDaemon(true);
        return t;
    });
    private final RunningTasks running = new RunningTasks();
    private final TaskLine line;

    /** Runs the analyses in line all processors but one at a time. */
    public FxTaskExecutor() { this(TaskLine.widthFor(Runtime.getRuntime().availableProcessors())); }

    /** Runs at most {@code lineWidth} of the analyses in line at once (at least one). */
    public FxTaskExecutor(int lineWidth) { line = new TaskLine(this::start, lineWidth); }

    @Override public <T> BackgroundTask<T> execute(BackgroundTask<T> task) {
        if (!Platform.isFxApplicationThread()) { // the list belongs to the JavaFX thread
            Platform.runLater(() -> execute(task));
            return task;
        }
        if (task.isInLine()) line.add(task);
        else start(task);
        return task;
    }

    private <T> void start(BackgroundTask<T> task) {
        AtomicReference<Future<?>> worker = new AtomicReference<>();
        if (!running.start(task, () -> {
            Future<?> f = worker.get();
            if (f != null) f.cancel(true);
        })) return;
        WorkerContext context = new WorkerContext(task, Platform::runLater);
        try {
            worker.set(workers.submit(() -> run(task, context)));
        } catch (RejectedExecutionException stopped) {
            task.cancel(); // asked for after shutdown (the window closing): no work starts, and nothing is left listed
        }
    }

    private <T> void run(BackgroundTask<T> task, WorkerContext context) {
        if (task.isCancelled()) return; // cancelled before a worker got to it
        try {
            T result = task.call(context);
            Platform.runLater(() -> task.succeed(result));
        } catch (InterruptedException e) {
            // Stopping the executor interrupts its workers: that ends the work, it is no failure of it.
            if (!workers.isShutdown()) Platform.runLater(() -> task.fail(e));
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            Platform.runLater(() -> task.fail(e));
        }
    }

    @Override public ObservableList<BackgroundTask<?>> runningTasks() { return running.view(); }

    @Override public Repeating repeat(Duration period, Runnable action) {
        Timeline timeline = new Timeline(new KeyFrame(javafx.util.Duration.millis(period.toMillis()), e -> action.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
        return new Repeating() {
            @Override public Duration period() { return period; }

            @Override public void cancel() { timeline.stop(); }
        };
    }

    /** Stops the workers (interrupting work still running, whose outcome is then dropped without a word). */
    public void shutdown() { workers.shutdownNow(); }

    /** After {@link #shutdown}: waits until every worker has ended; false when one is still running after {@code wait}. */
    public boolean awaitStopped(Duration wait) throws InterruptedException {
        return workers.awaitTermination(wait.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }
}
