package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.effect.DropShadow;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.tree.TreeEntry;

/**
 * The glyph images have one colour for every state; on the selected row's accent they get a light halo, so the one row
 * the user looks at keeps its kind marker. Other rows keep theirs plain.
 */
@ExtendWith(ApplicationExtension.class)
class SelectedGlyphWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1000, 700);
    }

    @Test void theSelectedRowsGlyphHasAHaloAndTheOthersNone(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.model.current() != null && ui.model.current().analysedProperty().get());
        @SuppressWarnings("unchecked")
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tree.getSkin() != null && tree.getHeight() > 0);
        robot.interact(() -> {
            tree.requestFocus();
            tree.getSelectionModel().select(0);
        });
        for (int i = 0; i < 3; i++) robot.interact(() -> { });
        List<TreeCell<?>> cells = robot.lookup(".document-tree-cell").queryAll().stream()
                .<TreeCell<?>>map(n -> (TreeCell<?>) n).filter(c -> !c.isEmpty() && c.getIndex() >= 0).toList();
        assertTrue(cells.size() > 1, "rows shown: " + cells.size());
        for (TreeCell<?> cell : cells) {
            Node glyph = cell.lookup(".glyph");
            assertNotNull(glyph, "row " + cell.getIndex() + " has a glyph");
            if (cell.isSelected()) {
                assertTrue(glyph.getEffect() instanceof DropShadow, "the selected row's glyph has a halo: " + glyph.getEffect());
                assertEquals(Color.WHITE, ((DropShadow) glyph.getEffect()).getColor(), "in the selection's text colour");
            } else {
                assertNull(glyph.getEffect(), "row " + cell.getIndex() + " is not selected: its glyph is plain");
            }
        }
        assertEquals(1, cells.stream().filter(TreeCell::isSelected).count(), "one selected row among those shown");
    }
}
