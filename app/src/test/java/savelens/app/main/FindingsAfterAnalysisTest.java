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
import savelens.app.panels.FindingsViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.DrivenTaskExecutor;

/**
 * The findings of a big file whose graph is analysed after its tree shows are listed once the analysis lands: no
 * task of theirs waits for it, so a Cancel of the analysis is not undone by a hidden worker taking it over.
 */
class FindingsAfterAnalysisTest {
    static final String DOC = """
            {"types":[{"name":"Scene","version":1,"fields":[{"name":"loop","kind":"ref"},{"name":"gone","kind":"ref"}]}],
             "root":0,"nodes":[{"id":0,"type":"Scene","fields":{"name":"scene","loop":0,"gone":99}}]}""";
    @TempDir Path dir;
    final MainViewModel model = new MainViewModel(new CurrentThreadTaskExecutor(), AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));

    @Test void theFindingsWaitForTheAnalysisAndAreListedWhenItLands() throws Exception {
        model.analyseLaterFrom(0);
        model.open(Files.writeString(dir.resolve("scene.json"), DOC));
        DocumentViewModel doc = model.current();
        DrivenTaskExecutor executor = new DrivenTaskExecutor();
        FindingsViewModel findings = new FindingsViewModel(doc, executor);
        assertEquals(List.of(), executor.waitingTitles(), "nothing waits for the analysis");

        doc.analyseWith(executor);
        executor.runNext(task -> task.cancel());
        assertFalse(doc.state().isAnalysed(), "cancelled, and no other task went on with it");
        assertEquals(List.of(), executor.waitingTitles());

        doc.analyseWith(executor);
        executor.runAll();
        assertTrue(doc.analysedProperty().get());
        assertEquals(1, findings.cycles().size(), "$.loop refers back to the root");
        assertFalse(findings.diagnostics().isEmpty(), "the dangling reference");
    }
}
