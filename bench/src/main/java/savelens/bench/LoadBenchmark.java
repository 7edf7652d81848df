package savelens.bench;

import savelens.fixtures.SceneGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/**
 * JMH: loading a generated helio scene (registry embedded) with SaveLens, with Jackson's
 * {@code readTree}, and with a bare token scan. Run on demand with {@code bench/run --jmh}; never part of
 * the build's tests.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class LoadBenchmark {
    @Param({"100000"})
    public int nodes;

    private byte[] text;
    private ReadContext context;

    @Setup
    public void setup() {
        text = SceneGenerator.generate(nodes, SceneGenerator.DEFAULT_SEED);
        context = ReadContext.of(Path.of("scene-" + nodes + ".json"));
    }

    @Benchmark
    public Document saveLens() {
        return Formats.read(text, context);
    }

    @Benchmark
    public Object readTree() throws IOException {
        return Peers.readTree(text);
    }

    @Benchmark
    public long tokenScan() throws IOException {
        return Peers.tokenScan(text);
    }
}
