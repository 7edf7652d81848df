package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.css.PseudoClass;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.Fixtures;
import savelens.app.tree.Marker;
import savelens.app.tree.TreeEntry;

/** A .NET, a cycle.js and a Jackson document open in the window with their cycles, shared nodes and dangling references marked. */
@ExtendWith(ApplicationExtension.class)
class ReferenceDialectsWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 900);
        model = ui.model;
    }


    @Test void aDotNetSave(FxRobot robot) throws Exception {
        TreeView<TreeEntry> tree = open(robot, Fixtures.copy(dir, "dotnet-refs/guild.json"));
        robot.interact(() -> {
            TreeItem<TreeEntry> guild = tree.getRoot();
            assertEquals("#\"1\" Guild", guild.getValue().text().substring(0, "#\"1\" Guild".length()));
            guild.setExpanded(true);
            assertEquals(Marker.SHARED, child(guild, "$.Leader").getValue().marker(), "the leader is written in the members list");
            assertEquals(Marker.DANGLING, child(guild, "$.Bank").getValue().marker());
            TreeItem<TreeEntry> members = child(guild, "$.Members");
            members.setExpanded(true);
            TreeItem<TreeEntry> ayla = child(members, "$.Members[0]");
            ayla.setExpanded(true);
            assertEquals(Marker.CYCLE, child(ayla, "$.Members[0].Guild").getValue().marker());
        });
        assertMarked(robot, "$.Members[0].Guild", "cycle");
        assertMarked(robot, "$.Bank", "dangling");
    }

    @Test void aCycleJsState(FxRobot robot) throws Exception {
        TreeView<TreeEntry> tree = open(robot, Fixtures.copy(dir, "cyclejs/crew.json"));
        robot.interact(() -> {
            TreeItem<TreeEntry> root = tree.getRoot();
            root.setExpanded(true);
            TreeItem<TreeEntry> log = child(root, "$.log");
            log.setExpanded(true);
            assertEquals(Marker.CYCLE, child(log, "$.log[0]").getValue().marker(), "the log names the root, its ancestor");
            assertEquals(Marker.DANGLING, child(log, "$.log[1]").getValue().marker());
            assertEquals(Marker.SHARED, child(log, "$.log[2]").getValue().marker());
        });
        assertMarked(robot, "$.log[1]", "dangling");
        assertMarked(robot, "$.log[2]", "shared");
    }

    @Test void aJacksonDocument(FxRobot robot) throws Exception {
        Path zoo = Fixtures.copy(dir, "jackson-identity/zoo.json"); // with its registry beside it
        TreeView<TreeEntry> tree = open(robot, zoo);
        robot.interact(() -> {
            TreeItem<TreeEntry> root = tree.getRoot();
            root.setExpanded(true);
            assertEquals(Marker.DANGLING, child(root, "$.director").getValue().marker());
            TreeItem<TreeEntry> keepers = child(root, "$.keepers");
            keepers.setExpanded(true);
            TreeItem<TreeEntry> mia = child(keepers, "$.keepers[0]");
            mia.setExpanded(true);
            assertEquals(Marker.CYCLE, child(mia, "$.keepers[0].zoo").getValue().marker());
        });
        assertMarked(robot, "$.keepers[0].zoo", "cycle");
        assertMarked(robot, "$.director", "dangling");
    }

    private TreeView<TreeEntry> open(FxRobot robot, Path file) {
        robot.interact(() -> model.open(file));
        assertNull(model.loadErrorProperty().get());
        @SuppressWarnings("unchecked")
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        return tree;
    }

    private static TreeItem<TreeEntry> child(TreeItem<TreeEntry> item, String path) {
        return item.getChildren().stream().filter(c -> c.getValue().path().toString().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no child " + path + " under " + item.getValue().path()));
    }

    private static void assertMarked(FxRobot robot, String path, String pseudoClass) {
        // The row is brought on screen first: the bottom panel under the tree leaves it a dozen rows or so.
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        robot.interact(() -> {
            for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                TreeItem<TreeEntry> item = tree.getTreeItem(i);
                if (item != null && item.getValue().path().toString().equals(path)) tree.scrollTo(i);
            }
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        TreeCell<?> cell = robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof TreeEntry e && e.path().toString().equals(path))
                .findFirst().orElseThrow(() -> new AssertionError("no visible cell for " + path));
        assertTrue(cell.getPseudoClassStates().contains(PseudoClass.getPseudoClass(pseudoClass)), path + " is drawn as " + pseudoClass);
    }
}
