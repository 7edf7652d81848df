package savelens.ecs.live;

import java.util.concurrent.RejectedExecutionException;
import org.eclipse.jetty.util.thread.ExecutionStrategy;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The server's fixed pool, which never grows past its size. Jetty asks for some tasks to run "immediately"
 * (the failure of a request whose connection broke off mid-head, a wake-up for a reader waiting for a
 * body) and, when no thread is idle, starts a new thread for each one outside any pool: thousands of
 * connections closing at once then meant a hundred threads or more. Here such a task waits its turn in
 * the pool's queue instead; it only completes or fails a request, so it may wait.
 * The selector's own hand-off (an {@link ExecutionStrategy} asking whether another thread can take over
 * producing) is still refused when no thread is idle, so the selector never waits behind the work it produces.
 */
final class LivePool extends QueuedThreadPool {
    LivePool(int maxThreads, String name) {
        super(maxThreads, 2, 60_000);
        setName(name);
        setDaemon(true);
        setReservedThreads(0); // every thread is counted in maxThreads, none is set aside
    }

    @Override
    public boolean tryExecute(Runnable task) {
        if (super.tryExecute(task)) return true;
        if (task instanceof ExecutionStrategy) return false;
        try {
            execute(task);
            return true;
        } catch (RejectedExecutionException stopping) {
            return false; // the pool is stopping: Jetty runs it as it would have
        }
    }
}
