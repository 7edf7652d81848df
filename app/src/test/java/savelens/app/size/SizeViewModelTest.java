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
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.HeldTaskExecutor;
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

    @Test void theTreesRowsAreShownBeforeTheHistogramAndTheBiggestObjectsAreListed() throws IOException {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        SizeViewModel size = new SizeViewModel(attic(), worker);
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        worker.runHeld();
        // The rows are there; the histogram and the biggest objects, which walk the whole dominator tree, come next.
        assertEquals("#0 Save", size.top().get(0).label());
        assertFalse(size.workingProperty().get());
        assertTrue(size.histogram().isEmpty());
        assertTrue(size.biggest().isEmpty());
        assertEquals(List.of("Listing the biggest objects"), worker.held().stream().map(BackgroundTask::title).toList());
        worker.runHeld();
        assertFalse(size.histogram().isEmpty());
        assertTrue(size.biggest().get(0).text().matches("#\\d+ \\S+ holds \\d+% of the file, .*"), size.biggest().get(0).text());
    }

    @Test void thePanelsFrameIsDrawnBeforeItsSizesAreWorkedOutAndItsRowsBeforeTheListsAre() throws IOException {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        DocumentViewModel doc = attic();
        SizeViewModel size = new SizeViewModel(doc, worker);
        java.util.List<Runnable> frames = new java.util.ArrayList<>();
        size.runAfterFrameWith(frames::add);
        size.setShown(false); // the panel away: its sizes wait for it
        worker.runHeld();
        assertTrue(worker.held().isEmpty());
        size.setShown(true);
        assertTrue(worker.held().isEmpty(), "nothing started with the frame that shows the panel");
        assertEquals(1, frames.size());
        frames.remove(0).run(); // that frame drawn
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        worker.runHeld();
        assertEquals("#0 Save", size.top().get(0).label());
        assertTrue(worker.held().isEmpty(), "the lists wait for the frame that shows the rows");
        assertEquals(1, frames.size());
        frames.remove(0).run();
        assertEquals(List.of("Listing the biggest objects"), worker.held().stream().map(BackgroundTask::title).toList());
    }

    @Test void aStateThatCameBeforeThePanelsFrameWasDrawnIsSizedOnceAndListsOfAnAnalysisGoneAreNotListed() throws IOException {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        DocumentViewModel doc = attic();
        SizeViewModel size = new SizeViewModel(doc, worker);
        java.util.List<Runnable> frames = new java.util.ArrayList<>();
        size.runAfterFrameWith(frames::add);
        size.setShown(true); // on screen
        worker.runHeld(); // the sizes of the document as read, shown; their lists wait for a frame
        assertEquals(1, frames.size());
        assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2"))); // a retarget: sizes anew, at once
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        frames.remove(0).run(); // the frame of the rows before the edit: their lists are not listed any more
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
    }

    @Test void sizesWorkedOutAnewShowNoListsOfTheStateBeforeUntilTheirOwnAreListed() throws IOException {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        DocumentViewModel doc = attic();
        SizeViewModel size = new SizeViewModel(doc, worker);
        worker.runHeld();
        assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2"))); // a retarget: sizes anew
        assertEquals(List.of("Listing the biggest objects", "Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        worker.runHeld();
        assertEquals(2, size.analysesMade());
        assertTrue(size.histogram().isEmpty(), "the lists of the state before went with its sizes");
        assertTrue(size.biggest().isEmpty());
        assertEquals(List.of("Listing the biggest objects"), worker.held().stream().map(BackgroundTask::title).toList());
        worker.runHeld();
        SizeViewModel fresh = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        assertEquals(List.copyOf(fresh.histogram()), List.copyOf(size.histogram()));
        assertEquals(fresh.biggest().stream().map(BiggestRow::text).toList(), size.biggest().stream().map(BiggestRow::text).toList());
    }

    @Test void aNewStateStopsTheListingOfTheSizesBefore() throws IOException {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        DocumentViewModel doc = attic();
        new SizeViewModel(doc, worker);
        worker.runHeld();
        BackgroundTask<?> listing = worker.held().get(0);
        assertEquals("Listing the biggest objects", listing.title());
        assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2")));
        // Its lists would be of sizes no longer shown: a worker busy with them would hold a Cancel of the new ones.
        assertTrue(listing.isCancelled());
    }

    @Test void namingANodesRowsStopsWhenItsThreadIsInterrupted() throws IOException {
        SizeViewModel size = new SizeViewModel(attic(), new CurrentThreadTaskExecutor());
        assertFalse(size.children(0).isEmpty());
        Thread.currentThread().interrupt();
        try {
            // As the analysis's task names the root's rows before they are shown: Cancel stops it between rows.
            org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.CancellationException.class, () -> size.children(2));
        } finally {
            Thread.interrupted();
        }
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
        assertEquals("3 unsaved changes", compare.summaryProperty().get(), "once applied, the three are edits not saved yet");
        assertEquals(List.of("#8", "#9", "#10"), compare.changes().stream().map(c -> c.path().toString()).toList());
        doc.undo();
        assertEquals(before, new String(doc.document().text(), java.nio.charset.StandardCharsets.UTF_8), "one undo brings all three back");
        assertEquals(3, size.analysisProperty().get().unreachableCount());
        assertTrue(compare.changes().isEmpty(), "nothing left unsaved");
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
        assertEquals(1, size.analysesMade());
        List<SizeRow>[] changed = new List[1];
        size.analysisProperty().addListener((o, was, now) -> changed[0] = size.changedRows());
        long runs = Dominators.runs();
        assertNull(doc.setValue(DocumentPath.parse("#7.name"), NewValue.parse("\"a bundle of very dusty letters\"")));
        assertNull(doc.setValue(DocumentPath.parse("#5.name"), NewValue.parse("\"r\"")));
        assertEquals(runs, Dominators.runs(), "no dominators worked out");
        assertEquals(1, size.analysesMade(), "no analysis made anew");
        assertEquals(2, size.analysesFollowed());
        SizeAnalysis after = size.analysisProperty().get();
        assertNotSame(before, after);
        assertTrue(after.graph() == before.graph(), "the edges were not gathered again");
        // The view is told the rows the edit changed: the edited node and its dominators, with the new sizes.
        assertEquals(List.of(5, 1, 0), changed[0].stream().map(SizeRow::node).toList());
        assertEquals("#5 r", changed[0].get(0).label());
        // Everything shown equals what a panel working the edited document out anew shows.
        SizeViewModel fresh = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        for (int v = 0; v < after.nodeCount(); v++) {
            assertEquals(fresh.analysisProperty().get().retained(v), after.retained(v));
            assertEquals(fresh.analysisProperty().get().shallow(v), after.shallow(v));
            assertEquals(fresh.row(v), size.row(v));
            assertEquals(fresh.children(v), size.children(v));
        }
        assertEquals(fresh.top(), size.top());
        assertEquals(List.copyOf(fresh.histogram()), List.copyOf(size.histogram()));
        assertEquals(fresh.biggest().stream().map(BiggestRow::text).toList(), size.biggest().stream().map(BiggestRow::text).toList());
        assertEquals(before.retained(7) + 17, after.retained(7));
        // A retarget is no scalar change: worked out anew.
        assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2")));
        assertEquals(2, size.analysesMade());
        assertNull(size.changedRows());
    }

    @Test void aNodeWithManyChildrenListsTheFirstAndThenRangesOfTheRest() throws IOException {
        StringBuilder nodes = new StringBuilder("{\"id\":0,\"type\":\"R\",\"fields\":{\"kids\":[");
        int count = SizeViewModel.CHUNK * 2 + 7;
        for (int i = 1; i <= count; i++) nodes.append(i == 1 ? "" : ",").append(i);
        nodes.append("]}}");
        for (int i = 1; i <= count; i++) nodes.append(",{\"id\":").append(i).append(",\"type\":\"L\",\"fields\":{\"n\":\"").append("x".repeat(i % 13)).append("\"}}");
        Path file = dir.resolve("wide.json");
        java.nio.file.Files.writeString(file, "{\"root\":0,\"nodes\":[" + nodes + "]}");
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        SizeViewModel size = new SizeViewModel(doc, new CurrentThreadTaskExecutor());
        List<SizeRow> rows = size.children(0);
        assertEquals(SizeViewModel.CHUNK + 2, rows.size(), "the first rows, then two ranges");
        assertFalse(rows.get(0).isRange());
        SizeRow last = rows.get(rows.size() - 1);
        assertTrue(last.isRange());
        assertEquals("7 more (1,001 to 1,007 of 1,007)", last.label());
        List<SizeRow> inLast = size.range(last);
        assertEquals(7, inLast.size());
        assertEquals(inLast.stream().mapToLong(SizeRow::retained).sum(), last.retained());
        List<SizeRow> all = new java.util.ArrayList<>(rows.subList(0, SizeViewModel.CHUNK));
        all.addAll(size.range(rows.get(SizeViewModel.CHUNK)));
        all.addAll(inLast);
        assertEquals(count, all.size());
        for (int i = 1; i < all.size(); i++) assertTrue(all.get(i - 1).retained() >= all.get(i).retained(), "biggest first");
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
