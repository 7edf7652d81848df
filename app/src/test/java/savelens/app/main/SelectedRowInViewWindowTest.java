package savelens.app.main;

import static savelens.app.RowsInView.onScreen;
import static savelens.app.RowsInView.shown;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.path.DocumentPath;
import savelens.fixtures.SceneGenerator;
import savelens.scene.SceneObject;

/**
 * The Hierarchy brings the selected object's row on screen: when its tab is chosen for the first time (its table joins
 * the window only then) and when the object is among the last rows (a top row inside the last screenful).
 */
@ExtendWith(ApplicationExtension.class)
class SelectedRowInViewWindowTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.show(stage, 1000, 700);
        model = ui.model;
        window = ui.window;
    }

    @Test void theHierarchyChosenForTheFirstTimeShowsTheObjectSelectedInTheTree(FxRobot robot) throws Exception {
        DocumentTab tab = openScene(robot);
        robot.interact(() -> assertEquals("Tree", tab.shownNavigator().getText(), "the scene save opens on its tree"));
        selectLastObject(robot, tab);

        robot.interact(() -> tab.showNavigator(true));
        assertStaysOnScreen(robot, tab.hierarchy().tree());
    }

    @Test void theHierarchyInFrontShowsTheLastObjectSelectedInTheTree(FxRobot robot) throws Exception {
        DocumentTab tab = openScene(robot);
        robot.interact(() -> tab.showNavigator(true));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> tab.hierarchy().tree().getSkin() != null && tab.hierarchy().tree().getHeight() > 0);
        robot.interact(() -> { });

        selectLastObject(robot, tab);
        assertStaysOnScreen(robot, tab.hierarchy().tree());
    }

    private DocumentTab openScene(FxRobot robot) throws Exception {
        Path scene = dir.resolve("scene.json");
        Files.write(scene, SceneGenerator.generate(6_000, SceneGenerator.DEFAULT_SEED));
        robot.interact(() -> model.open(scene));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.currentTab() != null
                && window.currentTab().hierarchyModel().namedSceneProperty().get() != null);
        return window.currentTab();
    }

    /** Selects the scene's last object through the document (as the tree or a link would); the Hierarchy follows. */
    private void selectLastObject(FxRobot robot, DocumentTab tab) throws Exception {
        AtomicReference<SceneObject> last = new AtomicReference<>();
        robot.interact(() -> {
            List<SceneObject> objects = tab.hierarchyModel().scene().objects();
            last.set(objects.get(objects.size() - 1));
            model.current().jumpTo(DocumentPath.node(last.get().id()));
        });
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> last.get().equals(tab.hierarchyModel().selectedProperty().get()));
    }

    /** The table's selected row comes on screen, and a few pulses later it is still there. */
    private static void assertStaysOnScreen(FxRobot robot, TreeTableView<SceneObject> table) throws Exception {
        int row = selectedRow(robot, table);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!onScreen(robot, table, row) && System.nanoTime() < until) robot.sleep(50);
        // A layout after the scroll must not put the view back.
        for (int i = 0; i < 5; i++) robot.interact(() -> { });
        assertTrue(onScreen(robot, table, row), () -> "row " + row + " is on screen, shown: " + shown(robot, table));
    }

    private static int selectedRow(FxRobot robot, TreeTableView<SceneObject> table) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> table.getSkin() != null && table.getHeight() > 0);
        AtomicReference<Integer> row = new AtomicReference<>();
        robot.interact(() -> row.set(table.getSelectionModel().getSelectedIndex()));
        assertTrue(row.get() > 0, "the object is selected in the table");
        return row.get();
    }
}
