package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.document.Severity;

class UnitySceneTest {
    static List<String> ids(List<SceneObject> objects) {
        return objects.stream().map(o -> o.id().toString()).toList();
    }

    static List<String> names(List<SceneObject> objects) {
        return objects.stream().map(SceneObject::name).toList();
    }

    @Test
    void theHierarchyFollowsTransformsFromTheSceneRoots() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        assertEquals("unity", scene.shape().name());
        assertEquals(List.of("Root", "Door", "Knob", "Crate (1)", "Lamp", "Barrel"), names(scene.objects()));
        assertEquals(List.of("#100", "#200", "#210", "#302", "#-4617375467376130530", "#800"), ids(scene.objects()),
                "an instance is its stripped GameObject when the file has one, else the PrefabInstance");
        assertEquals(List.of("#100", "#-4617375467376130530", "#800"), ids(scene.roots()));
        assertEquals(List.of(0, 1, 2, 1, 0, 0), scene.objects().stream().map(SceneObject::depth).toList());
        assertEquals(List.of(), scene.diagnostics());
        assertTrue(scene.objects().stream().noneMatch(SceneObject::hasVisibility), "Unity keeps no visibility apart from active");
    }

    @Test
    void componentsComeFromTheComponentListAndTheirOwnerLink() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        SceneObject knob = scene.objects().get(2);
        assertEquals(List.of("Transform #211", "MonoBehaviour #212"), knob.components().stream().map(c -> c.kind() + " " + c.id()).toList());
        assertEquals(List.of("5"), List.of(knob.layer().text()));
        assertTrue(knob.layer().number());
        assertEquals(List.of("Player"), knob.tags());
        SceneObject crate = scene.objects().get(3);
        assertEquals(List.of("MonoBehaviour #303"), crate.components().stream().map(c -> c.kind() + " " + c.id()).toList(),
                "a component added to a stripped GameObject is in no m_Component list: found by its m_GameObject");
        assertEquals(crate, scene.objectContaining(scene.document().nodeById(303)));
    }

    @Test
    void anInactiveGameObjectMakesItsChildrenInactiveInHierarchy() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        SceneObject door = scene.objects().get(1), knob = scene.objects().get(2);
        assertFalse(door.activeSelf());
        assertTrue(knob.activeSelf());
        assertFalse(knob.activeInHierarchy());
        assertTrue(scene.objects().get(3).activeInHierarchy(), "the crate hangs from Root, not from the door");
    }

    @Test
    void tagsAreFoundDepthFirst() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        assertEquals("Knob", scene.findFirstWithTag("Player").orElseThrow().name(), "two levels down under the first root, before the lamp");
        assertEquals(List.of("Knob", "Lamp"), names(scene.findAllWithTag("Player")));
        assertEquals(List.of("Barrel"), names(scene.findAllWithTag("Loot")), "an instance's tag override is its tag");
        savelens.document.Document doc = scene.document();
        for (String tag : List.of("Player", "Loot", "Missing")) {
            assertEquals(scene.findAllWithTag(tag), SceneHierarchy.findWithTag(doc, tag, false).orElseThrow(), "found before the walk: " + tag);
            assertEquals(scene.findFirstWithTag(tag).stream().toList(), SceneHierarchy.findWithTag(doc, tag, true).orElseThrow(), tag);
        }
    }

    @Test
    void prefabInstancesAreObjectsFromTheirPrefabWithTheirModifications() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.VILLAGE);
        SceneObject crate = scene.objects().get(3);
        assertTrue(crate.fromPrefab());
        assertEquals("#700", crate.prefab().instanceId().toString());
        assertEquals("guid 5d2a1c3b4e6f708192a3b4c5d6e7f809", crate.prefab().source());
        assertEquals(List.of("m_Name = Crate (1) (on &1000 of the prefab)", "m_LocalPosition.x = -1.5 (on &1001 of the prefab)"),
                crate.prefab().modifications());
        SceneObject barrel = scene.objects().get(5);
        assertEquals(barrel.node(), scene.document().nodeById(800));
        assertEquals("#800", barrel.prefab().instanceId().toString());
        assertNull(scene.objects().get(0).prefab());
    }

    @Test
    void anInstancesSourceIsTheAssetPathWhenAMetaFileNamesItsGuid(@TempDir Path project) throws IOException {
        Path scenes = Files.createDirectories(project.resolve("Assets/Scenes"));
        Path prefabs = Files.createDirectories(project.resolve("Assets/Prefabs"));
        Files.writeString(prefabs.resolve("Crate.prefab.meta"), "fileFormatVersion: 2\nguid: 5d2a1c3b4e6f708192a3b4c5d6e7f809\n");
        Path file = Files.writeString(scenes.resolve("Village.unity"), UnityScenes.VILLAGE);
        SceneHierarchy scene = SceneHierarchy.of(Formats.open(file, ReadContext.of(file))).orElseThrow();
        assertEquals("Assets/Prefabs/Crate.prefab", scene.objects().get(3).prefab().source());
        assertEquals("guid 77aa88bb99cc00dd11ee22ff33aa44bb", scene.objects().get(5).prefab().source(), "no .meta names the barrel's");
    }

    @Test
    void anOldSceneOrdersItsRootsByRootOrderAndKnowsItsOldPrefabs() {
        SceneHierarchy scene = UnityScenes.hierarchy(UnityScenes.OLD);
        assertEquals(List.of("Torch", "Camp", "Tent"), names(scene.objects()));
        assertEquals(List.of("#20", "#10"), ids(scene.roots()));
        assertEquals(List.of("Transform #11", "MonoBehaviour #12"),
                scene.objects().get(1).components().stream().map(c -> c.kind() + " " + c.id()).toList(), "- 4: {fileID: N} entries");
        SceneObject tent = scene.objects().get(2);
        assertEquals(1, tent.depth());
        assertEquals("#40", tent.prefab().instanceId().toString());
        assertEquals("guid 9f8e7d6c5b4a39281706f5e4d3c2b1a0", tent.prefab().source());
        assertEquals(List.of("Torch", "Tent"), names(scene.findAllWithTag("Fire")));
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void aSceneRootsListThatDisagreesWithTheParentLinks() {
        String text = UnityScenes.VILLAGE.replace("""
                  m_Roots:
                  - {fileID: 101}
                  - {fileID: -2}
                """, """
                  m_Roots:
                  - {fileID: 101}
                  - {fileID: 201}
                """);
        SceneHierarchy scene = UnityScenes.hierarchy(text);
        List<String> messages = scene.diagnostics().stream().map(d -> d.message()).toList();
        assertEquals(List.of("#200 Door is in the root list but has a parent, #100 Root",
                "#-4617375467376130530 Lamp has no parent and is missing from the root list: the scene owns it but its hierarchy never reaches it",
                "#200 Door is listed 2 times in the scene's root list and children lists"), messages);
        assertTrue(scene.diagnostics().stream().allMatch(d -> d.severity() == Severity.WARNING));
        assertEquals(scene.document().nodeById(-4617375467376130530L), scene.diagnostics().get(1).node());
        assertEquals(List.of("Root", "Door", "Knob", "Crate (1)", "Barrel", "Lamp"), names(scene.objects()), "the lamp is still shown, last");
    }

    @Test
    void aTransformCycleIsAnError() {
        String text = UnityScenes.VILLAGE.replace("""
                  m_Father: {fileID: 101}
                """, """
                  m_Father: {fileID: 211}
                """);
        SceneHierarchy scene = UnityScenes.hierarchy(text);
        assertEquals(1, scene.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).count());
        assertTrue(scene.diagnostics().get(0).message().startsWith("hierarchy cycle: #200 Door → #210 Knob → #200"),
                scene.diagnostics().get(0).message());
        assertEquals(6, scene.objects().size());
    }

    @Test
    void aUnityAssetWithoutGameObjectsIsNoScene() {
        String material = UnityScenes.HEADER + """
                --- !u!21 &2100000
                Material:
                  serializedVersion: 8
                  m_ObjectHideFlags: 0
                  m_Name: Stone
                  m_Shader: {fileID: 46, guid: 0000000000000000f000000000000000, type: 0}
                """;
        assertTrue(SceneHierarchy.of(UnityScenes.read(material, "Stone.mat")).isEmpty());
    }
}
