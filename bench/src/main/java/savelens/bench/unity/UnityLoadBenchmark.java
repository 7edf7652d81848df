package savelens.bench.unity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
import savelens.document.ReadContext;

/**
 * JMH: a generated Unity scene as {@code savelens info} reads it (open, read, analysis, check) and as
 * SnakeYAML Engine loads it after normalising. Run on demand with {@code bench/run --jmh-unity}; never part
 * of the build's tests.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class UnityLoadBenchmark {
    @Param({"10000"})
    public int gameObjects;

    private Path file;
    private ReadContext context;

    @Setup
    public void setup() throws IOException {
        file = UnityBench.scene(Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench"), gameObjects);
        context = ReadContext.of(file);
    }

    @Benchmark
    public Object saveLensInfo() {
        return UnityBench.info(file, context);
    }

    @Benchmark
    public List<Object> snakeYaml() throws IOException {
        return SnakeYamlPeer.load(Files.readAllBytes(file));
    }
}
