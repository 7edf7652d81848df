package savelens.app.task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javafx.application.Platform;

/** Runs tasks on daemon worker threads and hands their updates and outcome back on the JavaFX application thread. */
public final class FxTaskExecutor implements TaskExecutor {
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "savelens-worker");
        t.setDaemon(true);
        return t;
    });

    @Override public <T> TaskHandle submit(BackgroundTask<T> task) {
        TaskOutcome<T> outcome = new TaskOutcome<>(task);
        Future<?>[] running = {null};
        TaskHandle handle = new TaskHandle() {
            @Override public void cancel() {
                if (outcome.cancel()) running[0].cancel(true);
            }

            @Override public boolean isCancelled() { return outcome.isCancelled(); }

            @Override public boolean isDone() { return outcome.isDelivered(); }
        };
        TaskContext context = new TaskContext() {
            @Override public void onUiThread(Runnable update) { Platform.runLater(() -> outcome.update(update)); }

            @Override public boolean isCancelled() { return outcome.isCancelled(); }

            @Override public TaskHandle handle() { return handle; }
        };
        running[0] = workers.submit(() -> {
            try {
                T result = task.work().run(context);
                Platform.runLater(() -> outcome.succeed(result));
            } catch (Exception | OutOfMemoryError | StackOverflowError e) {
                Platform.runLater(() -> outcome.fail(e));
            }
        });
        return handle;
    }

    public void shutdown() { workers.shutdownNow(); }
}
