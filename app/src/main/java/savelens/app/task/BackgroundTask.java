package savelens.app.task;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Work that may take a while (loading, saving, searching) and what to do with its outcome. The
 * callbacks run on the thread that owns the user interface.
 */
public record BackgroundTask<T>(String title, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    public static <T> BackgroundTask<T> of(String title, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        return new BackgroundTask<>(title, work, onSuccess, onFailure);
    }
}
