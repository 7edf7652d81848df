package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Samples;

/**
 * A real MZ save has no cycles and no diagnostics, so the bottom panel stays away when it opens; the user still
 * opens it: View ▸ Size Panel (Ctrl+Shift+J) brings the Size panel, and View ▸ Bottom Panel (Ctrl+J) is ticked
 * exactly while the panel is on screen, and ticking it brings the panel with its tabs.
 */
@ExtendWith(ApplicationExtension.class)
class BottomPanelAskedWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1100, 750); }

    @Test void theSizePanelOpensFromTheViewMenusKeyOnADocumentWithNothingToSay(FxRobot robot) throws Exception {
        DocumentTab tab = openQuiet(robot);
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(tab.bottomPanelShownProperty().get(), "the Size panel's key brings the bottom panel");
        TabPane panels = panels(robot);
        assertTrue(tab(panels, "sizeTab").isSelected(), "with Size in front");
        assertTrue(toggle().isSelected(), "View ▸ Bottom Panel is ticked while it shows");

        robot.push(KeyCode.SHORTCUT, KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(tab.bottomPanelShownProperty().get());
        assertFalse(AppPreferences.writtenAtOnce(ui.preferences).bottomPanel(), "put away, and remembered");
        robot.interact(() -> WindowMenus.item(ui.window, "menuSizePanel").fire());
        assertTrue(tab.bottomPanelShownProperty().get(), "Size Panel brings back a panel put away");
        assertTrue(AppPreferences.writtenAtOnce(ui.preferences).bottomPanel());
    }

    @Test void tickingTheBottomPanelShowsItWithItsTabs(FxRobot robot) throws Exception {
        DocumentTab tab = openQuiet(robot);
        assertFalse(toggle().isSelected(), "no tick on a panel that is not there");
        robot.push(KeyCode.SHORTCUT, KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(toggle().isSelected());
        assertTrue(tab.bottomPanelShownProperty().get(), "ticked, the panel shows though it has nothing to list");
        TabPane panels = panels(robot);
        assertEquals(6, panels.getTabs().size(), "with its tabs: " + panels.getTabs().stream().map(Tab::getText).toList());
        robot.interact(() -> panels.getSelectionModel().select(tab(panels, "sizeTab")));
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(tab(panels, "sizeTab").getContent().getScene(), "the Size panel shows in it");

        robot.push(KeyCode.SHORTCUT, KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(toggle().isSelected());
        assertFalse(tab.bottomPanelShownProperty().get());
    }

    /** The MZ sample: no cycles, no diagnostics, so the panel stays away uninvited. */
    private DocumentTab openQuiet(FxRobot robot) throws Exception {
        Path save = Samples.copy(dir, "rpgmaker-mz/file1.rmmzsave");
        robot.interact(() -> ui.model.open(save));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        assertTrue(tab.findings().cycles().isEmpty() && tab.findings().diagnostics().isEmpty(), "nothing to say");
        assertFalse(tab.bottomPanelShownProperty().get(), "the panel takes no room uninvited");
        assertTrue(AppPreferences.writtenAtOnce(ui.preferences).bottomPanel(), "though it is wanted");
        robot.interact(() -> tab.tree().view().requestFocus());
        return tab;
    }

    private CheckMenuItem toggle() { return (CheckMenuItem) WindowMenus.item(ui.window, "menuBottomPanel"); }

    private static TabPane panels(FxRobot robot) {
        TabPane panels = robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                .filter(p -> p.getTabs().stream().anyMatch(t -> "sizeTab".equals(t.getId()))).findFirst().orElseThrow();
        assertNotNull(panels.getScene(), "the panel is on screen");
        return panels;
    }

    private static Tab tab(TabPane panels, String id) {
        return panels.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }
}
