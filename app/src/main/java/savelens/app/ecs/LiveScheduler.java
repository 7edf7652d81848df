package savelens.app.ecs;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The seam between the Live ECS view model and time and threads: a repeating poll and background work
 * whose results come back on the UI thread. {@link FxLiveScheduler} runs it for real; tests use
 * {@link ManualLiveScheduler} and decide themselves when a poll happens.
 */
public interface LiveScheduler extends AutoCloseable {
    /** Runs {@code action} on the UI thread every {@code period} until the returned handle is cancelled. */
    Cancellable repeat(Duration period, Runnable action);

    /** Runs {@code work} off the UI thread, then {@code done} or {@code failed} on the UI thread. */
    <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed);

    @Override
    void close();

    interface Cancellable {
        void cancel();
    }
}
