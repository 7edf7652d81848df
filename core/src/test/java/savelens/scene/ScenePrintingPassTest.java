package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * The pass that prints a scene's lines ({@link SceneHierarchy#forEachRowPrepared}) reads each component's kind beside
 * its object's line and takes the objects' component lists as the shape gave them whole: it makes no array per
 * component (bytes allocated are counted, never timed), and its rows say what the objects built whole say, each kind
 * one string, also where a component is listed by no owner or the text is in pieces.
 */
class ScenePrintingPassTest {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("scene.json"));

    private static Document generated(int nodes, long seed) {
        return Formats.read(SceneGenerator.generate(nodes, seed), CONTEXT);
    }

    @Test
    void printingTheRowsOfABigSceneMakesNoArrayPerComponent() {
        Document doc = generated(100_000, SceneGenerator.DEFAULT_SEED);
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] components = new long[1];
        int[] kindLength = new int[1];
        long before = threads.getCurrentThreadAllocatedBytes();
        scene.forEachRowPrepared(r -> {
            for (int i = 0; i < r.componentCount(); i++) {
                components[0]++;
                kindLength[0] += r.componentKind(i).length();
            }
        }, n -> { });
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(components[0] > doc.nodeCount() / 2, components[0] + " components");
        assertTrue(kindLength[0] > components[0], "every kind read");
        // An array of a String or an int per component is 4 bytes a component or more (a kinds' pass of its own, and
        // an index of each object's components copied from its list, made three of them).
        assertTrue(allocated < components[0], allocated + " bytes allocated to print the rows of " + components[0] + " components");
    }

    @Test
    void theRowsOfGeneratedScenesSayTheBuiltObjectsComponentsEachKindOneString() {
        for (long seed : new long[] {SceneGenerator.DEFAULT_SEED, 7, 2026}) assertRowsAreTheObjects(generated(20_000, seed));
    }

    @Test
    void theRowsOfTheHelioFixturesSayTheBuiltObjectsComponents() throws IOException {
        Path dir = Path.of(System.getProperty("savelens.fixtures", "../fixtures"), "helio");
        int scenes = 0;
        try (var files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                if (f.getFileName().toString().contains(".registry.")) continue;
                Document doc = Formats.read(Files.readAllBytes(f), ReadContext.of(f));
                if (SceneHierarchy.forObjects(doc).isEmpty()) continue;
                assertRowsAreTheObjects(doc);
                scenes++;
            }
        }
        assertTrue(scenes > 0, "helio fixtures read as scenes");
    }

    @Test
    void aComponentNoOwnerListsIsStillItsOwnersInTheRows() {
        // Component 12 names Lamp as its owner, and Lamp lists only 11: the index of components is then worked out
        // entry by entry, the unlisted one after the listed ones.
        Document doc = new HelioScenes().scene("S", true, 1)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids(2), 10)
                .object(2, "Lamp", "Untagged", 0, true, 1, HelioScenes.kids(), 11)
                .component(10, "Transform", 1).component(11, "Light", 2).component(12, "Light", 2).document();
        List<String> rows = assertRowsAreTheObjects(doc);
        assertEquals(List.of("Root: Transform #10", "Lamp: Light #11, Light #12"), rows);
    }

    @Test
    void aComponentsListNamingAnObjectLeavesItOutOfTheRowsAndTheBuiltObjects() {
        // Root's components list names Lamp, an object: the entry is left out, and the lists' arrays are longer than
        // the entries kept (the index of components is then as long as those).
        Document doc = new HelioScenes().scene("S", true, 1)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids(2), 10, 2, 11)
                .object(2, "Lamp", "Untagged", 0, true, 1, HelioScenes.kids(), 12)
                .component(10, "Transform", 1).component(11, "Light", 1).component(12, "Light", 2).document();
        assertEquals(List.of("Root: Transform #10, Light #11", "Lamp: Light #12"), assertRowsAreTheObjects(doc));
        // And where that entry is the only one of the scene: no component at all.
        Document none = new HelioScenes().scene("S", true, 1)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids(2), 2)
                .object(2, "Lamp", "Untagged", 0, true, 1, HelioScenes.kids()).document();
        assertEquals(List.of("Root:", "Lamp:"), assertRowsAreTheObjects(none));
    }

    @Test
    void theRowsOfASceneWhoseTextIsInPiecesSayTheBuiltObjectsComponents() {
        Document doc = generated(3_000, SceneGenerator.DEFAULT_SEED);
        int v = savelens.path.DocumentPath.parse("$.roots[0].components[0].kind").resolve(doc).value();
        doc = new savelens.edit.SetValue(v, savelens.document.NewValue.parse("\"Renamed \\\"kind\\\" é\""), "$.roots[0].components[0].kind")
                .execute(doc);
        assertTrue(((savelens.json.JsonIndex) doc.index()).textInPieces(), "the edit was patched in");
        List<String> rows = assertRowsAreTheObjects(doc);
        assertTrue(rows.get(0).contains(": Renamed \"kind\" é "), rows.get(0));
    }

    /**
     * The rows printed in the tree's order say each object's components as the objects of a second reading, built
     * whole, do: kinds and ids, in order; equal kinds are one string. Returns each row as {@code name: kind id, ...}.
     */
    private static List<String> assertRowsAreTheObjects(Document doc) {
        List<String> expected = new ArrayList<>();
        for (SceneObject o : SceneHierarchy.of(doc).orElseThrow().objects()) {
            StringBuilder b = new StringBuilder(o.name()).append(':');
            for (int i = 0; i < o.components().size(); i++) {
                SceneComponent c = o.components().get(i);
                b.append(i == 0 ? " " : ", ").append(c.kind()).append(' ').append(c.id());
            }
            expected.add(b.toString());
        }
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        List<String> byNumber = new ArrayList<>();
        Map<String, String> kinds = new HashMap<>();
        scene.forEachRowPrepared(r -> {
            StringBuilder b = new StringBuilder(r.name()).append(':');
            for (int i = 0; i < r.componentCount(); i++) {
                String kind = r.componentKind(i);
                assertSame(kinds.computeIfAbsent(kind, k -> kind), kind, "one string for the kind " + kind);
                b.append(i == 0 ? " " : ", ").append(kind).append(' ').append(r.componentId(i));
            }
            byNumber.add(b.toString());
        }, n -> { });
        List<String> rows = new ArrayList<>();
        scene.forEachRowPrepared(r -> { }, n -> rows.add(byNumber.get(n)));
        assertEquals(expected, rows);
        return rows;
    }
}
