package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.panels.DiagnosticRow;

/**
 * In the window's first size (1200×800) the bottom panel holds enough to read: ten rows of the Size panel's
 * tree, Type cells that say the type whole, a long finding whole in its tooltip; and it opens where the user last
 * left its divider.
 */
@ExtendWith(ApplicationExtension.class)
class BottomPanelRoomWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1200, 800); }

    @Test void theSizePanelShowsTenRowsAndTypesWhole(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/village.json");
        robot.interact(() -> ui.model.open(file));
        robot.interact(() -> ui.window.currentTab().showSize());
        var size = ui.window.currentTab().sizeModel();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> size.analysisProperty().get() != null && !size.workingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<?> tree = robot.lookup("#dominatorTree").queryAs(TreeTableView.class);
        double rowHeight = rowHeight(robot, tree);
        double rows = tree.getHeight() / rowHeight;
        assertTrue(rows >= 10, "rows the tree has room for: " + rows + " (" + tree.getHeight() + " px)");

        TreeTableColumn<?, ?> type = tree.getColumns().get(1);
        assertEquals("Type", type.getText());
        for (String name : List.of("GameObject", "Game_Actor", "MonoBehaviour")) {
            Text t = new Text(name);
            t.setFont(javafx.scene.text.Font.getDefault());
            assertTrue(type.getWidth() >= t.getLayoutBounds().getWidth() + 12, name + " in " + type.getWidth() + " px");
        }
        for (TreeTableColumn<?, ?> figures : List.of(tree.getColumns().get(2), tree.getColumns().get(3), tree.getColumns().get(4))) {
            Text t = new Text(figures.getText().equals("%") ? "100.0%" : figures.getText());
            assertTrue(figures.getWidth() >= t.getLayoutBounds().getWidth() + 16, figures.getText() + " in " + figures.getWidth() + " px");
        }
    }

    /**
     * The Size panel's rows have one height set ahead (the tree then never measures a row as it makes it, most of the
     * frame that first fills the panel), and that height holds a row's text whole.
     */
    @Test void theSizePanelsRowsAreOfOneHeightSetAhead(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "helio/village.json");
        robot.interact(() -> ui.model.open(file));
        robot.interact(() -> ui.window.currentTab().showSize());
        var size = ui.window.currentTab().sizeModel();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> size.analysisProperty().get() != null && !size.workingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            TreeTableView<?> tree = robot.lookup("#dominatorTree").queryAs(TreeTableView.class);
            double fixed = tree.getFixedCellSize();
            assertTrue(fixed > 0, "the rows' height is set ahead: " + fixed);
            Text line = new Text("#12 Root/Door 100.0%");
            line.setFont(javafx.scene.text.Font.getDefault());
            assertTrue(fixed >= line.getLayoutBounds().getHeight() + 4, "a line of text fits a row: " + fixed);
            int rows = 0;
            for (Node n : tree.lookupAll(".tree-table-row-cell")) {
                if (!(n instanceof TreeTableRow<?> r) || r.getItem() == null || !r.isVisible()) continue;
                assertEquals(fixed, r.getHeight(), 0.01, "row " + r.getIndex());
                rows++;
            }
            assertTrue(rows > 0, "rows on screen");
        });
    }

    @Test void aLongFindingIsReadWholeInItsTooltip(FxRobot robot) throws Exception {
        Path file = Fixtures.copy(dir, "dotnet-refs/guild.json");
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> ui.model.current().analysedProperty().get()
                && !ui.window.currentTab().findings().diagnostics().isEmpty());
        robot.interact(() -> ui.window.currentTab().showBottomPanel());
        robot.interact(() -> {
            var panels = robot.lookup("#diagnosticsList").queryAs(ListView.class);
            javafx.scene.control.TabPane pane = (javafx.scene.control.TabPane) ancestor(panels, javafx.scene.control.TabPane.class);
            pane.getTabs().stream().filter(t -> t.getContent() == panels || t.getText().startsWith("Diagnostics")).findFirst()
                    .ifPresent(t -> pane.getSelectionModel().select(t));
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> missing = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : robot.lookup("#diagnosticsList .list-cell").queryAll()) {
                if (n instanceof ListCell<?> c && c.getItem() instanceof DiagnosticRow row
                        && (c.getTooltip() == null || !c.getTooltip().getText().equals(row.toString())
                        || !(c.getGraphic() instanceof javafx.scene.control.Hyperlink link) || link.getTooltip() != c.getTooltip())) {
                    missing.add(row.toString());
                }
            }
        });
        assertTrue(missing.isEmpty(), "findings without their whole text in a tooltip: " + missing);
        assertTrue(robot.lookup("#diagnosticsList .list-cell").queryAll().stream()
                .anyMatch(n -> n instanceof ListCell<?> c && c.getItem() != null), "a finding is listed");
    }

    @Test void aDividerTheUserMovesIsWhereTheNextPanelOpens(FxRobot robot) throws Exception {
        robot.interact(() -> ui.model.open(copy("helio/scene.json")));
        WaitForAsyncUtils.waitForFxEvents();
        SplitPane left = leftSplit(robot);
        assertEquals(AppPreferences.DEFAULT_BOTTOM_DIVIDER, left.getDividerPositions()[0], 0.01, "the default");
        // The Size panel takes room of its own; a click in the tree afterwards is no move of the user's.
        robot.interact(() -> ui.window.currentTab().showSize());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(DocumentTab.SIZE_DIVIDER, left.getDividerPositions()[0], 0.01, "the Size panel's room");
        robot.clickOn(ui.window.currentTab().tree().view());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(AppPreferences.DEFAULT_BOTTOM_DIVIDER, AppPreferences.writtenAtOnce(ui.preferences).bottomDivider(), 0.001, "not taken for the user's");
        Node divider = left.lookup(".split-pane-divider");
        robot.drag(divider).dropBy(0, -120);
        WaitForAsyncUtils.waitForFxEvents();
        double moved = left.getDividerPositions()[0];
        assertTrue(moved < DocumentTab.SIZE_DIVIDER - 0.05, "dragged up: " + moved);
        assertEquals(moved, AppPreferences.writtenAtOnce(ui.preferences).bottomDivider(), 0.01, "remembered");

        robot.interact(() -> ui.model.open(copy("unity/village.unity")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(moved, leftSplit(robot).getDividerPositions()[0], 0.01, "the next document's panel opens there");
    }

    /** fixtures/helio/scene.json: the selected ↺ row in the tree's lower half stays on screen when the bottom panel opens under it. */
    @Test void theSelectedRowStaysOnScreenWhenThePanelOpensUnderIt(FxRobot robot) throws Exception {
        robot.interact(() -> ui.model.bottomPanelProperty().set(false));
        robot.interact(() -> ui.model.open(copy("helio/scene.json")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> ui.model.current().analysedProperty().get());
        robot.interact(() -> ui.model.current().jumpTo(savelens.path.DocumentPath.parse("$.roots[0].children[0].parent")));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TreeView<?> tree = ui.window.currentTab().tree().view();
        robot.interact(() -> tree.scrollTo(0)); // the tree from its top: the row in its lower half
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(selectedRowShows(robot, tree), "on screen before");

        robot.interact(() -> ui.model.bottomPanelProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ui.window.currentTab().bottomPanelShownProperty().get());
        assertTrue(selectedRowShows(robot, tree), "on screen after the panel opened");
    }

    private static boolean selectedRowShows(FxRobot robot, javafx.scene.control.TreeView<?> tree) {
        boolean[] shows = new boolean[1];
        robot.interact(() -> {
            int row = tree.getSelectionModel().getSelectedIndex();
            javafx.geometry.Bounds view = tree.localToScene(tree.getLayoutBounds());
            for (Node n : tree.lookupAll(".tree-cell")) {
                if (n instanceof javafx.scene.control.TreeCell<?> c && c.getIndex() == row && c.isVisible() && c.getItem() != null) {
                    javafx.geometry.Bounds b = c.localToScene(c.getLayoutBounds());
                    shows[0] |= b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5;
                }
            }
        });
        return shows[0];
    }

    private Path copy(String fixture) {
        try {
            return Fixtures.copy(dir, fixture);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The current tab's split between the navigator and the bottom panel. */
    private SplitPane leftSplit(FxRobot robot) {
        SplitPane[] split = new SplitPane[1];
        robot.interact(() -> split[0] = ui.window.currentTab().panelSplit());
        return split[0];
    }

    private static Node ancestor(Node n, Class<?> kind) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) if (kind.isInstance(p)) return p;
        return null;
    }

    private static double rowHeight(FxRobot robot, TreeTableView<?> tree) {
        return tree.lookupAll(".tree-table-row-cell").stream().filter(n -> n instanceof TreeTableRow<?> r && r.getItem() != null)
                .mapToDouble(n -> ((TreeTableRow<?>) n).getHeight()).filter(h -> h > 0).findFirst().orElse(24);
    }
}
