package savelens.app.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TreeTableRow;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;
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
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/**
 * The Size panel's see-through parts are drawn straight, with their colours faded, never first into an image of their
 * own. JavaFX draws a node made see-through (opacity under 1) into an image of its size first unless it is clipped or a
 * lone shape; with the software renderer that image is on the heap, and the faded rows of a panel opened after an edit
 * (0.7 MB at a million nodes) started a collection in the frame that showed them. (The panel's disabled buttons,
 * faded by JavaFX's theme, are small images each; only the tree of rows is checked.)
 */
@ExtendWith(ApplicationExtension.class)
class SizePanelFadedWithoutImagesTest {
    @TempDir Path dir;
    SizePanelStage panel;

    @Start void start(Stage stage) { panel = SizePanelStage.show(stage); }

    @Test void theRowsOfSizesFromBeforeAnEditAreFadedWithoutAnImageOfTheirs(FxRobot robot) throws IOException {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, "helio/attic.json")), false);
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        SizeView view = panel.place(robot, doc, worker).view();
        robot.interact(() -> { }); // the rows come in the frame after the panel's first
        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("#1.home"), NewValue.parse("#2")))); // a retarget
        robot.interact(() -> {
            view.view().applyCss();
            view.view().layout();
        });

        Node tree = view.view().lookup("#dominatorTree");
        List<TreeTableRow<?>> rows = new ArrayList<>();
        List<String> drawnAsImages = new ArrayList<>();
        walk(tree, 1.0, rows, drawnAsImages);
        assertFalse(rows.isEmpty(), "the panel shows rows");
        for (TreeTableRow<?> row : rows) {
            assertEquals(0.45, shownOpacity(row, tree), 0.01, "row " + row.getIndex() + " is faded");
        }
        assertEquals(List.of(), drawnAsImages, "faded nodes drawn into an image of their own first");

        // The shares' tints are see-through without a fade of their own, before an edit as after it.
        robot.interact(worker::runHeld); // the edit's sizes
        robot.interact(() -> { });
        robot.interact(() -> view.view().applyCss());
        drawnAsImages.clear();
        walk(tree, 1.0, new ArrayList<>(), drawnAsImages);
        assertEquals(List.of(), drawnAsImages, "faded nodes drawn into an image of their own first");
        assertTrue(view.view().lookupAll(".size-share").size() > 0, "the rows show their shares");
    }

    /** Collects the visible rows, and every faded node that JavaFX draws into an image of its own before it is shown. */
    private static void walk(Node node, double opacityAbove, List<TreeTableRow<?>> rows, List<String> drawnAsImages) {
        if (!node.isVisible()) return;
        if (node instanceof TreeTableRow<?> row && !row.isEmpty()) rows.add(row);
        if (node.getOpacity() < 1 && !drawnStraight(node)) drawnAsImages.add(node.getTypeSelector() + node.getStyleClass());
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) walk(child, opacityAbove * node.getOpacity(), rows, drawnAsImages);
        }
    }

    /**
     * Whether a faded node is drawn straight with its colours faded (JavaFX's NGNode.renderOpacity): it is clipped, has
     * an effect or is cached (flattened anyway), or it does not overlap itself (a shape that is filled or stroked only,
     * a group of at most one such child). A region always counts as overlapping itself.
     */
    private static boolean drawnStraight(Node node) {
        if (node.getClip() != null || node.getEffect() != null || node.isCache()) return true;
        if (node instanceof Text || node instanceof Shape) return true;
        if (node instanceof Group g) {
            return g.getChildren().isEmpty() || g.getChildren().size() == 1 && drawnStraight(g.getChildren().get(0));
        }
        return false;
    }

    private static double shownOpacity(Node node, Node upTo) {
        double opacity = 1;
        for (Node n = node; n != null; n = n.getParent()) {
            opacity *= n.getOpacity();
            if (n == upTo) break;
        }
        return opacity;
    }
}
