package savelens.bench.ecs;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * JMH: the same four kinds of ECS work on each storage (see {@link EcsSubject}). {@code iterate} is one
 * pass over all entities (divide by {@code entities} for ns per entity); the others handle a batch of
 * {@value #BATCH} entities per call and report per entity. Run through {@link EcsBench}
 * ({@code bench/run --ecs}), which picks the systems each kind of work applies to.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class EcsBenchmark {
    static final int BATCH = 1000;
    /** System property: the seed of the random picks (42 when absent). */
    static final String SEED_PROPERTY = "savelens.ecs.seed";
    /** System property: when true, random access reads a churned world (see {@link #churned}). */
    static final String CHURN_PROPERTY = "savelens.ecs.churn";

    @Param({"archetype", "hybrid", "views", "records", "shared-records", "static-records", "sparse", "artemis", "ashley", "before", "plain"})
    public String system;

    @Param({"10000", "100000", "1000000"})
    public int entities;

    private EcsSubject subject;
    private int[] picks;
    private int cursor;
    private int pickCursor;

    @Setup
    public void setup(BenchmarkParams params) {
        subject = EcsSubject.named(system);
        subject.populate(entities);
        if (!params.getBenchmark().endsWith(".iterate")) subject.stopSystems();
        // one fixed sequence per seed (EcsBench gives each round of forks its own, the same for every system);
        // more picks than fit in cache, so random access at 1M is not served from a hot few lines
        SplittableRandom random = new SplittableRandom(Long.getLong(SEED_PROPERTY, 42));
        picks = random.ints(Math.max(entities, 1 << 16), 0, entities).toArray();
        if (params.getBenchmark().endsWith(".randomAccess")) {
            if (Boolean.getBoolean(CHURN_PROPERTY)) subject.churn(churned(entities, Long.getLong(SEED_PROPERTY, 42)));
            settle();
        }
    }

    /**
     * Half the entities, picked at random (a fixed set per seed, the same for every system): destroyed and made again
     * ({@link EcsSubject#churn}), so their slots are reused and the rows of a packed table no longer follow the slots.
     */
    static int[] churned(int entities, long seed) {
        int[] order = new int[entities];
        for (int i = 0; i < entities; i++) order[i] = i;
        SplittableRandom random = new SplittableRandom(seed + 1);
        for (int i = entities - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return java.util.Arrays.copyOf(order, entities / 2);
    }

    /**
     * Before random reads: a full collection, so every system's objects lie where a settled heap puts them
     * rather than where the last young collection of its setup happened to leave them, then one pass over
     * every pick, so each page the reads touch is mapped before the first warm-up.
     */
    private void settle() {
        System.gc();
        double sum = 0;
        for (int from = 0; from + BATCH <= picks.length; from += BATCH) sum += subject.read(picks, from, BATCH);
        if (sum == Double.MIN_VALUE) System.out.println(sum); // keeps the pass
    }

    @Benchmark
    public void iterate() {
        subject.update();
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void addRemove() {
        subject.addRemove(cursor, BATCH);
        cursor = (cursor + BATCH) % entities;
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createDestroy() {
        subject.createDestroy(BATCH);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public double randomAccess(CpuTime cpu) {
        if (pickCursor + BATCH > picks.length) pickCursor = 0;
        double sum = subject.read(picks, pickCursor, BATCH);
        pickCursor += BATCH;
        cpu.reads += BATCH;
        return sum;
    }

    /**
     * The benchmark thread's CPU time over each iteration and the reads it made, as JMH secondary results. On a
     * machine with more runnable threads than cores the wall time of an iteration includes the time the thread
     * waited for a core, which varies from fork to fork; its CPU time leaves that out (a read waiting on memory
     * still counts, as it runs on the core).
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CpuTime {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        public long cpuNanos;
        public long reads;
        private long start;

        @Setup(Level.Iteration)
        public void start() {
            reads = 0;
            cpuNanos = 0;
            start = THREADS.getCurrentThreadCpuTime();
        }

        @TearDown(Level.Iteration)
        public void stop() {
            cpuNanos = THREADS.getCurrentThreadCpuTime() - start;
        }
    }
}
