package savelens.app.panels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
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
import savelens.app.document.EveryDocumentBig;
import savelens.app.task.BackgroundTask;
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/**
 * After a retarget the Cycles and Diagnostics panels keep the rows they show until the edit's findings are listed, but
 * marked {@code :updating} (faded), never as current: while the edit's references are followed, and while its rows are
 * listed after that.
 */
@ExtendWith(ApplicationExtension.class)
class FindingsUpdatingAfterEditTest {
    static final PseudoClass UPDATING = PseudoClass.getPseudoClass("updating");
    @TempDir Path dir;
    HBox holder;

    @Start void start(Stage stage) {
        holder = new HBox();
        stage.setScene(new Scene(holder, 700, 300));
        stage.show();
    }

    @Test void theFindingsOfTheStateBeforeARetargetAreMarkedUntilTheEditsOwnAreListed(FxRobot robot) throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        FindingsViewModel[] findings = new FindingsViewModel[1];
        ListView<?>[] diagnostics = new ListView<?>[1];
        javafx.scene.Node[] cycles = new javafx.scene.Node[1];
        robot.interact(() -> {
            EveryDocumentBig.computeStepsWith(doc, worker);
            findings[0] = new FindingsViewModel(doc, worker);
            diagnostics[0] = new DiagnosticsPanel(findings[0]).view();
            javafx.scene.Node cyclesPanel = new CyclesPanel(findings[0]).view();
            cycles[0] = cyclesPanel.lookup("#cyclesTree");
            holder.getChildren().addAll(diagnostics[0], cyclesPanel);
            worker.runHeld(); // the first state's findings listed
        });
        assertFalse(findings[0].updatingProperty().get());
        assertFalse(diagnostics[0].getPseudoClassStates().contains(UPDATING));

        robot.interact(() -> {
            assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2"))); // a retarget
            worker.runHeld(); // the patch lands; its references are followed next
        });
        assertEquals(List.of("Following the references"), worker.held().stream().map(BackgroundTask::title).toList());
        assertTrue(findings[0].updatingProperty().get(), "the rows shown are the state before's");
        assertTrue(diagnostics[0].getPseudoClassStates().contains(UPDATING), "and marked so");
        assertTrue(cycles[0].getPseudoClassStates().contains(UPDATING));

        robot.interact(worker::runHeld); // followed: the edit's findings are listed next
        assertEquals(List.of("Listing the findings"), worker.held().stream().map(BackgroundTask::title).toList());
        assertTrue(diagnostics[0].getPseudoClassStates().contains(UPDATING), "still the state before's rows");

        robot.interact(worker::runHeld);
        assertFalse(findings[0].updatingProperty().get());
        assertFalse(diagnostics[0].getPseudoClassStates().contains(UPDATING));
        assertFalse(cycles[0].getPseudoClassStates().contains(UPDATING));
    }
}
