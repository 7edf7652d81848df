package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
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
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/**
 * At 1024×700: the bottom panel is toggled from the View menu and remembered, and stays away while it has nothing
 * to say; the changed-on-disk banner's buttons read whole.
 */
@ExtendWith(ApplicationExtension.class)
class BottomPanelWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @Test void theViewMenuTogglesTheBottomPanelAndItIsRemembered(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        assertTrue(tab.bottomPanelShownProperty().get(), "a scene's cycles are something to say");
        assertNotNull(robot.lookup("#cyclesTree").query().getScene());
        CheckMenuItem toggle = (CheckMenuItem) WindowMenus.item(ui.window, "menuBottomPanel");
        assertTrue(toggle.isSelected());
        robot.interact(() -> toggle.setSelected(false));
        assertFalse(tab.bottomPanelShownProperty().get());
        assertTrue(robot.lookup("#cyclesTree").tryQuery().isEmpty(), "off the screen");
        assertFalse(AppPreferences.writtenAtOnce(ui.preferences).bottomPanel(), "remembered");
        robot.interact(() -> toggle.setSelected(true));
        assertTrue(tab.bottomPanelShownProperty().get());
        assertTrue(AppPreferences.writtenAtOnce(ui.preferences).bottomPanel());
    }

    @Test void theViewMenuTogglesTheInspectorAndItIsRemembered(FxRobot robot) throws Exception {
        Path first = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(first));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        Node tree = tab.tree().view();
        double treeWidth = tree.getLayoutBounds().getWidth();
        assertNotNull(tab.inspector().view().getScene(), "the inspector shows at first");
        CheckMenuItem toggle = (CheckMenuItem) WindowMenus.item(ui.window, "menuInspector");
        assertTrue(toggle.isSelected());
        robot.interact(() -> toggle.setSelected(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, tab.inspector().view().getScene(), "off the screen");
        assertTrue(tree.getLayoutBounds().getWidth() > treeWidth + 100, "the tree takes the room");
        assertFalse(AppPreferences.writtenAtOnce(ui.preferences).inspector(), "remembered");
        Path second = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(second));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, ui.window.currentTab().inspector().view().getScene(), "a document opened later follows the choice");
        robot.interact(() -> toggle.setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(ui.window.currentTab().inspector().view().getScene());
        assertNotNull(tab.inspector().view().getScene());
        assertTrue(AppPreferences.writtenAtOnce(ui.preferences).inspector());
    }

    @Test void theViewMenuTogglesTheNavigatorAndItIsRemembered(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        assertTrue(tab.bottomPanelShownProperty().get(), "a scene's cycles are something to say");
        Node inspector = tab.inspector().view();
        double inspectorWidth = inspector.getLayoutBounds().getWidth();
        CheckMenuItem navigator = (CheckMenuItem) WindowMenus.item(ui.window, "menuNavigator");
        assertTrue(navigator.isSelected());
        robot.interact(() -> navigator.setSelected(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, tab.tree().view().getScene(), "the navigator is off the screen");
        assertNotNull(robot.lookup("#cyclesTree").query().getScene(), "the bottom panel stays");
        assertFalse(AppPreferences.writtenAtOnce(ui.preferences).navigator(), "remembered");
        CheckMenuItem bottom = (CheckMenuItem) WindowMenus.item(ui.window, "menuBottomPanel");
        robot.interact(() -> bottom.setSelected(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(inspector.getLayoutBounds().getWidth() > inspectorWidth + 100, "with nothing left of it, the inspector takes the room");
        robot.interact(() -> {
            navigator.setSelected(true);
            bottom.setSelected(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(tab.tree().view().getScene());
        assertNotNull(robot.lookup("#cyclesTree").query().getScene());
        assertTrue(AppPreferences.writtenAtOnce(ui.preferences).navigator());
    }

    @Test void theBottomPanelStaysAwayWhileItHasNothingToSay(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        assertNotNull(tab);
        boolean findings = !tab.findings().cycles().isEmpty() || !tab.findings().diagnostics().isEmpty();
        assertEquals(findings, tab.bottomPanelShownProperty().get(), "shown exactly when there are cycles or diagnostics to list");
        robot.interact(() -> tab.searchModel().search("gold"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(tab.bottomPanelShownProperty().get(), "a search's results show");
    }

    @Test void theChangedOnDiskBannersButtonsReadWholeAt1024(FxRobot robot) throws Exception {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        var edited = ui.model.current();
        robot.interact(() -> edited.setValue(DocumentPath.parse("$.party._gold"), NewValue.parse("999999")));
        Files.setLastModifiedTime(save, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Files.write(save, Files.readAllBytes(save));
        Files.setLastModifiedTime(save, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 120_000));
        robot.interact(() -> ui.model.checkFiles());
        robot.interact(() -> ui.model.checkFiles());
        WaitForAsyncUtils.waitForFxEvents();
        Node banner = robot.lookup("#diskChange").query();
        if (!banner.isVisible()) return; // the watch saw no change on this file system: nothing to measure
        for (String id : new String[] {"#diskReload", "#diskCompare", "#diskKeepMine"}) {
            Button b = robot.lookup(id).queryButton();
            Text shown = (Text) b.lookup(".text");
            assertEquals(b.getText(), shown.getText(), id + " is cut");
        }
    }
}
