package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.diff.Change;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** The Changes panel of a document compared with no other file: its edits not saved yet, in the scene's names, revertible. */
@ExtendWith(ApplicationExtension.class)
class UnsavedChangesWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1200, 800); }

    @Test void anEditIsListedInTheScenesNamesAndRevertedFromThere(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(Files.createDirectories(dir.resolve("mine")), "helio/scene.json");
        byte[] before = Files.readAllBytes(scene);
        robot.interact(() -> ui.model.open(scene));
        DocumentTab tab = ui.window.currentTab();
        Tab changes = changesTab(robot);
        robot.interact(() -> changes.getTabPane().getSelectionModel().select(changes));
        assertEquals("Changes (0)", changes.getText());
        assertEquals("No unsaved changes", robot.lookup("#diffSummary").queryAs(Label.class).getText());

        robot.interact(() -> tab.model().setValue(DocumentPath.parse("#3.name"), NewValue.string("steps")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Changes (1)".equals(changes.getText()));
        ListView<Change> list = robot.lookup("#diffList").queryListView();
        String row = tab.diffModel().shown(list.getItems().get(0));
        assertTrue(row.contains("steps") && row.contains("\"stairs\" → \"steps\""), "the row in the scene's names: " + row);
        assertFalse(row.startsWith("#3"), "not by the reference path: " + row);
        assertEquals("1 unsaved change", robot.lookup("#diffSummary").queryAs(Label.class).getText());
        assertTrue(tab.diffModel().changedPathsProperty().get().contains(DocumentPath.parse("#3.name")), "the tree marks the value");
        Node there = robot.lookup("#diffList .change-there").query();
        assertFalse(there.isVisible(), "no other file to show the value in");
        assertFalse(robot.lookup("#diffClear").query().isVisible(), "no comparison to stop");

        robot.interact(() -> robot.lookup("#diffList .change-revert").queryAs(Hyperlink.class).fire());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "Changes (0)".equals(changes.getText()));
        robot.interact(() -> tab.model().save(ui.model.executor(), null));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !tab.model().dirtyProperty().get());
        assertEquals(new String(before, java.nio.charset.StandardCharsets.UTF_8), Files.readString(scene), "reverted: the file as it was");
    }

    private static Tab changesTab(FxRobot robot) {
        for (Node n : robot.lookup(".tab-pane").queryAll()) {
            for (Tab t : ((TabPane) n).getTabs()) if ("diffTab".equals(t.getId())) return t;
        }
        throw new AssertionError("no Changes tab");
    }
}
