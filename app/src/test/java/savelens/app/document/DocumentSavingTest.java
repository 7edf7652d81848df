package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.SaveQuestion.Choice;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.save.SaveRefusedException.Reason;
import savelens.save.SavedBytes;

/** Saving from the window: the file on disk is compared with what was read, refusals become questions, backups follow the setting. */
class DocumentSavingTest {
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"gold\":100,\"hp\":10}}]}";
    @TempDir Path dir;
    Path file;
    DocumentViewModel model;
    final CurrentThreadTaskExecutor now = new CurrentThreadTaskExecutor();

    @BeforeEach void open() throws IOException {
        file = Files.writeString(dir.resolve("save.json"), DOC);
        DocumentLoader.Loaded loaded = DocumentLoader.read(file, p -> { });
        model = new DocumentViewModel(loaded, false);
    }

    @Test void aFileChangedOnDiskIsNotOverwrittenTheUserIsAsked() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        String theGames = DOC.replace("\"gold\":100", "\"gold\":777");
        Files.writeString(file, theGames); // the game saved meanwhile
        model.save(now, null);

        SaveQuestion q = model.saveQuestionProperty().get();
        assertEquals(Reason.CHANGED_ON_DISK, q.reason());
        assertEquals(List.of(Choice.RELOAD, Choice.SAVE_AS, Choice.OVERWRITE, Choice.CANCEL), q.choices());
        assertEquals("save.json changed on disk since it was opened.", q.heading());
        assertEquals(theGames, Files.readString(file), "nothing was written");
        assertTrue(model.dirtyProperty().get(), "the edits are kept");
        assertTrue(model.messageProperty().get().startsWith("Not saved: save.json changed on disk"), model.messageProperty().get());

