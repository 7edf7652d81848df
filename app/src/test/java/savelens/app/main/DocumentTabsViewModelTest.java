package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** Each open file is a document of its own, titled with its dirty marker; opening one twice selects it. */
class DocumentTabsViewModelTest {
    @TempDir Path dir;
    final Preferences node = InMemoryPreferences.fresh();
    final MainViewModel model = WindowUnderTest.model(node);


    @Test void twoFilesAreTwoDocumentsEachWithItsOwnUndoAndTitle() throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path party = Fixtures.copy(dir, "jsonex-lite/party.json");
        model.open(island);
        DocumentViewModel first = model.current();
        model.open(party);
        DocumentViewModel second = model.current();
        assertEquals(List.of(first, second), model.documents());

        assertNull(first.setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\"")));
        assertEquals("island.json *", first.titleProperty().get());
        assertEquals("party.json", second.titleProperty().get(), "an edit in one tab leaves the other clean");
        assertEquals("party.json — SaveLens", model.titleProperty().get());

        model.open(island);
        assertSame(first, model.current(), "opening an open file selects its tab");
        assertEquals(2, model.documents().size());
        assertEquals("island.json * — SaveLens", model.titleProperty().get());
        assertEquals(List.of(party.toAbsolutePath().normalize(), island.toAbsolutePath().normalize()), model.recent().files());
    }
}
