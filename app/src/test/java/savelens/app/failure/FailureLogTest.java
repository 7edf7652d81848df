package savelens.app.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.memory.MemoryAdvice;

/** Where the failure log lives, what an entry holds, and how a failure is named in one line. */
class FailureLogTest {
    @TempDir Path dir;

    @Test void theLogSitsInTheUsersStateFolder() {
        Path home = Path.of("/home/u");
        assertEquals(Path.of("/home/u/.local/state/savelens/savelens.log"), FailureLog.place(Map.of(), "Linux", home));
        assertEquals(Path.of("/xdg/state/savelens/savelens.log"), FailureLog.place(Map.of("XDG_STATE_HOME", "/xdg/state"), "Linux", home));
        assertEquals(Path.of("/home/u/.local/state/savelens/savelens.log"), FailureLog.place(Map.of("XDG_STATE_HOME", "relative"), "Linux", home),
                "a relative XDG_STATE_HOME is ignored, as the spec says");
        assertEquals(Path.of("/home/u/Library/Logs/SaveLens/savelens.log"), FailureLog.place(Map.of(), "Mac OS X", home));
    }

    @Test void anEntryHoldsTheThreadAndTheWholeTraceAndAFullLogMovesAside() throws Exception {
        FailureLog log = new FailureLog(dir.resolve("a/b/savelens.log"));
        log.write("worker", new IllegalStateException("first"));
        String text = Files.readString(log.file());
        assertTrue(text.contains("unexpected failure on thread \"worker\""), text);
        assertTrue(text.contains("java.lang.IllegalStateException: first\n\tat savelens.app.failure.FailureLogTest"), text);

        Files.write(log.file(), new byte[(int) FailureLog.MAX_BYTES + 1]);
        log.write("worker", new IllegalStateException("second"));
        assertTrue(Files.size(log.file().resolveSibling("savelens.log.old")) > FailureLog.MAX_BYTES);
        assertTrue(Files.readString(log.file()).contains("second") && Files.size(log.file()) < 10_000, "a fresh log");
    }

    @Test void aFailureIsNamedByItsKindTheFirstFrameOfSaveLensAndItsMessage() {
        Throwable inner = new IllegalAccessError("cannot access\n  class X");
        inner.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("org.controlsfx.control.textfield.AutoCompletionBinding", "<init>", "AutoCompletionBinding.java", 538),
            new StackTraceElement("savelens.app.inspector.ReferenceValueEditor", "<init>", "ReferenceValueEditor.java", 28)});
        assertEquals("SaveLens failed: IllegalAccessError in ReferenceValueEditor.<init> (ReferenceValueEditor.java:28): cannot access class X",
                UncaughtFailures.describe(new RuntimeException("wrapped", inner)));
    }

    /**
     * The heap running out on the JavaFX thread (a big file's rows named once its graph is analysed) is no fault of
     * SaveLens: the banner gives the command line's advice, how much memory there was and how to give more, and
     * names no class.
     */
    @Test void aHeapRunOutGivesTheAdviceNotAClassName() {
        String line = UncaughtFailures.describe(new OutOfMemoryError("Java heap space"));
        assertEquals("SaveLens ran out of memory: the open file is " + MemoryAdvice.tooLarge(""), line);
        assertTrue(line.contains(String.format(Locale.ROOT, "too large for the memory SaveLens was given (%,d MiB); run it again with more, e.g. ",
                Runtime.getRuntime().maxMemory() >> 20)), line);
        assertFalse(line.contains("OutOfMemoryError") || line.contains(".java") || line.contains("Java heap space"), line);
    }
}
