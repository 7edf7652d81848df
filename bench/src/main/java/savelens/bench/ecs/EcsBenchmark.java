package savelens.bench.ecs;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
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

    @Param({"archetype", "hybrid", "records", "shared-records", "sparse", "artemis", "ashley", "before", "plain"})
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
        SplittableRandom random = new SplittableRandom(42);
        // more picks than fit in cache, so random access at 1M is not served from a hot few lines
        picks = random.ints(Math.max(entities, 1 << 16), 0, entities).toArray();
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
    public double randomAccess() {
        if (pickCursor + BATCH > picks.length) pickCursor = 0;
        double sum = subject.read(picks, pickCursor, BATCH);
        pickCursor += BATCH;
        return sum;
    }
}
