package savelens.app.task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;

/** Runs tasks on daemon worker threads and hands their outcome back on the JavaFX application thread. */
public final class FxTaskExecutor implements TaskExecutor {
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "savelens-worker");
        t.setDaemon(true);
        return t;
    });

    @Override public <T> void execute(BackgroundTask<T> task) {
        workers.execute(() -> {
            try {
                T result = task.work().call();
                Platform.runLater(() -> task.onSuccess().accept(result));
            } catch (Exception | OutOfMemoryError | StackOverflowError e) {
                Platform.runLater(() -> task.onFailure().accept(e));
            }
        });
    }

    public void shutdown() { workers.shutdownNow(); }
}
