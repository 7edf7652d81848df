package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.scene.SceneObject;

/**
 * A selected row stays readable when its list does not have the focus, in both themes: the contrast ratio of its
 * text colour on its background, as the rendered CSS resolves them, is at least 4.5:1 (WCAG AA) in the Hierarchy,
 * the Cycles panel and the search results.
 */
@ExtendWith(ApplicationExtension.class)
class SelectedRowContrastWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @ParameterizedTest @ValueSource(booleans = {false, true})
    void selectedRowsWithoutTheFocusAreReadable(boolean dark, FxRobot robot) throws Exception {
        robot.interact(() -> ((CheckMenuItem) WindowMenus.item(ui.window, "menuDarkTheme")).setSelected(dark));
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        DocumentTab tab = ui.window.currentTab();

        TreeTableView<SceneObject> hierarchy = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        robot.interact(() -> hierarchy.getSelectionModel().select(hierarchy.getRoot().getChildren().get(0)));
        TreeView<savelens.app.panels.CyclesPanel.Entry> cycles = robot.lookup("#cyclesTree").queryAs(TreeView.class);
        robot.interact(() -> cycles.getSelectionModel().select(cycles.getRoot().getChildren().get(0)));
        unfocus(robot);
        assertTrue(!hierarchy.isFocused() && !cycles.isFocused());
        String theme = dark ? "dark" : "light";
        assertReadable(theme + " Hierarchy", selectedCell(hierarchy, ".tree-table-row-cell"), robot);
        assertReadable(theme + " Cycles", selectedCell(cycles, ".tree-cell"), robot);

        robot.interact(() -> tab.searchModel().search("Door"));
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> results = robot.lookup("#searchResults").queryAs(ListView.class);
        robot.interact(() -> results.getSelectionModel().select(0));
        unfocus(robot);
        assertTrue(!results.isFocused());
        assertReadable(theme + " search results", selectedCell(results, ".list-cell"), robot);
    }

    /** The focus goes to a text field: no list has it. */
    private void unfocus(FxRobot robot) {
        robot.interact(() -> robot.lookup("#hierarchyFilter").queryAs(TextField.class).requestFocus());
        robot.interact(() -> ui.window.scene().getRoot().applyCss());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static IndexedCell<?> selectedCell(Parent list, String selector) {
        for (Node n : list.lookupAll(selector)) {
            if (n instanceof IndexedCell<?> c && c.isSelected() && !c.isEmpty() && c.isVisible()) return c;
        }
        return null;
    }

    private static void assertReadable(String where, IndexedCell<?> cell, FxRobot robot) {
        assertNotNull(cell, where + ": no selected row on screen");
        Color[] colours = new Color[2];
        robot.interact(() -> {
            colours[0] = textColour(cell);
            colours[1] = backgroundOf(cell);
        });
        double ratio = contrast(colours[0], colours[1]);
        assertTrue(ratio >= 4.5, where + ": " + colours[0] + " on " + colours[1] + " is " + ratio + ":1");
    }

    /** The text colour of the row: a cell's own, or for a table row its first cell's. */
    private static Color textColour(Node cell) {
        for (Node n : cell instanceof Parent p ? p.lookupAll(".text") : java.util.List.<Node>of()) {
            if (n instanceof javafx.scene.text.Text t && t.getText() != null && !t.getText().isBlank() && t.getFill() instanceof Color c) return c;
        }
        if (cell instanceof Labeled l && l.getTextFill() instanceof Color c) return c;
        throw new AssertionError("no text in " + cell);
    }

    /** The colour behind the row: the last opaque fill of the cell or the nearest parent that paints one. */
    private static Color backgroundOf(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.layout.Region r) {
                Background b = r.getBackground();
                if (b != null) {
                    for (int i = b.getFills().size() - 1; i >= 0; i--) {
                        BackgroundFill f = b.getFills().get(i);
                        if (f.getFill() instanceof Color c && c.getOpacity() > 0.9) return c;
                    }
                }
            }
        }
        return Color.WHITE;
    }

    static double contrast(Color a, Color b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
