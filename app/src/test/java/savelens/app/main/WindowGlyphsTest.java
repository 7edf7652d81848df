package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
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
        robot.interact(() -> {});

        assertSame(Glyphs.image(Glyph.NODE), treeGlyph(robot, "$"), "the root is a node");
        assertSame(Glyphs.image(Glyph.ARRAY), treeGlyph(robot, "$.children"));
        assertSame(Glyphs.image(Glyph.NULL), treeGlyph(robot, "$.parent"));

        robot.interact(() -> {
            // A helio scene's cycles are its structure's: under the folded structural row.
            javafx.scene.control.TreeView<?> cycles = robot.lookup("#cyclesTree").queryAs(javafx.scene.control.TreeView.class);
            for (javafx.scene.control.TreeItem<?> item : cycles.getRoot().getChildren()) item.setExpanded(true);
        });
        TreeCell<?> cycle = robot.lookup("#cyclesTree .tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof CyclesPanel.Entry e && e.cycle() != null).findFirst().orElseThrow();
        assertSame(Glyphs.image(Glyph.CYCLE), image(cycle.getGraphic()));
    }

    @Test void menuItemsWithANaturalGlyphShowIt() {
        assertSame(Glyphs.image(Glyph.OPEN), image(menu("menuOpen").getGraphic()));
        assertSame(Glyphs.image(Glyph.SAVE), image(menu("menuSave").getGraphic()));
        assertSame(Glyphs.image(Glyph.UNDO), image(menu("menuUndo").getGraphic()));
        assertSame(Glyphs.image(Glyph.ECS_TABLE), image(menu("menuLiveEcs").getGraphic()));
    }

    private static Image treeGlyph(FxRobot robot, String path) {
        TreeCell<?> cell = robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getItem() instanceof TreeEntry e && e.path().toString().equals(path))
                .findFirst().orElseThrow(() -> new AssertionError("no visible cell for " + path));
        return image(((Label) cell.getGraphic()).getGraphic());
    }

    private static Image image(Node graphic) {
        // a row that is a link shows its glyph inside the link
        if (graphic instanceof javafx.scene.control.Hyperlink link) return image(link.getGraphic());
        return ((ImageView) graphic).getImage();
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
