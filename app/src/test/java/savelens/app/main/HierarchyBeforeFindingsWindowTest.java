package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ListView;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.panels.DiagnosticRow;
import savelens.app.task.BackgroundTask;
import savelens.app.task.HeldTaskExecutor;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * The Hierarchy lists a scene's top rows as soon as the scene is read, before its findings are looked for: those are
 * made with the objects' names in the step after, and the Diagnostics panel lists them then. Ordered, not timed: the
 * tab's work is held and run a step at a time.
 */
@ExtendWith(ApplicationExtension.class)
class HierarchyBeforeFindingsWindowTest {
    @TempDir Path dir;
    final HeldTaskExecutor executor = new HeldTaskExecutor();
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.starting().executor(executor).sized(1200, 800).show(stage);
        model = ui.model;
        window = ui.window;
    }

    @Test void theRowsAreListedBeforeTheScenesFindingsWhichComeWithItsNames(FxRobot robot) throws Exception {
        Path village = village();
        robot.interact(() -> {
            model.open(village);
            window.currentTab().showNavigator(true);
            executor.hold(); // the tab's work, released once the tree shows, waits for the steps below
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> titlesHeld().contains("Reading the scene hierarchy"));
        DocumentTab tab = window.currentTab();

        robot.interact(executor::runHeld); // the scene read; what it starts (naming it) is held again
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            SceneHierarchy scene = tab.hierarchyModel().scene();
            TreeTableView<SceneObject> rows = tab.hierarchy().tree();
            assertEquals(List.of("Camp", "Well", "Cart", "Stray"), rows.getRoot().getChildren().stream().map(i -> i.getValue().name()).toList());
            assertFalse(scene.findingsMade(), "the rows are listed before the findings are looked for");
            assertTrue(titlesHeld().contains("Naming the scene's objects"), titlesHeld().toString());
            assertFalse(strayListed(robot), "no scene finding is listed before the scene is named");
        });

        for (int i = 0; i < 10 && !executor.held().isEmpty(); i++) robot.interact(executor::runHeld);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertTrue(tab.hierarchyModel().scene().findingsMade());
            assertTrue(strayListed(robot), "the scene's finding is listed once it is named");
        });
    }

    private List<String> titlesHeld() {
        return executor.held().stream().map(BackgroundTask::title).toList();
    }

    private boolean strayListed(FxRobot robot) {
        ListView<DiagnosticRow> list = robot.lookup("#diagnosticsList").queryAs(ListView.class);
        return list.getItems().stream().anyMatch(d -> d.message().contains("Stray"));
    }

    private Path village() throws Exception {
        for (String name : List.of("village.registry.json", "village.json")) {
            Files.copy(Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI()), dir.resolve(name));
        }
        return dir.resolve("village.json");
    }
}
