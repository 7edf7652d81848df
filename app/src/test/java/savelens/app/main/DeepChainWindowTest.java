package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.ChainDocuments;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;

/**
 * A node twenty thousand steps down a linked list: jumping to it names it in the inspector, shows the ends of its
 * path in the breadcrumb and opens the tree as far as a tree can go, without overflowing a stack or holding the
 * window up for a control per step.
 */
@ExtendWith(ApplicationExtension.class)
class DeepChainWindowTest {
    static final int LENGTH = 20_000;
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
    }

    @Test void jumpingToTheLastEntryNamesItAndShowsThePathsEnds(FxRobot robot) throws IOException {
        Path file = ChainDocuments.write(dir, LENGTH);
        robot.interact(() -> ui.model.open(file));
        assertNull(ui.model.loadErrorProperty().get());
        String last = "#" + (LENGTH - 1);
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse(last)));

        DocumentPath selected = ui.model.current().selectedPath();
        assertEquals(LENGTH - 1, selected.length() - 1, "the home path: one .next a step from #0");
        assertTrue(WindowUnderTest.inspectorHeading(robot).contains(last + " Entry"));

        List<String> steps = robot.lookup("#breadcrumb").queryAs(FlowPane.class).getChildren().stream()
                .map(n -> ((Labeled) n).getText()).toList();
        assertEquals(3 + 1 + 12, steps.size(), String.valueOf(steps));
        assertEquals(List.of("$", ".next", ".next", "… 19,985 steps …"), steps.subList(0, 4));

        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        TreeItem<TreeEntry> row = tree.getSelectionModel().getSelectedItem();
        int depth = 0;
        for (TreeItem<TreeEntry> i = row; i.getParent() != null; i = i.getParent()) depth++;
        assertEquals(500, depth, "the tree opens 500 rows down and selects the row it reached");
        assertTrue(selected.toString().startsWith(row.getValue().path().toString()), "a row on the way to the entry");
    }
}
