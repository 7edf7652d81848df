package savelens.format;

import savelens.file.Formats;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.save.FileStamp;

/** What SaveLens reads of a file it is asked to open: regular files, up to a limit, each refused before it is read. */
class InputFileTest {
    /** Far longer than a refusal by type takes; only there so that a regression fails instead of hanging the build. */
    private static final Duration GUARD = Duration.ofSeconds(20);
    private static final String NOT_A_FILE = "is not a regular file (a device, pipe or socket)";

    @TempDir Path dir;

    private static String refusal(Path file, SizeLimit limit) {
        return assertTimeoutPreemptively(GUARD, () -> assertThrows(UnreadableDocumentException.class,
                () -> Formats.open(file, ReadContext.of(file).withMaxSize(limit))).getMessage());
    }

    @Test
    void aDeviceIsRefusedByItsType() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), () -> skip("/dev/zero does not exist on this system"));
        assertEquals(NOT_A_FILE, refusal(zero, SizeLimit.DEFAULT));
    }

    @Test
    void aLinkToADeviceIsRefusedByWhatItNames() throws IOException {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), () -> skip("/dev/zero does not exist on this system"));
        Path link = Files.createSymbolicLink(dir.resolve("save.json"), zero);
        assertEquals(NOT_A_FILE, refusal(link, SizeLimit.DEFAULT));
    }

    @Test
    void aPipeIsRefusedWithoutOpeningIt() throws Exception {
        Path fifo = fifo(dir.resolve("save.json"));
        assertEquals(NOT_A_FILE, refusal(fifo, SizeLimit.DEFAULT));
        // The stamp of a read for a save asks the file's attributes first: that must not open it either.
        assertTimeoutPreemptively(GUARD, () -> assertThrows(UnreadableDocumentException.class,
                () -> FileStamp.read(fifo, Formats::readFile)));
    }

    @Test
    void aSocketIsRefusedByItsType() throws IOException {
        Path socket = dir.resolve("save.json");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            assertEquals(NOT_A_FILE, refusal(socket, SizeLimit.DEFAULT));
        } catch (UnsupportedOperationException e) {
            assumeTrue(false, () -> skip("no Unix domain sockets on this system"));
        }
    }

    @Test
    void aFileOverTheLimitIsRefusedBySize() throws IOException {
        Path file = Files.write(dir.resolve("island.json"), Fixtures.bytes("helio/island.json"));
        long size = Files.size(file);
        UnreadableDocumentException e = assertThrows(InputTooLargeException.class,
                () -> Formats.open(file, ReadContext.of(file).withMaxSize(new SizeLimit(100))));
        assertEquals("the file is " + size + " bytes, over the 100 bytes limit", e.getMessage());
        assertEquals(size, Formats.open(file, ReadContext.of(file).withMaxSize(new SizeLimit(size))).text().length,
                "a limit of exactly its size lets it through");
        assertThrows(InputTooLargeException.class, () -> Formats.read(Files.readAllBytes(file),
                ReadContext.of(file).withMaxSize(new SizeLimit(size - 1))), "bytes already in memory are held to the limit too");
    }

    @Test
    void aFileThatSaysItIsEmptyIsReadToItsEndAndNoFurtherThanTheLimit() {
        Path status = Path.of("/proc/self/status"); // size 0 on disk, some hundred bytes when read
        assumeTrue(Files.isRegularFile(status), () -> skip("/proc/self/status does not exist on this system"));
        byte[] all = Formats.readFile(status, SizeLimit.DEFAULT);
        assertTrue(all.length > 100 && new String(all).contains("Name:"), all.length + " bytes");
        UnreadableDocumentException e = assertThrows(InputTooLargeException.class, () -> Formats.readFile(status, new SizeLimit(16)));
        assertEquals("the file is larger than the 16 bytes limit", e.getMessage());
    }

    @Test
    void foldersAndMissingFilesSaySo() throws IOException {
        assertEquals("is a folder, not a file", refusal(dir, SizeLimit.DEFAULT));
        assertEquals("no such file", refusal(dir.resolve("gone.json"), SizeLimit.DEFAULT));
        Path file = Files.write(dir.resolve("a.json"), new byte[] {'[', ']'});
        assertArrayEquals(new byte[] {'[', ']'}, Formats.readFile(file, new SizeLimit(2)));
    }

    /** A named pipe made by {@code mkfifo}; the test is skipped, and says so, where there is none. */
    static Path fifo(Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            if (p.waitFor() == 0 && Files.exists(path) && !Files.isRegularFile(path)) return path;
        } catch (IOException e) {
            // no mkfifo here
        }
        assumeTrue(false, () -> skip("mkfifo cannot make a named pipe on this system"));
        return null;
    }

    private static String skip(String reason) {
        System.err.println("skipped: " + reason);
        return reason;
    }
}
