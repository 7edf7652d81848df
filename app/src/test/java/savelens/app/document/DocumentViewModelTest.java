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
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.HeldTaskExecutor;
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

    @Test void onABigDocumentEditsUndoAndRedoAreComputedInTheBackground() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0);
        DocumentState before = model.state();

        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(model.applyingProperty().get());
        assertSame(before, model.state(), "nothing changes until the new state is computed");
        assertFalse(model.dirtyProperty().get());
        assertEquals(1, later.held().size());
        String busy = model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"pebble\""));
        assertNotNull(busy, "a second step waits for the first");
        assertEquals(1, later.held().size());

        later.runHeld();
        assertFalse(model.applyingProperty().get());
        assertEquals("boulder", nameOfRock());
        assertTrue(model.dirtyProperty().get());

        model.undo();
        assertEquals("boulder", nameOfRock(), "the undo is under way");
        later.runHeld();
        assertEquals("rock", nameOfRock());
        assertFalse(model.dirtyProperty().get());

        model.redo();
        later.runHeld();
        assertEquals("boulder", nameOfRock());
        assertTrue(model.undoableProperty().get());
    }

    @Test void onABigDocumentAScalarPatchedInPlaceIsDoneAtOnceAndARetargetInTheBackground() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0, true);
        DocumentState before = model.state();

        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(later.held().isEmpty(), "no step waits for a worker");
        assertFalse(model.applyingProperty().get());
        assertEquals("boulder", nameOfRock());
        assertTrue(model.document().keepsStructureOf(before.document()), "patched in place");
        assertSame(before.analysis().edges(), model.state().analysis().edges(), "the analysis carried over");
        model.undo();
        assertTrue(later.held().isEmpty());
        assertEquals("rock", nameOfRock());
        assertFalse(model.dirtyProperty().get());
        model.redo();
        assertTrue(later.held().isEmpty());
        assertEquals("boulder", nameOfRock());

        // The rock's parent named the island; now the rock itself: an edge changes, and the analysis is followed there.
        DocumentState renamed = model.state();
        assertNull(model.setValue(DocumentPath.parse("$.children[0].parent"), NewValue.reference(savelens.document.NodeId.of(1))));
        assertEquals(1, later.held().size(), "a retarget is computed in the background");
        // The status bar lists it only if it runs a while: a quick step leaves the window's layout and frames alone.
        assertFalse(later.held().get(0).isLetIntoStatus(), "not listed at once");
        assertEquals(DocumentViewModel.STEP_LISTED_AFTER, later.held().get(0).shownAfter());
        assertTrue(later.held().get(0).isShownToUser(), "listed once it has run that long");
        assertSame(renamed, model.state());
        later.runHeld();
        assertNull(model.messageProperty().get());
        assertTrue(model.document().keepsValuesOf(renamed.document()), "the retarget is patched");
        assertEquals("#1", parentOfRock());
        later.runHeld(); // its references followed
        model.undo();
        assertEquals(1, later.held().size(), "so is its undo");
        later.runHeld();
        assertEquals("#0", parentOfRock());
        assertEquals("boulder", nameOfRock());
    }

    @Test void aRetargetIsShownBeforeItsReferencesAreFollowedAndTheyLandAfter() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0, true);
        DocumentState before = model.state();
        assertTrue(before.isAnalysed());

        assertNull(model.setValue(DocumentPath.parse("$.children[0].parent"), NewValue.reference(savelens.document.NodeId.of(1))));
        later.runHeld(); // the step: the document patched, nothing more
        assertEquals("#1", parentOfRock(), "the edit is the current state");
        assertFalse(model.applyingProperty().get(), "the edit is committed: the next one may come");
        DocumentState shown = model.state();
        assertFalse(shown.isAnalysed(), "its references are followed after it is shown, not before");
        assertFalse(model.analysedProperty().get(), "what depends on them waits, marked");
        assertSame(before, shown.retargetedFrom(), "the rows may stand as they did, marked pending");
        assertEquals(List.of("Following the references"), later.held().stream().map(t -> t.title()).toList());
        assertFalse(later.held().get(0).isLetIntoStatus(), "a quick follow leaves the status bar alone");

        later.runHeld();
        assertSame(shown, model.state());
        assertTrue(shown.isAnalysed());
        assertTrue(model.analysedProperty().get());
        assertNull(shown.retargetedFrom(), "nothing pending any more");
        int rock = model.document().nodeById(savelens.document.NodeId.of(1)); // the new parent
        assertEquals(DocumentState.of(model.document()).analysis().incomingCount(rock), shown.analysis().incomingCount(rock),
                "the followed analysis is the edit's");
    }

    @Test void onABigDocumentARefusedScalarEditIsRefusedAtOnce() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0, true);
        String reason = model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("42"));
        assertNotNull(reason);
        assertTrue(reason.contains("string"), reason);
        assertTrue(later.held().isEmpty());
        assertEquals("rock", nameOfRock());
        assertFalse(model.undoableProperty().get());
    }

    /** The rock renamed "boulder", then "pebble", each step computed on an executor that runs work when told. */
    private HeldTaskExecutor renamedTwiceInTheBackground() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        later.runHeld();
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"pebble\""));
        later.runHeld();
        return later;
    }

    @Test void undoPressedAgainWhileTheLastIsComputedWaitsItsTurn() {
        HeldTaskExecutor later = renamedTwiceInTheBackground();
        assertEquals("pebble", nameOfRock());

        model.undo();
        model.undo();
        assertNull(model.messageProperty().get(), "the second undo is not refused");
        assertEquals(1, later.held().size(), "one step at a time");
        later.runHeld(); // the first lands, and the second starts
        assertEquals("boulder", nameOfRock());
        assertEquals(1, later.held().size());
        later.runHeld();
        assertEquals("rock", nameOfRock());
        assertFalse(model.undoableProperty().get());
        assertFalse(model.dirtyProperty().get());
    }

    @Test void undoUndoRedoAskedWhileComputingRunInTheOrderAsked() {
        HeldTaskExecutor later = renamedTwiceInTheBackground();

        model.undo();
        model.undo();
        model.redo();
        assertEquals(1, later.held().size(), "one step at a time");
        later.runHeld();
        assertEquals("boulder", nameOfRock(), "the first undo");
        later.runHeld();
        assertEquals("rock", nameOfRock(), "the second undo, prepared from what the first left");
        assertTrue(model.applyingProperty().get(), "the redo still waits");
        later.runHeld();
        assertEquals("boulder", nameOfRock(), "the redo of the second undo");
        assertFalse(model.applyingProperty().get());
        assertTrue(later.held().isEmpty());
        assertTrue(model.undoableProperty().get());
        assertTrue(model.redoableProperty().get(), "pebble can still be redone");
    }

    @Test void aStepThatFailsDropsTheUndosAskedAfterIt() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        later.runHeld();
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("42")); // refused when computed
        model.undo();
        later.runHeld();
        assertTrue(model.messageProperty().get().contains("string"), model.messageProperty().get());
        assertTrue(later.held().isEmpty(), "the undo asked after the refused edit is dropped");
        assertFalse(model.applyingProperty().get());
        assertEquals("boulder", nameOfRock());
    }

    @Test void savingWaitsForAStepUnderWay() throws Exception {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0);
        model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""));
        byte[] before = Files.readAllBytes(island);
        model.save(new CurrentThreadTaskExecutor(), null);
        assertTrue(model.messageProperty().get().startsWith("Still applying"), model.messageProperty().get());
        assertArrayEquals(before, Files.readAllBytes(island), "the file is left as it was");
        later.runHeld();
        model.save(new CurrentThreadTaskExecutor(), null);
        assertTrue(new String(Files.readAllBytes(island), StandardCharsets.UTF_8).contains("\"boulder\""));
        assertFalse(model.dirtyProperty().get());
    }

    @Test void onABigDocumentARefusalFoundInTheBackgroundIsShown() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeStepsWith(later, 0);
        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("42")), "taken for now: the check runs with the edit");
        later.runHeld();
        assertFalse(model.applyingProperty().get());
        assertTrue(model.messageProperty().get().contains("string"), model.messageProperty().get());
        assertFalse(model.dirtyProperty().get());
        assertFalse(model.undoableProperty().get());
        assertEquals("rock", nameOfRock());
    }

    @Test void smallDocumentsStepAtOnceEvenWithAnExecutor() {
        HeldTaskExecutor later = new HeldTaskExecutor().hold();
        model.computeBigStepsWith(later);
        assertNull(model.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertTrue(later.held().isEmpty());
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

    private String parentOfRock() {
        Location at = model.paths().resolve(DocumentPath.parse("$.children[0].parent"));
        return model.document().referencedNodeId(at.value()).toString();
    }

    private String nameOfRock() {
        Location at = model.paths().resolve(DocumentPath.parse("$.children[0].name"));
        return model.document().index().string(at.value());
    }
}
