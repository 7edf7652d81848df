package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.TaskExecutor;
import savelens.app.task.TaskHandle;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.path.Location;

class DocumentViewModelTest {
    @TempDir Path dir;
    Path island;
    DocumentViewModel model;

    @BeforeEach void open() throws Exception {
        island = Fixtures.copy(dir, "helio/island.json");
        model = new DocumentViewModel(DocumentLoader.read(island), false);
    }

    @Test void startsAtTheRootClean() {
        assertEquals("$", model.selectedPath().toString());
        assertFalse(model.dirtyProperty().get());
        assertFalse(model.undoableProperty().get());
        assertEquals("island.json", model.titleProperty().get());
    }

    @Test void anEditMakesItDirtyAndUndoRedoWalkTheHistory() {
        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(model.dirtyProperty().get());
        assertTrue(model.undoableProperty().get());
        assertEquals("island.json *", model.titleProperty().get());
        assertEquals("boulder", nameOfRock());

        model.undo();
        assertEquals("rock", nameOfRock());
        assertFalse(model.dirtyProperty().get());
        assertTrue(model.redoableProperty().get());

        model.redo();
        assertEquals("boulder", nameOfRock());
        assertTrue(model.dirtyProperty().get());
    }

    /** Holds submitted tasks until the test runs them, as a worker thread would later. */
    static final class LaterExecutor implements TaskExecutor {
        final List<BackgroundTask<?>> waiting = new ArrayList<>();

        @Override public <T> TaskHandle submit(BackgroundTask<T> task) {
            waiting.add(task);
            return new TaskHandle() {
                @Override public void cancel() { }

                @Override public boolean isCancelled() { return false; }

                @Override public boolean isDone() { return !waiting.contains(task); }
            };
        }

        void runAll() {
            List<BackgroundTask<?>> now = new ArrayList<>(waiting);
            waiting.clear();
            for (BackgroundTask<?> t : now) new CurrentThreadTaskExecutor().submit(t);
        }
    }

