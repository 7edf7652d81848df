package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.Fixtures;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * The Hierarchy's naming step (tags, visible flags, scene paths, findings) and the findings' look at prefab instances,
 * read from the scene's arrays before any object is built, answer as they do from the built objects: on the fixtures
 * of each scene format and a generated scene. And they build no object beyond the rows already made (counted, never
 * timed).
 */
class SceneNamingFromFactsTest {
    private static Document open(String fixture) {
        Path file = Fixtures.path(fixture);
        return Formats.open(file, ReadContext.of(file));
    }

    private static Document generated() {
        return Formats.read(SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"helio/scene.json", "helio/village.json", "helio/island.json", "helio/attic.json", "unity/village.unity",
            "unity/camp-2017.unity", "godot/outpost.tscn", "godot/project/main.tscn", "godot/project/ghost.tscn",
            "godot/project/locked_door.tscn", "godot/project/door.tscn", "godot/project/ghost_base.tscn"})
    void theFixturesAreNamedAlikeFromTheArraysAndFromTheObjects(String fixture) {
        Document doc = open(fixture);
        if (SceneHierarchy.forObjects(doc).isEmpty()) return; // a fixture that is no scene (a save beside the scenes)
        sameFromArraysAsFromObjects(doc);
    }

    @Test
    void aGeneratedSceneIsNamedAlikeFromTheArraysAndFromTheObjects() {
        sameFromArraysAsFromObjects(generated());
    }

    @Test
    void theComparedScenesHaveTagsVisibleFlagsAndSameNamedSiblings() {
        // What the comparisons above would miss if no scene had it: each format read as a scene, tags (Unity's and
        // helio's, Godot's groups), Godot's visible flag and siblings numbered by their shared name.
        boolean tags = false;
        boolean visible = false;
        boolean numbered = false;
        boolean prefabs = false;
        for (String fixture : List.of("helio/scene.json", "unity/village.unity", "godot/outpost.tscn")) {
            SceneHierarchy scene = SceneHierarchy.forObjects(open(fixture)).orElseThrow();
            tags |= !scene.tags().isEmpty();
            visible |= scene.hasVisibility();
            prefabs |= !scene.objectsByPrefabInstance().isEmpty();
        }
        SceneHierarchy scene = SceneHierarchy.forObjects(generated()).orElseThrow();
        for (String path : SceneNames.of(scene).paths().all()) numbered |= path.endsWith("]");
        assertTrue(tags, "some fixture has tags");
        assertTrue(visible, "some fixture has a visible flag");
        assertTrue(numbered, "the generated scene has same-named siblings");
        assertTrue(prefabs, "some fixture has objects placed by a prefab instance");
    }

    @Test
    void theNamingStepBuildsNoObjectBeyondTheRowsShown() {
        SceneHierarchy scene = SceneHierarchy.forObjects(generated()).orElseThrow();
        scene.prepareRows(); // the rows the Hierarchy lists first, made before the naming step
        long built = SceneTree.BUILT.sum();
        scene.diagnostics();
        scene.tags();
        scene.hasVisibility();
        SceneNames names = SceneNames.of(scene);
        scene.objectsByPrefabInstance(); // the findings' look at the scene's cycles, node by node
        for (int node = 0; node < scene.document().nodeCount(); node++) scene.parentOf(scene.objectNodeContaining(node));
        assertEquals(0, SceneTree.BUILT.sum() - built, "scene objects built by the naming step");
        // A shown row's path and a component's name make no object either: their objects are the rows made.
        SceneObject top = scene.roots().get(0);
        names.node(top.node());
        if (!top.components().isEmpty()) names.node(top.components().get(0).node());
        assertEquals(0, SceneTree.BUILT.sum() - built, "scene objects built naming a top row");
        assertTrue(scene.objects().size() > 1000); // a filter still gets every object
        assertEquals(scene.objects().size(), SceneTree.BUILT.sum() - built);
    }

    /** Reads the scene twice: once named from its arrays, then with every object built first. */
    private static void sameFromArraysAsFromObjects(Document doc) {
        SceneHierarchy fromArrays = SceneHierarchy.forObjects(doc).orElseThrow();
        fromArrays.prepareRows();
        List<Diagnostic> findings = fromArrays.diagnostics();
        List<String> tags = fromArrays.tags();
        boolean visibility = fromArrays.hasVisibility();
        SceneNames names = SceneNames.of(fromArrays);
        Map<Integer, Integer> byInstance = fromArrays.objectsByPrefabInstance();
        List<Integer> containing = new ArrayList<>();
        List<Integer> parents = new ArrayList<>();
        for (int node = -1; node <= doc.nodeCount(); node++) {
            containing.add(fromArrays.objectNodeContaining(node));
            parents.add(fromArrays.parentOf(node));
        }

        SceneHierarchy fromObjects = SceneHierarchy.forObjects(doc).orElseThrow();
        List<SceneObject> objects = fromObjects.objects();
        TreeSet<String> everyTag = new TreeSet<>();
        boolean anyVisible = false;
        for (SceneObject o : objects) {
            everyTag.addAll(o.tags());
            anyVisible |= o.hasVisibility();
        }
        SceneNames built = SceneNames.of(fromObjects);
        assertEquals(List.copyOf(everyTag), tags);
        assertEquals(tags, fromObjects.tags());
        assertEquals(anyVisible, visibility);
        assertEquals(anyVisible, fromObjects.hasVisibility());
        assertEquals(texts(fromObjects.diagnostics()), texts(findings));
        Map<Integer, Integer> placedBy = new HashMap<>();
        for (SceneObject o : objects) if (o.fromPrefab() && o.prefab().instanceNode() >= 0) placedBy.put(o.prefab().instanceNode(), o.node());
        assertEquals(placedBy, byInstance);
        assertEquals(placedBy, fromObjects.objectsByPrefabInstance());
        for (int node = -1; node <= doc.nodeCount(); node++) {
            SceneObject o = fromObjects.objectContaining(node);
            assertEquals(o == null ? -1 : o.node(), containing.get(node + 1), "object containing " + node);
            assertEquals(o == null ? -1 : o.node(), fromObjects.objectNodeContaining(node));
            SceneObject self = fromObjects.object(node);
            assertEquals(self == null ? -1 : self.parent(), parents.get(node + 1), "parent of " + node);
            assertEquals(self == null ? -1 : self.parent(), fromObjects.parentOf(node));
        }
        for (SceneObject o : objects) {
            assertEquals(built.node(o.node()), names.node(o.node()));
            for (SceneComponent c : o.components()) assertEquals(built.node(c.node()), names.node(c.node()));
        }
        for (int node = 0; node < doc.nodeCount(); node++) assertEquals(built.node(node), names.node(node));
        assertEquals(built.paths().all(), names.paths().all());
    }

    private static List<String> texts(List<Diagnostic> findings) {
        List<String> out = new ArrayList<>();
        for (Diagnostic d : findings) out.add(d.severity() + " " + d.node() + " " + d.value() + " " + d.message());
        return out;
    }
}
