package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;

/**
 * What a scene's analyses do, counted (never timed): a check of a big scene builds no scene object and decodes no
 * name it does not print, its read goes over the text once, and building the objects for {@code scene} reads no text
 * again and decodes each name and kind once.
 */
class SceneWorkTest {
    private static final int NODES = 20_000;
    private static byte[] text;

    @BeforeAll
    static void generate() {
        text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
    }

    private static Document load() {
        return Formats.read(text, ReadContext.of(Path.of("scene.json")));
    }

    @Test
    void theFindingsOfACleanSceneBuildNoObjectAndDecodeNoName() {
        Document doc = load();
        long built = SceneTree.BUILT.sum();
        long decoded = SceneFacts.DECODED.sum();
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        assertEquals(List.of(), scene.diagnostics());
        assertEquals(0, SceneTree.BUILT.sum() - built, "scene objects built for the findings");
        assertEquals(0, SceneFacts.DECODED.sum() - decoded, "names, tags and kinds decoded for the findings");
    }

    @Test
    void theTopRowsAndAnObjectsChildrenAreMadeAloneAndEqualTheObjectsBuiltLater() {
        Document doc = load();
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        long built = SceneTree.BUILT.sum();
        List<SceneObject> roots = scene.roots();
        SceneObject first = roots.get(0);
        List<SceneObject> children = scene.children(first);
        SceneObject component = null;
        int componentNode = first.components().isEmpty() ? -1 : first.components().get(0).node();
        if (componentNode >= 0) component = scene.objectContaining(componentNode);
        long made = SceneTree.BUILT.sum() - built;
        assertEquals(roots.size() + children.size(), made, "objects made for the top rows and one object's children");
        assertTrue(made < scene.objects().size() / 2, made + " of " + scene.objects().size());
        // Every object built afterwards equals the one made before it, and the top rows are the same.
        assertEquals(roots, scene.roots());
        assertEquals(children, scene.children(scene.object(first.node())));
        if (componentNode >= 0) assertEquals(component, scene.objectContaining(componentNode));
        assertEquals(first, component == null ? first : component);
    }

