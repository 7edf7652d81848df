package savelens.app.main;

import static savelens.app.RowsInView.onScreen;
import static savelens.app.RowsInView.range;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.TreeView;
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
import savelens.path.DocumentPath;

/**
 * The document tree brings a node jumped to on screen (a reference followed, a search hit, the Size or Query panel,
 * Back and Forward all select a node so): among the last rows too, where a top row asked for inside the last screenful
 * put the view back some rows above it; and a row that shows already stays where it is.
 */
@ExtendWith(ApplicationExtension.class)
class TreeRowInViewWindowTest {
    /** The root's children, each one row: the last of them are the tree's last rows. */
    private static final int CHILDREN = 300;
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1000, 700);
    }

    @Test void aNodeAmongTheLastRowsComesOnScreenAndStays(FxRobot robot) throws Exception {
        TreeView<TreeEntry> tree = open(robot);
        jump(robot, "#" + CHILDREN);
        assertStaysOnScreen(robot, tree, "$.children[" + (CHILDREN - 1) + "]");
        jump(robot, "#" + (CHILDREN - 2));
        assertStaysOnScreen(robot, tree, "$.children[" + (CHILDREN - 3) + "]");
    }

    @Test void backAndForwardBringTheirNodeOnScreen(FxRobot robot) throws Exception {
        TreeView<TreeEntry> tree = open(robot);
        jump(robot, "#" + CHILDREN);
        jump(robot, "#1");
        assertStaysOnScreen(robot, tree, "$.children[0]");
        robot.interact(() -> ui.model.current().back());
        assertStaysOnScreen(robot, tree, "$.children[" + (CHILDREN - 1) + "]");
        robot.interact(() -> ui.model.current().forward());
        assertStaysOnScreen(robot, tree, "$.children[0]");
    }

    @Test void aNodeJumpedToThatShowsAlreadyLeavesTheViewWhereItIs(FxRobot robot) throws Exception {
        TreeView<TreeEntry> tree = open(robot);
        jump(robot, "#150");
        assertStaysOnScreen(robot, tree, "$.children[149]");
        int[] before = range(robot, tree);
        // the last row wholly shown, and one in the middle
        int last = before[1];
        robot.interact(() -> ui.model.current().jumpTo(tree.getTreeItem(last).getValue().path()));
        settle(robot);
        assertEquals(before[0], range(robot, tree)[0], "the view stayed (the last row wholly shown was jumped to)");
        int middle = (before[0] + before[1]) / 2;
        robot.interact(() -> ui.model.current().jumpTo(tree.getTreeItem(middle).getValue().path()));
        settle(robot);
        assertEquals(before[0], range(robot, tree)[0], "the view stayed (a row in the middle was jumped to)");
    }

    private TreeView<TreeEntry> open(FxRobot robot) throws Exception {
        StringBuilder nodes = new StringBuilder("{\"id\":0,\"type\":\"SceneNode\",\"fields\":{\"name\":\"top\",\"parent\":null,\"children\":[");
        for (int i = 1; i <= CHILDREN; i++) nodes.append(i == 1 ? "" : ",").append(i);
        nodes.append("]}}");
        for (int i = 1; i <= CHILDREN; i++) {
            nodes.append(",{\"id\":").append(i).append(",\"type\":\"SceneNode\",\"fields\":{\"name\":\"n").append(i)
                    .append("\",\"parent\":0,\"children\":[]}}");
        }
        Path doc = dir.resolve("wide.json");
        Files.writeString(doc, "{\"root\":0,\"nodes\":[" + nodes + "]}");
        Files.copy(Fixtures.folder().resolve("helio/island.registry.json"), dir.resolve("wide.registry.json"));
        robot.interact(() -> ui.model.open(doc));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.model.current() != null && ui.model.current().analysedProperty().get());
        // the tab's content joins the scene a pulse after the document is analysed
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#documentTree").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tree.getSkin() != null && tree.getHeight() > 0);
        settle(robot);
        return tree;
    }

    private void jump(FxRobot robot, String node) {
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse(node)));
    }

    private static void settle(FxRobot robot) {
        for (int i = 0; i < 5; i++) robot.interact(() -> { });
    }

    /** The selected row is the one at {@code path}; it comes on screen, and a few pulses later it is still there. */
    private static void assertStaysOnScreen(FxRobot robot, TreeView<TreeEntry> tree, String path) throws Exception {
        AtomicReference<Integer> selected = new AtomicReference<>();
        robot.interact(() -> {
            assertEquals(path, tree.getSelectionModel().getSelectedItem().getValue().path().toString());
            selected.set(tree.getSelectionModel().getSelectedIndex());
        });
        int row = selected.get();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!onScreen(robot, tree, row) && System.nanoTime() < until) robot.sleep(50);
        settle(robot);
        int[] shown = range(robot, tree);
        assertTrue(onScreen(robot, tree, row), () -> "row " + row + " (" + path + ") is on screen, shown: "
                + (shown == null ? "nothing" : "rows " + shown[0] + "–" + shown[1]));
    }
}
