package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;

/** Window placement, recent files and the dialogs' folder survive a restart; a test node, never the user's. */
class RememberedStateTest {
    @TempDir Path dir;
    final Preferences node = InMemoryPreferences.fresh();
    final AppPreferences preferences = AppPreferences.writtenAtOnce(node);


    @Test void theWindowPlacementIsRememberedWithItsMaximisedState() {
        assertFalse(preferences.windowPlacement().hasPosition(), "nothing remembered yet");
        preferences.setWindowPlacement(new WindowPlacement(40, 60, 1000, 700, true));
        assertEquals(new WindowPlacement(40, 60, 1000, 700, true), AppPreferences.writtenAtOnce(node).windowPlacement());
    }

    @Test void recentFilesKeepTheNewestTenAndDropMissingOnes() throws Exception {
        RecentFiles recent = new RecentFiles(preferences);
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Path f = Files.writeString(dir.resolve("f" + i + ".json"), "{}");
            files.add(f);
            recent.opened(f);
        }
        assertEquals(10, recent.files().size());
        assertEquals(files.get(11), recent.files().get(0), "newest first");
        assertFalse(recent.files().contains(files.get(0)), "the oldest fell off");

        Files.delete(files.get(11));
        assertEquals(9, new RecentFiles(AppPreferences.writtenAtOnce(node)).files().size(), "a deleted file is pruned on start");
        Files.delete(files.get(10));
        recent.pruneMissing();
        assertEquals(files.get(9), recent.files().get(0));
        assertEquals(recent.files(), new RecentFiles(AppPreferences.writtenAtOnce(node)).files(), "pruning is remembered");

        recent.clear();
        assertTrue(AppPreferences.writtenAtOnce(node).recentFiles().isEmpty());
    }

    @Test void theDialogsStartInTheLastFolderUsedWhileItExists() throws Exception {
        DialogFolders folders = new DialogFolders(preferences);
        assertEquals(Optional.empty(), folders.forOpen());
        Path saves = Files.createDirectory(dir.resolve("saves"));
        folders.used(saves.resolve("file1.rpgsave"));
        assertEquals(Optional.of(saves), new DialogFolders(AppPreferences.writtenAtOnce(node)).forOpen());
        Files.delete(saves);
        assertEquals(Optional.empty(), folders.forOpen(), "a folder that is gone is not offered");
    }

    @Test void saveAsStartsBesideTheDocumentButNotBesideTheSamplesTemporaryCopy() throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path other = Files.createDirectory(dir.resolve("other"));
        DialogFolders folders = new DialogFolders(preferences);
        folders.used(other.resolve("x.json"));
        assertEquals(Optional.of(dir), folders.forSaveAs(new DocumentViewModel(DocumentLoader.read(island), false)));
        assertEquals(Optional.of(other), folders.forSaveAs(new DocumentViewModel(DocumentLoader.read(island), true)));
    }
}
