package savelens.app.instance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The channel between two real processes, the way two starts of SaveLens meet; and a primary killed outright. */
class InstanceChannelAcrossProcessesTest {
    @TempDir Path temp;
    Process other;

    @AfterEach void stop() {
        if (other != null) other.destroyForcibly();
    }

    @Test void aRunningPrimaryInAnotherProcessGetsTheFilesAndSurvivesNoSecondPrimaryUntilItIsKilled() throws Exception {
        Path folder = temp.resolve("run");
        other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), OtherProcessPrimary.class.getName(), folder.toString())
                .redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try {
                out.lines().forEach(lines::add);
            } catch (UncheckedIOException e) {
                // The process was killed and its output closed under the reader: nothing more to read. Left
                // uncaught, this would surface in whichever GUI test runs next.
            }
        });
        reader.setDaemon(true);
        reader.start();
        assertEquals("ready", lines.poll(20, TimeUnit.SECONDS));

        assertEquals(Optional.empty(), InstanceChannel.in(folder).becomePrimary(), "the other process is the primary");
        assertTrue(InstanceChannel.in(folder).handOver(List.of("/saves/a.json", "/saves/b.rpgsave"), Duration.ofSeconds(5)));
        assertEquals("opened /saves/a.json|/saves/b.rpgsave", lines.poll(10, TimeUnit.SECONDS));

        // Killed outright, as a crash would: no clean-up runs, the socket file stays.
        other.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertTrue(Files.exists(folder.resolve(UnixSocketTransport.SOCKET)), "a stale socket is left");
        BlockingQueue<List<String>> received = new LinkedBlockingQueue<>();
        try (PrimaryInstance primary = InstanceChannel.in(folder).becomePrimary().orElseThrow()) {
            primary.onOpen(received::add);
            assertTrue(InstanceChannel.in(folder).handOver(List.of("/saves/c.json"), Duration.ofSeconds(5)));
            assertEquals(List.of("/saves/c.json"), received.poll(5, TimeUnit.SECONDS));
        }
    }
}
