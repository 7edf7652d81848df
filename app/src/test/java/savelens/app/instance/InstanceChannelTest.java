package savelens.app.instance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The single-instance channel over real sockets in a temporary folder; no JavaFX involved. */
class InstanceChannelTest {
    @TempDir Path temp;
    final BlockingQueue<List<String>> received = new LinkedBlockingQueue<>();

    /** The Unix socket's path stays short: the system limits it to about 100 bytes. */
    private Path folder() {
        return temp.resolve("run");
    }

    @Test void thePrimaryReceivesThePathsASecondStartSends() throws Exception {
        Path folder = folder();
        InstanceChannel channel = InstanceChannel.in(folder);
        try (PrimaryInstance primary = channel.becomePrimary().orElseThrow()) {
            primary.onOpen(received::add);
            assertTrue(Files.exists(folder.resolve(UnixSocketTransport.SOCKET)), "listens on a Unix socket");
            List<String> files = List.of("/saves/file1.rpgsave", "/odd/name with\nnewline\\and backslash.json");
            assertTrue(InstanceChannel.in(folder).handOver(files, Duration.ofSeconds(5)));
            assertEquals(files, received.poll(5, TimeUnit.SECONDS));
            assertTrue(InstanceChannel.in(folder).handOver(List.of(), Duration.ofSeconds(5)), "no files: come to the front");
            assertEquals(List.of(), received.poll(5, TimeUnit.SECONDS));
        }
        assertFalse(Files.exists(folder.resolve(UnixSocketTransport.SOCKET)), "closing removes the socket");
    }

    @Test void requestsBeforeTheWindowIsReadyAreKeptForIt() throws Exception {
        Path folder = folder();
        try (PrimaryInstance primary = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            assertTrue(InstanceChannel.in(folder).handOver(List.of("/a.json"), Duration.ofSeconds(5)));
            primary.onOpen(received::add);
            assertEquals(List.of("/a.json"), received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test void aSecondPrimaryIsRefusedWhileTheFirstRuns() throws Exception {
        Path folder = folder();
        try (PrimaryInstance first = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            assertEquals(Optional.empty(), InstanceChannel.in(folder).becomePrimary());
        }
        try (PrimaryInstance again = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            again.onOpen(received::add);
            assertTrue(InstanceChannel.in(folder).handOver(List.of("/b.json"), Duration.ofSeconds(5)), "the next primary listens");
            assertEquals(List.of("/b.json"), received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test void aSocketLeftByACrashedInstanceIsTakenOver() throws Exception {
        Path folder = InstanceFolder.prepare(folder());
        Path socket = folder.resolve(UnixSocketTransport.SOCKET);
        // What a crash leaves: a socket file nobody listens on.
        ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        dead.bind(UnixDomainSocketAddress.of(socket));
        dead.close();
        assertTrue(Files.exists(socket));
        assertFalse(InstanceChannel.in(folder).handOver(List.of("/c.json"), Duration.ofMillis(300)), "nobody answers");

        try (PrimaryInstance primary = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            primary.onOpen(received::add);
            assertTrue(InstanceChannel.in(folder).handOver(List.of("/c.json"), Duration.ofSeconds(5)));
            assertEquals(List.of("/c.json"), received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test void loopbackFallbackNeedsTheTokenFromAPrivateFile() throws Exception {
        Path folder = temp.resolve("deep/enough/that/a/unix/socket/would/not/fit/" + "x".repeat(80));
        InstanceChannel channel = new InstanceChannel(folder, List.of(new LoopbackTransport()));
        try (PrimaryInstance primary = channel.becomePrimary().orElseThrow()) {
            primary.onOpen(received::add);
            Path portFile = folder.resolve(LoopbackTransport.PORT_FILE);
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(portFile)));
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)));
            assertTrue(channel.handOver(List.of("/d.json"), Duration.ofSeconds(5)));
            assertEquals(List.of("/d.json"), received.poll(5, TimeUnit.SECONDS));

            // A caller that knows the port but not the token is ignored.
            String port = Files.readString(portFile, StandardCharsets.UTF_8).split(" ")[0];
            Files.writeString(portFile, port + " " + "0".repeat(64) + "\n", StandardCharsets.UTF_8);
            assertFalse(channel.handOver(List.of("/evil.json"), Duration.ofMillis(500)));
            assertEquals(null, received.poll(300, TimeUnit.MILLISECONDS));
        }
    }

    @Test void theDefaultChannelFallsBackToLoopbackWhenTheSocketPathIsTooLong() throws Exception {
        Path folder = temp.resolve("y".repeat(120));
        try (PrimaryInstance primary = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            primary.onOpen(received::add);
            assertTrue(Files.exists(folder.resolve(LoopbackTransport.PORT_FILE)));
            assertTrue(InstanceChannel.in(folder).handOver(List.of("/e.json"), Duration.ofSeconds(5)));
            assertEquals(List.of("/e.json"), received.poll(5, TimeUnit.SECONDS));
        }
    }

    @Test void aFolderOthersCouldEnterIsMadePrivate() throws Exception {
        Path folder = temp.resolve("open");
        Files.createDirectory(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        InstanceFolder.prepare(folder);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)));
    }
}
