package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * An edit makes the Hierarchy read the scene again; the rows of the scene before let go of it. JavaFX's tree table
 * keeps a listener on the rows of every root it was shown, so rows still held would keep the scene before, its
 * document and that document's whole text (a hundred megabytes for a scene of a million nodes, one more per edit).
 */
@ExtendWith(ApplicationExtension.class)
class HierarchyRowsLetGoWindowTest {
    @TempDir Path dir;
    WindowUnderTest w;

    @Start void start(Stage stage) {
        w = WindowUnderTest.show(stage, 1000, 700);
    }

    @Test void theRowsOfTheSceneBeforeAnEditLetGoOfIt(FxRobot robot) throws Exception {
        for (String name : List.of("village.registry.json", "village.json")) {
            Files.copy(Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI()), dir.resolve(name));
        }
        robot.interact(() -> w.model.open(dir.resolve("village.json")));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = w.window.currentTab();
        SceneHierarchy before = tab.hierarchyModel().scene();
        assertNotNull(before, "the scene is read");
        TreeItem<SceneObject> rowsBefore = tab.hierarchy().tree().getRoot();
        assertFalse(rowsBefore.getChildren().isEmpty(), "the scene's objects are rows");

        String[] refused = {"not run"};
        robot.interact(() -> refused[0] = tab.model().setValue(DocumentPath.parse("$.name"), NewValue.parse("\"renamed\"")));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(refused[0]);
        assertNotSame(before, tab.hierarchyModel().scene(), "the scene is read again after the edit");
        TreeItem<SceneObject> rowsAfter = tab.hierarchy().tree().getRoot();
        assertNotSame(rowsBefore, rowsAfter);
        assertFalse(rowsAfter.getChildren().isEmpty(), "the scene read again is shown");
        assertTrue(rowsBefore.getChildren().isEmpty(), "the rows before hold no object of the scene before");
    }
}
