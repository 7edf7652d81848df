package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
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

/** Messages have one place, at 1024×700: the status bar; showing one never moves the document or the Find field. */
@ExtendWith(ApplicationExtension.class)
class StatusMessagesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }

    @Test void theSavedNoticeIsInTheStatusBarAndTheDocumentDoesNotMove(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        Node area = tab.tab().getContent();
        Node tree = tab.tree().view();
        Bounds areaBefore = area.localToScene(area.getLayoutBounds());
        Bounds treeBefore = tree.localToScene(tree.getLayoutBounds());
        robot.interact(() -> tab.model().setValue(DocumentPath.parse("$.children[0].name"), NewValue.parse("\"stone\"")));
        robot.interact(() -> WindowMenus.item(ui.window, "menuSave").fire());
        WaitForAsyncUtils.waitForFxEvents();

        StatusBar bar = (StatusBar) ui.window.scene().lookup("#statusBar");
        Label message = (Label) bar.lookup("#documentMessage");
        assertNotNull(message, "the message is a part of the status bar");
        assertEquals("Saved island.json (backup: island.json.bak)", message.getText());
        assertTrue(message.isVisible());
        assertEquals(1, robot.lookup("#documentMessage").queryAll().size(), "one place for a message");
        assertEquals(areaBefore, area.localToScene(area.getLayoutBounds()), "the document area stays where it was");
        assertEquals(treeBefore, tree.localToScene(tree.getLayoutBounds()), "the tree stays where it was");
    }

    @Test void progressHasALabelApartFromTheSelectionsPath(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitForFxEvents();
        StatusBar bar = (StatusBar) ui.window.scene().lookup("#statusBar");
        Label path = (Label) bar.lookup("#statusSelection");
        Label progress = (Label) bar.lookup(".status-label");
        assertNotNull(path);
        assertNotNull(progress);
        assertNotSame(path, progress, "progress has its own label");
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("$.children[0]")));
        assertTrue(!path.getText().isEmpty(), "the path shows the selection");
        assertEquals(ui.model.selectionProperty().get(), path.getText());
        assertEquals(ui.model.busyTextProperty().get(), progress.getText());
        assertTrue(!progress.getText().equals(path.getText()), "the progress label does not show the path");
        double pathEnd = path.localToScene(path.getLayoutBounds()).getMaxX();
        double progressTextStart = progress.localToScene(progress.getLayoutBounds()).getMinX() + progress.getPadding().getLeft();
        assertTrue(progressTextStart - pathEnd >= 8, "the task's words start apart from the path: " + pathEnd + " → " + progressTextStart);
    }

    @Test void theFindFieldKeepsItsWidthWhateverTheSummarySays(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();
        TextField find = robot.lookup("#searchField").queryAs(TextField.class);
        Label summary = robot.lookup("#searchSummary").queryAs(Label.class);
        double before = find.getWidth();
        assertTrue(before > 240, "the field has room: " + before);
        robot.interact(() -> tab.searchFor("$.children[0].nowhere.at.all.and.further"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(summary.getText().length() > 40, "a long summary: " + summary.getText());
        assertEquals(before, find.getWidth(), 0.5, "the Find field keeps its width");
        robot.interact(() -> tab.searchFor("zzzz-nothing-like-this"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, find.getWidth(), 0.5);
    }
}
