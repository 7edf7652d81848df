package savelens.app.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/**
 * After an edit the Size panel keeps the sizes it shows until the edit's own are worked out, but never as current:
 * its summary says they are from before the edit and the panel is marked {@code :updating} (its lists faded), until
 * the new sizes are shown.
 */
@ExtendWith(ApplicationExtension.class)
class SizeViewOutdatedAfterEditTest {
    static final PseudoClass UPDATING = PseudoClass.getPseudoClass("updating");
    @TempDir Path dir;
    SizePanelStage panel;

    @Start void start(Stage stage) { panel = SizePanelStage.show(stage); }

    @Test void theSizesOfTheDocumentBeforeAnEditAreNeverShownAsCurrent(FxRobot robot) throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        SizePanelStage.Placed placed = panel.place(robot, doc, worker);
        SizeViewModel model = placed.model();
        SizeView view = placed.view();
        Label summary = (Label) view.view().lookup("#sizeSummary");
        String current = summary.getText();
        assertFalse(current.startsWith(SizeView.OUTDATED), current);
        assertFalse(view.view().getPseudoClassStates().contains(UPDATING));

        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2")))); // a retarget
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        assertEquals(SizeView.OUTDATED + current, summary.getText(), "the sizes shown are said to be from before the edit");
        assertTrue(model.outdatedProperty().get());
        assertTrue(view.view().getPseudoClassStates().contains(UPDATING), "and the panel is marked, its lists faded");
        @SuppressWarnings("unchecked")
        TreeTableView<SizeRow> tree = (TreeTableView<SizeRow>) view.view().lookup("#dominatorTree");
        robot.interact(() -> view.view().applyCss());
        javafx.scene.Node rows = tree.lookup(".clipped-container");
        assertEquals(0.45, rows.getOpacity(), 0.01, "the theme fades the rows");

        robot.interact(worker::runHeld); // the edit's sizes
        assertFalse(summary.getText().startsWith(SizeView.OUTDATED), summary.getText());
        assertFalse(model.outdatedProperty().get());
        assertFalse(view.view().getPseudoClassStates().contains(UPDATING));
        robot.interact(() -> view.view().applyCss());
        assertEquals(1.0, rows.getOpacity(), 0.01);
    }
}
