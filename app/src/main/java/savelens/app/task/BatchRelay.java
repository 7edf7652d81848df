package savelens.app.task;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Hands a worker's partial results (search hits, say) to the UI thread in batches: everything offered
 * while one hand-over is pending goes in the next list, so the UI thread gets one update per turn of its
 * event loop however fast the worker produces. Order is kept.
 */
public final class BatchRelay<T> {
    private final TaskContext context;
    private final Consumer<List<T>> onUiThread;
    private final ConcurrentLinkedQueue<T> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean pending = new AtomicBoolean();

    public BatchRelay(TaskContext context, Consumer<List<T>> onUiThread) {
        this.context = context;
        this.onUiThread = onUiThread;
    }

    /** From the worker: a batch it has gathered. */
    public void offer(List<T> items) {
        if (items.isEmpty()) return;
        queue.addAll(items);
        if (pending.compareAndSet(false, true)) context.onUiThread(this::deliver);
    }

    private void deliver() {
        pending.set(false);
        List<T> batch = new ArrayList<>();
        for (T item; (item = queue.poll()) != null; ) batch.add(item);
        if (!batch.isEmpty()) onUiThread.accept(batch);
    }
}
