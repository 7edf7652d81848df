package savelens.app.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.StackPane;
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
    StackPane holder;

    @Start void start(Stage stage) {
        holder = new StackPane();
        Scene scene = new Scene(holder, 700, 400);
        savelens.app.theme.ThemeSwitcher.apply(scene, savelens.app.theme.Theme.LIGHT);
        stage.setScene(scene);
        stage.show();
    }

    @Test void theSizesOfTheDocumentBeforeAnEditAreNeverShownAsCurrent(FxRobot robot) throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        SizeViewModel[] model = new SizeViewModel[1];
        SizeView[] view = new SizeView[1];
        robot.interact(() -> {
            model[0] = new SizeViewModel(doc, worker);
            view[0] = new SizeView(model[0]);
            holder.getChildren().add(view[0].view());
            worker.runHeld(); // the sizes
            worker.runHeld(); // the lists
        });
        Label summary = (Label) view[0].view().lookup("#sizeSummary");
        String current = summary.getText();
        assertFalse(current.startsWith(SizeView.OUTDATED), current);
        assertFalse(view[0].view().getPseudoClassStates().contains(UPDATING));

        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2")))); // a retarget
        assertEquals(List.of("Working out sizes"), worker.held().stream().map(BackgroundTask::title).toList());
        assertEquals(SizeView.OUTDATED + current, summary.getText(), "the sizes shown are said to be from before the edit");
        assertTrue(model[0].outdatedProperty().get());
        assertTrue(view[0].view().getPseudoClassStates().contains(UPDATING), "and the panel is marked, its lists faded");
        @SuppressWarnings("unchecked")
        TreeTableView<SizeRow> tree = (TreeTableView<SizeRow>) view[0].view().lookup("#dominatorTree");
        robot.interact(() -> view[0].view().applyCss());
        javafx.scene.Node rows = tree.lookup(".clipped-container");
        assertEquals(0.45, rows.getOpacity(), 0.01, "the theme fades the rows");

        robot.interact(worker::runHeld); // the edit's sizes
        assertFalse(summary.getText().startsWith(SizeView.OUTDATED), summary.getText());
        assertFalse(model[0].outdatedProperty().get());
        assertFalse(view[0].view().getPseudoClassStates().contains(UPDATING));
        robot.interact(() -> view[0].view().applyCss());
        assertEquals(1.0, rows.getOpacity(), 0.01);
    }
}
