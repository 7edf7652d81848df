package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.task.BackgroundTask;
import savelens.app.task.HeldTaskExecutor;

/**
 * A document opens on its tree first: the work that can wait (reading the scene hierarchy, listing the findings,
 * sizes) is held until a layout pulse has put the tree's rows in cells, and only then started. Ordered, not timed:
 * background work runs in place here, as in every window test, but the tab is told it runs beside the window.
 */
@ExtendWith(ApplicationExtension.class)
class TreeFirstWindowTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        // Not CurrentThreadTaskExecutor: that one says it runs in place, and then nothing is worth holding back.
        WindowUnderTest ui = WindowUnderTest.starting().executor(new HeldTaskExecutor()).sized(1000, 700).show(stage);
        model = ui.model;
        window = ui.window;
    }

    @Test void theTreesRowsAreLaidOutBeforeTheHierarchyIsRead(FxRobot robot) throws Exception {
        Path village = village();
        List<String> order = new ArrayList<>();
        robot.interact(() -> {
            model.open(village);
            DocumentTab tab = window.currentTab();
            assertNotNull(tab.tree().view().getRoot(), "the tree's rows are made with the tab");
            assertNull(tab.hierarchyModel().scene(), "the scene is not read yet");
            assertEquals(List.of("Listing the findings", "Reading the scene hierarchy"),
                    tab.workHeldForTheTree().stream().map(BackgroundTask::title).filter(t -> !t.equals("Working out sizes")).sorted().toList());
            tab.hierarchyModel().sceneProperty().addListener((o, was, now) -> {
                if (now != null) order.add("hierarchy read, tree rows in cells: " + rowsInCells(tab));
            });
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { }); // a pulse or two later
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> !order.isEmpty());
        assertTrue(order.get(0).endsWith(": true") && !order.get(0).endsWith(": 0"), order.toString());
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            assertTrue(tab.workHeldForTheTree().isEmpty());
            assertTrue(tab.hierarchyModel().isSceneProperty().get());
        });
    }

    /**
     * Laid out is not drawn: the held work waits past the pulse whose layout first put the tree's rows in cells, until
     * a later pulse has found that frame drawn (workers started at once took the processors from the renderer).
     */
    @Test void theHeldWorkStartsOnceTheTreesFirstFrameIsDrawnNotAtTheLayoutThatMadeIt(FxRobot robot) throws Exception {
        Path village = village();
        List<List<String>> heldWhenRowsLaidOut = new ArrayList<>();
        robot.interact(() -> {
            model.open(village);
            DocumentTab tab = window.currentTab();
            // The tree is put on the scene after the tab's content, whose listener adds the tab's own check: this
            // check comes after it at each pulse.
            tab.tree().view().sceneProperty().addListener((o, was, scene) -> {
                if (scene == null || was != null) return;
                Runnable[] check = new Runnable[1];
                check[0] = () -> {
                    if (!rowsInCells(tab).equals("true")) return;
                    scene.removePostLayoutPulseListener(check[0]);
                    heldWhenRowsLaidOut.add(tab.workHeldForTheTree().stream().map(BackgroundTask::title).sorted().toList());
                };
                scene.addPostLayoutPulseListener(check[0]);
            });
        });
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> !heldWhenRowsLaidOut.isEmpty());
        assertTrue(heldWhenRowsLaidOut.get(0).contains("Reading the scene hierarchy"), "held at the layout that made the rows: " + heldWhenRowsLaidOut);
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> window.currentTab().workHeldForTheTree().isEmpty());
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> window.currentTab().hierarchyModel().scene() != null);
    }

    @Test void theSizesOfTheDocumentAsReadAreWorkedOutOnceTheHeldWorkIsDoneAndWaitForThePanelAfterAChange(FxRobot robot) throws Exception {
        Path village = village();
        robot.interact(() -> model.open(village));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = window.currentTab();
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> tab.workHeldForTheTree().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertNotNull(tab.sizeModel().analysisProperty().get(), "worked out ahead of the panel, once the rest was done");
            assertEquals(1, tab.sizeModel().analysesMade());
        });
        robot.interact(tab::showSize);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertEquals(1, tab.sizeModel().analysesMade(), "the panel shows the sizes worked out ahead");
            assertFalse(tab.sizeModel().workingProperty().get());
        });
    }

    @Test void theSizePanelOpenedBeforeTheTreeIsShownHasItsSizesFirstAndTheHierarchyAfter(FxRobot robot) throws Exception {
        Path village = village();
        robot.interact(() -> {
            model.open(village);
            DocumentTab tab = window.currentTab();
            tab.showSize(); // before a pulse has laid the tree out
            assertNotNull(tab.sizeModel().analysisProperty().get(), "the sizes the user waits for are not held for the tree");
            assertTrue(tab.sizeModel().top().get(0).label().startsWith("#0"), tab.sizeModel().top().get(0).label());
            assertNull(tab.hierarchyModel().scene(), "the scene is read after them");
            assertTrue(tab.workHeldForTheTree().stream().map(BackgroundTask::title).toList().contains("Reading the scene hierarchy"));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { }); // a pulse or two later
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> window.currentTab().hierarchyModel().scene() != null);
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            assertTrue(tab.workHeldForTheTree().isEmpty());
            assertEquals(1, tab.sizeModel().analysesMade());
            assertFalse(tab.sizeModel().biggest().isEmpty(), "the biggest objects were listed after the rows");
        });
    }

    private static String rowsInCells(DocumentTab tab) {
        int rows = 0;
        for (Node n : tab.tree().view().lookupAll(".tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null) rows++;
        }
        return rows > 0 ? "true" : "0";
    }

    private Path village() throws Exception {
        for (String name : List.of("village.registry.json", "village.json")) {
            Path source = Path.of(getClass().getResource("/savelens/app/hierarchy/" + name).toURI());
            Files.copy(source, dir.resolve(name));
        }
        return dir.resolve("village.json");
    }
}
