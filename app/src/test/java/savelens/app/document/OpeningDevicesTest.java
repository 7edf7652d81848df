package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.SpecialFiles;
import savelens.document.UnreadableDocumentException;

/** The window opens files through the same refusals as the command line: a device or a pipe fails at once. */
class OpeningDevicesTest {
    private static final Duration GUARD = Duration.ofSeconds(20);

    @TempDir Path dir;

    private static String refusal(Path file) {
        return assertTimeoutPreemptively(GUARD,
                () -> assertThrows(UnreadableDocumentException.class, () -> DocumentLoader.load(file)).getMessage());
    }

    @Test
    void devZero() {
        assertEquals("is not a regular file (a device, pipe or socket)", refusal(SpecialFiles.devZero()));
    }

    @Test
    void aNamedPipe() throws Exception {
        assertEquals("is not a regular file (a device, pipe or socket)", refusal(SpecialFiles.fifo(dir.resolve("scene.json"))));
    }
}
