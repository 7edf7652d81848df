package savelens.app.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The words for a file too large for the heap, which the command line and the window share: the memory SaveLens had
 * and how to start it with about twice as much, in the words of the way it was started.
 */
class MemoryAdviceTest {
    @Test
    void theWordsNameTheMemoryAndTheWayToGiveMore() {
        assertEquals("too large for the memory SaveLens was given (981 MiB); run it again with more, "
                + "e.g. java -Xmx2g -jar savelens.jar …", MemoryAdvice.tooLarge(981L << 20, null, "…"));
        assertTrue(MemoryAdvice.tooLarge(24L << 20, null, "…").endsWith("(24 MiB); run it again with more, e.g. java -Xmx1g -jar savelens.jar …"));
    }

    /** jpackage's launchers, the window's and the command line's, read JAVA_TOOL_OPTIONS before they start Java. */
    @Test
    void anInstalledLauncherIsGivenMoreThroughJavaToolOptions() {
        assertEquals("too large for the memory SaveLens was given (4,096 MiB); run it again with more, "
                + "e.g. JAVA_TOOL_OPTIONS=-Xmx8g savelens-cli …", MemoryAdvice.tooLarge(4L << 30, "/opt/savelens/bin/savelens-cli", "…"));
        assertEquals("too large for the memory SaveLens was given (2,048 MiB); run it again with more, "
                + "e.g. JAVA_TOOL_OPTIONS=-Xmx4g savelens big.json", MemoryAdvice.tooLarge(2L << 30, "/opt/savelens/bin/savelens", "big.json"));
    }

    /** The window names the file after the command, as a shell takes it; the bundled sample, nothing. */
    @Test
    void theWindowsCommandEndsWithTheFile() {
        assertEquals("big-save_1.json", MemoryAdvice.argument(Path.of("/home/me/saves/big-save_1.json")));
        assertEquals("'my save.json'", MemoryAdvice.argument(Path.of("/home/me/my save.json")));
        assertEquals("'it'\\''s.json'", MemoryAdvice.argument(Path.of("it's.json")));
        assertTrue(MemoryAdvice.tooLarge(1L << 30, null, "").endsWith("e.g. java -Xmx2g -jar savelens.jar"));
    }
}