    @Test void onABigDocumentEditsUndoAndRedoAreComputedInTheBackground() {
        LaterExecutor later = new LaterExecutor();
        model.computeStepsWith(later, 0);
        DocumentState before = model.state();

        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(model.applyingProperty().get());
        assertSame(before, model.state(), "nothing changes until the new state is computed");
        assertFalse(model.dirtyProperty().get());
        assertEquals(1, later.waiting.size());
        String busy = model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"pebble\""));
        assertNotNull(busy, "a second step waits for the first");
        assertEquals(1, later.waiting.size());

        later.runAll();
        assertFalse(model.applyingProperty().get());
        assertEquals("boulder", nameOfRock());
        assertTrue(model.dirtyProperty().get());

        model.undo();
        assertEquals("boulder", nameOfRock(), "the undo is under way");
        later.runAll();
        assertEquals("rock", nameOfRock());
        assertFalse(model.dirtyProperty().get());

        model.redo();
        later.runAll();
        assertEquals("boulder", nameOfRock());
        assertTrue(model.undoableProperty().get());
    }

    @Test void undoPressedAgainWhileTheLastIsComputedWaitsItsTurn() {
        LaterExecutor later = new LaterExecutor();
        model.computeStepsWith(later, 0);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        later.runAll();
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"pebble\""));
        later.runAll();
        assertEquals("pebble", nameOfRock());

        model.undo();
        model.undo();
        assertNull(model.messageProperty().get(), "the second undo is not refused");
        assertEquals(1, later.waiting.size(), "one step at a time");
        later.runAll(); // the first lands, and the second starts
        assertEquals("boulder", nameOfRock());
        assertEquals(1, later.waiting.size());
        later.runAll();
        assertEquals("rock", nameOfRock());
        assertFalse(model.undoableProperty().get());
        assertFalse(model.dirtyProperty().get());
    }

    @Test void savingWaitsForAStepUnderWay() throws Exception {
        LaterExecutor later = new LaterExecutor();
        model.computeStepsWith(later, 0);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        byte[] before = Files.readAllBytes(island);
        model.save(new CurrentThreadTaskExecutor(), null);
        assertTrue(model.messageProperty().get().startsWith("Still applying"), model.messageProperty().get());
        assertArrayEquals(before, Files.readAllBytes(island), "the file is left as it was");
        later.runAll();
        model.save(new CurrentThreadTaskExecutor(), null);
        assertTrue(new String(Files.readAllBytes(island), StandardCharsets.UTF_8).contains("\"boulder\""));
        assertFalse(model.dirtyProperty().get());
    }

    @Test void onABigDocumentARefusalFoundInTheBackgroundIsShown() {
        LaterExecutor later = new LaterExecutor();
        model.computeStepsWith(later, 0);
        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("42")), "taken for now: the check runs with the edit");
        later.runAll();
        assertFalse(model.applyingProperty().get());
        assertTrue(model.messageProperty().get().contains("string"), model.messageProperty().get());
        assertFalse(model.dirtyProperty().get());
        assertFalse(model.undoableProperty().get());
        assertEquals("rock", nameOfRock());
    }

    @Test void smallDocumentsStepAtOnceEvenWithAnExecutor() {
        LaterExecutor later = new LaterExecutor();
        model.computeBigStepsWith(later);
        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(later.waiting.isEmpty());
        assertEquals("boulder", nameOfRock());
    }

    @Test void aRefusedEditSaysWhyAndChangesNothing() {
        String reason = model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("42"));
        assertNotNull(reason);
        assertTrue(reason.contains("string"), reason);
        assertEquals(reason, model.messageProperty().get());
        assertFalse(model.dirtyProperty().get());
        assertEquals("rock", nameOfRock());
    }

    @Test void saveWritesOnlyTheEditAndCleansTheTitle() throws Exception {
        byte[] before = Files.readAllBytes(island);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        model.save(new CurrentThreadTaskExecutor(), null);
        assertFalse(model.dirtyProperty().get());
        String expected = new String(before, StandardCharsets.UTF_8).replace("\"name\":\"rock\"", "\"name\":\"boulder\"");
        assertEquals(expected, Files.readString(island));
        assertTrue(Files.exists(dir.resolve("island.json.bak")));
    }

    @Test void aFailedSaveKeepsTheEditsAndSaysWhy() throws Exception {
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        Path nowhere = dir.resolve("missing-folder").resolve("island.json");
        model.saveAs(nowhere, new CurrentThreadTaskExecutor(), null);
        assertTrue(model.dirtyProperty().get());
        assertTrue(model.messageProperty().get().startsWith("Could not save island.json"), model.messageProperty().get());
        assertEquals(island, model.file());
        assertEquals("boulder", nameOfRock());
    }

    @Test void jumpsAreRememberedForBackAndForward() {
        model.select(DocumentPath.parse("$.children[0].parent"));
        model.jumpTo(DocumentPath.parse("$.children[0].parent.children[0]"));
        assertEquals("$.children[0]", model.selectedPath().toString(), "a jump lands on the canonical path");
        model.back();
        assertEquals("$.children[0].parent", model.selectedPath().toString());
        assertTrue(model.navigation().canGoForwardProperty().get());
        model.forward();
        assertEquals("$.children[0]", model.selectedPath().toString());
    }

    @Test void theSelectionSurvivesAnEditBecauseItIsAPath() {
        model.select(DocumentPath.parse("$.children[0].name"));
        model.setValue(DocumentPath.parse("$.name"), NewValue.parse("\"a much longer island name\""));
        Location at = model.selectedLocation();
        assertNotNull(at);
        assertEquals("\"rock\"", model.document().raw(at.value()));
    }

    private String nameOfRock() {
        Location at = model.paths().resolve(DocumentPath.parse("$.children[0].name"));
        return model.document().json().string(at.value());
    }
}
