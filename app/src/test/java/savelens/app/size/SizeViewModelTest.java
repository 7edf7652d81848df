package savelens.app.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.diff.DiffViewModel;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.size.Dominators;
import savelens.size.SizeAnalysis;

class SizeViewModelTest {
    @TempDir Path dir;

    private DocumentViewModel attic() throws IOException {
        return new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
    }

    @Test void theTreeStartsAtTheRootBesideTheUnreachableEntryAndOpensBiggestFirst() throws IOException {
        SizeViewModel size = new SizeViewModel(attic(), new CurrentThreadTaskExecutor());
        List<SizeRow> top = size.top();
        assertEquals(2, top.size());
        assertEquals("#0 Save", top.get(0).label());
        assertEquals(Dominators.UNREACHABLE, top.get(1).node());
        List<SizeRow> under = size.children(0);
        assertTrue(under.stream().anyMatch(r -> r.label().equals("#2 hall")), under.toString());
        for (int i = 1; i < under.size(); i++) assertTrue(under.get(i - 1).retained() >= under.get(i).retained());
        assertEquals(3, size.children(Dominators.UNREACHABLE).size());
        assertFalse(size.histogram().isEmpty());
        assertTrue(size.biggest().get(0).text().matches("#\\d+ \\S+ holds \\d+% of the file, .*"), size.biggest().get(0).text());
    }

    @Test void whyShowsTheMergedPathsAndSelectsTheNode() throws IOException {
        DocumentViewModel doc = attic();
        SizeViewModel size = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        size.explain(3);
        assertTrue(size.whyProperty().get().startsWith("#3 attic: 2 shortest paths of 2 steps"), size.whyProperty().get());
        assertEquals(List.of(0, 1, 2, 3), size.whyNodes());
        assertEquals(doc.paths().node(3), doc.selectedPath());
        size.explain(9);
        assertTrue(size.whyProperty().get().contains("unreachable"));
    }

    @Test void removingUnreachableIsListedInCompareThenAppliedFromThereAsOneUndoableEdit() throws IOException {
        DocumentViewModel doc = attic();
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        SizeViewModel size = new SizeViewModel(doc, executor);
        DiffViewModel compare = new DiffViewModel(doc, executor);
        size.setPreview(compare::preview);
        String before = new String(doc.document().text(), java.nio.charset.StandardCharsets.UTF_8);
        size.prepareRemoval();
        assertTrue(compare.summaryProperty().get().startsWith("Remove 3 unreachable nodes, 255 bytes of text"), compare.summaryProperty().get());
        assertEquals(List.of("#8", "#9", "#10"), compare.changes().stream().map(c -> c.path().toString()).toList());
        assertTrue(compare.changes().stream().allMatch(c -> c.kind() == savelens.diff.ChangeKind.REMOVED));
        assertEquals(before, new String(doc.document().text(), java.nio.charset.StandardCharsets.UTF_8), "nothing changes before it is applied");
        assertNull(compare.applyPending());
        assertEquals(0, size.analysisProperty().get().unreachableCount());
        assertFalse(size.canRemoveProperty().get());
        assertTrue(compare.changes().isEmpty(), "the list goes once applied");
        doc.undo();
        assertEquals(before, new String(doc.document().text(), java.nio.charset.StandardCharsets.UTF_8), "one undo brings all three back");
        assertEquals(3, size.analysisProperty().get().unreachableCount());
    }

    @Test void aRemovalListedAndThenCancelledChangesNothing() throws IOException {
        DocumentViewModel doc = attic();
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        SizeViewModel size = new SizeViewModel(doc, executor);
        DiffViewModel compare = new DiffViewModel(doc, executor);
        size.setPreview(compare::preview);
        savelens.document.Document was = doc.document();
        size.prepareRemoval();
        assertEquals(3, compare.changes().size());
        compare.cancelPending();
        assertTrue(compare.changes().isEmpty());
        assertNull(compare.pendingProperty().get());
        assertTrue(doc.document() == was);
        assertFalse(doc.undoableProperty().get());
    }

    @Test void aScalarEditMovesSizesWithoutWalkingTheGraphAgain() throws IOException {
        DocumentViewModel doc = attic();
        SizeViewModel size = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        SizeAnalysis before = size.analysisProperty().get();
        assertNull(doc.setValue(DocumentPath.parse("#7.name"), NewValue.parse("\"a bundle of very dusty letters\"")));
        SizeAnalysis after = size.analysisProperty().get();
        assertNotSame(before, after);
        assertTrue(after.graph() == before.graph(), "the edges were not gathered again");
        SizeAnalysis fresh = SizeAnalysis.of(doc.document());
        for (int v = 0; v < fresh.nodeCount(); v++) assertEquals(fresh.retained(v), after.retained(v));
        assertEquals(before.retained(7) + 17, after.retained(7));
    }

    @Test void aScenesNodesAreNamedByTheirScenePathOnceTheSceneIsRead() throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "unity/village.unity")), false);
        SizeViewModel size = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        int door = doc.document().nodeById(savelens.document.NodeId.parse("#200"));
        int[] redrawn = {0};
        size.namesProperty().addListener((o, was, now) -> redrawn[0]++);
        doc.sceneRead(savelens.scene.SceneNames.of(savelens.scene.SceneHierarchy.of(doc.document()).orElseThrow()));
        assertEquals(1, redrawn[0], "the rows are drawn again in the scene's names");
        assertEquals("#200 Root/Door", size.label(doc.document(), door));
        assertTrue(size.children(doc.document().root()).stream().anyMatch(r -> r.label().equals("#100 Root")), size.children(doc.document().root()).toString());
    }
}
