package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;
import savelens.scene.SceneHierarchy;

/**
 * A big scene's lines made on two threads ({@link LinesSideBySide}) are the bytes the lines made on one thread are,
 * from the scene's arrays and from its objects built whole; an interrupt of the command's thread stops the making.
 * Compares bytes, never times anything.
 */
class SceneLinesSideBySideTest {
    /** A generated scene of these nodes has about a third as many objects: a dozen runs of rows and a part run. */
    private static final int NODES = 150_000;
    @TempDir static Path dir;
    private static Document doc;

    @BeforeAll static void generate() throws IOException {
        Path file = Files.write(dir.resolve("scene.json"), SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED));
        doc = OpenFile.open(file, ReadContext.of(file)).document();
    }

    @Test void twoThreadsPrintTheBytesOneThreadPrints() {
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        byte[] one = lines(scene, Integer.MAX_VALUE);
        int objects = scene.objects().size(); // built now: the next scene is read anew
        assertTrue(objects > 4 * LinesSideBySide.CHUNK && objects % LinesSideBySide.CHUNK != 0, objects + " objects");
        assertTrue(one.length > 1_000_000, "lines: " + one.length + " bytes");
        assertEquals(objects, count(one, (byte) '\n'));
        assertArrayEquals(one, lines(SceneHierarchy.forObjects(doc).orElseThrow(), 0));
        // Built objects are read as rows in their order, on two threads too: the same bytes again.
        assertArrayEquals(one, lines(scene, 0));
    }

    @Test void anInterruptStopsTheLinesBeforeAnyIsPrinted() {
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> SceneCommands.lines(scene, new PrintStream(out, true, StandardCharsets.UTF_8), 0));
        } finally {
            Thread.interrupted();
        }
        assertEquals(0, out.size());
    }

    private static byte[] lines(SceneHierarchy scene, int sideBySideFrom) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, false, StandardCharsets.UTF_8);
        SceneCommands.lines(scene, print, sideBySideFrom);
        print.flush();
        return out.toByteArray();
    }

    private static int count(byte[] bytes, byte b) {
        int n = 0;
        for (byte x : bytes) if (x == b) n++;
        return n;
    }
}
