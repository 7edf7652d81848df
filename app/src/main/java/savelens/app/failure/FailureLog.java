package savelens.app.failure;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;

/**
 * The file where the window writes what failed unexpectedly, with the whole stack trace, so that a user can
 * send it: {@code $XDG_STATE_HOME/savelens/savelens.log} (else {@code ~/.local/state/savelens/savelens.log}) on
 * Linux, {@code %LOCALAPPDATA%\SaveLens\savelens.log} on Windows, {@code ~/Library/Logs/SaveLens/savelens.log}
 * on macOS. It is written only when something fails, and kept small: past {@link #MAX_BYTES} the old entries
 * move to {@code savelens.log.old}.
 */
public final class FailureLog {
    static final long MAX_BYTES = 1 << 20;
    private final Path file;

    public FailureLog(Path file) { this.file = file; }

    public static FailureLog forCurrentUser() {
        return new FailureLog(place(System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home"))));
    }

    /** Where the log lives for this environment, system and home folder. */
    static Path place(Map<String, String> env, String os, Path home) {
        String o = os.toLowerCase(Locale.ROOT);
        if (o.contains("win")) {
            String local = env.get("LOCALAPPDATA");
            return (notBlank(local) ? Path.of(local) : home.resolve("AppData").resolve("Local")).resolve("SaveLens").resolve("savelens.log");
        }
        if (o.contains("mac")) return home.resolve("Library").resolve("Logs").resolve("SaveLens").resolve("savelens.log");
        String state = env.get("XDG_STATE_HOME");
        Path base = notBlank(state) && Path.of(state).isAbsolute() ? Path.of(state) : home.resolve(".local").resolve("state");
        return base.resolve("savelens").resolve("savelens.log");
    }

    public Path file() { return file; }

    /** Appends one entry (time, thread, stack trace). Throws when the file cannot be written. */
    public void write(String thread, Throwable failure) throws IOException {
        Files.createDirectories(file.getParent());
        if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
            Files.move(file, file.resolveSibling(file.getFileName() + ".old"), StandardCopyOption.REPLACE_EXISTING);
        }
        StringWriter trace = new StringWriter();
        failure.printStackTrace(new PrintWriter(trace));
        String entry = Instant.now() + " unexpected failure on thread \"" + thread + "\"\n" + trace + "\n";
        Files.writeString(file, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static boolean notBlank(String s) { return s != null && !s.isBlank(); }
}
