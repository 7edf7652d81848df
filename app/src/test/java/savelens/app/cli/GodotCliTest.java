package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.cli.CliTest.Result;

/** {@code info}, {@code check}, {@code get}, {@code cycles}, {@code set} and {@code convert} on a Godot scene. */
class GodotCliTest {
    private static final String SCENE = """
            [gd_scene load_steps=3 format=3 uid="uid://c0cli"]

            [ext_resource type="Script" path="res://main.gd" id="1_s"]
            [ext_resource type="PackedScene" path="res://player.tscn" id="2_p"]

            [sub_resource type="RectangleShape2D" id="Rect_a"]
            size = Vector2(16, 8)

            [node name="Main" type="Node2D" node_paths=PackedStringArray("focus")]
            script = ExtResource("1_s")
            focus = NodePath("Box")
            title = "Level \\"one\\""

            [node name="Box" type="Area2D" parent="." node_paths=PackedStringArray("home")]
            home = NodePath("..")
            shape = SubResource("Rect_a")

            [node name="Player" parent="." instance=ExtResource("2_p")]

            [node name="Arm" type="Node2D" parent="Player/Body"]

            [connection signal="body_entered" from="Box" to="." method="_on_box_body_entered"]
            [connection signal="died" from="Box" to="Nobody" method="_on_died"]
            """;

    @TempDir Path dir;
    Path scene;

    @BeforeEach void write() throws IOException {
        scene = Files.writeString(dir.resolve("main.tscn"), SCENE);
    }

    @Test void infoCountsResourcesNodesReferencesAndTheFilesOutside() {
        Result r = CliTest.run("info", scene.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        // 2 ext + 1 sub + 4 nodes; ExtResource 2, SubResource 1, parent 2, NodePath 2, connection 1 resolve;
        // the ext_resource files and Arm's parent (inside the instanced player) are external
        assertEquals("{\"format\":\"godot-text\",\"root\":\"$\",\"nodes\":7,\"references\":8,\"cycles\":1,\"nodesOnCycles\":2,"
                + "\"shared\":1,\"dangling\":1,\"unreachable\":0,\"externalReferences\":3,\"diagnostics\":{\"errors\":1,\"warnings\":0}}\n", r.out());
        Result check = CliTest.run("check", scene.toString());
        assertEquals("error: dangling reference: #\"Box\".connections[1] refers to #\"Nobody\", which does not exist\n1 errors, 0 warnings\n", check.out());
    }

    @Test void getPrintsConstructedValuesAsTheirSourceText() {
        assertEquals("\"Vector2(16, 8)\"\n", CliTest.run("get", scene.toString(), "#\"Rect_a\".size").out());
        assertEquals("\"Level \\\"one\\\"\"\n", CliTest.run("get", scene.toString(), "#\".\".title").out());
        assertEquals("#\"Rect_a\"\n", CliTest.run("get", scene.toString(), "#\"Box\".shape").out());
        assertEquals("#\".\"\n", CliTest.run("get", scene.toString(), "#\"Box\".parent").out());
        assertEquals("cycle 1: 2 nodes: #\".\" Node2D -> #\"Box\" Area2D -> #\".\" Node2D\n", CliTest.run("cycles", scene.toString()).out());
    }

    @Test void setChangesOneValueAndARenameTheWholeScene() throws IOException {
        Result set = CliTest.run("set", scene.toString(), "#\"Rect_a\".size", "\"Vector2(32, 8)\"");
        assertEquals(0, set.code(), set.err());
        assertEquals(SCENE.replace("Vector2(16, 8)", "Vector2(32, 8)"), Files.readString(scene));
        Result bad = CliTest.run("set", scene.toString(), "#\"Rect_a\".size", "\"Vector2(32 8)\"");
        assertEquals(1, bad.code());
        assertEquals("savelens: " + scene + ": RectangleShape2D.size of #\"Rect_a\": \"Vector2(32 8)\" is not a Godot value"
                + " (expected , or ) between arguments at character 12)\n", bad.err());
        Result rename = CliTest.run("set", scene.toString(), "#\"Box\".name", "\"Crate\"");
        assertEquals(0, rename.code(), rename.err());
        assertEquals(SCENE.replace("Vector2(16, 8)", "Vector2(32, 8)").replace("\"Box\"", "\"Crate\""), Files.readString(scene));
    }

    @Test void convertToHelioOfAFileThatOpensAsItselfIsByteIdentical() throws IOException {
        Path out = dir.resolve("copy.tscn");
        Result r = CliTest.run("convert", scene.toString(), "--to", "godot-text", "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(Files.readAllBytes(scene), Files.readAllBytes(out));
    }

    @Test void convertToHelioKeepsTheGraph() throws IOException {
        Path out = dir.resolve("main.json");
        Result r = CliTest.run("convert", scene.toString(), "--to", "helio", "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        // the made-up root becomes a node of its own, its two entries (Player, Arm) references beside the file's 8
        assertEquals("{\"format\":\"helio\",\"root\":\"#8\",\"nodes\":8,\"references\":10,\"cycles\":1,\"nodesOnCycles\":2,"
                + "\"shared\":1,\"dangling\":1,\"unreachable\":0,\"diagnostics\":{\"errors\":1,\"warnings\":0}}\n",
                CliTest.run("info", out.toString(), "--json").out());
    }

    @Test void aSyntaxErrorSaysWhere() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.tscn"), "[gd_scene format=3]\n\n[node name=\"A\" type=\"Node\"]\nx = {\n\"a\": 1\n");
        Result r = CliTest.run("info", bad.toString());
        assertEquals(2, r.code(), "unreadable input");
        assertEquals("savelens: " + bad + ": line 4, column 5: unclosed {\n", r.err());
    }
}
