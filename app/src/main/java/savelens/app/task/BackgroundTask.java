package savelens.app.task;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Work that may take a while (loading, saving, searching) and what to do with its outcome. The
 * callbacks run on the thread that owns the user interface.
 */
public record BackgroundTask<T>(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    /** The work itself, given its context for progress and cancellation. */
    @FunctionalInterface
    public interface Work<T> {
        T run(TaskContext context) throws Exception;
    }

    public static <T> BackgroundTask<T> of(String title, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return new BackgroundTask<>(title, context -> work.call(), onSuccess, onFailure);
    }

    /** Work that reports while it runs (progress, partial results) or checks for cancellation. */
    public static <T> BackgroundTask<T> reporting(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return new BackgroundTask<>(title, work, onSuccess, onFailure);
    }
}
