package savelens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.main.AppPreferences;
import savelens.app.main.MainViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;

/** What the running window does with files a later start hands over. */
class SaveLensAppTest {
    @TempDir Path dir;
    final Preferences node = Preferences.userRoot().node("savelens-test/" + System.nanoTime());
    final MainViewModel model = new MainViewModel(new CurrentThreadTaskExecutor(), new AppPreferences(node));

    @AfterEach void forget() throws Exception { node.removeNode(); }

    @Test void handedOverFilesOpenAsNewTabsBesideTheOpenOnes() throws Exception {
        Path island = Samples.copy(dir, "helio/island.json");
        Path party = Samples.copy(dir, "jsonex-lite/party.json");
        SaveLensApp.open(model, List.of(island.toString()));
        SaveLensApp.openHandedOver(model, List.of(party.toString()));
        assertEquals(List.of("island.json", "party.json"),
                model.documents().stream().map(d -> d.file().getFileName().toString()).toList());
        assertEquals("party.json", model.current().file().getFileName().toString());
    }

    @Test void handingOverNothingOpensNothing() {
        SaveLensApp.openHandedOver(model, List.of());
        assertEquals(0, model.documents().size(), "no sample either: the window only comes to the front");
    }
}
