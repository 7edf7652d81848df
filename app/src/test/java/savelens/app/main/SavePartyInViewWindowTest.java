package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.Samples;

/**
 * At 1024×700 with the bottom panel open at its first divider (0.55), the Save tab of an RPG Maker save shows every
 * party member without scrolling: the sample saves' parties of four.
 */
@ExtendWith(ApplicationExtension.class)
class SavePartyInViewWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }

    @Test void anMvSavesPartyShowsWholeBesideTheBottomPanel(FxRobot robot) throws Exception {
        assertPartyInView(robot, Samples.copy(dir, "rpgmaker-mv/file1.rpgsave"), 4);
    }

    @Test void anMzSavesPartyShowsWholeBesideTheBottomPanel(FxRobot robot) throws Exception {
        assertPartyInView(robot, Samples.copy(dir, "rpgmaker-mz/file1.rmmzsave"), 4);
    }

    @Test void theFixturesPartyShowsWholeBesideTheBottomPanel(FxRobot robot) throws Exception {
        assertPartyInView(robot, Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave"), 1);
    }

    private void assertPartyInView(FxRobot robot, Path save, int least) throws Exception {
        robot.interact(() -> ui.model.open(save));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null && ui.model.current().analysedProperty().get());
        robot.interact(() -> {
            ui.window.currentTab().showBottomPanel();
            ui.window.currentTab().showSave();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });
        assertEquals(1024, ui.stage.getWidth(), 0.5);
        assertTrue(ui.window.currentTab().bottomPanelShownProperty().get(), "the bottom panel is open");
        assertEquals(AppPreferences.DEFAULT_BOTTOM_DIVIDER, ui.window.currentTab().panelSplit().getDividerPositions()[0], 0.01);

        ScrollPane tab = robot.lookup("#savePanel").queryAs(ScrollPane.class);
        TableView<?> party = robot.lookup("#savePanel #partyTable").queryAs(TableView.class);
        robot.interact(() -> {
            int members = party.getItems().size();
            assertTrue(members >= least, "the save's party: " + members);
            assertEquals(0, tab.getVvalue(), "the tab is at its top");
            Bounds table = party.localToScene(party.getLayoutBounds());
            Bounds view = tab.localToScene(tab.getLayoutBounds());
            double viewBottom = view.getMinY() + tab.getInsets().getTop() + tab.getViewportBounds().getHeight();
            assertTrue(table.getMaxY() <= viewBottom + 0.5, "the party table ends at " + table.getMaxY() + ", below the tab's view at "
                    + viewBottom + " (" + tab.getViewportBounds().getHeight() + " px tall)");
            assertEquals(members, party.getItems().size());
            assertTrue(party.getHeight() + 0.5 >= party.getFixedCellSize() * members + 24,
                    "the table holds its " + members + " rows: " + party.getHeight() + " px");
        });
    }
}
