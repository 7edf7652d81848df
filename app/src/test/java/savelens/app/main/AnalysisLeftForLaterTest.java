package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.memory.MemoryAdvice;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.DrivenTaskExecutor;
import savelens.path.DocumentPath;

/**
 * Which opens leave a big file's graph to be analysed after its tree shows: a plain open does; a reload and an open
 * that goes to a place in the file (the other side of a comparison) read it with the analysis, since the place and
 * the rows expanded before are found through it.
 */
class AnalysisLeftForLaterTest {
    static final String DOC = """
            {"types":[{"name":"Scene","version":1,"fields":[{"name":"first","kind":"ref"}]}],
             "root":0,"nodes":[{"id":0,"type":"Scene","fields":{"name":"scene","first":1}},
              {"id":1,"type":"Item","fields":{"name":"lamp","hp":3}}]}""";
    @TempDir Path dir;
    final MainViewModel model = new MainViewModel(new CurrentThreadTaskExecutor(), AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));

    @Test void aPlainOpenLeavesItAReloadDoesNot() throws Exception {
        model.analyseLaterFrom(0);
        Path file = Files.writeString(dir.resolve("scene.json"), DOC);
        model.open(file);
        assertFalse(model.current().state().isAnalysed());
        model.current().select(DocumentPath.parse("$.first.hp"));
        model.reload(model.current());
        assertTrue(model.current().state().isAnalysed());
        assertEquals("$.first.hp", model.current().selectedPath().toString());
    }

    @Test void anOpenThatGoesToAPlaceReadsWithTheAnalysis() throws Exception {
        model.analyseLaterFrom(0);
        Path file = Files.writeString(dir.resolve("scene.json"), DOC);
        model.openAt(file, DocumentPath.parse("$.first.hp"));
        assertTrue(model.current().state().isAnalysed());
        assertEquals("$.first.hp", model.current().selectedPath().toString());
    }

    /**
     * Analysing the graph ran out of memory: the window says so in words, not on the error stream alone, with the
     * command line's advice: how much memory SaveLens had and how to give it more.
     */
    @Test void anAnalysisThatFailsIsReportedToTheUser() throws Exception {
        model.analyseLaterFrom(0);
        model.open(Files.writeString(dir.resolve("scene.json"), DOC));
        DrivenTaskExecutor executor = new DrivenTaskExecutor();
        model.current().analyseWith(executor);
        assertEquals(java.util.List.of("Analysing the graph"), executor.waitingTitles());
        executor.failNext(new OutOfMemoryError("Java heap space"));
        assertFalse(model.current().analysedProperty().get());
        String message = model.current().messageProperty().get();
        assertTrue(message.startsWith("The references of this file could not be analysed"), message);
        assertTrue(message.endsWith(": the file is " + MemoryAdvice.tooLarge("scene.json")), message);
        assertTrue(message.contains(String.format(Locale.ROOT, "(%,d MiB); run it again with more, e.g. ", Runtime.getRuntime().maxMemory() >> 20)), message);
    }
}
