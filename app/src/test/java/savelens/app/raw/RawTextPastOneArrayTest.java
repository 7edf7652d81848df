package savelens.app.raw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.format.helio.HelioFormat;
import savelens.json.TextBuffers;
import savelens.registry.RegistrySource;

/**
 * The Raw tab cuts its rows from the text as one array: for a helio text read in pieces past one array's most it says
 * so instead (it used to fail on the window's thread), and a document that fits is shown as before.
 */
class RawTextPastOneArrayTest {
    private static final int PIECE = 1 << 16;

    @Test void aTextPastOneArrayIsSaidNotShownAndNoRowsAreCut(@TempDir Path dir) throws Exception {
        byte[] scene = SceneGenerator.generate(200, SceneGenerator.DEFAULT_SEED);
        Path file = dir.resolve("scene.json");
        Files.write(file, scene);
        DocumentLoader.Loaded loaded = DocumentLoader.read(file);

        RawTextViewModel small = new RawTextViewModel(new DocumentViewModel(loaded, false), new CurrentThreadTaskExecutor());
        small.setShown(true);
        assertNull(small.unavailableProperty().get());
        assertTrue(small.rowsProperty().get() != null && small.rowsProperty().get().count() > 0, "a text of one array is cut into rows");

        Document big = Formats.read(new HelioFormat(), pastTwoGiB(scene),
                new ReadContext(null, null, RegistrySource.NONE, null, SizeLimit.LARGEST));
        RawTextViewModel raw = new RawTextViewModel(new DocumentViewModel(loaded.file(), DocumentState.of(big), false), new CurrentThreadTaskExecutor());
        raw.setShown(true);
        assertNull(raw.rowsProperty().get());
        assertEquals("The raw text is not shown: this needs the document's text as one piece, which holds at most 2.0 GiB,"
                + " and the text is 2.0 GiB.", raw.unavailableProperty().get());
    }

    /** The document after just over 2^31 blanks, in pieces of {@link #PIECE} bytes that share one buffer of blanks. */
    private static TextBuffers pastTwoGiB(byte[] doc) {
        int blankPieces = (int) ((1L << 31) / PIECE) + 1;
        ByteBuffer blanks = ByteBuffer.allocateDirect(PIECE);
        while (blanks.hasRemaining()) blanks.put((byte) ' ');
        int docPieces = (doc.length + PIECE - 1) / PIECE;
        ByteBuffer[] pieces = new ByteBuffer[blankPieces + docPieces];
        for (int i = 0; i < blankPieces; i++) pieces[i] = blanks.asReadOnlyBuffer().clear();
        for (int i = 0; i < docPieces; i++) {
            int from = i * PIECE, n = Math.min(PIECE, doc.length - from);
            pieces[blankPieces + i] = ByteBuffer.allocateDirect(n).put(doc, from, n).flip();
        }
        return TextBuffers.of(pieces, PIECE);
    }
}
