package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.Random;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.Format;
import savelens.file.Formats;

class DamagedSavesTest {
    private static final RpgMakerMvFormat MV = new RpgMakerMvFormat();
    private static final RpgMakerMzFormat MZ = new RpgMakerMzFormat();

    /** Reads as the application does: by content, else by the file name. */
    private static String refusal(byte[] bytes, String name) {
        try {
            Formats.read(bytes, ReadContext.of(Path.of(name)));
        } catch (UnreadableDocumentException e) {
            assertNotNull(e.getMessage());
            assertTrue(!e.getMessage().isBlank() && !e.getMessage().contains("\n"), e.getMessage());
            return e.getMessage();
        } catch (RuntimeException e) {
            fail("a " + e.getClass().getSimpleName() + " escaped: " + e.getMessage(), e);
        }
        return fail("read a damaged save without complaint");
    }

    /** A cut save is refused, or (when the cut took only padding) reads as the whole document. */
    private static void refusedOrWhole(byte[] cut, byte[] wholeJson, String name) {
        try {
            Document doc = Formats.read(cut, ReadContext.of(Path.of(name)));
            assertArrayEquals(wholeJson, doc.text(), "a cut save read as something other than the whole");
        } catch (UnreadableDocumentException e) {
            assertTrue(!e.getMessage().isBlank() && !e.getMessage().contains("\n"), e.getMessage());
        } catch (RuntimeException e) {
            fail("a " + e.getClass().getSimpleName() + " escaped: " + e.getMessage(), e);
        }
    }

    @Test
    void damagedMvSaves() {
        damagedMvSaves(Fixtures.bytes("rpgmaker-mv/file2.rpgsave"));
    }

    @Test
    void damagedRealMvSaves() {
        damagedMvSaves(Samples.bytes("rpgmaker-mv/file1.rpgsave"));
    }

    private static void damagedMvSaves(byte[] good) {
        byte[] whole = MV.decode(good);
        refusal(Arrays.copyOf(good, good.length / 2), "file1.rpgsave");
        refusedOrWhole(Arrays.copyOf(good, good.length - 1), whole, "file1.rpgsave");
        refusal(Arrays.copyOf(good, 100), "file1.rpgsave");
        refusal("this is not base64 at all!".getBytes(StandardCharsets.US_ASCII), "file1.rpgsave");
        byte[] garbage = new byte[3000];
        new Random(1).nextBytes(garbage);
        refusal(Base64.getEncoder().encode(garbage), "file1.rpgsave");
        refusal(MV.encode("hello, not JSON".getBytes(StandardCharsets.UTF_8)), "file1.rpgsave");
        refusal(MV.encode("{\"a\":1".getBytes(StandardCharsets.UTF_8)), "file1.rpgsave");
        refusal(MV.encode("[1] 2".getBytes(StandardCharsets.UTF_8)), "file1.rpgsave");
        // Every prefix is refused cleanly, unless all it lacks is the Base64 padding after the stream's end.
        for (int n = 1; n < good.length; n += 97) refusedOrWhole(Arrays.copyOf(good, n), whole, "file1.rpgsave");
        // A few corrupted bytes give a clear refusal or some document, never another exception.
        Random r = new Random(3);
        for (int i = 0; i < 200; i++) {
            byte[] bad = good.clone();
            bad[r.nextInt(bad.length)] = (byte) "ABCxyz019+/".charAt(r.nextInt(11));
            try {
                MV.read(MV.decode(bad), ReadContext.of(null));
            } catch (UnreadableDocumentException expected) {
                // fine
            }
        }
    }

    @Test
    void damagedMzSaves() {
        damagedMzSaves(Fixtures.bytes("rpgmaker-mz/file1.rmmzsave"));
        damagedMzSaves(Fixtures.bytes("rpgmaker-mz/file2.rmmzsave"));
    }

    @Test
    void damagedRealMzSaves() {
        damagedMzSaves(Samples.bytes("rpgmaker-mz/file1.rmmzsave"));
    }

    private static void damagedMzSaves(byte[] good) {
        refusal(Arrays.copyOf(good, good.length / 2), "file1.rmmzsave");
        refusal(Arrays.copyOf(good, 5), "file1.rmmzsave");
        refusal("not a save".getBytes(StandardCharsets.UTF_8), "file1.rmmzsave");
        refusal(MZ.encode("not json".getBytes(StandardCharsets.UTF_8)), "file1.rmmzsave");
        byte[] trailing = Arrays.copyOf(good, good.length + 3);
        trailing[good.length] = 'a';
        trailing[good.length + 1] = 'b';
        trailing[good.length + 2] = 'c';
        refusal(trailing, "file1.rmmzsave");
        for (int n = 1; n < good.length; n += 53) refusal(Arrays.copyOf(good, n), "file1.rmmzsave");
    }

