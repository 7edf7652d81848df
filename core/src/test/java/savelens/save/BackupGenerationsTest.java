package savelens.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** FILE.bak is the newest backup, FILE.bak.2 … FILE.bak.N older ones, moved on by each save. */
class BackupGenerationsTest {
    @TempDir Path dir;

    private Path saveInTurn(int backups, String... versions) throws IOException {
        Path file = dir.resolve("file1.rpgsave");
        Files.writeString(file, versions[0]);
        for (int i = 1; i < versions.length; i++) {
            AtomicSave.write(file, versions[i].getBytes(), b -> { }, SaveOptions.defaults().withBackups(backups));
        }
        return file;
    }

    private String read(String name) throws IOException { return Files.readString(dir.resolve(name)); }

    @Test void threeSavesKeepingThreeKeepEveryEarlierVersion() throws IOException {
        saveInTurn(3, "v0", "v1", "v2", "v3");
        assertEquals("v3", read("file1.rpgsave"));
        assertEquals("v2", read("file1.rpgsave.bak"));
        assertEquals("v1", read("file1.rpgsave.bak.2"));
        assertEquals("v0", read("file1.rpgsave.bak.3"), "the first original is still there");
        assertEquals(List.of("file1.rpgsave", "file1.rpgsave.bak", "file1.rpgsave.bak.2", "file1.rpgsave.bak.3"), names());
    }

    @Test void theOldestFallsOffOnceNAreKept() throws IOException {
        saveInTurn(2, "v0", "v1", "v2", "v3", "v4");
        assertEquals("v3", read("file1.rpgsave.bak"));
        assertEquals("v2", read("file1.rpgsave.bak.2"));
        assertEquals(List.of("file1.rpgsave", "file1.rpgsave.bak", "file1.rpgsave.bak.2"), names());
    }

    @Test void oneByDefault() throws IOException {
        Path file = dir.resolve("a.json");
        Files.writeString(file, "v0");
        AtomicSave.write(file, "v1".getBytes(), b -> { });
        AtomicSave.write(file, "v2".getBytes(), b -> { });
        assertEquals("v1", read("a.json.bak"));
        assertEquals(List.of("a.json", "a.json.bak"), names());
    }

    @Test void noneWritesNoBackupAndLeavesTheOnesThereAlone() throws IOException {
        Files.writeString(dir.resolve("file1.rpgsave.bak"), "older");
        saveInTurn(0, "v0", "v1", "v2");
        assertEquals("v2", read("file1.rpgsave"));
        assertEquals("older", read("file1.rpgsave.bak"));
        assertEquals(List.of("file1.rpgsave", "file1.rpgsave.bak"), names());
    }

    @Test void generationsBeyondThoseKeptAreLeftAlone() throws IOException {
        Files.writeString(dir.resolve("file1.rpgsave.bak.5"), "kept earlier with more generations");
        saveInTurn(2, "v0", "v1", "v2", "v3");
        assertEquals("kept earlier with more generations", read("file1.rpgsave.bak.5"));
        assertFalse(Files.exists(dir.resolve("file1.rpgsave.bak.3")));
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
