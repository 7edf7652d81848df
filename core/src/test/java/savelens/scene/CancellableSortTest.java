package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import savelens.progress.SteppedGate;
import savelens.progress.WorkGate;

/**
 * The scene analysis's own sort puts keys in the order the library's sort does, negative keys and repeats included,
 * and a Cancel given while it sorts stops it there (the hierarchy links' sorts of a million keys had no check).
 */
class CancellableSortTest {
    /**
     * Runs the sort on a thread of its own under a {@link SteppedGate}, so that it stops at every check it reaches; lets
     * it pass {@code passed} stops in the sort, then interrupts it at the next. Returns what the sort threw; {@code stops} counts the stops seen.
     */
    private static Throwable cancelledAtStop(Runnable sort, int passed, AtomicInteger stops) throws InterruptedException {
        SteppedGate stepping = new SteppedGate();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                WorkGate.under(stepping.gate(), () -> {
                    sort.run();
                    return null;
                });
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "sorting");
        t.setDaemon(true);
        t.start();
        try {
            while (stepping.awaitCheck(t)) {
                if (atGateInSort(t.getStackTrace()) && stops.incrementAndGet() > passed) {
                    t.interrupt();
                    break;
                }
                stepping.step();
            }
            t.join();
        } finally {
            stepping.release();
        }
        return thrown.get();
    }

    private static boolean atGateInSort(StackTraceElement[] stack) {
        boolean atGate = false;
        for (StackTraceElement f : stack) {
            if (f.getClassName().equals(WorkGate.class.getName()) && f.getMethodName().equals("await")) atGate = true;
            if (atGate && f.getClassName().equals(CancellableSort.class.getName())) return true;
        }
        return false;
    }

    @Test void aCancelWhileIntsAreSortedStopsTheSort() throws InterruptedException {
        int[] keys = new Random(13).ints(2_000_000).toArray();
        AtomicInteger stops = new AtomicInteger();
        Throwable thrown = cancelledAtStop(() -> CancellableSort.sort(keys), 2, stops);
        assertTrue(thrown instanceof CancellationException, "stopped at its third check: " + thrown + " after " + stops);
    }

    @Test void aCancelWhileLongsAreSortedStopsTheSort() throws InterruptedException {
        long[] keys = new Random(14).longs(2_000_000).toArray();
        AtomicInteger stops = new AtomicInteger();
        Throwable thrown = cancelledAtStop(() -> CancellableSort.sort(keys), 2, stops);
        assertTrue(thrown instanceof CancellationException, "stopped at its third check: " + thrown + " after " + stops);
    }

    @Test void intsComeOutAsTheLibrarySortsThem() {
        Random random = new Random(11);
        for (int[] keys : new int[][] {
                {}, {5}, {3, 3, 3}, {Integer.MAX_VALUE, Integer.MIN_VALUE, -1, 0, 1},
                random.ints(20_000).toArray(), random.ints(20_000, 0, 1_000).toArray(), random.ints(20_000, -300, 300).toArray()}) {
            int[] expected = keys.clone();
            Arrays.sort(expected);
            CancellableSort.sort(keys);
            assertArrayEquals(expected, keys);
        }
    }

    @Test void longsComeOutAsTheLibrarySortsThem() {
        Random random = new Random(12);
        long[] pairs = new long[20_000]; // shaped like the links' (from, to) keys
        for (int i = 0; i < pairs.length; i++) pairs[i] = ((long) random.nextInt(5_000) << 32) | random.nextInt(1 << 20);
        for (long[] keys : new long[][] {
                {}, {7}, {Long.MAX_VALUE, Long.MIN_VALUE, -1, 0, 1, 1L << 40},
                random.longs(20_000).toArray(), random.longs(20_000, -1_000, 1_000).toArray(), pairs}) {
            long[] expected = keys.clone();
            Arrays.sort(expected);
            CancellableSort.sort(keys);
            assertArrayEquals(expected, keys);
        }
    }
}
