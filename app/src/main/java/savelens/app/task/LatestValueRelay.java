package savelens.app.task;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Hands a worker's newest value (progress, say) to the UI thread. At most one hand-over is pending at a
 * time and it carries whatever is newest when it runs, so a worker may report thousands of times a second
 * while the UI thread sees one update per turn of its event loop.
 */
public final class LatestValueRelay<T> {
    private final TaskContext context;
    private final Consumer<T> onUiThread;
    private final AtomicReference<T> latest = new AtomicReference<>();
    private final AtomicBoolean pending = new AtomicBoolean();

    public LatestValueRelay(TaskContext context, Consumer<T> onUiThread) {
        this.context = context;
        this.onUiThread = onUiThread;
    }

    /** From the worker. */
    public void offer(T value) {
        latest.set(value);
        if (pending.compareAndSet(false, true)) context.onUiThread(this::deliver);
    }

    private void deliver() {
        pending.set(false); // first: a value offered from here on schedules a new hand-over
        T value = latest.getAndSet(null);
        if (value != null) onUiThread.accept(value);
    }
}
