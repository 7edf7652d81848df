package savelens.save;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A save removes what killed saves of the same file left, and nothing else. */
class LeftoverTempFilesTest {
    @TempDir Path dir;

    @Test void onlyOurOwnNamesForThisFileAreRemoved() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        List<String> ours = List.of(".a.json.0123456789abcdef.tmp", ".a.json.fedcba9876543210.bak.tmp");
        List<String> others = List.of(
                ".a.json.tmp", // no random part
                ".a.json.123.tmp", // a random part of another length
                ".a.json.0123456789ABCDEF.tmp", // not our digits
                ".a.json.0123456789abcdef.tmp.keep",
                "a.json.0123456789abcdef.tmp", // not hidden
                ".b.json.0123456789abcdef.tmp", // another file's
                ".a.json.x.0123456789abcdef.tmp", // the save of a file named a.json.x
                ".xa.json.0123456789abcdef.tmp",
                "notes.txt");
        for (String n : ours) Files.writeString(dir.resolve(n), "left by a killed save");
        for (String n : others) Files.writeString(dir.resolve(n), "not ours");
        Files.createDirectory(dir.resolve(".a.json.aaaaaaaaaaaaaaaa.tmp")); // a folder by our name is not ours either

        AtomicSave.write(file, "v1".getBytes(), b -> { });

        List<String> expected = new java.util.ArrayList<>(others);
        expected.addAll(List.of("a.json", "a.json.bak", ".a.json.aaaaaaaaaaaaaaaa.tmp"));
        assertEquals(expected.stream().sorted().toList(), names());
        for (String n : others) assertEquals("not ours", Files.readString(dir.resolve(n)));
    }

    @Test void theLockFileGoesWhenTheSaveIsDone() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        AtomicSave.write(file, "v1".getBytes(), b -> { });
        assertEquals(List.of("a.json", "a.json.bak"), names());
    }

    @Test void aLockFileLeftByAKilledSaveIsTakenOverAndRemoved() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        Files.writeString(dir.resolve(".a.json.lock"), "left by a killed save");
        AtomicSave.write(file, "v1".getBytes(), b -> { });
        assertEquals(List.of("a.json", "a.json.bak"), names());
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
