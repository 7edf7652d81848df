package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.path.DocumentPath;

/** What the window calls things: the Save tab only for game saves, a scene by its title, a refusal read whole. */
@ExtendWith(ApplicationExtension.class)
class NamingWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
    }

    private void open(FxRobot robot, String fixture) throws Exception {
        Path file = Fixtures.copy(dir, fixture);
        robot.interact(() -> ui.model.open(file));
        assertNull(ui.model.loadErrorProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean tabShown(FxRobot robot, String id) {
        return robot.lookup(".navigators").queryAllAs(TabPane.class).stream().anyMatch(p -> p.getTabs().stream().anyMatch(t -> id.equals(t.getId())));
    }

    @Test void aJsonExLitePartyWithGoldGetsNoSaveTabWhileAnRpgMakerSaveDoes(FxRobot robot) throws Exception {
        open(robot, "jsonex-lite/party.json");
        assertFalse(tabShown(robot, "saveTab"), "a jsonex-lite document is no RPG Maker save");
        open(robot, "rpgmaker-mv/file1.rpgsave");
        assertTrue(tabShown(robot, "saveTab"));
        robot.interact(() -> ui.window.currentTab().showSave());
        TableView<?> party = robot.lookup("#partyTable").queryAs(TableView.class);
        assertInstanceOf(Label.class, party.getPlaceholder(), "an empty party says so, as the other tables do");
    }

    @Test void theHierarchyHeadingUsesTheScenesTitle(FxRobot robot) throws Exception {
        open(robot, "helio/scene.json");
        robot.interact(() -> ui.window.currentTab().showNavigator(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Scene \"Harbour at dusk\"", robot.lookup("#sceneHeading").queryAs(Label.class).getText());
    }

    @Test void deleteNodesRefusalIsShownWholeInTheStatusBar(FxRobot robot) throws Exception {
        open(robot, "helio/village.json");
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#4")));
        robot.interact(() -> WindowMenus.item(ui.window, "menuDeleteNode").fire());
        WaitForAsyncUtils.waitForFxEvents();
        Label message = robot.lookup("#documentMessage").queryAs(Label.class);
        assertTrue(message.getText().startsWith("world/gate is still referenced by world.children"), message.getText());
        Text shown = (Text) message.lookup(".text");
        assertEquals(message.getText(), shown.getText(), "not cut short with an ellipsis");
    }
}
