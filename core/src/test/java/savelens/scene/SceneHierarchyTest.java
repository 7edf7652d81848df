package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static savelens.scene.HelioScenes.kids;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;

class SceneHierarchyTest {
    /** world ⟶ house ⟶ chest (Loot), world ⟶ gate (inactive) ⟶ guard; and a second root, a loot pile. */
    static HelioScenes village() {
        return new HelioScenes().scene("Village", false, 1, 6)
                .object(1, "world", "Untagged", 0, true, -1, kids(2, 4), 10)
                .object(2, "house", "Untagged", 3, true, 1, kids(3), 11)
                .object(3, "chest", "Loot", 3, true, 2, kids())
                .object(4, "gate", "Untagged", 5, false, 1, kids(5))
                .object(5, "guard", "Enemy", 5, true, 4, kids())
                .object(6, "loot pile", "Loot", 2, true, -1, kids())
                .component(10, "Transform", 1)
                .component(11, "Mover", 2);
    }

    static List<Long> ids(List<SceneObject> objects) {
        return objects.stream().map(o -> ((NodeId.Number) o.id()).value()).toList();
    }

    @Test
    void objectsComeDepthFirstFromTheRootListWithTheirDepthParentAndComponents() {
        SceneHierarchy scene = village().hierarchy();
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L), ids(scene.objects()));
        assertTrue(scene.objects().stream().allMatch(o -> o.visible() == null), "helio keeps no visibility");
        assertEquals(List.of(1L, 6L), ids(scene.roots()));
        assertEquals(List.of(0, 1, 2, 1, 2, 0), scene.objects().stream().map(SceneObject::depth).toList());
        SceneObject house = scene.objects().get(1);
        assertEquals("house", house.name());
        assertEquals(scene.objects().get(0).node(), house.parent());
        assertEquals(List.of(scene.objects().get(2).node()), house.children());
        assertEquals(List.of("Untagged"), house.tags());
        assertEquals(new SceneLayer("3", true), house.layer());
        assertEquals(List.of("Mover"), house.components().stream().map(SceneComponent::kind).toList());
        assertEquals(house, scene.objectContaining(house.components().get(0).node()), "a component leads to its object");
        assertEquals("Village", scene.name());
        assertEquals(Boolean.FALSE, scene.savedActive());
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void anInactiveParentMakesEverythingBelowItInactiveInHierarchy() {
        SceneHierarchy scene = village().hierarchy();
        SceneObject gate = scene.objects().get(3);
        SceneObject guard = scene.objects().get(4);
        assertFalse(gate.activeSelf());
        assertFalse(gate.activeInHierarchy());
        assertTrue(guard.activeSelf(), "the guard's own flag stays on");
        assertFalse(guard.activeInHierarchy(), "but it does not run: its parent is inactive");
        assertTrue(scene.objects().get(1).activeInHierarchy());
    }

    @Test
    void theScenesOwnActiveFlagDoesNotDeactivateItsObjects() {
        SceneHierarchy scene = village().hierarchy();
        assertEquals(Boolean.FALSE, scene.savedActive());
        assertTrue(scene.objects().get(0).activeInHierarchy(), "seed 004: Scene::SetActive(false) does not stop updates");
    }

    @Test
    void findByTagWalksDepthFirstFromTheRoots() {
        SceneHierarchy scene = village().hierarchy();
        // Breadth-first would give the loot pile, a root; the engine's walk reaches the chest, two levels down, first.
        assertEquals("chest", scene.findFirstWithTag("Loot").orElseThrow().name());
        assertEquals(List.of("chest", "loot pile"), scene.findAllWithTag("Loot").stream().map(SceneObject::name).toList());
        assertTrue(scene.findFirstWithTag("Missing").isEmpty());
        assertEquals(List.of(), scene.findAllWithTag("missing"));
    }

    @Test
    void rootListOrderIsKeptEvenAgainstDocumentOrder() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 2, 1)
                .object(1, "first in the file", "A", 0, true, -1, kids())
                .object(2, "first in the root list", "A", 0, true, -1, kids())
                .hierarchy();
        assertEquals(List.of(2L, 1L), ids(scene.roots()));
        assertEquals("first in the root list", scene.findFirstWithTag("A").orElseThrow().name());
    }

    @Test
    void withoutARootListTheParentlessObjectsAreTheRootsInDocumentOrder() {
        String text = "{\"root\":1,\"nodes\":[{\"id\":1,\"type\":\"Thing\",\"fields\":{\"name\":\"a\",\"parent\":null,\"children\":[2],\"components\":[]}},"
                + "{\"id\":2,\"type\":\"Thing\",\"fields\":{\"name\":\"b\",\"parent\":1,\"children\":[],\"components\":[]}},"
                + "{\"id\":3,\"type\":\"Thing\",\"fields\":{\"name\":\"c\",\"parent\":null,\"children\":[],\"components\":[]}}]}";
        SceneHierarchy scene = SceneHierarchy.of(HelioScenes.read(text)).orElseThrow();
        assertEquals(List.of(1L, 3L), ids(scene.roots()));
        assertEquals(List.of(1L, 2L, 3L), ids(scene.objects()));
        assertNull(scene.savedActive());
        assertEquals(List.of(), scene.diagnostics(), "no root list, nothing to miss from it");
    }

    @Test
    void aDocumentWithoutTheShapeIsNoScene() {
        Document save = Formats.open(Fixtures.path("rpgmaker-mv/file1.rpgsave"), ReadContext.of(Fixtures.path("rpgmaker-mv/file1.rpgsave")));
        assertTrue(SceneHierarchy.of(save).isEmpty());
        Document party = Formats.open(Fixtures.path("jsonex-lite/party.json"), ReadContext.of(Fixtures.path("jsonex-lite/party.json")));
        assertTrue(SceneShapes.of(party).isEmpty());
        assertTrue(SceneHierarchy.of(HelioScenes.read("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{\"children\":[]}}]}")).isEmpty(),
                "children alone do not make a scene");
        assertTrue(SceneHierarchy.of(HelioScenes.read("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"World\",\"fields\":{\"tick\":3,"
                + "\"components\":[\"Position\",\"Velocity\"],\"entities\":[]}}]}")).isEmpty(),
                "an ECS world's list of component names is no list of components");
    }

    @Test
    void parentAndChildrenFieldsMakeAHierarchyWithoutComponents() {
        Document island = Formats.open(Fixtures.path("helio/island.json"), ReadContext.of(Fixtures.path("helio/island.json")));
        SceneHierarchy scene = SceneHierarchy.of(island).orElseThrow();
        assertEquals(List.of("island", "rock"), scene.objects().stream().map(SceneObject::name).toList());
        assertEquals(1, scene.objects().get(1).depth());
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void theHarbourFixtureIsAConsistentScene() {
        Document harbour = Formats.open(Fixtures.path("helio/scene.json"), ReadContext.of(Fixtures.path("helio/scene.json")));
        SceneHierarchy scene = SceneHierarchy.of(harbour).orElseThrow();
        assertEquals(List.of(1L, 3L, 7L, 5L, 9L), ids(scene.objects()));
        assertEquals(List.of(), scene.diagnostics());
        assertEquals(List.of("Floater", "Sail"), scene.objects().get(4).components().stream().map(SceneComponent::kind).toList());
    }

    @Test
    void theHelioSampleSceneReadsAsItsRegistryDescribesIt() {
        Document doc = Formats.open(Samples.path("helio/scene.json"), ReadContext.of(Samples.path("helio/scene.json")));
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        assertEquals(List.of(1L, 3L, 5L, 11L, 7L, 9L), ids(scene.objects()));
        assertEquals("Level-1", scene.name());
        assertEquals(Boolean.TRUE, scene.savedActive());
        assertEquals(new NodeId.Number(1), scene.findFirstWithTag("Loot").orElseThrow().id());
        assertEquals(new NodeId.Number(1), scene.findFirstWithTag("Untagged").map(o -> scene.object(o.parent()).id()).orElseThrow(),
                "obj1, under the root, comes before obj5 three levels down");
        assertEquals(List.of(1L, 5L, 7L, 9L), ids(scene.findAllWithTag("Loot")));
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void aChainDeeperThanTheStackIsPlacedWithoutRecursion() {
        int n = 50_000;
        HelioScenes chain = new HelioScenes().scene("deep", true, 1);
        for (int i = 1; i <= n; i++) {
            chain.object(i, "o" + i, i == n ? "Bottom" : "Untagged", 0, i != 2, i == 1 ? -1 : i - 1, i == n ? kids() : kids(i + 1));
        }
        SceneHierarchy scene = chain.hierarchy();
        assertEquals(n, scene.objects().size());
        SceneObject bottom = scene.findFirstWithTag("Bottom").orElseThrow();
        assertEquals(n - 1, bottom.depth());
        assertFalse(bottom.activeInHierarchy(), "#2 far above is inactive");
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void aWideSceneOfManyRootsAndComponents() {
        int n = 50_000;
        int[] roots = new int[n];
        HelioScenes wide = new HelioScenes();
        for (int i = 0; i < n; i++) roots[i] = 2 * i + 1;
        wide.scene("wide", true, roots);
        for (int i = 0; i < n; i++) {
            wide.object(2 * i + 1, "o" + i, i % 1000 == 999 ? "Rare" : "Untagged", i % 32, true, -1, kids(), 2 * i + 2);
            wide.component(2 * i + 2, "Transform", 2 * i + 1);
        }
        SceneHierarchy scene = wide.hierarchy();
        assertEquals(n, scene.roots().size());
        assertEquals(n / 1000, scene.findAllWithTag("Rare").size());
        assertEquals("o999", scene.findFirstWithTag("Rare").orElseThrow().name());
        assertEquals(scene.findAllWithTag("Rare"), SceneHierarchy.findWithTag(scene.document(), "Rare", false).orElseThrow());
        assertEquals(List.of(), scene.diagnostics());
    }

    @Test
    void aSceneReadForItsObjectsListsItsTopRowsWithoutItsFindingsAndMakesThemOnTheWayToEveryObject() {
        HelioScenes v = village();
        SceneHierarchy scene = SceneHierarchy.forObjects(v.document()).orElseThrow();
        scene.prepareRows();
        assertEquals(List.of(1L, 6L), ids(scene.roots()));
        assertFalse(scene.findingsMade(), "the top rows need no findings");
        assertEquals(6, scene.objects().size());
        assertTrue(scene.findingsMade(), "made before the facts they need are let go");
        assertEquals(v.hierarchy().diagnostics(), scene.diagnostics());
    }
}
