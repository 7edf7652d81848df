package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
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
import savelens.app.panels.CyclesPanel;

/**
 * The Cycles panel puts the cycles every scene has under one folded row, and a cycle's row lists its members; a row
 * too long for the panel is cut with an ellipsis and read whole in its tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class CyclesPanelWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @Test void anOrdinaryUnitySceneHasOnlyStructuralCyclesFoldedUnderOneRow(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeView<CyclesPanel.Entry> tree = robot.lookup("#cyclesTree").queryAs(TreeView.class);
        int all = ui.window.currentTab().findings().cycles().size();
        assertTrue(all > 0);
        List<TreeItem<CyclesPanel.Entry>> top = tree.getRoot().getChildren();
        assertEquals(1, top.size(), "one row: " + top);
        TreeItem<CyclesPanel.Entry> group = top.get(0);
        assertTrue(group.getValue().isGroup());
        assertTrue(group.getValue().text().startsWith("structural: " + all + " cycle"), group.getValue().text());
        assertFalse(group.isExpanded(), "folded until asked for");
        assertEquals(all, group.getChildren().size());

        // A cycle's row unfolds to its members, named by id and scene path as the Size panel names them; choosing one selects it.
        TreeItem<CyclesPanel.Entry> cycle = group.getChildren().get(0);
        robot.interact(() -> {
            group.setExpanded(true);
            cycle.setExpanded(true);
        });
        List<String> members = cycle.getChildren().stream().map(i -> i.getValue().text()).toList();
        assertEquals(cycle.getValue().cycle().size(), members.size(), members.toString());
        assertTrue(members.contains("#101 Root › Transform"), members.toString());
        TreeItem<CyclesPanel.Entry> transform = cycle.getChildren().get(members.indexOf("#101 Root › Transform"));
        robot.interact(() -> tree.getSelectionModel().select(transform));
        assertEquals("Root › Transform", ui.model.current().placeName(ui.model.current().selectedPath()));
    }

    @Test void aCycleAcrossTwoPartsOfTheTreeIsListedFirst(FxRobot robot) throws Exception {
        // Knob's script refers to Lamp's Transform, and Lamp's Transform back to Knob: not the scene's own structure.
        String text = Files.readString(Fixtures.folder().resolve("unity/village.unity"))
                .replace("  turns: 3\n", "  turns: 3\n  target: {fileID: -2}\n")
                .replace("  m_LocalPosition: {x: 0, y: 4, z: 0}\n", "  m_LocalPosition: {x: 0, y: 4, z: 0}\n  m_Owner: {fileID: 210}\n");
        Path scene = dir.resolve("village.unity");
        Files.writeString(scene, text);
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeView<CyclesPanel.Entry> tree = robot.lookup("#cyclesTree").queryAs(TreeView.class);
        TreeItem<CyclesPanel.Entry> first = tree.getRoot().getChildren().get(0);
        assertFalse(first.getValue().isGroup(), "the surprise comes first: " + tree.getRoot().getChildren());
        assertFalse(first.getValue().cycle().structural());
        List<String> members = first.getChildren().stream().map(i -> i.getValue().text()).toList();
        assertTrue(members.contains("#-4617375467376130530 Lamp") && members.contains("#210 Root/Door/Knob"), members.toString());
    }

    @Test void aLongRowFitsThePanelCutWithAnEllipsisAndWholeInItsTooltip(FxRobot robot) throws Exception {
        String name = "Knob of the north door " + "that opens onto the long corridor ".repeat(8) + "end";
        Path scene = dir.resolve("village.unity");
        Files.writeString(scene, Files.readString(Fixtures.folder().resolve("unity/village.unity")).replace("m_Name: Knob\n", "m_Name: " + name + "\n"));
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeView<CyclesPanel.Entry> tree = robot.lookup("#cyclesTree").queryAs(TreeView.class);
        TreeItem<CyclesPanel.Entry> group = tree.getRoot().getChildren().get(0);
        robot.interact(() -> {
            group.setExpanded(true);
            for (TreeItem<CyclesPanel.Entry> c : group.getChildren()) c.setExpanded(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> { });

        List<TreeCell<?>> cells = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : tree.lookupAll(".tree-cell")) if (n instanceof TreeCell<?> c && c.isVisible() && c.getItem() != null) cells.add(c);
        });
        TreeCell<?> longRow = cells.stream().filter(c -> ((CyclesPanel.Entry) c.getItem()).text().contains(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no row on screen names the long object: " + cells.size() + " rows"));
        String whole = ((CyclesPanel.Entry) longRow.getItem()).text();
        robot.interact(() -> {
            double view = tree.getWidth();
            for (TreeCell<?> c : cells) assertTrue(c.getWidth() <= view + 0.5, c.getText() + ": " + c.getWidth() + " px in a panel of " + view);
            for (Node n : tree.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL) assertFalse(bar.isVisible(), "a horizontal scroll bar");
            }
            Text shown = (Text) longRow.lookup(".text");
            assertTrue(shown.getText().endsWith("…") && shown.getText().length() < whole.length(), "cut with an ellipsis: " + shown.getText());
            assertNotNull(longRow.getTooltip(), "a tooltip on the long row");
            assertEquals(whole, longRow.getTooltip().getText());
        });
    }
}