    @Test
    void findingsDecodeOnlyTheNamesTheyQuote() {
        // Lamp names Root as its parent, and Root does not list it: one finding, quoting two objects.
        int[] roots = new int[51];
        roots[0] = 1;
        for (int i = 0; i < 50; i++) roots[i + 1] = 20 + i;
        HelioScenes scenes = new HelioScenes().scene("S", true, roots)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids(), 10)
                .object(2, "Lamp", "Untagged", 0, true, 1, HelioScenes.kids(), 11);
        for (int i = 0; i < 50; i++) scenes.object(20 + i, "Quiet" + i, "Untagged", 0, true, -1, HelioScenes.kids());
        Document doc = scenes.component(10, "Transform", 1).component(11, "Light", 2).document();
        long built = SceneTree.BUILT.sum();
        long decoded = SceneFacts.DECODED.sum();
        List<Diagnostic> findings = SceneHierarchy.of(doc).orElseThrow().diagnostics();
        assertFalse(findings.isEmpty());
        assertTrue(findings.stream().anyMatch(d -> d.message().contains("#2 Lamp names #1 Root as its parent")), findings.toString());
        long quoted = SceneFacts.DECODED.sum() - decoded;
        assertTrue(quoted <= 2L * findings.size(), quoted + " decoded for " + findings);
        assertEquals(0, SceneTree.BUILT.sum() - built);
    }

    @Test
    void theSceneReadGoesOverTheTextOnce() {
        Document doc = load();
        long before = JsonIndex.rescannedBytes();
        SceneHierarchy.of(doc).orElseThrow().diagnostics();
        long reread = JsonIndex.rescannedBytes() - before;
        assertTrue(reread <= text.length, "re-read " + reread + " bytes of a " + text.length + "-byte text");
    }

    @Test
    void theSceneReadOfAnEditedTextInPiecesGoesOverItOnce() {
        Document doc = load();
        int name = savelens.path.DocumentPath.parse("$.name").resolve(doc).value();
        Document edited = new savelens.edit.SetValue(name, savelens.document.NewValue.string("Edited"), "$.name").execute(doc);
        assertTrue(((JsonIndex) edited.index()).textInPieces(), "a patched edit keeps its text in pieces");
        long before = JsonIndex.rescannedBytes();
        SceneHierarchy.of(edited).orElseThrow().diagnostics();
        long reread = JsonIndex.rescannedBytes() - before;
        assertTrue(reread <= text.length, "re-read " + reread + " bytes of a " + text.length + "-byte text");
    }

    @Test
    void buildingTheObjectsReadsNoTextAgainAndDecodesEachNameOnce() {
        Document doc = load();
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        scene.diagnostics();
        long before = JsonIndex.rescannedBytes();
        long built = SceneTree.BUILT.sum();
        long decoded = SceneFacts.DECODED.sum();
        List<SceneObject> objects = scene.objects();
        int components = 0;
        for (SceneObject o : objects) components += o.components().size();
        assertEquals(0, JsonIndex.rescannedBytes() - before, "text read again to build the objects");
        assertEquals(objects.size(), SceneTree.BUILT.sum() - built);
        assertTrue(SceneFacts.DECODED.sum() - decoded <= objects.size() + components,
                (SceneFacts.DECODED.sum() - decoded) + " decoded for " + objects.size() + " objects and " + components + " components");
        assertTrue(objects.get(0).name().matches("[A-Za-z]+_\\d+"), objects.get(0).name());
        // Asked again, nothing is built or decoded again.
        long again = SceneFacts.DECODED.sum();
        scene.objects();
        scene.findAllWithTag("none");
        assertEquals(again, SceneFacts.DECODED.sum());
    }

    @Test
    void objectsHandedOverOneAtATimeAreTheObjectsInOrderAndNoneIsKept() {
        Document doc = load();
        List<SceneObject> all = SceneHierarchy.of(doc).orElseThrow().objects();
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        for (int round = 0; round < 2; round++) {
            long built = SceneTree.BUILT.sum();
            List<SceneObject> handed = new java.util.ArrayList<>();
            scene.forEachObject(handed::add);
            assertEquals(all, handed);
            assertEquals(all.size(), SceneTree.BUILT.sum() - built, "each object made again: none was kept");
        }
        List<SceneObject> kept = scene.objects();
        long built = SceneTree.BUILT.sum();
        List<SceneObject> handed = new java.util.ArrayList<>();
        scene.forEachObject(handed::add);
        assertEquals(kept, handed);
        assertEquals(0, SceneTree.BUILT.sum() - built, "once built, the objects themselves are handed over");
    }

    @Test
    void aTagNoObjectHasIsLookedForWithoutWalkingTheHierarchy() {
        Document doc = load();
        long placed = SceneTree.PLACED.sum();
        assertEquals(List.of(), SceneHierarchy.findWithTag(doc, "Enemy", false).orElseThrow());
        assertEquals(0, SceneTree.PLACED.sum() - placed, "objects placed by a walk");
    }

    @Test
    void rowsReadFromTheArraysSayWhatTheObjectsSayAndBuildNone() throws java.io.IOException {
        Path unity = Path.of("src/test/resources/unity/scene-2022.unity");
        for (Document doc : List.of(load(), Formats.read(java.nio.file.Files.readAllBytes(unity), ReadContext.of(unity)))) {
            List<SceneObject> all = SceneHierarchy.of(doc).orElseThrow().objects();
            SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
            long built = SceneTree.BUILT.sum();
            List<String> rows = new java.util.ArrayList<>();
            scene.forEachRow(r -> rows.add(describe(r)));
            assertEquals(0, SceneTree.BUILT.sum() - built, "objects built for the rows");
            assertEquals(all.stream().map(SceneWorkTest::describe).toList(), rows);
            scene.objects(); // once built, the rows are the objects
            List<String> again = new java.util.ArrayList<>();
            scene.forEachRow(r -> again.add(describe(r)));
            assertEquals(rows, again);
        }
    }

    @Test
    void rowsPreparedInTheFilesOrderArePrintedInTheTreesOrder() throws java.io.IOException {
        Path unity = Path.of("src/test/resources/unity/scene-2022.unity");
        for (Document doc : List.of(load(), Formats.read(java.nio.file.Files.readAllBytes(unity), ReadContext.of(unity)))) {
            List<String> all = SceneHierarchy.of(doc).orElseThrow().objects().stream().map(SceneWorkTest::describe).toList();
            SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
            long built = SceneTree.BUILT.sum();
            assertEquals(all, prepared(scene));
            assertEquals(0, SceneTree.BUILT.sum() - built, "objects built for the rows");
            scene.objects(); // once built, the rows are the objects
            assertEquals(all, prepared(scene));
        }
    }

    /** The rows described in the first pass, by number, listed in the second pass's order; each number once, from 0 up. */
    private static List<String> prepared(SceneHierarchy scene) {
        List<String> byNumber = new java.util.ArrayList<>();
        List<String> out = new java.util.ArrayList<>();
        scene.forEachRowPrepared(r -> {
            assertEquals(byNumber.size(), r.number(), "numbered from 0 up in the first pass");
            byNumber.add(describe(r));
        }, n -> out.add(byNumber.set(n, null)));
        assertTrue(byNumber.stream().allMatch(java.util.Objects::isNull), "every row printed once");
        return out;
    }

    private static String describe(SceneRow r) {
        StringBuilder b = new StringBuilder().append(r.node()).append(' ').append(r.id()).append(' ').append(r.name()).append(' ')
                .append(r.depth()).append(r.activeSelf()).append(r.activeInHierarchy()).append(r.tags()).append(r.layer())
                .append(r.inherited()).append(r.visible()).append(r.prefab());
        for (int i = 0; i < r.componentCount(); i++) b.append(' ').append(r.componentKind(i)).append(r.componentId(i));
        return b.toString();
    }

    private static String describe(SceneObject o) {
        StringBuilder b = new StringBuilder().append(o.node()).append(' ').append(o.id()).append(' ').append(o.name()).append(' ')
                .append(o.depth()).append(o.activeSelf()).append(o.activeInHierarchy()).append(o.tags()).append(o.layer())
                .append(o.inherited()).append(o.visible()).append(o.prefab());
        for (SceneComponent c : o.components()) b.append(' ').append(c.kind()).append(c.id());
        return b.toString();
    }

    @Test
    void aSceneReadForItsObjectsFindsTheSameWhenAskedLater() {
        HelioScenes scenes = new HelioScenes().scene("S", true, 1)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids(), 10)
                .object(2, "Lamp", "Untagged", 0, true, 1, HelioScenes.kids(), 11);
        Document doc = scenes.component(10, "Transform", 1).component(11, "Light", 2).document();
        List<Diagnostic> findings = SceneHierarchy.of(doc).orElseThrow().diagnostics();
        assertFalse(findings.isEmpty());
        SceneHierarchy later = SceneHierarchy.forObjects(doc).orElseThrow();
        later.forEachObject(o -> { });
        assertEquals(findings, later.diagnostics());
        SceneHierarchy afterObjects = SceneHierarchy.forObjects(doc).orElseThrow();
        afterObjects.objects(); // lets go of the facts the findings are made of: they are made first
        assertEquals(findings, afterObjects.diagnostics());
    }
}
