package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static savelens.scene.HelioScenes.kids;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.path.DocumentPath;

class ScenePathsTest {
    @Test
    void aPathIsTheNamesFromTheTopObjectDownJoinedBySlashes() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        ScenePaths paths = ScenePaths.of(scene);
        SceneObject knob = scene.objects().stream().filter(o -> o.name().equals("Knob")).findFirst().orElseThrow();
        assertEquals("Root/Door/Knob", paths.of(knob));
        SceneObject root = scene.roots().get(0);
        assertEquals("Root", paths.of(root), "the top object's own name comes first");
    }

    @Test
    void aGodotNodeIsNamedFromTheSceneRoot() throws IOException {
        Document doc;
        try (InputStream in = ScenePathsTest.class.getResourceAsStream("/godot/project/main.tscn")) {
            doc = Formats.read(in.readAllBytes(), ReadContext.of(Path.of("main.tscn")));
        }
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        SceneObject button = scene.object(doc.nodeById(NodeId.of("Panel/Button")));
        assertEquals("Main/Panel/Button", ScenePaths.of(scene).of(button));
    }

    @Test
    void siblingsOfOneNameAreNumberedFromOneAndASlashInANameIsEscaped() {
        SceneHierarchy scene = new HelioScenes().scene("Level", true, 1, 2, 6)
                .object(1, "Enemy", "", 0, true, -1, kids(3, 4, 5))
                .object(2, "Enemy", "", 0, true, -1, kids())
                .object(3, "Eye", "", 0, true, 1, kids())
                .object(4, "Eye", "", 0, true, 1, kids())
                .object(5, "Mouth", "", 0, true, 1, kids())
                .object(6, "Door/Gate", "", 0, true, -1, kids())
                .hierarchy();
        ScenePaths paths = ScenePaths.of(scene);
        List<String> all = paths.all();
        assertEquals(List.of("Enemy[1]", "Enemy[1]/Eye[1]", "Enemy[1]/Eye[2]", "Enemy[1]/Mouth", "Enemy[2]", "Door\\/Gate"), all);
        for (int i = 0; i < all.size(); i++) assertEquals(all.get(i), paths.of(scene.objects().get(i)), "one path whichever way it is built");
    }

    @Test
    void aComponentAndItsValuesAreNamedThroughTheirObject() throws Exception {
        HelioScenes builder = new HelioScenes().scene("Level", true, 1)
                .object(1, "Hero", "", 0, true, -1, kids(), 2)
                .component(2, "Mover", 1);
        Document doc = builder.document();
        SceneNames names = SceneNames.of(SceneHierarchy.of(doc).orElseThrow());
        int mover = doc.nodeById(NodeId.of(2));
        assertEquals("Hero › Mover", names.node(mover));
        int kind = DocumentPath.parse("#2.kind").resolve(doc).value();
        assertEquals("Hero › Mover.kind", names.value(kind));
        int name = DocumentPath.parse("#1.name").resolve(doc).value();
        assertEquals("Hero › GameObject.name", names.value(name), "an object's own field goes under its type");
        int sceneName = DocumentPath.parse("$.name").resolve(doc).value();
        assertNull(names.value(sceneName), "the scene node itself is no object");
    }
}
