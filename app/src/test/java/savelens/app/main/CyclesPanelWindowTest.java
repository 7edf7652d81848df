package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.TreeItem;
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
import savelens.app.panels.CyclesPanel;

/** The Cycles panel puts the cycles every scene has under one folded row, and a cycle's row lists its members. */
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

        // A cycle's row unfolds to its members, named by scene path; choosing one selects it.
        TreeItem<CyclesPanel.Entry> cycle = group.getChildren().get(0);
        robot.interact(() -> {
            group.setExpanded(true);
            cycle.setExpanded(true);
        });
        List<String> members = cycle.getChildren().stream().map(i -> i.getValue().text()).toList();
        assertEquals(cycle.getValue().cycle().size(), members.size(), members.toString());
        assertTrue(members.contains("Root › Transform"), members.toString());
        TreeItem<CyclesPanel.Entry> transform = cycle.getChildren().get(members.indexOf("Root › Transform"));
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
        assertTrue(members.contains("Lamp") && members.contains("Root/Door/Knob"), members.toString());
    }
}
