package savelens.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file that changed since it was read is not overwritten; the stamp of a save is what the next one compares with. */
class ChangedOnDiskTest {
    @TempDir Path dir;

    private static FileStamp readStamp(Path file) {
        return FileStamp.read(file, p -> {
            try {
                return Files.readAllBytes(p);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).stamp();
    }

    private static SaveResult save(Path file, String text, FileStamp expected) {
        return AtomicSave.write(file, text.getBytes(), b -> { }, SaveOptions.defaults().expecting(expected));
    }

    @Test void anUnchangedFileIsSavedAndTheNewStampMatchesTheNextSave() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        FileStamp stamp = readStamp(file);
        SaveResult first = save(file, "v1", stamp);
        assertEquals(file.toRealPath(), first.stamp().file());
        assertEquals(readStamp(file), first.stamp(), "the stamp of the save is the stamp of a fresh read");
        save(file, "v2", first.stamp());
        assertEquals("v2", Files.readString(file));
    }

    @Test void sameSizeAndTimeButOtherBytesIsAChange() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "{\"gold\":1}");
        FileStamp stamp = readStamp(file);
        FileTime time = Files.getLastModifiedTime(file);
        Files.writeString(file, "{\"gold\":9}");
        Files.setLastModifiedTime(file, time);
        SaveRefusedException e = assertThrows(SaveRefusedException.class, () -> save(file, "{\"gold\":5}", stamp));
        assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, e.reason());
        assertEquals(file + " changed on disk since it was read; nothing was written", e.getMessage());
        assertEquals("{\"gold\":9}", Files.readString(file), "the other program's change stays");
        assertEquals(List.of("a.json"), names());
    }

    @Test void aNewerTimeIsAChange() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        FileStamp stamp = readStamp(file);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5_000));
        assertThrows(SaveRefusedException.class, () -> save(file, "v1", stamp));
    }

    @Test void aFileDeletedMeanwhileIsAChange() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        FileStamp stamp = readStamp(file);
        Files.delete(file);
        SaveRefusedException e = assertThrows(SaveRefusedException.class, () -> save(file, "v1", stamp));
        assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, e.reason());
        assertEquals(List.of(), names());
    }

    @Test void theStampOfAnotherFileDoesNotStopASaveElsewhere() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        FileStamp stamp = readStamp(file);
        Files.writeString(file, "changed");
        save(dir.resolve("out.json"), "v1", stamp);
        assertEquals("v1", Files.readString(dir.resolve("out.json")));
    }

    @Test void throughASymlinkTheRealFileIsCompared() throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), file.getFileName());
        FileStamp stamp = readStamp(link);
        Files.writeString(file, "v9");
        assertThrows(SaveRefusedException.class, () -> save(link, "v1", stamp));
    }

    @Test void ofSavesStartedFromOneReadExactlyOneLands() throws Exception {
        Path file = Files.writeString(dir.resolve("a.json"), "v0");
        FileStamp stamp = readStamp(file);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<String>> outcomes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            String text = "edit " + i;
            outcomes.add(pool.submit(() -> {
                try {
                    save(file, text, stamp);
                    return text;
                } catch (SaveRefusedException e) {
                    return "refused";
                }
            }));
        }
        List<String> landed = new ArrayList<>();
        for (Future<String> f : outcomes) if (!f.get().equals("refused")) landed.add(f.get());
        pool.shutdown();
        assertEquals(1, landed.size(), "landed: " + landed);
        assertEquals(landed.get(0), Files.readString(file));
        assertEquals("v0", Files.readString(dir.resolve("a.json.bak")));
        assertTrue(names().stream().noneMatch(n -> n.endsWith(".tmp") || n.endsWith(".lock")), names().toString());
    }

    private List<String> names() throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
