package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/**
 * A path through an instanced node whose scene instances another in turn (as the RPG demo's opponent reaches
 * {@code Sprite2D/Pivot} of its combatant's sprite scene) is looked up through both; an imported scene
 * ({@code .glb}) cannot be looked into, so its paths are external and unchecked.
 */
class GodotNestedInstanceTest {
    @TempDir Path project;

    private void write(String name, String text) throws IOException {
        Files.writeString(project.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void pathsAreFollowedIntoTheScenesAnInstancedSceneInstances() throws IOException {
        write("project.godot", "config_version=5\n");
        write("sprite.tscn", """
                [gd_scene format=3]

                [node name="Sprite" type="Node2D"]

                [node name="Pivot" type="Node2D" parent="."]
                """);
        write("base.tscn", """
                [gd_scene format=3]

                [ext_resource type="PackedScene" path="res://sprite.tscn" id="1"]

                [node name="Base" type="Node2D"]

                [node name="Sprite2D" parent="." instance=ExtResource("1")]
                """);
        Files.write(project.resolve("model.glb"), new byte[] {'g', 'l', 'T', 'F', 2, 0, 0, 0});
        write("top.tscn", """
                [gd_scene format=3]

                [ext_resource type="PackedScene" path="res://base.tscn" id="1"]
                [ext_resource type="PackedScene" path="res://model.glb" id="2"]

                [node name="Top" instance=ExtResource("1")]

                [node name="Body" parent="Sprite2D/Pivot"]

                [node name="Lost" parent="Sprite2D/Nowhere"]

                [node name="Model" parent="." instance=ExtResource("2")]

                [node name="Hand" type="Node3D" parent="Model/Armature/Skeleton3D"]
                """);
        Path top = project.resolve("top.tscn");
        Document doc = Formats.read(Files.readAllBytes(top), ReadContext.of(top));
        assertEquals("Sprite2D/Pivot in res://base.tscn (base.tscn)", described(doc, "#\"Sprite2D/Pivot/Body\".parent"),
                "Pivot is in sprite.tscn, which base.tscn instances as Sprite2D");
        assertEquals("Sprite2D/Nowhere in res://base.tscn (no such node there) (base.tscn)", described(doc, "#\"Sprite2D/Nowhere/Lost\".parent"));
        assertEquals("Armature/Skeleton3D in res://model.glb (model.glb)", described(doc, "#\"Model/Armature/Skeleton3D/Hand\".parent"),
                "an imported scene is found but not looked into");
        assertEquals(0, GraphAnalysis.of(doc).dangling());
        assertFalse(doc.isDangling(DocumentPath.parse("#\"Sprite2D/Nowhere/Lost\".parent").resolve(doc).value()));
    }

    private static String described(Document doc, String path) {
        return doc.externalReference(DocumentPath.parse(path).resolve(doc).value()).describe();
    }
}
