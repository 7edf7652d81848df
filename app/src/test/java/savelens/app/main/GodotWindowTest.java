package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.tree.TreeEntry;
import savelens.path.DocumentPath;

/** A Godot scene in the window: its sections in the tree, a dangling NodePath marked, a Vector2 edited and saved byte for byte. */
@ExtendWith(ApplicationExtension.class)
class GodotWindowTest {
    private static final String SCENE = """
            [gd_scene load_steps=2 format=3 uid="uid://c0window"]

            [ext_resource type="Texture2D" path="res://icon.svg" id="1_icon"]

            [node name="Main" type="Node2D" node_paths=PackedStringArray("target")]
            target = NodePath("Gone")
            limits = Vector2(240, 450)

            [node name="Sprite" type="Sprite2D" parent="."]
            texture = ExtResource("1_icon")

            [connection signal="ready" from="Sprite" to="." method="_on_sprite_ready"]
            """;

    @TempDir Path dir;
    WindowUnderTest ui;
    MainViewModel model;
    MainWindow window;

    @Start void start(Stage stage) {
        ui = WindowUnderTest.show(stage, 1100, 750);
        model = ui.model;
        window = ui.window;
    }


    @Test void aGodotSceneOpensShowsItsNodesAndSavesAnEditByteForByte(FxRobot robot) throws Exception {
        Files.writeString(dir.resolve("project.godot"), "config_version=5\n");
        Path scene = Files.writeString(dir.resolve("main.tscn"), SCENE);
        robot.interact(() -> model.open(scene));
        assertEquals(null, model.loadErrorProperty().get());
        TreeView<TreeEntry> tree = robot.lookup("#documentTree").queryAs(TreeView.class);
        robot.interact(() -> {
            TreeItem<TreeEntry> root = tree.getRoot();
            assertEquals("$ Scene", root.getValue().text(), "the root SaveLens makes for the entry points, named by its path");
            root.setExpanded(true);
            assertEquals(java.util.List.of("[0]: #\"Sprite\" Sprite2D \"Sprite\""), root.getChildren().stream().map(c -> c.getValue().text()).toList(),
                    "the scene's leaf is where the references start: a child names its parent");
        });

        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("#\".\".target")));
        WaitForAsyncUtils.waitForFxEvents();
        TreeItem<TreeEntry> selected = tree.getSelectionModel().getSelectedItem();
        assertEquals("target: #\"Gone\"", selected.getValue().text());
        TreeCell<?> target = robot.lookup(".tree-cell").queryAllAs(TreeCell.class).stream()
                .filter(c -> c.getTreeItem() == selected).findFirst().orElseThrow();
        assertTrue(target.getPseudoClassStates().contains(PseudoClass.getPseudoClass("dangling")), "NodePath(\"Gone\") names no node");

        robot.interact(() -> model.current().jumpTo(DocumentPath.parse("#\".\".limits")));
        String heading = WindowUnderTest.inspectorHeading(robot);
        assertTrue(heading.startsWith("Main  (#\".\" Node2D"), "the scene path first, the node's label after: " + heading);
        TextField limits = robot.lookup("#inspector #field-limits").queryAs(TextField.class);
        assertEquals("Vector2(240, 450)", limits.getText());
        robot.clickOn(limits);
        robot.interact(() -> {
            limits.requestFocus();
            limits.selectAll();
        });
        robot.write("Vector2(-8, 16.5)");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> menu("menuSave").fire());
        assertFalse(model.current().dirtyProperty().get());
        assertEquals(SCENE.replace("Vector2(240, 450)", "Vector2(-8, 16.5)"), Files.readString(scene, StandardCharsets.UTF_8));
    }

    private MenuItem menu(String id) { return WindowMenus.item(window, id); }
}
