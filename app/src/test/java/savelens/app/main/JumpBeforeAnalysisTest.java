package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.DrivenTaskExecutor;
import savelens.path.DocumentPath;

/**
 * A jump to a place below the root while the graph is still analysed (a path followed, a node chosen in the
 * Hierarchy or the inspector) does not work the analysis out on the UI thread: the place is selected by the path it
 * was reached by (or its node's id), the analysis runs on a worker (started by the jump when nothing runs it), and
 * the selection becomes the canonical path when it lands. Cancel stops the analysis; the next jump starts it again.
 */
class JumpBeforeAnalysisTest {
    /** {@code $.first} and {@code $.again} both refer to node 1: its home is {@code $.first}, as the analysis finds. */
    static final String DOC = """
            {"types":[{"name":"Scene","version":1,"fields":[{"name":"first","kind":"ref"},{"name":"again","kind":"ref"}]}],
             "root":0,"nodes":[{"id":0,"type":"Scene","fields":{"name":"scene","first":1,"again":1}},
              {"id":1,"type":"Item","fields":{"name":"lamp","hp":3}}]}""";
    @TempDir Path dir;
    final DrivenTaskExecutor executor = new DrivenTaskExecutor();
    final MainViewModel model = new MainViewModel(executor, AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));

    private DocumentViewModel opened() throws Exception {
        model.analyseLaterFrom(0);
        model.open(Files.writeString(dir.resolve("scene.json"), DOC));
        executor.runAll(); // the read; the analysis is left for later and nothing has asked for it yet
        DocumentViewModel doc = model.current();
        assertFalse(doc.state().isAnalysed());
        assertEquals(List.of(), executor.waitingTitles());
        return doc;
    }

    @Test void aJumpBelowTheRootWaitsForTheAnalysisOnAWorker() throws Exception {
        DocumentViewModel doc = opened();
        doc.jumpTo(DocumentPath.parse("$.again.hp"));
        assertEquals("$.again.hp", doc.selectedPath().toString(), "selected by the path it was reached by");
        assertFalse(doc.state().isAnalysed(), "nothing on this thread worked the analysis out");
        assertEquals(List.of("Analysing the graph"), executor.waitingTitles(), "the jump started it on a worker");
        assertEquals("3", doc.selectedLocation() == null ? null : doc.document().raw(doc.selectedLocation().value()));

        executor.runAll();
        assertTrue(doc.analysedProperty().get());
        assertEquals("$.first.hp", doc.selectedPath().toString(), "made canonical when the analysis landed");
        assertTrue(doc.navigation().canGoBackProperty().get(), "one jump, remembered once");
    }

    @Test void aNodeChosenBeforeTheAnalysisIsNamedByItsIdUntilItLands() throws Exception {
        DocumentViewModel doc = opened();
        doc.selectNode(1);
        assertEquals("#1", doc.selectedPath().toString());
        assertFalse(doc.state().isAnalysed());
        executor.runAll();
        assertEquals("$.first", doc.selectedPath().toString());
    }

    @Test void aPlaceInTheRootsBodyNeedsNoAnalysis() throws Exception {
        DocumentViewModel doc = opened();
        doc.jumpTo(DocumentPath.parse("$.again"));
        assertEquals("$.again", doc.selectedPath().toString());
        assertEquals(List.of(), executor.waitingTitles(), "nothing to wait for");
    }

    @Test void theSelectionMovedMeanwhileIsLeftWhereTheUserPutIt() throws Exception {
        DocumentViewModel doc = opened();
        doc.jumpTo(DocumentPath.parse("$.again.hp"));
        doc.select(DocumentPath.parse("$.again"));
        executor.runAll();
        assertEquals("$.again", doc.selectedPath().toString());
    }

    @Test void aCancelledAnalysisSaysSoAndTheNextJumpStartsItAgain() throws Exception {
        DocumentViewModel doc = opened();
        doc.analyseWith(executor);
        executor.runNext(task -> task.cancel()); // Cancel pressed while the worker is in it
        assertFalse(doc.analysedProperty().get());
        assertFalse(doc.state().isAnalysed(), "stopped where it was, nothing kept");
        assertEquals(DocumentViewModel.ANALYSIS_CANCELLED, doc.messageProperty().get());

        doc.jumpTo(DocumentPath.parse("$.again.hp"));
        assertEquals(List.of("Analysing the graph"), executor.waitingTitles());
        executor.runAll();
        assertTrue(doc.analysedProperty().get());
        assertEquals("$.first.hp", doc.selectedPath().toString());
    }

    @Test void closingTheDocumentStopsItsAnalysis() throws Exception {
        DocumentViewModel doc = opened();
        doc.analyseWith(executor);
        boolean[] cancelled = {false};
        executor.runNext(task -> {
            model.close(doc); // the tab closed while the worker is in the analysis
            cancelled[0] = task.isCancelled();
        });
        assertTrue(cancelled[0]);
        assertFalse(doc.state().isAnalysed());
        doc.jumpTo(DocumentPath.parse("$.again.hp"));
        assertEquals(List.of(), executor.waitingTitles(), "nothing starts for a closed document");
    }
}
