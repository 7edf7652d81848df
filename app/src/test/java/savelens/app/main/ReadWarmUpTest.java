package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.app.task.TaskContext;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.scene.SceneHierarchy;

/** The scene the reader warms up on is a whole, consistent scene, read the way a file is, and the rounds stop when asked. */
class ReadWarmUpTest {
    private static TaskContext context(boolean cancelled) {
        return new TaskContext() {
            @Override public boolean isCancelled() { return cancelled; }

            @Override public void report(String message, double progress) { }

            @Override public void onUiThread(Runnable update) { update.run(); }
        };
    }

    @Test void theSceneIsReadAsAHelioSceneWithNothingToReport() {
        int objects = 1_000;
        OpenFile file = OpenFile.read(ReadWarmUp.scene(objects), ReadContext.of(Path.of("warm-up.json")));
        Document doc = file.document();
        assertEquals("helio", file.format().name());
        // The scene, each object and its one to three components.
        int components = 0;
        for (int o = 0; o < objects; o++) components += 1 + o % 3;
        assertEquals(1 + objects + components, doc.nodeCount());
        DocumentState state = DocumentState.of(doc, file);
        assertTrue(state.diagnostics().isEmpty(), () -> "a clean scene, but: " + state.diagnostics());
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        assertEquals(objects, scene.objects().size());
        assertEquals(16, scene.roots().size());
        assertTrue(scene.diagnostics().isEmpty(), () -> "parents, children and owners agree, but: " + scene.diagnostics());
    }

    @Test void eachRoundReadsTheWholeSceneUntilCancelled() {
        int nodes = OpenFile.read(ReadWarmUp.scene(ReadWarmUp.OBJECTS), ReadContext.of(Path.of("warm-up.json"))).document().nodeCount();
        assertEquals(ReadWarmUp.ROUNDS * nodes, ReadWarmUp.run(context(false)));
        assertEquals(0, ReadWarmUp.run(context(true)));
    }

    /**
     * Each round searches the scene too, as the search field does: once for a text no node holds (every node passed
     * over by its text alone) and for words of its values (nodes walked value by value, hits made).
     */
    @Test void theRoundsSearchForNothingAndForValuesWords() {
        OpenFile file = OpenFile.read(ReadWarmUp.scene(ReadWarmUp.OBJECTS), ReadContext.of(Path.of("warm-up.json")));
        DocumentState state = DocumentState.of(file.document(), file);
        assertEquals("no such text", ReadWarmUp.SEARCHED.get(0));
        assertEquals(0, DocumentSearch.find(state, ReadWarmUp.SEARCHED.get(0)).size());
        for (String words : ReadWarmUp.SEARCHED.subList(1, ReadWarmUp.SEARCHED.size())) {
            assertFalse(DocumentSearch.find(state, words).isEmpty(), words);
        }
    }
}
