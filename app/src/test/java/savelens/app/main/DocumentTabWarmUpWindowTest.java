package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TreeCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * While the window waits for its first document, a whole document tab is made off screen once, so that the first
 * real tab does not load and style its controls for the first time; the window shows nothing of it.
 */
@ExtendWith(ApplicationExtension.class)
class DocumentTabWarmUpWindowTest {
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1000, 700);
    }

    @Test void aDocumentTabIsMadeAheadAndTheWindowShowsNothingOfIt(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ui.window.controlsMadeAhead());
        robot.interact(() -> {
            assertTrue(DocumentTabWarmUp.made() >= 1, "a document tab was made before any document was opened");
            assertTrue(ui.model.documents().isEmpty());
            assertTrue(ui.window.tabs().getTabs().isEmpty());
            assertTrue(ui.model.executor().runningTasks().isEmpty());
            assertEquals("SaveLens", ui.stage.getTitle());
        });
    }

    /** The reader's warm-up waits for the controls': beside them, it took the processor from their frames. */
    @Test void theReaderWarmsUpOnceTheControlsAreMade(FxRobot robot) throws Exception {
        // Static, once in the application's life: a window of an earlier test may have warmed up both already.
        robot.interact(() -> {
            if (!ui.window.controlsMadeAhead()) assertFalse(ReadWarmUp.started(), "the reader waits for the controls");
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> ui.window.controlsMadeAhead());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, ReadWarmUp::started);
    }

    @Test void theTabMadeAheadHasTheRowsOfARealTab(FxRobot robot) {
        robot.interact(() -> {
            Parent made = DocumentTabWarmUp.make();
            Scene scene = new Scene(made, 1000, 700);
            scene.getStylesheets().setAll(ui.window.scene().getStylesheets());
            made.applyCss();
            made.resize(1000, 700);
            made.layout();
            assertTrue(made.lookup("#documentTree") == null, "the tab is styled first without its parts");
            // its parts join it one at a time (a frame each in the window)
            for (Runnable piece : Pieces.of(made)) {
                piece.run();
                made.applyCss();
                made.layout();
            }
            assertTrue(made.lookupAll(".document-tree-cell").stream()
                    .anyMatch(n -> n instanceof TreeCell<?> c && c.getText() != null && c.getText().startsWith("roots")), "the tree's rows");
            assertNotNull(made.lookup("#inspector"), "the inspector");
            assertNotNull(made.lookup("#documentTree"));
            assertFalse(ui.model.executor().runningTasks().size() > 0, "its work ran in place, not in the window's status bar");
        });
    }

    @Test void theTabsPartsAreMadeOneStepAtATimeBeforeTheWholeTab(FxRobot robot) {
        robot.interact(() -> {
            var steps = DocumentTabWarmUp.steps();
            assertTrue(steps.size() > 1, "the parts first, the whole tab last");
            for (var step : steps) {
                Parent made = step.get();
                new Scene(made, 1000, 700).getStylesheets().setAll(ui.window.scene().getStylesheets());
                made.applyCss();
                made.resize(1000, 700);
                made.layout();
                for (Runnable piece : Pieces.of(made)) { // a part's second half joins it a frame later
                    piece.run();
                    made.applyCss();
                    made.layout();
                }
            }
            Parent first = steps.get(0).get();
            Pieces.of(first).forEach(Runnable::run);
            assertNotNull(first.lookup("#documentTree"), "the tree's part comes first");
            assertTrue(ui.model.documents().isEmpty());
            assertTrue(ui.model.executor().runningTasks().isEmpty());
        });
    }
}