    @Test
    void duplicatedIdIsUnreadable() {
        String json = "{\"a\":{\"x\":1,\"@c\":2},\"b\":{\"y\":2,\"@c\":2},\"@c\":1}";
        String msg = refusal(MV.encode(json.getBytes(StandardCharsets.UTF_8)), "file1.rpgsave");
        assertTrue(msg.contains("duplicate id 2"), msg);
    }

    @Test
    void nonIntegerIdIsUnreadable() {
        String msg = refusal(MV.encode("{\"a\":{\"@c\":\"x\"},\"@c\":1}".getBytes(StandardCharsets.UTF_8)), "f.rpgsave");
        assertTrue(msg.contains("@c"), msg);
    }

    @Test
    void referenceToAMissingIdLoadsAsDangling() {
        String json = "{\"a\":{\"@r\":77},\"@c\":1}";
        Document doc = Formats.read(MV.encode(json.getBytes(StandardCharsets.UTF_8)), ReadContext.of(Path.of("f.rpgsave")));
        int a = doc.childNamed(doc.body(doc.root()), "a");
        assertTrue(doc.isDangling(a));
        assertEquals(NodeId.of(77), doc.referencedNodeId(a));
    }

    @Test
    void compressionBombIsRefusedUnderTheLimit() {
        // 200 MB of zeros deflated to a couple hundred KB, wrapped as an MZ save.
        Deflater d = new Deflater(9);
        byte[] zeros = new byte[1 << 20];
        ByteArrayOutputStream zlib = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        for (int i = 0; i < 200; i++) {
            d.setInput(zeros);
            while (!d.needsInput()) zlib.write(buf, 0, d.deflate(buf));
        }
        d.finish();
        while (!d.finished()) zlib.write(buf, 0, d.deflate(buf));
        d.end();
        byte[] zip = zlib.toByteArray();
        byte[] file = MzContainer.utf8FromBinary(zip, zip.length);
        InputTooLargeException e = assertThrows(InputTooLargeException.class, () -> MZ.decode(file, 16L << 20));
        assertEquals("the save inflates to more than the 16 MiB limit (stopped there: a likely compression bomb)", e.getMessage());
    }

    @Test
    void mvBombIsRefusedUnderTheLimit() {
        byte[] big = new byte[20 << 20];
        Arrays.fill(big, (byte) '[');
        byte[] file = MV.encode(big);
        assertTrue(file.length < 200_000, "compressed to " + file.length);
        InputTooLargeException e = assertThrows(InputTooLargeException.class, () -> MV.decode(file, 4L << 20));
        assertEquals("the save decompresses to more than the 4 MiB limit (stopped there: a likely compression bomb)", e.getMessage());
    }

    @Test
    void textOfExactlyTheLimitIsRead() {
        byte[] json = new byte[100_000];
        Arrays.fill(json, (byte) ' ');
        json[0] = '[';
        json[json.length - 1] = ']';
        for (Format f : new Format[] {MV, MZ}) {
            byte[] file = f.encode(json);
            assertArrayEquals(json, f.decode(file, json.length), f.name());
            assertThrows(InputTooLargeException.class, () -> f.decode(file, json.length - 1), f.name());
        }
    }

    @Test
    void detectionIsByContent() {
        detectionIsByContent(Fixtures.dir());
        assertTrue(!MV.detect("{\"a\":1}".getBytes(StandardCharsets.UTF_8)));
        assertTrue(!MV.detect(Base64.getEncoder().encode("hello world, plain text".getBytes(StandardCharsets.US_ASCII))));
    }

    @Test
    void realSavesAreDetectedByContent() {
        detectionIsByContent(Samples.dir());
    }

    private static void detectionIsByContent(Path saves) {
        Format mv = Formats.detect(bytes(saves, "rpgmaker-mv/global.rpgsave"), Path.of("renamed.dat"));
        assertEquals("rpgmaker-mv", mv.name());
        Format mz = Formats.detect(bytes(saves, "rpgmaker-mz/global.rmmzsave"), Path.of("renamed.rpgsave"));
        assertEquals("rpgmaker-mz", mz.name());
        assertTrue(!MZ.detect(bytes(saves, "rpgmaker-mv/file1.rpgsave")));
        assertTrue(!MV.detect(bytes(saves, "rpgmaker-mz/file1.rmmzsave")));
    }

    private static byte[] bytes(Path dir, String file) {
        try {
            return Files.readAllBytes(dir.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
