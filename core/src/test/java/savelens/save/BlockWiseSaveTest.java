package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.format.helio.HelioFormat;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;

/**
 * A document whose text is outside the heap or in pieces is saved a block at a time from where its text is: the file
 * written, its read-back and its stamp are those of the same document saved from one array, and the text is never
 * written flat onto the heap.
 */
class BlockWiseSaveTest {
    private static final HelioFormat HELIO = new HelioFormat();
    /** Small, so that a save crosses many blocks and a block edge falls inside the edited value. */
    private static final int BLOCK = 4096;
    private static byte[] scene;

    @TempDir Path dir;

    @BeforeAll
    static void generate() {
        scene = SceneGenerator.generate(2_000, SceneGenerator.DEFAULT_SEED);
    }

    private static Document outsideTheHeap(byte[] text) {
        ByteBuffer direct = ByteBuffer.allocateDirect(text.length).put(0, text).asReadOnlyBuffer();
        Document doc = Formats.read(HELIO, direct, ReadContext.of(null));
        assertTrue(((JsonIndex) doc.index()).readsOutsideHeap(), "the text is read outside the heap");
        return doc;
    }

    private static Document onTheHeap(byte[] text) {
        return Formats.read(HELIO, text, ReadContext.of(null));
    }

    /** The name set to a value whose bytes are cut by a block edge. */
    private static Document renamed(Document doc) {
        int name = DocumentPath.parse("$.name").resolve(doc).value();
        return new SetValue(name, NewValue.parse("\"" + "x".repeat(3 * BLOCK) + "\""), "$.name").execute(doc);
    }

    /** The disk's steps, counting the writes. */
    private static final class Counted extends ForwardingSteps {
        int writes;

        @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
            writes++;
            super.write(channel, bytes);
        }
    }

    @Test void aTextOutsideTheHeapIsSavedInBlocksAsFromOneArray() throws IOException {
        Path flat = dir.resolve("flat.json"), blocks = dir.resolve("blocks.json");
        SaveResult fromArray = DocumentSaver.save(HELIO, onTheHeap(scene), flat);
        Counted steps = new Counted();
        long flattened = JsonIndex.flattenedBytes();
        SaveResult inBlocks = DocumentSaver.save(HELIO, outsideTheHeap(scene), blocks, SaveOptions.defaults().through(steps), BLOCK);

        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text written flat");
        assertEquals((scene.length + BLOCK - 1) / BLOCK, steps.writes, "one write a block");
        assertArrayEquals(scene, Files.readAllBytes(blocks));
        assertArrayEquals(Files.readAllBytes(flat), Files.readAllBytes(blocks));
        assertEquals(fromArray.stamp().sha256(), inBlocks.stamp().sha256());
        assertTrue(inBlocks.stamp().matchesDisk(), "the stamp is the written file's");
    }

    @Test void anEditedTextInPiecesIsSavedInBlocksAsFromOneArray() throws IOException {
        Path flat = dir.resolve("flat.json"), blocks = dir.resolve("blocks.json");
        Document editedOnHeap = renamed(onTheHeap(scene));
        SaveResult fromArray = DocumentSaver.save(HELIO, editedOnHeap, flat);
        Document edited = renamed(outsideTheHeap(scene));
        assertFalse(edited.index().textIsFlat(), "the edited text is in pieces");
        long flattened = JsonIndex.flattenedBytes();
        SaveResult inBlocks = DocumentSaver.save(HELIO, edited, blocks, SaveOptions.defaults(), BLOCK);

        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text written flat");
        byte[] written = Files.readAllBytes(blocks);
        assertArrayEquals(Files.readAllBytes(flat), written);
        assertTrue(new String(written, StandardCharsets.ISO_8859_1).contains("\"" + "x".repeat(3 * BLOCK) + "\""), "the edit written");
        assertEquals(fromArray.stamp().sha256(), inBlocks.stamp().sha256());
    }

    @Test void theWholeSaveMachineryHoldsInBlocks() throws IOException {
        Path file = dir.resolve("scene.json");
        Files.write(file, "the file as it was".getBytes());
        boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (posix) Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        Path link = dir.resolve("link.json");
        Files.createSymbolicLink(link, file.getFileName());

        DocumentSaver.save(HELIO, outsideTheHeap(scene), link, SaveOptions.defaults(), BLOCK);

        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertArrayEquals(scene, Files.readAllBytes(file));
        assertArrayEquals("the file as it was".getBytes(), Files.readAllBytes(dir.resolve("scene.json.bak")));
        if (posix) assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test void aBlockWrittenWrongIsRefusedAndTheFileKept() throws IOException {
        Path file = dir.resolve("scene.json");
        byte[] original = "the file as it was".getBytes();
        Files.write(file, original);
        int[] block = {0};
        SaveSteps wrong = new ForwardingSteps() {
            @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
                if (block[0]++ == 3) { // one byte of the fourth block changed on its way to the disk
                    byte[] copy = new byte[bytes.remaining()];
                    bytes.get(copy);
                    copy[copy.length / 2] ^= 1;
                    bytes = ByteBuffer.wrap(copy);
                }
                disk.write(channel, bytes);
            }
        };
        SaveFailedException e = assertThrows(SaveFailedException.class,
                () -> DocumentSaver.save(HELIO, outsideTheHeap(scene), file, SaveOptions.defaults().through(wrong), BLOCK));
        assertEquals("cannot write scene.json: the written file did not read back the same", e.getMessage());
        assertArrayEquals(original, Files.readAllBytes(file));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temp file or backup left behind");
        }
    }

    @Test void aBigTextOutsideTheHeapIsSavedWithoutACopyOnTheHeap() throws IOException {
        byte[] big = SceneGenerator.generate(120_000, SceneGenerator.DEFAULT_SEED);
        Document doc = outsideTheHeap(big);
        Path file = dir.resolve("big.json");
        DocumentSaver.save(HELIO, outsideTheHeap(scene), dir.resolve("warm.json")); // the save's code loaded once
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        DocumentSaver.save(HELIO, doc, file);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < big.length / 4, "allocated " + allocated + " B saving " + big.length + " B");
        assertArrayEquals(big, Files.readAllBytes(file));
    }
}
