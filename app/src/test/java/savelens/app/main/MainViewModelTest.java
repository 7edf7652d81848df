package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.memory.MemoryAdvice;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.DrivenTaskExecutor;
import savelens.app.theme.Theme;
import savelens.document.TooLargeForMemoryException;

class MainViewModelTest {
    @TempDir Path dir;
    final Preferences node = InMemoryPreferences.fresh();
    final MainViewModel model = WindowUnderTest.model(node);


    @Test void theSampleStandsInUntilAFileIsOpened() throws Exception {
        model.openSample();
        assertEquals(1, model.documents().size());
        assertTrue(model.current().isSample());
        model.open(Fixtures.copy(dir, "helio/island.json"));
        assertEquals(1, model.documents().size());
        assertEquals("island.json — SaveLens", model.titleProperty().get());
        assertEquals("helio · 2 nodes · 2 references · 1 cycle", model.documentFactsProperty().get());
    }

    @Test void aDamagedFileBecomesALoadErrorNotAnException() throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"root\":0,\"nodes\":[{\"id\":0,");
        model.open(broken);
        assertTrue(model.loadErrorProperty().get().startsWith("Could not open broken.json: "), model.loadErrorProperty().get());
        assertTrue(model.documents().isEmpty());
        assertFalse(model.busyProperty().get());
        model.open(Fixtures.copy(dir, "helio/island.json"));
        assertNull(model.loadErrorProperty().get());
        assertEquals(1, model.documents().size());
    }

    /**
     * A file too large for the heap, whether the reader found its bytes would not fit or the heap ran out after (while
     * it was indexed): the window gives the command line's advice, how much memory SaveLens had and how to give more.
     */
    @Test void aFileTooLargeForTheHeapGivesTheAdviceToGiveMore() throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        for (Throwable outOfHeap : List.of(new OutOfMemoryError("Java heap space"), new TooLargeForMemoryException())) {
            DrivenTaskExecutor worker = new DrivenTaskExecutor();
            MainViewModel opening = new MainViewModel(worker, AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));
            opening.open(island);
            assertEquals(List.of("Opening island.json"), worker.waitingTitles());
            worker.failNext(outOfHeap);
            String error = opening.loadErrorProperty().get();
            assertEquals("Could not open island.json: " + MemoryAdvice.tooLarge("island.json"), error);
            String heap = String.format(Locale.ROOT, "(%,d MiB)", Runtime.getRuntime().maxMemory() >> 20);
            assertTrue(error.contains("too large for the memory SaveLens was given " + heap + "; run it again with more, e.g. "), error);
            assertTrue(error.endsWith(" -jar savelens.jar island.json") || error.contains("JAVA_TOOL_OPTIONS=-Xmx"), error);
            assertFalse(error.contains("Error") || error.contains("Exception") || error.contains("savelens:"), error);
            assertTrue(opening.documents().isEmpty());
        }
    }

    @Test void recentFilesAndThemeAreRemembered() throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        model.open(island);
        model.themeProperty().set(Theme.DARK);
        AppPreferences again = AppPreferences.writtenAtOnce(node);
        assertEquals(island.toAbsolutePath().normalize(), again.recentFiles().get(0));
        assertEquals(Theme.DARK, again.theme());
    }

    @Test void theRecentFilesAreWrittenOutOffTheThreadThatAddsTheOpenedDocument() throws Exception {
        CountingPreferences node = CountingPreferences.counting();
        MainViewModel opening = new MainViewModel(new CurrentThreadTaskExecutor(), new AppPreferences(node));
        Path island = Fixtures.copy(dir, "helio/island.json");
        opening.open(island);
        assertEquals(1, opening.documents().size());
        assertTrue(opening.preferences().awaitWritten());
        assertEquals(island.toAbsolutePath().normalize(), AppPreferences.writtenAtOnce(node).recentFiles().get(0));
        assertNotNull(node.writtenOutOn, "written out");
        assertNotSame(Thread.currentThread(), node.writtenOutOn);
    }

    @Test void severalDocumentsOpenInTurn() throws Exception {
        model.open(Fixtures.copy(dir, "helio/island.json"));
        model.open(Fixtures.copy(dir, "helio/scene.json"));
        assertEquals(2, model.documents().size());
        assertEquals("scene.json", model.current().file().getFileName().toString());
        model.close(model.current());
        assertEquals("island.json", model.current().file().getFileName().toString());
    }
}
