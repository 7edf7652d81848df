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
        assertEquals(player.node(), hat.parent(), "under the instanced node, the nearest this file has");
    }
}
