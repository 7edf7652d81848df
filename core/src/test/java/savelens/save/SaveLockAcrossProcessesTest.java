package savelens.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The save lock between processes: a save waits while another process holds the lock, never touches the
 * temp file of the save under way there, and once the holder removes the lock file and lets go, takes a
 * fresh lock (the one it was waiting on no longer has a name) and saves.
 */
class SaveLockAcrossProcessesTest {
    @TempDir Path dir;
    Process holder;

    @AfterEach void stop() {
        if (holder != null) holder.destroyForcibly();
    }

    @Test void aSaveWaitsForTheOtherProcessAndLeavesItsTempFileAlone() throws Exception {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LockHolder.class.getName(), file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        String held = CompletableFuture.supplyAsync(() -> readLine(out)).get(30, TimeUnit.SECONDS);
        assertNotNull(held);
        assertTrue(held.startsWith("held "), held);
        String othersTemp = held.substring("held ".length());

        CompletableFuture<SaveResult> save = CompletableFuture.supplyAsync(() -> AtomicSave.write(file, "mine".getBytes(), b -> { }));
        // Not a timing claim: however long we look, the save must not get past the other process's lock.
        assertThrows(save, 700);
        assertTrue(Files.exists(dir.resolve(othersTemp)), "the other save's temp file is left alone");
        assertEquals("v0", Files.readString(file));

        try (Writer in = new OutputStreamWriter(holder.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write("go\n");
        }
        assertEquals("released", CompletableFuture.supplyAsync(() -> readLine(out)).get(30, TimeUnit.SECONDS));
        save.get(30, TimeUnit.SECONDS);
        assertEquals("mine", Files.readString(file));
        assertEquals(List.of("a.json", "a.json.bak"), names());
        assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, holder.exitValue());
    }

    private static void assertThrows(CompletableFuture<?> waiting, long millis) throws Exception {
        try {
            waiting.get(millis, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException expected) {
            return;
        }
        assertFalse(waiting.isDone(), "the save went through while another process held the lock");
    }

    private static String readLine(BufferedReader r) {
        try {
            return r.readLine();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private List<String> names() throws java.io.IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