        model.overwrite(now);
        assertNull(model.saveQuestionProperty().get());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(file));
        assertEquals(theGames, Files.readString(dir.resolve("save.json.bak")), "the game's version is the backup");
        assertFalse(model.dirtyProperty().get());
    }

    @Test void afterASaveTheStampIsTheNewFilesSoTheNextSaveGoesThrough() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("1"));
        model.save(now, null);
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("2"));
        model.save(now, null);
        assertNull(model.saveQuestionProperty().get());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":2"), Files.readString(file));
        assertEquals("Saved save.json (backup: save.json.bak)", model.messageProperty().get());
    }

    @Test void cancelKeepsTheEditsAndTheOtherVersion() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        Files.writeString(file, DOC.replace("hero", "other"));
        Runnable[] closed = {null};
        model.save(now, () -> closed[0] = () -> { });
        model.dismissQuestion();
        assertNull(model.saveQuestionProperty().get());
        assertNull(closed[0], "a close waiting on the save does not happen");
        assertEquals(DOC.replace("hero", "other"), Files.readString(file));
        assertTrue(model.dirtyProperty().get());
    }

    @Test void overwriteRunsWhatWaitedOnTheSave() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        Files.writeString(file, DOC.replace("hero", "other"));
        boolean[] closed = {false};
        model.save(now, () -> closed[0] = true);
        assertFalse(closed[0]);
        model.overwrite(now);
        assertTrue(closed[0]);
    }

    @Test void aReadOnlyFileOffersSaveAs() throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (!posix) System.err.println("DocumentSavingTest: no POSIX permissions here, read-only case skipped");
        Assumptions.assumeTrue(posix);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        model.save(now, null);
        SaveQuestion q = model.saveQuestionProperty().get();
        assertEquals(Reason.READ_ONLY, q.reason());
        assertEquals(List.of(Choice.SAVE_AS, Choice.CANCEL), q.choices());
        assertEquals("save.json is read-only.", q.heading());
        assertEquals(DOC, Files.readString(file));

        model.dismissQuestion(); // the window then asks where to save
        Path elsewhere = dir.resolve("copy.json");
        model.saveAs(elsewhere, now, null);
        assertEquals(elsewhere, model.file());
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(elsewhere));
        assertFalse(model.dirtyProperty().get());
    }

    @Test void theBackupsSettingDecidesHowManyGenerationsAreKept() throws IOException {
        model.backupsProperty().set(3);
        for (int hp = 1; hp <= 3; hp++) {
            model.setValue(DocumentPath.parse("$.hp"), NewValue.parse(String.valueOf(hp)));
            model.save(now, null);
        }
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":2"), Files.readString(dir.resolve("save.json.bak")));
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":1"), Files.readString(dir.resolve("save.json.bak.2")));
        assertEquals(DOC, Files.readString(dir.resolve("save.json.bak.3")));

        model.backupsProperty().set(0);
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("4"));
        model.save(now, null);
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":2"), Files.readString(dir.resolve("save.json.bak")), "none kept: the backups stay as they were");
    }

    @Test void aSplitHardLinkIsToldInTheMessage() throws IOException {
        Files.createLink(dir.resolve("other.json"), file);
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("5"));
        model.save(now, null);
        assertEquals("Saved save.json (backup: save.json.bak). Note: " + file + " had 2 hard links; the save made it a file of its own, the other link keeps the old content",
                model.messageProperty().get());
    }

    @Test void saveAsOntoAnotherFileDoesNotCompareWithTheOpenedOne() throws IOException {
        Files.writeString(file, DOC.replace("hero", "other"));
        Path out = dir.resolve("out.json");
        model.saveAs(out, now, null);
        assertNull(model.saveQuestionProperty().get());
        assertEquals(DOC, Files.readString(out));
        assertNotSame(null, model.stamp());
        assertEquals(out.toRealPath(), model.stamp().file(), "the document now stands for the new file");
    }

    @Test void aChangeWhileSavingKeepsBothVersionsAndShowsTheChangedOnDiskBanner() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        String theGames = DOC.replace("\"gold\":100", "\"gold\":777");
        model.saveSteps(new TheGameWritesOnReadBack(file, theGames));
        model.save(now, null);

        assertEquals(theGames, Files.readString(file), "the game's version stays");
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(dir.resolve("save.json.savelens-edit")), "the edit is kept on disk");
        assertTrue(model.changedOnDiskProperty().get(), "the window offers Reload, Compare, Keep Mine");
        assertNull(model.saveQuestionProperty().get());
        assertTrue(model.dirtyProperty().get(), "the edits are kept");
        assertEquals("Not saved: save.json changed on disk while saving. Your edits are kept, and written to save.json.savelens-edit.",
                model.messageProperty().get());

        model.keepMine();
        model.saveSteps(savelens.save.SaveSteps.onDisk());
        model.save(now, null);
        assertEquals(Reason.CHANGED_ON_DISK, model.saveQuestionProperty().get().reason(), "Keep Mine: the next save asks before writing over it");
    }

    /** The disk's steps, but while the save reads its new file back the game writes the file. */
    private static final class TheGameWritesOnReadBack implements savelens.save.SaveSteps {
        private final savelens.save.SaveSteps disk = savelens.save.SaveSteps.onDisk();
        private final Path file;
        private final String content;

        TheGameWritesOnReadBack(Path file, String content) {
            this.file = file;
            this.content = content;
        }

        @Override public java.nio.channels.FileChannel createNew(Path f, boolean ownerOnly) throws IOException { return disk.createNew(f, ownerOnly); }

        @Override public void write(java.nio.channels.FileChannel c, java.nio.ByteBuffer b) throws IOException { disk.write(c, b); }

        @Override public void force(java.nio.channels.FileChannel c) throws IOException { disk.force(c); }

        @Override public boolean readBack(Path f, SavedBytes expected) throws IOException {
            Files.writeString(file, content);
            return disk.readBack(f, expected);
        }

        @Override public void link(Path existing, Path link) throws IOException { disk.link(existing, link); }

        @Override public void copy(Path from, Path to) throws IOException { disk.copy(from, to); }

        @Override public void rename(Path from, Path to) throws IOException { disk.rename(from, to); }

        @Override public void forceFolder(Path folder) throws IOException { disk.forceFolder(folder); }

        @Override public void delete(Path f) throws IOException { disk.delete(f); }
    }
}
