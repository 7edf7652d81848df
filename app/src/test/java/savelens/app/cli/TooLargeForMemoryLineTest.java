package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.Launcher;
import savelens.app.memory.MemoryAdvice;

/**
 * A file too large for the heap gets one line, the same whether the heap ran out while the file was read or after
 * (while it was indexed or analysed): the file, the memory SaveLens had, and how to start it with more, in the words
 * of the way it was started.
 */
class TooLargeForMemoryLineTest {
    @TempDir Path dir;

    /** The heap running out anywhere in a command, after the read as in it, gives that line and exit 2. */
    @Test
    void runningOutInACommandGivesTheLine() {
        String file = Fixtures.folder().resolve("helio/island.json").toString();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Cli.run(List.of("info", file), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), () -> { throw new OutOfMemoryError("Java heap space"); });
        assertEquals(CliFailure.UNREADABLE, code);
        assertEquals("savelens: " + file + ": " + MemoryAdvice.tooLarge("…") + "\n", err.toString(StandardCharsets.UTF_8));
    }

    /** A file larger than the whole heap: its bytes cannot be read in. */
    @Test
    void aFileLargerThanTheHeapWhileItIsRead() throws Exception {
        Path file = ring(dir.resolve("larger.json"), 300_000); // about 15 MB
        assertOneLine(file, run(file, "12m"));
    }

    /** A file that fits the heap twice over, whose index and analysis do not. */
    @Test
    void aFileThatIsReadButNotAnalysed() throws Exception {
        Path file = ring(dir.resolve("read.json"), 300_000); // about 15 MB; it runs out up to a heap of about 56 MB
        assertOneLine(file, run(file, "32m"));
    }

    private static void assertOneLine(Path file, Result r) {
        assertEquals(CliFailure.UNREADABLE, r.code, r.err);
        assertEquals(1, r.err.lines().count(), "one line, no stack trace: " + r.err);
        String prefix = "savelens: " + file + ": too large for the memory SaveLens was given (";
        assertTrue(r.err.startsWith(prefix), r.err);
        assertTrue(r.err.endsWith(" MiB); run it again with more, e.g. java -Xmx1g -jar savelens.jar …\n"), r.err);
    }

    record Result(int code, String err) {}

    /** {@code info FILE} in a JVM of its own with at most {@code heap} of heap, started as {@code java -jar} would. */
    private static Result run(Path file, String heap) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap,
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), "info", file.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Result(p.exitValue(), new String(err, StandardCharsets.UTF_8));
    }

    /** A helio document of {@code nodes} small nodes in one ring: an index and an analysis larger than its text. */
    private static Path ring(Path file, int nodes) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"}]}],\"root\":0,\"nodes\":[");
            for (int i = 0; i < nodes; i++) {
                if (i > 0) w.write(',');
                w.write("{\"id\":" + i + ",\"type\":\"N\",\"fields\":{\"next\":" + (i + 1) % nodes + "}}");
            }
            w.write("]}");
        }
        return file;
    }
}
