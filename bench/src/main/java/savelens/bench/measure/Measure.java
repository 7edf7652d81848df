package savelens.bench.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.util.Arrays;
import java.util.concurrent.Callable;
import javax.management.ObjectName;

/** Timing (warmup, then the median of several iterations) and retained-heap measurement. */
public final class Measure {
    /** Keeps results alive so the JIT cannot drop the work. */
    public static volatile Object sink;

    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    public final int warmup;
    public final int iterations;
    /** Small inputs repeat an operation within one iteration until it lasts this long. */
    final double minIterationSeconds;

    public Measure(int warmup, int iterations, double minIterationSeconds) {
        this.warmup = warmup;
        this.iterations = iterations;
        this.minIterationSeconds = minIterationSeconds;
    }

    public interface Op {
        Object run() throws Exception;
    }

    /** Warm-up lasts at least this long (and at least {@link #warmup} runs)... */
    static final double WARMUP_SECONDS = 1.5;
    /** ...and goes on, in windows this long, until two in a row agree within {@link #SETTLED}... */
    static final double WARMUP_WINDOW_SECONDS = 0.25;
    static final double SETTLED = 0.05;
    /** ...but no longer than this. */
    static final double WARMUP_MAX_SECONDS = 12;

    /** Median seconds per operation. */
    public double time(Op op) throws Exception {
        double last = warm(() -> {
            long t0 = System.nanoTime();
            sink = op.run();
            return (System.nanoTime() - t0) / 1e9;
        });
        int reps = reps(last);
        double[] per = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            long s = System.nanoTime();
            for (int r = 0; r < reps; r++) sink = op.run();
            per[i] = (System.nanoTime() - s) / 1e9 / reps;
        }
        sink = null;
        return median(per);
    }

    /** Median seconds of {@code op} applied to a fresh, untimed {@code setup()} each time. */
    public <T> double timeWithSetup(Callable<T> setup, java.util.function.Function<T, Object> op) throws Exception {
        double last = warm(() -> timeOnce(setup, op));
        int reps = Math.max(1, reps(last) / 4);
        double[] per = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            double total = 0;
            for (int r = 0; r < reps; r++) total += timeOnce(setup, op);
            per[i] = total / reps;
        }
        sink = null;
        return median(per);
    }

    /**
     * Runs until the warm-up count and time are reached and the JIT has settled: the mean of two
     * consecutive windows within 5 % of each other (a whole load reaches its steady speed only after about
     * two seconds of compiling on two cores, a token scan much sooner). Returns the last run's seconds.
     */
    private double warm(Callable<Double> once) throws Exception {
        long start = System.nanoTime();
        double last = 0;
        for (int i = 0; i < warmup || seconds(start) < WARMUP_SECONDS; i++) last = once.call();
        double previous = Double.NaN;
        while (seconds(start) < WARMUP_MAX_SECONDS) {
            long windowStart = System.nanoTime();
            double total = 0;
            int runs = 0;
            while (seconds(windowStart) < WARMUP_WINDOW_SECONDS || runs == 0) {
                last = once.call();
                total += last;
                runs++;
            }
            double mean = total / runs;
            if (Math.abs(mean - previous) <= SETTLED * Math.min(mean, previous)) break;
            previous = mean;
        }
        return last;
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private int reps(double secondsPerOp) {
        return (int) Math.max(1, Math.min(1_000_000, Math.ceil(minIterationSeconds / Math.max(secondsPerOp, 1e-7))));
    }

    private static <T> double timeOnce(Callable<T> setup, java.util.function.Function<T, Object> op) throws Exception {
        T input = setup.call();
        long s = System.nanoTime();
        sink = op.apply(input);
        return (System.nanoTime() - s) / 1e9;
    }

    public static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /**
     * Heap still in use after {@code load} has run and its result is held: used heap after full GCs, with
     * and without the result. The loader reads its own input, so the input counts only when the result
     * keeps it.
     */
    public static long retained(Op load) throws Exception {
        sink = null;
        long before = usedAfterGc();
        Object held = load.run();
        long after = usedAfterGc();
        Reference.reachabilityFence(held);
        return after - before;
    }

    /**
     * Bytes of live objects, from HotSpot's class histogram (which runs a full GC first). Unlike "used
     * heap" it does not count G1's region rounding: a 1 MB text is a humongous object that fills two 1 MB
     * regions, which would double a small document's figure for no reason of its own.
     */
    public static long usedAfterGc() throws InterruptedException {
        // The histogram's GC is skipped while a thread holds the GC locker (a JNI critical section, such as
        // the software renderer's), and then counts garbage: the least of three readings has had its GC.
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long live = liveBytes();
            if (live < 0) return usedHeapAfterGc();
            best = Math.min(best, live);
            Thread.sleep(20);
        }
        return best;
    }

    private static long liveBytes() {
        try {
            var server = ManagementFactory.getPlatformMBeanServer();
            var name = new ObjectName("com.sun.management:type=DiagnosticCommand");
            String histogram = (String) server.invoke(name, "gcClassHistogram",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
            for (String line : histogram.split("\n")) {
                String t = line.trim();
                if (t.startsWith("Total")) {
                    String[] parts = t.split("\\s+");
                    return Long.parseLong(parts[2]);
                }
            }
        } catch (Exception | LinkageError e) {
            // not HotSpot: fall back to used heap
        }
        return -1;
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(40);
            used = Math.min(used, MEMORY.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
