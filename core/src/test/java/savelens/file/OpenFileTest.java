package savelens.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Diagnostic;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.ValueNames;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.format.helio.HelioFormat;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.path.DocumentPath;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;
import savelens.save.FileStamp;
import savelens.save.SaveOptions;
import savelens.save.SaveRefusedException;

/** An open file: the document above it, edits as commands on it, saving, and what only the file can tell. */
class OpenFileTest {
    @TempDir Path dir;

    @Test void aFileNamedAsItsFormatHasNoFindingsOfItsOwn() {
        OpenFile file = OpenFile.open(Fixtures.copy("helio/island.json", dir), ReadContext.of(null));
        assertEquals(HelioFormat.NAME, file.format().name());
        assertEquals(List.of(), file.diagnostics());
    }

    @Test void aFileNamedUnlikeItsFormatIsReadByContentWithAWarning() throws IOException {
        Path txt = Files.move(Fixtures.copy("helio/island.json", dir), dir.resolve("island.txt"));
        OpenFile file = OpenFile.open(txt, ReadContext.of(null));
        assertEquals(HelioFormat.NAME, file.format().name());
        List<Diagnostic> found = file.diagnostics();
        assertEquals(1, found.size());
        assertEquals(Severity.WARNING, found.get(0).severity());
        assertEquals("the file name does not end as a helio file does (.helio.json, .json); read by its content", found.get(0).message());
    }

    @Test void editsAreCommandsOnTheFileAndASaveMakesItClean() throws IOException {
        Path island = Fixtures.copy("helio/island.json", dir);
        OpenFile file = OpenFile.open(island, ReadContext.of(island));
        FileStamp read = file.stamp();
        assertTrue(read.matchesDisk());
        int name = DocumentPath.parse("$.name").resolve(file.document()).value();
        file.history().execute(new SetValue(name, NewValue.parse("\"isle\""), "$.name"));
        assertTrue(file.history().isDirty());
        assertEquals("\"isle\"", file.document().raw(DocumentPath.parse("$.name").resolve(file.document()).value()));

        file.save(island, SaveOptions.defaults().expecting(file.stamp()));
        assertFalse(file.history().isDirty());
        assertNotEquals(read, file.stamp());
        assertTrue(file.stamp().matchesDisk(), "the stamp is the file as written");
        assertTrue(Files.readString(island).contains("\"isle\""));
    }

    @Test void aSaveOverAFileChangedSinceItWasReadIsRefused() throws IOException {
        Path island = Fixtures.copy("helio/island.json", dir);
        OpenFile file = OpenFile.open(island, ReadContext.of(island));
        file.stamp();
        Files.writeString(island, Files.readString(island).replace("\"island\"", "\"other\""));
        byte[] theirs = Files.readAllBytes(island);
        SaveRefusedException refused = assertThrows(SaveRefusedException.class,
                () -> file.save(island, SaveOptions.defaults().expecting(file.stamp())));
        assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, refused.reason());
        assertArrayEquals(theirs, Files.readAllBytes(island));
    }

    @Test void theStampOfTheFileReadGuardsASaveOverItAndNotASaveElsewhere() throws IOException {
        Path island = Fixtures.copy("helio/island.json", dir);
        OpenFile file = OpenFile.open(island, ReadContext.of(island));
        byte[] read = Files.readAllBytes(island);
        Files.writeString(island, Files.readString(island).replace("\"island\"", "\"other\""));
        byte[] theirs = Files.readAllBytes(island);

        Path copy = dir.resolve("copy.json");
        file.convert(file.format(), copy, file.expecting(SaveOptions.defaults()));
        assertArrayEquals(read, Files.readAllBytes(copy), "a save elsewhere writes the document as read");

        Path link = Files.createSymbolicLink(dir.resolve("link.json"), island);
        for (Path target : List.of(island, link)) {
            SaveRefusedException refused = assertThrows(SaveRefusedException.class, () -> file.save(target, file.expecting(SaveOptions.defaults())));
            assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, refused.reason());
            assertArrayEquals(theirs, Files.readAllBytes(island));
        }
    }

    @Test void anEditIsReadAgainAsTheFileWasRead() throws IOException {
        Path island = Fixtures.copy("helio/island.json", dir);
        TypeRegistry given = TypeRegistry.parse(Files.readAllBytes(Fixtures.path("helio/island.registry.json")));
        OpenFile file = OpenFile.open(island, ReadContext.of(island).withRegistry(given, RegistrySource.GIVEN));
        int name = DocumentPath.parse("$.name").resolve(file.document()).value();
        file.history().execute(new SetValue(name, NewValue.parse("\"isle\""), "$.name"));
        assertEquals(RegistrySource.GIVEN, file.document().registrySource());
        assertSame(given, file.document().registry());
        assertEquals(HelioFormat.NAME, file.document().syntax().name());
    }

    @Test void convertingToItsOwnFormatWritesTheSameBytesAndLeavesTheFileWhereItWas() throws IOException {
        Path island = Fixtures.copy("helio/island.json", dir);
        OpenFile file = OpenFile.open(island, ReadContext.of(island));
        Path copy = dir.resolve("copy.json");
        file.convert(file.format(), copy, SaveOptions.defaults());
        assertArrayEquals(Files.readAllBytes(island), Files.readAllBytes(copy));
        assertEquals(island, file.path());
    }

    @Test void gameDataNamesAreReadOnceWhenAnRpgMakerSaveIsOpened() throws IOException {
        Path data = Files.createDirectories(dir.resolve("game/data"));
        Files.writeString(data.resolve("System.json"), "{\"switches\":[\"\",\"Door opened\"],\"variables\":[\"\"]}");
        Path save = Files.createDirectories(dir.resolve("game/save")).resolve("file1.rpgsave");
        String json = "{\"switches\":{\"_data\":{\"@c\":3,\"@a\":[null,true]},\"@c\":2,\"@\":\"Game_Switches\"},\"@c\":1}";
        Files.write(save, new RpgMakerMvFormat().encode(json.getBytes(StandardCharsets.UTF_8)));
        OpenFile file = OpenFile.open(save, ReadContext.of(save));
        Files.delete(data.resolve("System.json")); // already read: the names stay
        int door = DocumentPath.parse("$.switches._data[1]").resolve(file.document()).value();
        assertEquals("Door opened", file.valueNames().nameFor(file.document(), door));
        assertNull(file.valueNames().nameFor(file.document(), DocumentPath.parse("$.switches._data[0]").resolve(file.document()).value()));
    }

    @Test void aDocumentOfAnotherFormatHasNoGameDataNames() {
        OpenFile file = OpenFile.open(Fixtures.copy("helio/island.json", dir), ReadContext.of(null));
        assertSame(ValueNames.NONE, file.valueNames());
    }

    @Test void bytesReadElsewhereHaveNoStampToCompareWith() {
        OpenFile file = OpenFile.read(Fixtures.bytes("helio/island.json"), ReadContext.of(null));
        assertNull(file.stamp());
        assertNull(file.path());
        assertEquals(List.of(), file.diagnostics());
    }
}
