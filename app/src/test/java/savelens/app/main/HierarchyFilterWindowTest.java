package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.scene.SceneObject;

/**
 * The Hierarchy's filter by state and kind, counted against the whole scene and shown where the matches sit; a Godot
 * scene's types, groups and glyphs; the rows' menu.
 */
@ExtendWith(ApplicationExtension.class)
class HierarchyFilterWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1024, 700); }


    @Test void theInactiveFilterCountsTheObjectsThatDoNotRun(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#hierarchyFilter").queryAs(TextField.class).setText("inactive"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2 of 6 objects match", robot.lookup("#hierarchyMessage").queryAs(Label.class).getText());
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        // The matches show where they sit, their parents unfolded down to them.
        assertEquals(List.of("Root"), names(tree.getRoot().getChildren()));
        TreeItem<SceneObject> door = tree.getRoot().getChildren().get(0).getChildren().get(0);
        assertEquals("Door", door.getValue().name());
        assertTrue(door.getParent().isExpanded() && door.isExpanded());
        assertEquals(List.of("Knob"), names(door.getChildren()));
        assertEquals(List.of("Root", "Door", "Knob"), shownRows(tree), "every match is on screen, none folded away");
    }

    @Test void theMissingFilterFindsAnObjectWithAReferenceThatDoesNotResolve(FxRobot robot) throws Exception {
        Path original = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(original));
        WaitForAsyncUtils.waitForFxEvents();
        filter(robot, "missing");
        List<String> before = matched();
        assertTrue(!before.contains("Knob"), before.toString());

        Path scene = Files.createDirectories(dir.resolve("broken")).resolve("village.unity");
        String text = Files.readString(original);
        Files.writeString(scene, text.replace("  turns: 3\n", "  turns: 3\n  target: {fileID: 4242}\n"));
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        filter(robot, "missing");
        List<String> after = matched();
        assertTrue(after.contains("Knob"), "Knob refers to #4242, which no object of the file is: " + after);
        assertEquals(before.size() + 1, after.size(), after.toString());
        assertEquals(after.size() + " of 6 objects match", message(robot));
        assertTrue(shownRows(tree).containsAll(List.of("Root", "Door", "Knob")), "Knob, under its folded parents: " + shownRows(tree));
        filter(robot, "component:MonoBehaviour");
        assertTrue(matched().contains("Knob"), matched().toString());
        filter(robot, "");
        assertEquals("Root", shownRows(tree).get(0));
    }

    private List<String> matched() {
        List<SceneObject> found = ui.window.currentTab().hierarchyModel().matchesProperty().get();
        return found == null ? List.of() : found.stream().map(SceneObject::name).toList();
    }

    @Test void aGodotSceneShowsTypesGroupsAndTheMissingInstance(FxRobot robot) throws Exception {
        Path project = dir.resolve("project");
        Files.createDirectories(project);
        try (var files = Files.list(Fixtures.folder().resolve("godot/project"))) {
            for (Path f : files.toList()) Files.copy(f, project.resolve(f.getFileName()));
        }
        robot.interact(() -> ui.model.open(project.resolve("main.tscn")));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        assertEquals("Groups", tree.getColumns().stream().filter(c -> "tagColumn".equals(c.getId())).findFirst().orElseThrow().getText());
        TreeTableColumn<SceneObject, ?> type = tree.getColumns().stream().filter(c -> "typeColumn".equals(c.getId())).findFirst().orElseThrow();
        assertTrue(type.isVisible());
        TreeItem<SceneObject> main = tree.getRoot().getChildren().get(0);
        java.util.Map<String, Object> types = new java.util.HashMap<>();
        for (TreeItem<SceneObject> c : main.getChildren()) types.put(c.getValue().name(), type.getCellObservableValue(c).getValue());
        assertEquals("Timer", types.get("Clock"));
        assertEquals("instance of door.tscn", types.get("FrontDoor"));
        assertEquals("Node2D", type.getCellObservableValue(main).getValue());
        for (TreeTableColumn<SceneObject, ?> c : tree.getColumns()) {
            if (!c.isVisible()) continue;
            String title = c.getGraphic() instanceof Label l ? l.getText() : c.getText();
            double needed = new javafx.scene.text.Text(title).getLayoutBounds().getWidth();
            assertTrue(c.getWidth() >= needed, title + " is cut: " + c.getWidth() + " < " + needed);
        }
        filter(robot, "missing");
        List<String> rows = shownRows(tree);
        assertTrue(rows.contains("Statue"), "res://props/statue.tscn is not in the project: " + rows);
        assertTrue(!rows.contains("Clock") && !rows.contains("Ghost"), "what resolves is not missing: " + rows);
    }

    @Test void theHierarchyMenuRevealsTheObjectInTheTreeAndCopiesItsPath(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        robot.interact(() -> tree.getSelectionModel().select(tree.getRoot().getChildren().get(0)));
        ContextMenu menu = ui.window.currentTab().hierarchy().contextMenu();
        List<String> ids = menu.getItems().stream().map(MenuItem::getId).filter(java.util.Objects::nonNull).toList();
        assertTrue(ids.containsAll(List.of("hierarchyCopyPath", "hierarchyCopyValue", "hierarchyFollowReference",
                "hierarchyRevealInTree", "hierarchyWhyIsThisHere")), ids.toString());
        robot.interact(() -> item(menu, "hierarchyCopyPath").fire());
        java.util.concurrent.atomic.AtomicReference<String> copied = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> copied.set(javafx.scene.input.Clipboard.getSystemClipboard().getString()));
        assertEquals(ui.model.current().selectedPath().toString(), copied.get());
        robot.interact(() -> item(menu, "hierarchyRevealInTree").fire());
        assertTrue(ui.window.currentTab().tree().view().isFocused(), "the tree has the focus on its row");
        // Each component glyph names its own component.
        javafx.scene.image.ImageView glyph = robot.lookup(".component-glyphs-cell .glyph").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.image.ImageView).map(n -> (javafx.scene.image.ImageView) n)
                .findFirst().orElseThrow();
        Object tip = glyph.getProperties().get("javafx.scene.control.Tooltip");
        assertTrue(tip instanceof javafx.scene.control.Tooltip t && t.getText().startsWith("Transform"), String.valueOf(tip));
    }

    @Test void aComponentCellShowingAnotherObjectNamesThatObjectsComponents(FxRobot robot) throws Exception {
        Path scene = Fixtures.copy(dir, "unity/village.unity");
        robot.interact(() -> ui.model.open(scene));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        robot.interact(() -> expandAll(tree.getRoot()));
        WaitForAsyncUtils.waitForFxEvents();
        assertGlyphsNameTheirRowsComponents(robot);
        // The cells are handed other objects (and back): what each glyph and the cell say follows the object shown.
        filter(robot, "inactive");
        assertGlyphsNameTheirRowsComponents(robot);
        filter(robot, "");
        robot.interact(() -> expandAll(tree.getRoot()));
        WaitForAsyncUtils.waitForFxEvents();
        assertGlyphsNameTheirRowsComponents(robot);
    }

    private static void expandAll(TreeItem<SceneObject> item) {
        item.setExpanded(true);
        for (TreeItem<SceneObject> child : item.getChildren()) expandAll(child);
    }

    /** Every components cell on screen: its glyphs' tooltips name its object's components in order, its own lists them. */
    private static void assertGlyphsNameTheirRowsComponents(FxRobot robot) {
        int checked = 0;
        for (javafx.scene.Node n : robot.lookup(".component-glyphs-cell").queryAll()) {
            if (!(n instanceof javafx.scene.control.TreeTableCell<?, ?> cell) || cell.isEmpty() || !(cell.getItem() instanceof SceneObject o)) continue;
            if (!cell.isVisible() || cell.getTableRow() == null || !cell.getTableRow().isVisible()) continue;
            List<String> expected = o.components().stream().map(c -> c.kind() + " " + c.id()).toList();
            List<String> shown = ((javafx.scene.layout.HBox) cell.getGraphic()).getChildren().stream()
                    .filter(g -> g instanceof javafx.scene.image.ImageView)
                    .map(g -> ((javafx.scene.control.Tooltip) g.getProperties().get("javafx.scene.control.Tooltip")).getText()).toList();
            assertEquals(expected, shown, o.name());
            if (!expected.isEmpty()) assertEquals(String.join("\n", expected), cell.getTooltip().getText(), o.name());
            if (!expected.isEmpty()) checked++;
        }
        assertTrue(checked > 0, "some row with components is on screen");
    }

    private static MenuItem item(ContextMenu menu, String id) {
        return menu.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static void filter(FxRobot robot, String text) {
        robot.interact(() -> robot.lookup("#hierarchyFilter").queryAs(TextField.class).setText(text));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String message(FxRobot robot) { return robot.lookup("#hierarchyMessage").queryAs(Label.class).getText(); }

    private static List<String> names(List<TreeItem<SceneObject>> items) {
        return items.stream().map(i -> i.getValue().name()).toList();
    }

    /** The names of the rows that show, top to bottom (unfolded parents' children included). */
    private static List<String> shownRows(TreeTableView<SceneObject> tree) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < tree.getExpandedItemCount(); i++) out.add(tree.getTreeItem(i).getValue().name());
        return out;
    }
}
