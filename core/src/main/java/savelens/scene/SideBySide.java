package savelens.scene;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.IntFunction;

/**
 * Parts of one pass over a big scene run at once, the first on the calling thread and each other one on a thread of
 * its own (a command that prints a million objects once uses the machine's second core for half of them). An interrupt
 * of the calling thread, or a failure of any part, stops the others; a part's failure is thrown as it was.
 */
final class SideBySide {
    private SideBySide() {}

    /** Each part's result, by part: {@code part.apply(i)} for i from 0 to {@code parts - 1}. */
    static <T> Object[] run(int parts, String name, IntFunction<T> part) {
        Object[] out = new Object[parts];
        @SuppressWarnings("unchecked")
        FutureTask<T>[] others = new FutureTask[parts];
        try {
            for (int i = 1; i < parts; i++) {
                int p = i;
                others[i] = new FutureTask<>(() -> part.apply(p));
                Thread t = new Thread(others[i], name + "-" + i);
                t.setDaemon(true);
                t.start();
            }
            out[0] = part.apply(0);
            for (int i = 1; i < parts; i++) out[i] = others[i].get();
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the scene's reading was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        } finally {
            for (int i = 1; i < parts; i++) if (others[i] != null) others[i].cancel(true); // done: nothing; else stopped
        }
    }
}
