package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** A Godot scene read as a scene: nodes under their parents, groups as tags, process_mode as active, instances from their scene. */
class GodotSceneTest {
    private static Document main() throws IOException {
        try (InputStream in = GodotSceneTest.class.getResourceAsStream("/godot/project/main.tscn")) {
            return Formats.read(in.readAllBytes(), ReadContext.of(Path.of("main.tscn")));
        }
    }

    @Test
    void nodesSitUnderTheirParentsWithGroupsAsTagsAndProcessModeAsActive() throws IOException {
        Document doc = main();
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        assertEquals("godot", scene.shape().name());
        assertEquals(List.of("Main"), scene.roots().stream().map(SceneObject::name).toList());
        SceneObject root = scene.roots().get(0);
        assertEquals(List.of("level", "saveable"), root.tags());
        assertEquals(List.of("Panel", "Player"), scene.children(root).stream().map(SceneObject::name).toList());
        SceneObject panel = scene.object(doc.nodeById(NodeId.of("Panel")));
        assertFalse(panel.activeSelf(), "process_mode = 4 is disabled");
        SceneObject button = scene.object(doc.nodeById(NodeId.of("Panel/Button")));
        assertTrue(button.activeSelf());
        assertFalse(button.activeInHierarchy(), "no process_mode inherits the disabled parent's");
        SceneObject player = scene.object(doc.nodeById(NodeId.of("Player")));
        assertEquals("res://player.tscn", player.prefab().source());
        assertEquals(List.of("position = Vector2(10, 20)"), player.prefab().modifications());
        SceneObject hat = scene.object(doc.nodeById(NodeId.of("Player/Body/Hat")));
        SceneObject body = scene.object(hat.parent());
        assertEquals(NodeId.of("Player/Body"), body.id(), "under the node its parent path names, which the instanced scene has");
        assertTrue(body.isInherited());
        assertEquals(player.node(), body.parent());
        assertTrue(body.node() >= doc.nodeCount(), "a row of another scene is no node of the document");
    }

    private static SceneHierarchy scene(String text) {
        Document doc = Formats.read(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), ReadContext.of(Path.of("modes.tscn")));
        return SceneHierarchy.of(doc).orElseThrow();
    }

    private static SceneObject named(SceneHierarchy scene, String path) {
        return scene.object(scene.document().nodeById(NodeId.of(path)));
    }

    @Test
    void onlyProcessModeZeroInheritsADisabledParent() {
        SceneHierarchy scene = scene("""
                [gd_scene format=3]

                [node name="Root" type="Node"]

                [node name="Off" type="Node" parent="."]
                process_mode = 4

                [node name="Inherits" type="Node" parent="Off"]
                process_mode = 0

                [node name="Unwritten" type="Node" parent="Off"]

                [node name="Pausable" type="Node" parent="Off"]
                process_mode = 1

                [node name="WhenPaused" type="Node" parent="Off"]
                process_mode = 2

                [node name="Always" type="Node" parent="Off"]
                process_mode = 3

                [node name="UnderAlways" type="Node" parent="Off/Always"]

                [node name="OffAgain" type="Node" parent="Off/Always"]
                process_mode = 4
                """);
        assertTrue(named(scene, ".").activeInHierarchy(), "a root that inherits runs");
        assertFalse(named(scene, "Off").activeInHierarchy());
        assertFalse(named(scene, "Off/Inherits").activeInHierarchy(), "0 inherits the disabled parent");
        assertFalse(named(scene, "Off/Unwritten").activeInHierarchy(), "no process_mode is 0");
        for (String runs : List.of("Off/Pausable", "Off/WhenPaused", "Off/Always")) {
            assertTrue(named(scene, runs).activeSelf(), runs);
            assertTrue(named(scene, runs).activeInHierarchy(), runs + " does not inherit");
        }
        assertTrue(named(scene, "Off/Always/UnderAlways").activeInHierarchy(), "inherits from Always, which runs");
        assertFalse(named(scene, "Off/Always/OffAgain").activeSelf());
        assertFalse(named(scene, "Off/Always/OffAgain").activeInHierarchy());
    }

    @Test
    void visibleIsShownApartFromActive() {
        SceneHierarchy scene = scene("""
                [gd_scene format=3]

                [node name="Root" type="Node2D"]

                [node name="Hidden" type="Sprite2D" parent="."]
                visible = false

                [node name="HiddenAndOff" type="Sprite2D" parent="."]
                visible = false
                process_mode = 4

                [node name="Shown" type="Sprite2D" parent="Hidden"]
                visible = true
                """);
        SceneObject hidden = named(scene, "Hidden");
        assertEquals(Boolean.FALSE, hidden.visible());
        assertTrue(hidden.activeInHierarchy(), "hiding does not stop a node");
        assertEquals(Boolean.TRUE, named(scene, ".").visible(), "visible unless written");
        assertEquals(Boolean.TRUE, named(scene, "Hidden/Shown").visible());
        assertEquals(Boolean.FALSE, named(scene, "HiddenAndOff").visible());
        assertFalse(named(scene, "HiddenAndOff").activeSelf());
    }
}
