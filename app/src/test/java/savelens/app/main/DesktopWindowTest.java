package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.about.BuildInfo;
import savelens.app.about.ComponentRow;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** Tabs, Open Recent, the About dialog and the remembered placement, as a user meets them. */
@ExtendWith(ApplicationExtension.class)
class DesktopWindowTest {
    @TempDir Path dir;
    Preferences node;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.starting()
                // As if the last run had ended with the window here.
                .afterLastRun(remembered -> remembered.setWindowPlacement(new WindowPlacement(30, 40, 900, 640, false)))
                .show(stage);
        node = ui.preferences;
        model = ui.model;
        window = ui.window;
    }


    @Test void twoFilesOpenAsTwoTabsEachWithItsDirtyMarker(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path party = Fixtures.copy(dir, "jsonex-lite/party.json");
        robot.interact(() -> model.open(island));
        robot.interact(() -> model.open(party));
        TabPane tabs = robot.lookup("#documentTabs").queryAs(TabPane.class);
        assertEquals(List.of("island.json", "party.json"), tabs.getTabs().stream().map(Tab::getText).toList());
        assertEquals("party.json", tabs.getSelectionModel().getSelectedItem().getText(), "the newer file is in front");

        robot.interact(() -> tabs.getSelectionModel().select(0));
        assertEquals("island.json", model.current().file().getFileName().toString());
        robot.interact(() -> assertNull(model.current().setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"boulder\""))));
        assertEquals(List.of("island.json *", "party.json"), tabs.getTabs().stream().map(Tab::getText).toList());
        assertEquals("island.json * — SaveLens", window.stage().getTitle());

        robot.interact(() -> menu("menuClose").fire()); // the test's answer to "unsaved changes?" is Don't Save
        assertEquals(List.of("party.json"), tabs.getTabs().stream().map(Tab::getText).toList());
    }

    @Test void openRecentListsOpenedFilesNewestFirstAndClears(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path party = Fixtures.copy(dir, "jsonex-lite/party.json");
        robot.interact(() -> model.open(island));
        robot.interact(() -> model.open(party));
        Menu recent = (Menu) menu("menuRecent");
        assertEquals("party.json", recent.getItems().get(0).getText().split("  ")[0]);
        assertEquals("island.json", recent.getItems().get(1).getText().split("  ")[0]);

        robot.interact(() -> menu("menuClose").fire());
        robot.interact(() -> recent.getItems().get(0).fire());
        assertEquals("party.json", model.current().file().getFileName().toString(), "a recent item reopens its file");

        robot.interact(() -> menu("menuClearRecent").fire());
        assertTrue(recent.isDisable());
        assertTrue(AppPreferences.writtenAtOnce(node).recentFiles().isEmpty());
    }

    @Test void aboutShowsTheBuiltVersionJavaAndTheLicencesOfWhatShips(FxRobot robot) {
        robot.interact(() -> menu("menuAbout").fire());
        String version = robot.lookup("#aboutVersion").queryAs(Label.class).getText();
        assertEquals(BuildInfo.bundled().version(), version);
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
        assertEquals(System.getProperty("javafx.runtime.version"), robot.lookup("#aboutJavaFx").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#aboutJava").queryAs(Label.class).getText().startsWith(System.getProperty("java.version")));

        @SuppressWarnings("unchecked")
        TableView<ComponentRow> table = robot.lookup("#aboutComponents").queryAs(TableView.class);
        ComponentRow controlsfx = table.getItems().stream().filter(r -> r.component().equals("org.controlsfx:controlsfx")).findFirst().orElseThrow();
        assertEquals("BSD-3-Clause", controlsfx.licence());
        assertTrue(table.getItems().stream().anyMatch(r -> r.licence().equals("GPLv2 + Classpath Exception")));
        assertFalse(table.getItems().stream().anyMatch(r -> r.licence().equals("not recorded")));

        Window dialog = robot.lookup("#aboutDialog").query().getScene().getWindow();
        robot.interact(() -> menu("menuAbout").fire());
        assertEquals(1, robot.lookup("#aboutDialog").queryAll().size(), "one About at a time");
        robot.interact(dialog::hide);
    }

    @Test void theWindowStartsWhereItWasAndRemembersWhereItIs(FxRobot robot) {
        Stage stage = window.stage();
        assertEquals(30, stage.getX());
        assertEquals(40, stage.getY());
        assertEquals(900, stage.getWidth());
        assertEquals(640, stage.getHeight());

        robot.interact(() -> {
            stage.setX(60);
            stage.setWidth(1000);
        });
        robot.interact(window::rememberPlacement);
        WindowPlacement saved = AppPreferences.writtenAtOnce(node).windowPlacement();
        assertEquals(60, saved.x());
        assertEquals(40, saved.y());
        assertEquals(1000, saved.width());
        assertFalse(saved.maximized());
    }

    @Test void aHandedOverFileOpensBesideTheOpenOneAndTheWindowComesForward(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        robot.interact(() -> model.open(island));
        robot.interact(() -> window.stage().setIconified(true));
        robot.interact(() -> window.openHandedOver(List.of(scene.toString())));
        TabPane tabs = robot.lookup("#documentTabs").queryAs(TabPane.class);
        assertEquals(List.of("island.json", "scene.json"), tabs.getTabs().stream().map(Tab::getText).toList());
        assertFalse(window.stage().isIconified());
        assertEquals("scene.json — SaveLens", window.stage().getTitle());

        robot.interact(() -> window.openHandedOver(List.of()));
        assertEquals(2, tabs.getTabs().size(), "handing over nothing only brings the window forward");
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
