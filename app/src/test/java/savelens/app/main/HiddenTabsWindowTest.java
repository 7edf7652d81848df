package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.task.HeldTaskExecutor;
import savelens.scene.SceneObject;

/**
 * What fills in after a document's tree costs the window no layout while nobody looks at it: a scene save keeps its
 * tree in front, and its Hierarchy (read and listed in the background) joins the window only when its tab is chosen.
 */
@ExtendWith(ApplicationExtension.class)
class HiddenTabsWindowTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.starting().executor(new HeldTaskExecutor()).sized(1000, 700).show(stage);
        model = ui.model;
        window = ui.window;
    }

    @Test void theHierarchyListedBehindTheTreeIsStyledAndLaidOutOnlyOnceItsTabIsChosen(FxRobot robot) throws Exception {
        Path village = village();
        robot.interact(() -> model.open(village));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> window.currentTab().hierarchyModel().namedSceneProperty().get() != null);
        robot.interact(() -> { }); // a pulse or two after the Hierarchy was listed
        DocumentTab tab = window.currentTab();
        TreeTableView<SceneObject> hierarchy = tab.hierarchy().tree();
        robot.interact(() -> {
            assertEquals("Tree", tab.shownNavigator().getText(), "a save with a scene's shape keeps its tree in front");
            assertTrue(tab.hierarchyModel().isSceneProperty().get());
            assertFalse(hierarchy.getRoot().getChildren().isEmpty(), "the Hierarchy's rows are listed");
            assertNull(hierarchy.getScene(), "but its table is not in the window while its tab was never chosen");
            assertNull(hierarchy.getSkin(), "nor styled");
        });
        robot.interact(() -> tab.showNavigator(true));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });
        robot.interact(() -> {
            assertEquals("Hierarchy", tab.shownNavigator().getText());
            assertNotNull(hierarchy.getScene(), "chosen, it joins the window");
            assertNotNull(hierarchy.getSkin());
            assertTrue(rowsInCells(hierarchy) > 0, "and shows its rows");
        });
    }

    private static int rowsInCells(TreeTableView<SceneObject> table) {
        int rows = 0;
        for (Node n : table.lookupAll(".tree-table-row-cell")) {
            if (n instanceof TreeTableRow<?> row && row.isVisible() && row.getItem() != null) rows++;
        }
        return rows;
    }

    private Path village() throws Exception {
        for (String name : List.of("village.registry.json", "village.json")) {
            Path source = Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI());
            Files.copy(source, dir.resolve(name));
        }
        return dir.resolve("village.json");
    }
}
