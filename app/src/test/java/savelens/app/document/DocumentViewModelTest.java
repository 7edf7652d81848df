package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Samples;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.path.Location;

class DocumentViewModelTest {
    @TempDir Path dir;
    Path island;
    DocumentViewModel model;

    @BeforeEach void open() throws Exception {
        island = Samples.copy(dir, "helio/island.json");
        model = new DocumentViewModel(island, DocumentLoader.load(island), false);
    }

    @Test void startsAtTheRootClean() {
        assertEquals("$", model.selectedPath());
        assertFalse(model.dirtyProperty().get());
        assertFalse(model.undoableProperty().get());
        assertEquals("island.json", model.titleProperty().get());
    }

    @Test void anEditMakesItDirtyAndUndoRedoWalkTheHistory() {
        assertNull(model.setValue("$.children[0].name", "\"boulder\""));
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

    @Test void aRefusedEditSaysWhyAndChangesNothing() {
        String reason = model.setValue("$.children[0].name", "42");
        assertNotNull(reason);
        assertTrue(reason.contains("string"), reason);
        assertEquals(reason, model.messageProperty().get());
        assertFalse(model.dirtyProperty().get());
        assertEquals("rock", nameOfRock());
    }

    @Test void saveWritesOnlyTheEditAndCleansTheTitle() throws Exception {
        byte[] before = Files.readAllBytes(island);
        model.setValue("$.children[0].name", "\"boulder\"");
        model.save(new CurrentThreadTaskExecutor(), null);
        assertFalse(model.dirtyProperty().get());
        String expected = new String(before, StandardCharsets.UTF_8).replace("\"name\":\"rock\"", "\"name\":\"boulder\"");
        assertEquals(expected, Files.readString(island));
        assertTrue(Files.exists(dir.resolve("island.json.bak")));
    }

    @Test void aFailedSaveKeepsTheEditsAndSaysWhy() throws Exception {
        model.setValue("$.children[0].name", "\"boulder\"");
        Path nowhere = dir.resolve("missing-folder").resolve("island.json");
        model.saveAs(nowhere, new CurrentThreadTaskExecutor(), null);
        assertTrue(model.dirtyProperty().get());
        assertTrue(model.messageProperty().get().startsWith("Could not save island.json"), model.messageProperty().get());
        assertEquals(island, model.file());
        assertEquals("boulder", nameOfRock());
    }

    @Test void jumpsAreRememberedForBackAndForward() {
        model.select("$.children[0].parent");
        model.jumpTo("$.children[0].parent.children[0]");
        assertEquals("$.children[0]", model.selectedPath(), "a jump lands on the canonical path");
        model.back();
        assertEquals("$.children[0].parent", model.selectedPath());
        assertTrue(model.navigation().canGoForwardProperty().get());
        model.forward();
        assertEquals("$.children[0]", model.selectedPath());
    }

    @Test void theSelectionSurvivesAnEditBecauseItIsAPath() {
        model.select("$.children[0].name");
        model.setValue("$.name", "\"a much longer island name\"");
        Location at = model.selectedLocation();
        assertNotNull(at);
        assertEquals("\"rock\"", model.document().raw(at.value()));
    }

    private String nameOfRock() {
        Location at = model.paths().resolve("$.children[0].name");
        return model.document().json().string(at.value());
    }
}
