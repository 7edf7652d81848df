package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.Samples;

class SceneCommandsTest {
    @TempDir Path dir;

    private static final String TYPES = "[{\"name\":\"Scene\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"active\",\"kind\":\"bool\"},"
            + "{\"name\":\"roots\",\"kind\":\"array\"}]},{\"name\":\"GameObject\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},"
            + "{\"name\":\"tag\",\"kind\":\"string\"},{\"name\":\"layer\",\"kind\":\"number\"},{\"name\":\"active\",\"kind\":\"bool\"},"
            + "{\"name\":\"parent\",\"kind\":\"ref\"},{\"name\":\"children\",\"kind\":\"array\"},{\"name\":\"components\",\"kind\":\"array\"}]},"
            + "{\"name\":\"Component\",\"fields\":[{\"name\":\"kind\",\"kind\":\"string\"},{\"name\":\"owner\",\"kind\":\"ref\"}]}]";

    private static String object(int id, String name, String tag, int layer, boolean active, String parent, String children, String components) {
        return "{\"id\":" + id + ",\"type\":\"GameObject\",\"fields\":{\"name\":\"" + name + "\",\"tag\":\"" + tag + "\",\"layer\":" + layer
                + ",\"active\":" + active + ",\"parent\":" + parent + ",\"children\":" + children + ",\"components\":" + components + "}}";
    }

    private static String component(int id, String kind, int owner) {
        return "{\"id\":" + id + ",\"type\":\"Component\",\"fields\":{\"kind\":\"" + kind + "\",\"owner\":" + owner + "}}";
    }

