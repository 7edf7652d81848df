package savelens.app.hierarchy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.DrivenTaskExecutor;
import savelens.document.Document;
import savelens.document.DocumentPatch;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;

/**
 * Cancel while the scene hierarchy is read: the worker stops at the read's next check instead of reading the whole
 * scene and dropping it. Counted in the text the read goes back to, not timed: the document is the one after an edit
 * patched in (the same text here), whose scene is read by scanning its nodes' text, as the fields noted while the file
 * was read belong to the first index.
 */
class HierarchyCancelTest {
    static final String READING = "Reading the scene hierarchy";

    @Test void cancelWhileTheSceneIsReadStopsTheWorkerAtItsNextCheck(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("scene.json");
        Files.write(file, SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED));
        DocumentLoader.Loaded loaded = DocumentLoader.read(file);
        DocumentViewModel doc = new DocumentViewModel(loaded.file(), DocumentState.of(patchedInPlace(loaded.state().document())), false);
        DrivenTaskExecutor worker = new DrivenTaskExecutor();
        HierarchyViewModel hierarchy = new HierarchyViewModel(doc, worker);
        assertEquals(List.of(READING), worker.waitingTitles());

        long before = JsonIndex.rescannedBytes();
        worker.runNext(task -> task.cancel()); // the user cancels the task the status bar shows while it works
        long read = JsonIndex.rescannedBytes() - before;

        int text = doc.document().text().length;
        assertTrue(read < text / 20, "the read stopped at once: read again " + read + " of " + text + " bytes");
        assertNull(hierarchy.scene());
        assertFalse(hierarchy.readingProperty().get());
        assertFalse(Thread.currentThread().isInterrupted(), "the interrupt was the work's");

        // The next read (after the next change, say) reads the whole scene: what the count above leaves out.
        new HierarchyViewModel(doc, worker);
        long again = JsonIndex.rescannedBytes();
        worker.runAll();
        assertTrue(JsonIndex.rescannedBytes() - again >= text / 2);
    }

    private static Document patchedInPlace(Document doc) {
        JsonIndex index = (JsonIndex) doc.index();
        int value = 0;
        while (index.kind(value) == JsonIndex.OBJECT || index.kind(value) == JsonIndex.ARRAY) value = index.firstChild(value);
        return DocumentPatch.scalarReplaced(doc, index.replaced(value, doc.text().clone()), value);
    }
}
