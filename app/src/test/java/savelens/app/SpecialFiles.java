package savelens.app;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files that are not regular files, for tests of what SaveLens refuses to read; skipped, and said so, where the system has none. */
public final class SpecialFiles {
    private SpecialFiles() {}

    /** {@code /dev/zero}: endless, never at its end. */
    public static Path devZero() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), () -> skip("/dev/zero does not exist on this system"));
        return zero;
    }

    /** A named pipe made by {@code mkfifo} at {@code path}: opening it for reading blocks until a writer comes. */
    public static Path fifo(Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            if (p.waitFor() == 0 && Files.exists(path) && !Files.isRegularFile(path)) return path;
        } catch (IOException e) {
            // no mkfifo here
        }
        assumeTrue(false, () -> skip("mkfifo cannot make a named pipe on this system"));
        return null;
    }

    private static String skip(String reason) {
        System.err.println("skipped: " + reason);
        return reason;
    }
}
