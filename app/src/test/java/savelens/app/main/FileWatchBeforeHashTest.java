package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.HeldTaskExecutor;

/**
 * The window's check for files changed on disk runs on the UI thread: a big file opened a moment ago is hashed in
 * the background with its analysis, and the check leaves it alone until then instead of hashing it itself.
 */
class FileWatchBeforeHashTest {
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"hp\":10}}]}";
    @TempDir Path dir;
    final HeldTaskExecutor executor = new HeldTaskExecutor();
    final MainViewModel model = new MainViewModel(executor, AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));

    @Test void aFileNotHashedYetIsNotHashedByTheCheckAndIsWatchedOnceItIs() throws Exception {
        model.analyseLaterFrom(0);
        Path file = Files.writeString(dir.resolve("save.json"), DOC);
        executor.hold();
        model.open(file);
        executor.runHeld(); // the read; its analysis and hash are held
        DocumentViewModel doc = model.current();
        doc.analyseWith(executor); // as the window does once the tree shows; held here
        assertFalse(doc.analysedProperty().get());
        model.checkFiles();
        assertNull(doc.stampIfMade(), "the check did not hash the file");

        executor.release();
        assertNotNull(doc.stampIfMade());
        Files.writeString(file, DOC.replace("hero", "other"));
        model.checkFiles();
        model.checkFiles(); // the same change seen twice: settled
        assertNotSame(doc, model.current(), "read again once changed");
        assertEquals("other", model.current().document().index().string(model.current().paths().resolve(savelens.path.DocumentPath.parse("$.name")).value()));
    }
}
