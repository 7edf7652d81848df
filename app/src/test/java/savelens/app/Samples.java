package savelens.app;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shared sample files in {@code ../shared/samples} (real RPG Maker saves among them), copied where a
 * test may change them. Where they are absent the test is skipped and says so on stderr, once per test.
 */
public final class Samples {
    private Samples() {}

    private static final String REASON = "../shared/samples not found (real saves; CI has them)";
    private static final Set<String> TOLD = ConcurrentHashMap.newKeySet();

    public static Path folder() {
        Path dir = Path.of(System.getProperty("savelens.samples", "../../shared/samples")).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            // The outermost SaveLens frame is the test method, not a helper it called.
            String test = StackWalker.getInstance().walk(frames -> frames
                    .filter(f -> f.getClassName().startsWith("savelens.")).reduce((inner, outer) -> outer)
                    .map(f -> f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "." + f.getMethodName()).orElse("?"));
            if (TOLD.add(test)) System.err.println("skipped: " + REASON + ": " + test);
            assumeTrue(false, REASON);
        }
        return dir;
    }

    /** Copies a sample (and its registry sidecar, when it has one) into {@code dir}. */
    public static Path copy(Path dir, String relative) throws IOException { return Fixtures.copy(folder().resolve(relative), dir); }
}
