package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The written file is compared with the bytes meant for it a chunk at a time: any difference, in any chunk, or a byte
 * more or fewer, refuses the save as a whole read-back did, and a large file is not read into a second array.
 */
class ReadBackTest {
    private static final byte[] ORIGINAL = "the file as it was".getBytes();

    @TempDir Path dir;

    /** Three whole chunks and part of a fourth, random bytes. */
    private static byte[] meant() {
        byte[] b = new byte[3 * WrittenBytes.CHUNK + 17];
        new Random(7).nextBytes(b);
        return b;
    }

    /** Steps that write something else than they are given: a disk that wrote wrong. */
    private static SaveSteps writing(UnaryOperator<byte[]> change) {
        return new ForwardingSteps() {
            @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
                byte[] all = new byte[bytes.remaining()];
                bytes.get(all);
                disk.write(channel, ByteBuffer.wrap(change.apply(all)));
            }
        };
    }

    private void refused(UnaryOperator<byte[]> change) throws IOException {
        Path file = dir.resolve("save.json");
        Files.write(file, ORIGINAL);
        boolean[] verified = {false};
        SaveFailedException e = assertThrows(SaveFailedException.class,
                () -> AtomicSave.write(file, meant(), back -> verified[0] = true, SaveOptions.defaults().through(writing(change))));
        assertEquals("cannot write save.json: the written file did not read back the same", e.getMessage());
        assertFalse(verified[0], "nothing verified after a read-back that differs");
        assertArrayEquals(ORIGINAL, Files.readAllBytes(file));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temp file or backup left behind");
        }
    }

    private static byte[] flipped(byte[] b, int at) {
        b[at] ^= 1;
        return b;
    }

    @Test
    void aDifferenceInTheLastChunkIsRefused() throws IOException {
        refused(b -> flipped(b, b.length - 1));
    }

    @Test
    void aDifferenceInTheFirstByteOfAChunkIsRefused() throws IOException {
        refused(b -> flipped(b, 2 * WrittenBytes.CHUNK));
    }

    @Test
    void aDifferenceInTheFirstByteIsRefused() throws IOException {
        refused(b -> flipped(b, 0));
    }

    @Test
    void aByteMoreOrFewerIsRefused() throws IOException {
        refused(b -> Arrays.copyOf(b, b.length + 1));
        refused(b -> Arrays.copyOf(b, b.length - 1));
        refused(b -> Arrays.copyOf(b, 3 * WrittenBytes.CHUNK));
    }

    @Test
    void theSameBytesAreSavedAndVerified() throws IOException {
        Path file = dir.resolve("save.json");
        Files.write(file, ORIGINAL);
        byte[] bytes = meant();
        byte[][] seen = {null};
        AtomicSave.write(file, bytes, back -> seen[0] = back);
        assertArrayEquals(bytes, Files.readAllBytes(file));
        assertNotNull(seen[0]);
        assertArrayEquals(bytes, seen[0]);
    }

    @Test
    void anEmptyFileReadsBackTheSame() throws IOException {
        Path file = dir.resolve("empty.json");
        AtomicSave.write(file, new byte[0], back -> assertEquals(0, back.length));
        assertEquals(0, Files.size(file));
    }

    @Test
    void aLargeSaveIsNotReadBackIntoASecondArray() throws IOException {
        Path file = dir.resolve("large.json");
        byte[] bytes = new byte[16 << 20];
        new Random(3).nextBytes(bytes);
        AtomicSave.write(file, Arrays.copyOf(bytes, 100), back -> { }); // the save's code loaded once
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        byte[][] seen = {null};
        AtomicSave.write(file, bytes, back -> seen[0] = back);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < bytes.length / 4, "allocated " + allocated + " B saving " + bytes.length + " B");
        assertTrue(seen[0] == bytes, "the bytes the file was found to hold are verified, not a copy read from it");
        assertArrayEquals(bytes, Files.readAllBytes(file));
    }
}
