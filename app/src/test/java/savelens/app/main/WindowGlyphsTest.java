package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeCell;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.panels.CyclesPanel;
import savelens.app.theme.Glyphs;
import savelens.app.tree.TreeEntry;
import savelens.icons.AppIcon;
import savelens.icons.Glyph;

/** The rendered icons where a user sees them: the window's icon, the tree, the Cycles panel, the menus. */
@ExtendWith(ApplicationExtension.class)
class WindowGlyphsTest {
    @TempDir Path dir;
    MainViewModel model;
    MainWindow window;
    Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        WindowUnderTest ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
    }


    @Test void theWindowCarriesTheAppIconAtEveryRenderedSize() {
        assertEquals(AppIcon.SIZES, stage.getIcons().stream().map(i -> (int) i.getWidth()).toList());
    }

    @Test void treeRowsAndCycleRowsShowTheirGlyphs(FxRobot robot) throws Exception {
        Path island = Fixtures.copy(dir, "helio/island.json");
        robot.interact(() -> model.open(island));

        assertSame(Glyphs.image(Glyph.NODE), treeGlyph(robot, "$"), "the root is a node");
        assertSame(Glyphs.image(Glyph.ARRAY), treeGlyph(robot, "$.children"));
        assertSame(Glyphs.image(Glyph.NULL), treeGlyph(robot, "$.parent"));

        waitFor("the cycles listed", () -> robot.lookup("#cyclesTree").tryQueryAs(javafx.scene.control.TreeView.class)
                .map(t -> t.getRoot() != null && !t.getRoot().getChildren().isEmpty()).orElse(false));
        javafx.scene.control.TreeView<?> cycles = robot.lookup("#cyclesTree").queryAs(javafx.scene.control.TreeView.class);
        robot.interact(() -> {
            // A helio scene's cycles are its structure's: under the folded structural row.
            for (javafx.scene.control.TreeItem<?> item : cycles.getRoot().getChildren()) item.setExpanded(true);
        });
        waitFor("a cycle's row shown", () -> cycleCell(robot) != null);
        TreeCell<?> cycle = cycleCell(robot);
        assertSame(Glyphs.image(Glyph.CYCLE), image(cycle.getGraphic()));
    }

    @Test void menuItemsWithANaturalGlyphShowIt() {
        assertSame(Glyphs.image(Glyph.OPEN), image(menu("menuOpen").getGraphic()));
        assertSame(Glyphs.image(Glyph.SAVE), image(menu("menuSave").getGraphic()));
        assertSame(Glyphs.image(Glyph.UNDO), image(menu("menuUndo").getGraphic()));
        assertSame(Glyphs.image(Glyph.ECS_TABLE), image(menu("menuLiveEcs").getGraphic()));
    }

    private static Image treeGlyph(FxRobot robot, String path) throws Exception {
        // The tab's rows come with the window's next layouts, later on a loaded machine: the row is waited for.
        waitFor("a visible cell for " + path, () -> treeCell(robot, path) != null);
        return image(((Label) treeCell(robot, path).getGraphic()).getGraphic());
    }

    private static TreeCell<?> treeCell(FxRobot robot, String path) {
        return robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof TreeEntry e && e.path().toString().equals(path) && c.getGraphic() != null)
                .findFirst().orElse(null);
    }

    private static TreeCell<?> cycleCell(FxRobot robot) {
        return robot.lookup("#cyclesTree .tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof CyclesPanel.Entry e && e.cycle() != null && c.getGraphic() != null).findFirst().orElse(null);
    }

    private static void waitFor(String what, java.util.concurrent.Callable<Boolean> condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("not within 30 s: " + what);
        }
    }

    private static Image image(Node graphic) {
        // a row that is a link shows its glyph inside the link
        if (graphic instanceof javafx.scene.control.Hyperlink link) return image(link.getGraphic());
        return ((ImageView) graphic).getImage();
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
