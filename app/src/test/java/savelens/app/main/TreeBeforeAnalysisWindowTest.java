package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TreeItem;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.HeldTaskExecutor;
import savelens.app.tree.Marker;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;

/**
 * A big file's tab shows its tree before the graph is analysed: a reference row whose home the analysis has not
 * settled says so ({@link Marker#ANALYSING}) and does not unfold, rows that need no analysis (a cycle back to the
 * root, a dangling id) show their marks at once, and when the analysis lands every row has its true mark. The
 * analysis is held here, as a busy worker would start it later, and the window treats this small file as big.
 */
@ExtendWith(ApplicationExtension.class)
class TreeBeforeAnalysisWindowTest {
    static final String DOC = """
            {"types":[{"name":"Scene","version":1,"fields":[{"name":"first","kind":"ref"},{"name":"again","kind":"ref"},
              {"name":"loop","kind":"ref"},{"name":"gone","kind":"ref"}]}],
             "root":0,"nodes":[{"id":0,"type":"Scene","fields":{"name":"scene","first":1,"again":1,"loop":0,"gone":99}},
              {"id":1,"type":"Item","fields":{"name":"lamp","hp":3}}]}""";
    @TempDir Path dir;
    final HeldTaskExecutor executor = new HeldTaskExecutor();
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        WindowUnderTest ui = WindowUnderTest.starting().executor(executor).sized(1000, 700).show(stage);
        model = ui.model;
        window = ui.window;
        model.analyseLaterFrom(0);
    }

    @Test void theTreeShowsBeforeTheAnalysisAndItsMarksAreFilledInWhenItLands(FxRobot robot) throws Exception {
        Path file = Files.writeString(dir.resolve("scene.json"), DOC);
        robot.interact(() -> {
            executor.hold();
            model.open(file);
            executor.runHeld(); // the read; the analysis it leaves for later is held
        });
        // The analysis is asked for once a pulse has laid the tree's rows out.
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> window.currentTab().workHeldForTheTree().isEmpty());
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            assertNotNull(tab, "the tab is there before the analysis");
            DocumentViewModel doc = tab.model();
            assertFalse(doc.analysedProperty().get());
            assertFalse(doc.state().isAnalysed(), "nothing on this thread worked the analysis out");
            assertTrue(executor.held().stream().map(BackgroundTask::title).toList().contains("Analysing the graph"), executor.held().toString());
            assertEquals(Marker.ANALYSING, row(tab, "$.first").getValue().marker());
            assertTrue(row(tab, "$.first").isLeaf(), "not unfolded while its home is not known");
            assertEquals(Marker.ANALYSING, row(tab, "$.again").getValue().marker(), "no row guesses home or shared");
            assertEquals(Marker.CYCLE, row(tab, "$.loop").getValue().marker(), "a cycle back to the root needs no analysis");
            assertEquals(Marker.DANGLING, row(tab, "$.gone").getValue().marker());
            assertTrue(model.documentFactsProperty().get().endsWith("analysing the graph…"), model.documentFactsProperty().get());
            assertEquals("analysing the graph…", placeholderOfReferencedBy(tab));
            assertTrue(referencedBy(tab).getItems().isEmpty());
            assertFalse(doc.state().isAnalysed(), "showing the tab and the inspector did not work it out either");
        });
        robot.interact(executor::release);
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            assertTrue(tab.model().analysedProperty().get());
            assertEquals(Marker.NONE, row(tab, "$.first").getValue().marker(), "the home row unfolds");
            assertFalse(row(tab, "$.first").isLeaf());
            assertEquals(Marker.SHARED, row(tab, "$.again").getValue().marker());
            assertEquals(Marker.CYCLE, row(tab, "$.loop").getValue().marker());
            assertEquals(Marker.DANGLING, row(tab, "$.gone").getValue().marker());
            String facts = model.documentFactsProperty().get();
            assertTrue(facts.contains(" reference") && facts.contains(" cycle") && !facts.contains("analysing"), facts);
            assertEquals("nothing refers to this node", placeholderOfReferencedBy(tab));
            assertEquals(1, referencedBy(tab).getItems().size(), "$.loop refers to the root");
            assertNotNull(tab.model().stampIfMade(), "the file was hashed with the analysis");
        });
    }

    /**
     * A jump below the root before the analysis lands (a path followed) selects the row it reaches without the
     * analysis, in its analysing state, and the canonical row once the analysis lands; nothing on the UI thread
     * works the analysis out meanwhile (the inspector shows the node too).
     */
    @Test void aJumpBeforeTheAnalysisSelectsTheRowItReachesAndFollowsWhenItLands(FxRobot robot) throws Exception {
        openHeld(robot);
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            tab.model().jumpTo(DocumentPath.parse("$.again.hp"));
            TreeItem<TreeEntry> selected = tab.tree().view().getSelectionModel().getSelectedItem();
            assertEquals("$.again", selected.getValue().path().toString(), "as far as the rows unfold without the analysis");
            assertEquals(Marker.ANALYSING, selected.getValue().marker());
            assertFalse(tab.model().state().isAnalysed(), "the tree and the inspector followed without working it out");
        });
        robot.interact(executor::release);
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            assertEquals("$.first.hp", tab.model().selectedPath().toString());
            assertEquals("$.first.hp", tab.tree().view().getSelectionModel().getSelectedItem().getValue().path().toString());
        });
    }

    /** Closing the tab while its graph is analysed stops the analysis and every other task the tab started. */
    @Test void closingTheTabStopsTheWorkItStarted(FxRobot robot) throws Exception {
        openHeld(robot);
        robot.interact(() -> {
            DocumentTab tab = window.currentTab();
            java.util.List<BackgroundTask<?>> started = tab.unfinishedWork();
            assertTrue(started.stream().map(BackgroundTask::title).toList().contains("Analysing the graph"), started.toString());
            model.close(tab.model());
            assertTrue(started.stream().allMatch(BackgroundTask::isCancelled), started.toString());
            assertTrue(tab.unfinishedWork().isEmpty());
            executor.release(); // a worker that gets to the tasks now
            assertFalse(tab.model().state().isAnalysed(), "the analysis did not run for the closed tab");
        });
    }

    /** Opens the document with the analysis (and the rest of the tab's work) held, once the tree has shown. */
    private void openHeld(FxRobot robot) throws Exception {
        Path file = Files.writeString(dir.resolve("scene.json"), DOC);
        robot.interact(() -> {
            executor.hold();
            model.open(file);
            executor.runHeld();
        });
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> window.currentTab().workHeldForTheTree().isEmpty());
    }

    private static TreeItem<TreeEntry> row(DocumentTab tab, String path) {
        TreeItem<TreeEntry> item = tab.tree().itemAt(DocumentPath.parse(path));
        assertNotNull(item, path);
        return item;
    }

    private static ListView<?> referencedBy(DocumentTab tab) {
        return (ListView<?>) tab.inspector().view().lookup("#referencedBy");
    }

    private static String placeholderOfReferencedBy(DocumentTab tab) {
        return ((Label) referencedBy(tab).getPlaceholder()).getText();
    }
}
