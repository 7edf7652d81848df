package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.format.helio.HelioFormat;
import savelens.path.DocumentPath;

class AtomicSaveTest {
    @TempDir Path dir;

    private long filesIn(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.count();
        }
    }

    @Test
    void savingKeepsTheFileAsItWasAsBak() throws IOException {
        Path file = Fixtures.copy("helio/island.json", dir);
        byte[] original = Files.readAllBytes(file);
        Document doc = Formats.open(file, ReadContext.of(file));
        int name = DocumentPath.parse("$.name").resolve(doc).value();
        DocumentSaver.save(new HelioFormat(), new SetValue(name, NewValue.parse("\"isle\""), "$.name").execute(doc), file);
        assertArrayEquals(original, Files.readAllBytes(dir.resolve("island.json.bak")));
        assertEquals(new String(original, StandardCharsets.UTF_8).replace("\"island\"", "\"isle\""), Files.readString(file));
    }

    @Test
    void aFailedVerificationLeavesTheOriginalAndNoTempFile() throws IOException {
        Path file = dir.resolve("a.json");
        Files.writeString(file, "original");
        long before = filesIn(dir);
        assertThrows(SaveFailedException.class, () -> AtomicSave.write(file, "new".getBytes(StandardCharsets.UTF_8), back -> {
            throw new IllegalStateException("does not decode");
        }));
        assertEquals("original", Files.readString(file));
        assertEquals(before, filesIn(dir), "no temp file or backup left behind");
    }

    @Test
    void aMissingFolderFailsCleanly() {
        Path file = dir.resolve("missing/a.json");
        var e = assertThrows(SaveFailedException.class, () -> AtomicSave.write(file, new byte[] {1}, back -> { }));
        assertEquals(true, e.getMessage().startsWith("cannot write a.json"));
    }
}
