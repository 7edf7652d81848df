package savelens.app.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.HeldTaskExecutor;
import savelens.diff.Change;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/**
 * The Changes panel when it compares with no other file: what is not saved yet, from the document as its file holds it
 * to the document now, kept up to date through edits, undo, revert and saves.
 */
class UnsavedChangesTest {
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"gold\":100,\"hp\":10}}]}";
    @TempDir Path dir;
    Path file;
    DocumentViewModel model;
    DiffViewModel diff;
    final CurrentThreadTaskExecutor now = new CurrentThreadTaskExecutor();

    @BeforeEach void open() throws IOException {
        model = opened(DOC);
        diff = new DiffViewModel(model, now);
    }

    private DocumentViewModel opened(String text) throws IOException {
        file = Files.writeString(dir.resolve("save.json"), text);
        return new DocumentViewModel(DocumentLoader.read(file, p -> { }), false);
    }

    private List<String> lines() { return diff.changes().stream().map(Change::line).toList(); }

    @Test void anEditIsListedAndMarkedUntilItIsSaved() {
        assertEquals(List.of(), lines());
        assertEquals("No unsaved changes", diff.summaryProperty().get());
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        assertEquals(List.of("$.hp: 10 → 99"), lines());
        assertEquals("1 unsaved change", diff.summaryProperty().get());
        assertEquals(Set.of(DocumentPath.parse("$.hp")), diff.changedPathsProperty().get(), "the tree marks the value");
        model.setValue(DocumentPath.parse("$.gold"), NewValue.parse("5"));
        assertEquals(List.of("$.gold: 100 → 5", "$.hp: 10 → 99"), lines());
        assertTrue(diff.listsUnsaved());
        assertNull(diff.otherProperty().get(), "no other file: a row has no link to one");

        model.save(now, null);
        assertEquals(List.of(), lines());
        assertEquals("No unsaved changes", diff.summaryProperty().get());
        assertEquals(Set.of(), diff.changedPathsProperty().get());
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("7"));
        assertEquals(List.of("$.hp: 99 → 7"), lines(), "from the file as last written");
    }

    @Test void undoAndRevertTakeAChangeOffTheList() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        model.undo();
        assertEquals(List.of(), lines());
        model.redo();
        assertEquals(List.of("$.hp: 10 → 99"), lines());
        assertTrue(diff.canRevert(diff.changes().get(0)));
        assertEquals("Put this value back as it was saved (one undoable edit)", diff.revertHint());
        assertNull(diff.revert(diff.changes().get(0)));
        assertEquals(List.of(), lines());
        assertEquals(DOC, new String(model.document().text(), java.nio.charset.StandardCharsets.UTF_8), "the value as the file has it");
    }

    @Test void comparingWithAFileListsThatAndStoppingListsTheUnsavedChangesAgain() throws IOException {
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        Path other = Files.writeString(dir.resolve("other.json"), DOC.replace("\"gold\":100", "\"gold\":5"));
        diff.compareWith(other);
        assertFalse(diff.listsUnsaved());
        assertEquals(List.of("$.gold: 5 → 100", "$.hp: 10 → 99"), lines());
        assertEquals("2 differences from other.json", diff.summaryProperty().get());
        assertTrue(diff.revertHint().contains("other file"));
        diff.clear();
        assertEquals(List.of("$.hp: 10 → 99"), lines());
        assertEquals("1 unsaved change", diff.summaryProperty().get());
    }

    /** A save that an edit overtook: the file holds the revision written, and the later edit stays listed. */
    @Test void anEditMadeWhileSavingStaysListed() throws IOException {
        HeldTaskExecutor held = new HeldTaskExecutor();
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        held.hold();
        model.save(held, null);
        model.setValue(DocumentPath.parse("$.gold"), NewValue.parse("5"));
        held.release();
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":99"), Files.readString(file), "the revision the save took");
        assertTrue(model.dirtyProperty().get());
        assertEquals(List.of("$.gold: 100 → 5"), lines(), "what the file does not hold yet");
    }

    /** Edits in quick succession: each listing waiting behind the next is stopped, and the newest lists them all. */
    @Test void onlyTheNewestListingRuns() throws IOException {
        HeldTaskExecutor held = new HeldTaskExecutor();
        diff = new DiffViewModel(model, held);
        held.hold();
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        model.setValue(DocumentPath.parse("$.gold"), NewValue.parse("5"));
        assertEquals(2, held.held().size());
        assertTrue(held.held().get(0).isCancelled(), "the first listing was overtaken before it ran");
        assertFalse(held.held().get(1).isCancelled());
        held.release();
        assertEquals(List.of("$.gold: 100 → 5", "$.hp: 10 → 99"), lines());
    }

    /** A big document's changes are a pass over both revisions: listed while the panel is on screen, not after every edit. */
    @Test void aBigDocumentsChangesWaitForThePanel() throws IOException {
        String big = DOC.replace("\"hero\"", "\"" + "h".repeat((int) DiffViewModel.UNSAVED_LISTED_BELOW) + "\"");
        model = opened(big);
        diff = new DiffViewModel(model, now);
        assertTrue(diff.listedProperty().get(), "nothing changed: nothing to list");
        model.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        assertEquals(List.of(), lines());
        assertFalse(diff.listedProperty().get(), "the list is not all there is");
        diff.setOnScreen(true);
        assertTrue(diff.listedProperty().get());
        assertEquals(List.of("$.hp: 10 → 99"), lines());
        model.setValue(DocumentPath.parse("$.gold"), NewValue.parse("5"));
        assertEquals(2, lines().size(), "on screen: listed after each edit");
    }
}
