package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
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
 * An edit the scene sees makes the Hierarchy read it again; the rows of the scene before let go of it. JavaFX's tree
 * table keeps a listener on the rows of every root it was shown, so rows still held would keep the scene before, its
 * document and that document's whole text (a hundred megabytes for a scene of a million nodes, one more per edit).
 * An edit it cannot see carries the scene over and keeps the rows, which ask for the scene shown now, not hold one.
 */
@ExtendWith(ApplicationExtension.class)
class HierarchyRowsLetGoWindowTest {
    @TempDir Path dir;
    WindowUnderTest w;

    @Start void start(Stage stage) {
        w = WindowUnderTest.show(stage, 1000, 700);
    }

    @Test void theRowsOfTheSceneBeforeAnEditLetGoOfIt(FxRobot robot) throws Exception {
        DocumentTab tab = openVillage(robot);
        SceneHierarchy before = tab.hierarchyModel().scene();
        assertNotNull(before, "the scene is read");
        TreeItem<SceneObject> rowsBefore = tab.hierarchy().tree().getRoot();
        assertFalse(rowsBefore.getChildren().isEmpty(), "the scene's objects are rows");

        String[] refused = {"not run"};
        // An object's name is the scene's: it is read again.
        robot.interact(() -> refused[0] = tab.model().setValue(DocumentPath.parse("$.roots[0].name"), NewValue.parse("\"renamed\"")));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(refused[0]);
        assertNotSame(before, tab.hierarchyModel().scene(), "the scene is read again after the edit");
        assertFalse(tab.hierarchyModel().scene().sameObjectsAs(before));
        TreeItem<SceneObject> rowsAfter = tab.hierarchy().tree().getRoot();
        assertNotSame(rowsBefore, rowsAfter);
        assertFalse(rowsAfter.getChildren().isEmpty(), "the scene read again is shown");
        assertTrue(rowsBefore.getChildren().isEmpty(), "the rows before hold no object of the scene before");
    }

    @Test void renamingTheSceneKeepsTheRowsAndTheyUnfoldFromTheSceneNowShown(FxRobot robot) throws Exception {
        DocumentTab tab = openVillage(robot);
        SceneHierarchy before = tab.hierarchyModel().scene();
        TreeItem<SceneObject> rowsBefore = tab.hierarchy().tree().getRoot();
        TreeItem<SceneObject> camp = rowsBefore.getChildren().get(0);
        assertFalse(camp.isExpanded(), "Camp's children are not made yet");

        String[] refused = {"not run"};
        robot.interact(() -> refused[0] = tab.model().setValue(DocumentPath.parse("$.name"), NewValue.parse("\"Hamlet\"")));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(refused[0]);
        SceneHierarchy now = tab.hierarchyModel().scene();
        assertNotSame(before, now, "the scene of the edited document");
        assertSame(tab.model().document(), now.document());
        assertTrue(now.sameObjectsAs(before), "carried over, not read again");
        assertSame(rowsBefore, tab.hierarchy().tree().getRoot(), "the rows stay");
        assertEquals("Scene \"Hamlet\"", tab.hierarchyModel().headingProperty().get());
        robot.interact(() -> camp.setExpanded(true));
        assertEquals(List.of("Lantern", "Guard"), camp.getChildren().stream().map(i -> i.getValue().name()).toList());
    }

    /** Opens a copy of the village scene (with its registry) and waits for its tab. */
    private DocumentTab openVillage(FxRobot robot) throws Exception {
        for (String name : List.of("village.registry.json", "village.json")) {
            Files.copy(Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI()), dir.resolve(name));
        }
        robot.interact(() -> w.model.open(dir.resolve("village.json")));
        WaitForAsyncUtils.waitForFxEvents();
        return w.window.currentTab();
    }
}
