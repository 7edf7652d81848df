package savelens.json;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Tells a {@link ValueListener} of the values on a thread of its own: the indexing thread only writes each value
 * into a batch, and a batch at a time goes to the listener's thread, which calls the listener in the same order
 * with the same arguments. The parse and the listener's work then take a core each instead of one after the
 * other on one. The listener is called on that thread alone; what it built is visible to the indexing thread
 * once {@link #finish} returns.
 *
 * <p>A failure of the listener is thrown on the indexing thread at the next batch (or by {@link #finish}), as if
 * the listener had thrown it there; values after it are not delivered. Belongs to the indexing thread.
 */
final class ValueRelay implements ValueListener {
    /** Values per batch: a handover per many thousand values costs nothing beside the values' own work. */
    static final int BATCH = 16_384;
    /**
     * Batches on their way at once (about 200 kB each): enough that the indexing thread seldom waits for the
     * listener's, or the listener's for it, when other programs take turns at the cores (a wait is a sleep and a
     * wake-up, which a busy machine makes milliseconds long).
     */
    private static final int IN_FLIGHT = 16;
    /** A kind no value has: the entry is the end of a container. */
    private static final byte END = 0;

    /**
     * A run of values (and ends) in document order, filled on the indexing thread and emptied on the listener's.
     * Values are numbered in order and each opens a level or not, so the listener's thread counts the numbers
     * and the depths itself: per entry the indexing thread writes its kind, its offset (an unsigned int, as the
     * index keeps it), its name and, for an end, the container. Only the indexing thread writes a batch and
     * only the listener's reads it: the fewer bytes cross between the cores, the less the relay costs.
     */
    private static final class Batch {
        final byte[] kind;
        final int[] offset;
        /**
         * A value's member name, or null. A new array for each filling: a batch handed back and refilled has long been
         * promoted, and a reference stored into an old array costs the collector's write barrier its slow path per
         * store; into a young one it costs next to nothing.
         */
        String[] name;
        /** An end's container. */
        final int[] container;
        int size;
        /** The last batch: the listener's thread stops after it. */
        boolean last;

        Batch(int capacity) {
            kind = new byte[capacity];
            offset = new int[capacity];
            name = new String[capacity];
            container = new int[capacity];
        }
    }

    /** Handed over when the read stopped early: the listener's thread stops without delivering more. */
    private static final Batch STOP = new Batch(0);

    private final ValueListener listener;
    private final BlockingQueue<Batch> full = new LinkedBlockingQueue<>();
    private final BlockingQueue<Batch> free = new ArrayBlockingQueue<>(IN_FLIGHT);
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile Throwable failure;
    private volatile boolean stopped;
    private Batch filling;

    /** Batches made so far: made as the listener falls behind, so a small text takes one or two. */
    private int made = 1;

    private ValueRelay(ValueListener listener, int batch) {
        this.listener = listener;
        filling = new Batch(batch);
    }

    /** Starts the listener's thread; {@code batch}: values per handover. */
    static ValueRelay start(ValueListener listener, int batch) {
        ValueRelay relay = new ValueRelay(listener, Math.max(1, batch));
        Thread t = new Thread(relay::deliver, "savelens-read-listener");
        t.setDaemon(true); // a read abandoned by its caller never keeps the program alive
        t.start();
        return relay;
    }

    /** The number the next value has: the indexer numbers every value in order, which the listener's thread relies on. */
    private int numbered;

    @Override public void value(int number, byte kind, long start, int depth, String name) {
        if (number != numbered++) throw new IllegalStateException("value " + number + " told out of order");
        Batch b = filling;
        int i = b.size;
        b.kind[i] = kind;
        b.offset[i] = (int) start; // unsigned: a text indexes at most JsonIndex.MOST_TEXT bytes
        b.name[i] = name;
        if ((b.size = i + 1) == b.kind.length) handOver();
    }

    @Override public void end(int number, int depth, long end) {
        Batch b = filling;
        int i = b.size;
        b.kind[i] = END;
        b.offset[i] = (int) end;
        b.container[i] = number;
        if ((b.size = i + 1) == b.kind.length) handOver();
    }

    /** Sends the batch filled and takes an empty one (waiting while the listener is behind). */
    private void handOver() {
        throwIfFailed();
        full.add(filling);
        try {
            Batch next = free.poll();
            if (next == null && made < IN_FLIGHT) {
                next = new Batch(filling.kind.length);
                made++;
            }
            while (next == null && (next = free.poll(50, TimeUnit.MILLISECONDS)) == null) {
                if (done.getCount() == 0) { // the listener's thread ended early: never wait for it
                    throwIfFailed();
                    throw new IllegalStateException("the listener's thread ended before the text");
                }
            }
            filling = next;
            next.name = new String[next.kind.length];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new CancellationException("reading was cancelled");
        }
        filling.size = 0;
    }

    /** Once every value is told: waits until the listener has seen them all, and throws what it failed with. */
    void finish() {
        filling.last = true;
        full.add(filling);
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new CancellationException("reading was cancelled");
        }
        throwIfFailed();
    }

    /** The read ends without {@link #finish} (a syntax error, a cancel): the listener's thread stops after its batch. */
    void stop() {
        stopped = true;
        full.add(STOP);
    }

    private void throwIfFailed() {
        Throwable f = failure;
        if (f == null) return;
        stop();
        if (f instanceof RuntimeException r) throw r;
        if (f instanceof Error e) throw e;
        throw new IllegalStateException(f); // a listener throws nothing checked; kept whole all the same
    }

    /** The listener's thread: each batch's entries in order, until the last batch or a stop. */
    private void deliver() {
        try {
            while (true) {
                Batch b = full.take();
                if (b == STOP) return;
                if (failure == null && !stopped) {
                    try {
                        tell(b);
                    } catch (Throwable t) {
                        failure = t; // thrown on the indexing thread; the batches still come back so it never waits
                    }
                }
                if (b.last) return;
                free.add(b);
            }
        } catch (Throwable t) {
            // Nobody interrupts this thread, but waiting on a queue can run out of memory (a waiter's node) as a
            // listener can: whatever stops it is thrown on the indexing thread, never left to the default handler.
            if (failure == null) failure = t;
        } finally {
            done.countDown();
        }
    }

    /** The values' numbers and depths, counted on from batch to batch as the indexer counts them. */
    private int nextNumber;
    private int depth;

    private void tell(Batch b) {
        for (int i = 0; i < b.size; i++) {
            byte k = b.kind[i];
            if (k == END) {
                listener.end(b.container[i], --depth, JsonIndex.offset(b.offset[i]));
            } else {
                listener.value(nextNumber++, k, JsonIndex.offset(b.offset[i]), depth, b.name[i]);
                if (k == JsonIndex.OBJECT || k == JsonIndex.ARRAY) depth++;
            }
        }
    }
}