    /** world ⟶ house ⟶ chest (Loot); world ⟶ gate (inactive) ⟶ guard; a second root, the loot pile; the gate's parent as given. */
    private Path village(String gateParent) throws IOException {
        String text = "{\"types\":" + TYPES + ",\"root\":0,\"nodes\":["
                + "{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"Village\",\"active\":true,\"roots\":[1,6]}},"
                + object(1, "world", "Untagged", 0, true, "null", "[2,4]", "[10]") + ","
                + object(2, "house", "Untagged", 3, true, "1", "[3]", "[11]") + ","
                + object(3, "chest", "Loot", 3, true, "2", "[]", "[]") + ","
                + object(4, "gate", "Untagged", 5, false, gateParent, "[5]", "[]") + ","
                + object(5, "guard", "Enemy", 5, true, "4", "[]", "[12]") + ","
                + object(6, "loot pile", "Loot", 2, true, "null", "[]", "[]") + ","
                + component(10, "Transform", 1) + "," + component(11, "Mover", 2) + "," + component(12, "Sentry", 5) + "]}";
        Path p = dir.resolve("village.json");
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void scenePrintsTheHierarchyAsAnIndentedTree() throws IOException {
        CliTest.Result r = CliTest.run("scene", village("1").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                world  [Untagged, layer 0]  Transform #10
                  house  [Untagged, layer 3]  Mover #11
                    chest  [Loot, layer 3]
                  gate  [Untagged, layer 5]  (inactive)
                    guard  [Enemy, layer 5]  (inactive in hierarchy)  Sentry #12
                loot pile  [Loot, layer 2]
                """, r.out());
    }

    @Test
    void sceneJsonListsTheObjectsDepthFirst() throws IOException {
        CliTest.Result r = CliTest.run("scene", "--json", village("1").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"roots\":[\"#1\",\"#6\"],\"objects\":["
                + "{\"id\":\"#1\",\"name\":\"world\",\"parent\":null,\"depth\":0,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Untagged\"],\"layer\":0,\"components\":[\"#10\"]},"
                + "{\"id\":\"#2\",\"name\":\"house\",\"parent\":\"#1\",\"depth\":1,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Untagged\"],\"layer\":3,\"components\":[\"#11\"]},"
                + "{\"id\":\"#3\",\"name\":\"chest\",\"parent\":\"#2\",\"depth\":2,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Loot\"],\"layer\":3,\"components\":[]},"
                + "{\"id\":\"#4\",\"name\":\"gate\",\"parent\":\"#1\",\"depth\":1,\"activeSelf\":false,\"activeInHierarchy\":false,\"tags\":[\"Untagged\"],\"layer\":5,\"components\":[]},"
                + "{\"id\":\"#5\",\"name\":\"guard\",\"parent\":\"#4\",\"depth\":2,\"activeSelf\":true,\"activeInHierarchy\":false,\"tags\":[\"Enemy\"],\"layer\":5,\"components\":[\"#12\"]},"
                + "{\"id\":\"#6\",\"name\":\"loot pile\",\"parent\":null,\"depth\":0,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Loot\"],\"layer\":2,\"components\":[]}"
                + "]}\n", r.out());
    }

    @Test
    void findTagGivesTheFirstDepthFirstOrAllInThatOrder() throws IOException {
        String file = village("1").toString();
        assertEquals("#3 chest\n", CliTest.run("find-tag", file, "Loot").out(), "depth-first: the chest before the pile, a root");
        assertEquals("#3 chest\n#6 loot pile\n", CliTest.run("find-tag", file, "Loot", "--all").out());
        CliTest.Result none = CliTest.run("find-tag", file, "Dragon");
        assertEquals(1, none.code());
        assertEquals("", none.out());
        assertEquals("savelens: " + file + ": no object has the tag \"Dragon\"\n", none.err());
    }

    @Test
    void bothSayNotASceneOnADocumentThatIsNone() {
        String save = Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave").toString();
        for (String[] args : new String[][] {{"scene", save}, {"scene", save, "--json"}, {"find-tag", save, "Loot"}}) {
            CliTest.Result r = CliTest.run(args);
            assertEquals(1, r.code(), String.join(" ", args));
            assertEquals("", r.out());
            assertEquals("savelens: " + save + ": not a scene\n", r.err());
        }
    }

    @Test
    void usageErrors() throws IOException {
        String file = village("1").toString();
        assertEquals(CliFailure.USAGE, CliTest.run("find-tag", file).code());
        assertEquals(CliFailure.USAGE, CliTest.run("scene", file, "--all").code());
        assertEquals(CliFailure.USAGE, CliTest.run("info", file, "--all").code());
    }

    @Test
    void checkReportsSceneFindingsAndAHierarchyCycleFailsIt() throws IOException {
        // The gate names the guard, its own child, as its parent: gate → guard → gate.
        Path file = village("5");
        CliTest.Result r = CliTest.run("check", file.toString());
        assertEquals(1, r.code(), r.out());
        assertEquals("""
                error: hierarchy cycle: #4 gate → #5 guard → #4 (each the parent of the one before): an object is its own ancestor
                warning: #4 gate names #5 guard as its parent, but #5 does not list it among its children
                warning: #1 world lists #4 gate among its children, but its parent is #5 guard
                1 errors, 2 warnings
                """, r.out());
        assertTrue(CliTest.run("info", file.toString()).out().contains("diagnostics  1 errors, 2 warnings\n"));
        assertTrue(CliTest.run("info", "--json", file.toString()).out().endsWith("\"diagnostics\":{\"errors\":1,\"warnings\":2}}\n"));
        assertEquals("gate  [Untagged, layer 5]  (inactive)\n", CliTest.run("scene", file.toString()).out().lines()
                .filter(l -> l.contains("gate")).map(l -> l.strip() + "\n").findFirst().orElseThrow(), "the tree still ends");
    }

    @Test
    void checkOnAConsistentSceneFindsNothingNew() throws IOException {
        CliTest.Result r = CliTest.run("check", village("1").toString());
        assertEquals(0, r.code(), r.out());
        assertEquals("0 errors, 0 warnings\n", r.out());
    }

    @Test
    void theHelioSampleScene() {
        String scene = Samples.folder().resolve("helio/scene.json").toString();
        CliTest.Result r = CliTest.run("scene", scene);
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                Héros 勇者 "quoted" \\\\ tab\\t  [Loot, layer 7]  Transform #2
                  obj1  [Untagged, layer 7]  Mover #4
                    obj2  [Loot, layer 2]  Transform #6
                      obj5  [Untagged, layer 1]  Health #12
                  obj3  [Loot, layer 5]  Mover #8
                  obj4  [Loot, layer 4]  Mover #10
                """, r.out());
        assertEquals("#1 Héros 勇者 \"quoted\" \\\\ tab\\t\n#5 obj2\n#7 obj3\n#9 obj4\n", CliTest.run("find-tag", scene, "Loot", "--all").out());
    }
}
