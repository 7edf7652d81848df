package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

class SceneCommandsTest {
    @TempDir Path dir;

    /**
     * {@code fixtures/helio/village.json}: world ⟶ house ⟶ chest (Loot); world ⟶ gate (inactive) ⟶ guard; a second
     * root, the loot pile; with the gate's parent written as given.
     */
    private Path village(String gateParent) throws IOException {
        String text = Files.readString(Fixtures.folder().resolve("helio/village.json"));
        String gate = "\"name\":\"gate\",\"tag\":\"Untagged\",\"layer\":5,\"active\":false,\"parent\":1,";
        assertTrue(text.contains(gate));
        Path p = dir.resolve("village.json");
        Files.writeString(p, text.replace(gate, gate.replace("\"parent\":1,", "\"parent\":" + gateParent + ",")), StandardCharsets.UTF_8);
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
                + "{\"id\":\"#1\",\"name\":\"world\",\"path\":\"world\",\"type\":\"GameObject\",\"parent\":null,\"depth\":0,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Untagged\"],\"layer\":0,\"components\":[\"#10\"]},"
                + "{\"id\":\"#2\",\"name\":\"house\",\"path\":\"world/house\",\"type\":\"GameObject\",\"parent\":\"#1\",\"depth\":1,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Untagged\"],\"layer\":3,\"components\":[\"#11\"]},"
                + "{\"id\":\"#3\",\"name\":\"chest\",\"path\":\"world/house/chest\",\"type\":\"GameObject\",\"parent\":\"#2\",\"depth\":2,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Loot\"],\"layer\":3,\"components\":[]},"
                + "{\"id\":\"#4\",\"name\":\"gate\",\"path\":\"world/gate\",\"type\":\"GameObject\",\"parent\":\"#1\",\"depth\":1,\"activeSelf\":false,\"activeInHierarchy\":false,\"tags\":[\"Untagged\"],\"layer\":5,\"components\":[]},"
                + "{\"id\":\"#5\",\"name\":\"guard\",\"path\":\"world/gate/guard\",\"type\":\"GameObject\",\"parent\":\"#4\",\"depth\":2,\"activeSelf\":true,\"activeInHierarchy\":false,\"tags\":[\"Enemy\"],\"layer\":5,\"components\":[\"#12\"]},"
                + "{\"id\":\"#6\",\"name\":\"loot pile\",\"path\":\"loot pile\",\"type\":\"GameObject\",\"parent\":null,\"depth\":0,\"activeSelf\":true,\"activeInHierarchy\":true,\"tags\":[\"Loot\"],\"layer\":2,\"components\":[]}"
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

    @Test
    void aUnitySceneWithPrefabInstancesAndNegativeIds() {
        String file = Fixtures.folder().resolve("unity/village.unity").toString();
        CliTest.Result r = CliTest.run("scene", file);
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                Root  [Untagged, layer 0]  Transform #101
                  Door  [Untagged, layer 5]  (inactive)  Transform #201
                    Knob  [Player, layer 5]  (inactive in hierarchy)  Transform #211, MonoBehaviour #212
                  Crate (1)  from prefab guid 5d2a1c3b4e6f708192a3b4c5d6e7f809 (2 modifications)  MonoBehaviour #303
                Lamp  [Player, layer 8]  Transform #-2
                Barrel  [Loot]  from prefab guid 77aa88bb99cc00dd11ee22ff33aa44bb (2 modifications)
                """, r.out());
        assertEquals("#210 Knob\n", CliTest.run("find-tag", file, "Player").out());
        assertEquals("#210 Knob\n#-4617375467376130530 Lamp\n", CliTest.run("find-tag", file, "Player", "--all").out());
        assertEquals("#800 Barrel\n", CliTest.run("find-tag", file, "Loot").out(), "an instance with no GameObject in the file is its PrefabInstance");
        String json = CliTest.run("scene", file, "--json").out();
        assertTrue(json.startsWith("{\"roots\":[\"#100\",\"#-4617375467376130530\",\"#800\"],"), json);
        assertTrue(json.contains("{\"id\":\"#302\",\"name\":\"Crate (1)\",\"path\":\"Root/Crate (1)\",\"type\":\"GameObject\",\"parent\":\"#100\",\"depth\":1,\"activeSelf\":true,"
                + "\"activeInHierarchy\":true,\"tags\":[],\"layer\":null,\"components\":[\"#303\"],\"prefab\":{\"instance\":\"#700\","
                + "\"source\":\"guid 5d2a1c3b4e6f708192a3b4c5d6e7f809\",\"modifications\":[\"m_Name = Crate (1) (on &1000 of the prefab)\","
                + "\"m_LocalPosition.x = -1.5 (on &1001 of the prefab)\"]}}"), json);
    }

    @Test
    void checkOnAUnitySceneWhoseSceneRootsDisagreeWithItsTransforms() throws IOException {
        String text = Files.readString(Fixtures.folder().resolve("unity/village.unity"));
        Path file = dir.resolve("village.unity");
        Files.writeString(file, text.replace("  - {fileID: -2}\n", ""));
        CliTest.Result r = CliTest.run("check", file.toString());
        assertEquals(0, r.code(), "warnings only");
        assertTrue(r.out().contains("warning: #-4617375467376130530 Lamp has no parent and is missing from the root list: the scene owns it"
                + " but its hierarchy never reaches it\n"), r.out());
    }

    @Test
    void aGodotSceneShowsVisibleApartFromActiveAndProcessModeInheritance() throws IOException {
        Path file = dir.resolve("modes.tscn");
        Files.writeString(file, """
                [gd_scene format=3]

                [node name="Root" type="Node2D"]

                [node name="Off" type="Node2D" parent="."]
                process_mode = 4

                [node name="Always" type="Sprite2D" parent="Off"]
                process_mode = 3
                visible = false

                [node name="Inherits" type="Sprite2D" parent="Off"]
                """, StandardCharsets.UTF_8);
        CliTest.Result r = CliTest.run("scene", file.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                Root
                  Off  (inactive)
                    Always  (hidden)
                    Inherits  (inactive in hierarchy)
                """, r.out());
        CliTest.Result json = CliTest.run("scene", "--json", file.toString());
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().contains("{\"id\":\"#\\\"Off/Always\\\"\",\"name\":\"Always\",\"path\":\"Root/Off/Always\",\"type\":\"Sprite2D\",\"parent\":\"#\\\"Off\\\"\",\"depth\":2,"
                + "\"activeSelf\":true,\"activeInHierarchy\":true,\"visible\":false,"), json.out());
        assertTrue(json.out().contains("\"name\":\"Root\",\"path\":\"Root\",\"type\":\"Node2D\",\"parent\":null,\"depth\":0,\"activeSelf\":true,\"activeInHierarchy\":true,\"visible\":true,"), json.out());
    }

    /**
     * {@code fixtures/godot/project/main.tscn}: nodes placed under nodes of the scenes it instances sit under them, as
     * rows read from the door's scene, or as a placeholder where the statue's scene is not in the project.
     */
    @Test
    void aGodotSceneShowsTheNodesOfInstancedScenesItsNodesSitUnder() {
        String main = Fixtures.folder().resolve("godot/project/main.tscn").toString();
        CliTest.Result r = CliTest.run("scene", main);
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                Main  [level]
                  FrontDoor  instance of res://door.tscn (1 modification)
                    Hinge  (inherited from res://door.tscn)
                      Key  [pickup, saveable]
                        Shape
                  Ghost  instance of res://ghost.tscn (1 modification)
                  Statue  instance of res://props/statue.tscn (0 modifications)
                    Base  (placeholder: res://props/statue.tscn is not at hand)
                      Moss  (hidden)
                  Clock  (inactive)
                """, r.out());
        String json = CliTest.run("scene", "--json", main).out();
        assertTrue(json.contains("{\"id\":\"#\\\"FrontDoor/Hinge\\\"\",\"name\":\"Hinge\",\"path\":\"Main/FrontDoor/Hinge\",\"type\":null,\"parent\":\"#\\\"FrontDoor\\\"\",\"depth\":2,"
                + "\"activeSelf\":true,\"activeInHierarchy\":true,\"inherited\":true,\"scene\":\"res://door.tscn\",\"found\":true,"), json);
        assertTrue(json.contains("{\"id\":\"#\\\"FrontDoor/Hinge/Key\\\"\",\"name\":\"Key\",\"path\":\"Main/FrontDoor/Hinge/Key\",\"type\":\"Area2D\",\"parent\":\"#\\\"FrontDoor/Hinge\\\"\","), json);
        assertTrue(json.contains("\"inherited\":true,\"scene\":\"res://props/statue.tscn\",\"found\":false,"), json);
        assertTrue(CliTest.run("info", main).out().contains("\nnodes        12\n"), "the rows of other scenes are no nodes of the document");
    }

    /** An inherited scene's node placed under a node of the scene it inherits: its parent is that node, not the root. */
    @Test
    void aNodeOfAnInheritedSceneSitsUnderTheInheritedNodeItNames() {
        String ghost = Fixtures.folder().resolve("godot/project/ghost.tscn").toString();
        assertEquals("""
                Ghost  instance of res://ghost_base.tscn (0 modifications)
                  Anchor  (inherited from res://ghost_base.tscn)
                    Sprite
                """, CliTest.run("scene", ghost).out());
        assertTrue(CliTest.run("scene", "--json", ghost).out().contains("\"name\":\"Sprite\",\"path\":\"Ghost/Anchor/Sprite\",\"type\":\"Sprite2D\",\"parent\":\"#\\\"Anchor\\\"\""));
    }

    /** A Unity scene with nothing in it but its settings is a scene, with an empty hierarchy. */
    @Test
    void anEmptyUnitySceneIsASceneWithNoObjects() throws IOException {
        Path file = dir.resolve("empty.unity");
        Files.writeString(file, """
                %YAML 1.1
                %TAG !u! tag:unity3d.com,2011:
                --- !u!29 &1
                OcclusionCullingSettings:
                  m_ObjectHideFlags: 0
                  serializedVersion: 2
                  m_SceneGUID: 00000000000000000000000000000000
                  m_OcclusionCullingData: {fileID: 0}
                --- !u!104 &2
                RenderSettings:
                  m_ObjectHideFlags: 0
                  serializedVersion: 9
                  m_Fog: 0
                --- !u!157 &3
                LightmapSettings:
                  m_ObjectHideFlags: 0
                  serializedVersion: 12
                --- !u!196 &4
                NavMeshSettings:
                  serializedVersion: 2
                  m_ObjectHideFlags: 0
                """, StandardCharsets.UTF_8);
        CliTest.Result r = CliTest.run("scene", file.toString());
        assertEquals("", r.err());
        assertEquals(0, r.code());
        assertEquals("", r.out());
        assertEquals("{\"roots\":[],\"objects\":[]}\n", CliTest.run("scene", "--json", file.toString()).out());
        assertEquals(1, CliTest.run("find-tag", file.toString(), "Player").code(), "no object has the tag");
    }

    @Test void aDeepHierarchyIsIndentedUpToALimitThenSaysItsDepth() throws IOException {
        StringBuilder t = new StringBuilder("[gd_scene format=3]\n\n[node name=\"Root\" type=\"Node\"]\n");
        String parent = ".";
        for (int i = 1; i <= 200; i++) {
            t.append("\n[node name=\"N").append(i).append("\" type=\"Node\" parent=\"").append(parent).append("\"]\n");
            parent = parent.equals(".") ? "N" + i : parent + "/N" + i;
        }
        Path file = Files.writeString(dir.resolve("deep.tscn"), t.toString());
        CliTest.Result r = CliTest.run("scene", file.toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        String deepest = lines[lines.length - 1];
        assertTrue(deepest.startsWith("  ".repeat(SceneCommands.MAX_INDENT) + "[depth 200] N200"), deepest);
        for (String line : lines) assertTrue(line.length() < 2 * SceneCommands.MAX_INDENT + 40, "bounded: " + line.length());
    }

    /**
     * A scene whose lines fill several of the blocks they are kept in between being made (in the file's order) and
     * printed (in the tree's): each line is its object's, in the tree's order, and the same as when they are made in the
     * tree's order (the objects built first).
     */
    @Test void theLinesOfABigSceneAreItsObjectsInTheTreesOrder() throws IOException {
        Path file = Files.write(dir.resolve("big.json"), SceneGenerator.generate(150_000, SceneGenerator.DEFAULT_SEED));
        Document doc = OpenFile.open(file, ReadContext.of(file)).document();
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElseThrow();
        ByteArrayOutputStream made = new ByteArrayOutputStream();
        SceneCommands.lines(scene, new PrintStream(made, false, StandardCharsets.UTF_8));
        assertTrue(made.size() > 2 * (1 << 20), "several blocks: " + made.size());
        List<SceneObject> objects = scene.objects();
        String[] lines = made.toString(StandardCharsets.UTF_8).split(System.lineSeparator(), -1);
        assertEquals(objects.size() + 1, lines.length, "a line per object, each ended");
        for (int i = 0; i < objects.size(); i++) {
            SceneObject o = objects.get(i);
            int d = o.depth();
            String start = "  ".repeat(Math.min(d, SceneCommands.MAX_INDENT)) + (d > SceneCommands.MAX_INDENT ? "[depth " + d + "] " : "") + o.name();
            assertTrue(lines[i].equals(start) || lines[i].startsWith(start + "  "), i + ": " + lines[i] + " for " + start);
        }
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        SceneCommands.lines(scene, new PrintStream(again, false, StandardCharsets.UTF_8));
        assertArrayEquals(made.toByteArray(), again.toByteArray(), "made in the tree's order");
    }
}
