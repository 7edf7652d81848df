package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/**
 * A node of an inherited scene that a file overrides is matched by Godot by its name, so it is not renamed here; an
 * animation track whose NodePath names no node is an error (fixtures/godot/project: the door's animation hides its
 * {@code Area2D/ClosedDoor}; the locked door inherits the door and overrides its {@code Area2D}).
 */
class GodotInheritedNodesTest {
    @TempDir Path dir;

    private static Document read(Path file) throws IOException {
        return Formats.read(Files.readAllBytes(file), ReadContext.of(file));
    }

    /** The fixture project copied, with one file's text changed. */
    private Path project(String file, String from, String to) throws IOException {
        for (String f : List.of("project.godot", "main.tscn", "door.tscn", "locked_door.tscn", "ghost_base.tscn", "ghost.tscn")) {
            Files.copy(Fixtures.path("godot/project/" + f), dir.resolve(f));
        }
        Path p = dir.resolve(file);
        String text = Files.readString(p, StandardCharsets.UTF_8);
        if (!text.contains(from)) throw new IllegalStateException(file + " has no " + from);
        Files.writeString(p, text.replace(from, to), StandardCharsets.UTF_8);
        return p;
    }

    private static List<String> errors(Document doc) {
        return doc.readDiagnostics().stream().filter(d -> d.severity() == savelens.document.Severity.ERROR).map(Diagnostic::message).toList();
    }

    @Test
    void renamingANodeTheInheritedSceneHasIsRefusedWithTheReason() throws IOException {
        Document doc = read(Fixtures.path("godot/project/locked_door.tscn"));
        int name = DocumentPath.parse("#\"Area2D\".name").resolve(doc).value();
        EditRefusedException e = assertThrows(EditRefusedException.class,
                () -> new SetValue(name, NewValue.parse("\"Box\""), "#\"Area2D\".name").execute(doc));
        assertEquals("#\"Area2D\".name: Area2D is a node of res://door.tscn (its [node] here has no type: it only changes that node),"
                + " which Godot finds by its name; rename it in res://door.tscn", e.getMessage());
        int lock = DocumentPath.parse("#\"Area2D/ClosedDoor/Lock\".name").resolve(doc).value();
        new SetValue(lock, NewValue.parse("\"Padlock\""), "#\"Area2D/ClosedDoor/Lock\".name").execute(doc); // its own node: renamed
    }

    @Test
    void theFixtureTracksNameTheirNodes() throws IOException {
        assertEquals(List.of(), errors(read(Fixtures.path("godot/project/door.tscn"))));
    }

    @Test
    void anAnimationTrackNamingNoNodeIsAnError() throws IOException {
        Document doc = read(project("door.tscn", "[node name=\"ClosedDoor\"", "[node name=\"OpenDoor\""));
        assertEquals(List.of("animation track NodePath(\"Area2D/ClosedDoor:visible\") names no node: read from its player's root node \"..\""
                + " it leads to Area2D/ClosedDoor, which is no node of this scene (line 12)"), errors(doc));
    }

    @Test
    void aTrackIsReadFromItsPlayersRootNode() throws IOException {
        Document doc = read(project("door.tscn", "[node name=\"AnimationPlayer\" type=\"AnimationPlayer\" parent=\".\"]\n",
                "[node name=\"AnimationPlayer\" type=\"AnimationPlayer\" parent=\".\"]\nroot_node = NodePath(\"../Area2D\")\n"));
        assertEquals(List.of("animation track NodePath(\"Area2D/ClosedDoor:visible\") names no node: read from its player's root node"
                + " \"../Area2D\" it leads to Area2D/Area2D/ClosedDoor, which is no node of this scene (line 12)"), errors(doc));
    }

    @Test
    void aTrackIntoAnInstancedSceneIsCheckedThereWhenThatSceneIsAtHand() throws IOException {
        String player = """

                [sub_resource type="Animation" id="Animation_k"]
                tracks/0/type = "value"
                tracks/0/path = NodePath("FrontDoor/Hinge:rotation")
                tracks/1/type = "value"
                tracks/1/path = NodePath("FrontDoor/Latch:rotation")
                tracks/2/type = "value"
                tracks/2/path = NodePath("Statue/Base:modulate")

                [sub_resource type="AnimationLibrary" id="AnimationLibrary_k"]
                _data = {
                "swing": SubResource("Animation_k")
                }
                """;
        Path main = project("main.tscn", "radius = 6.0\n", "radius = 6.0\n" + player);
        Files.writeString(main, Files.readString(main) + """

                [node name="Swing" type="AnimationPlayer" parent="."]
                libraries = {
                "": SubResource("AnimationLibrary_k")
                }
                """);
        assertEquals(List.of("animation track NodePath(\"FrontDoor/Latch:rotation\") names no node: read from its player's root node"
                + " \"..\" it leads to FrontDoor/Latch, which res://door.tscn does not have (line 14)"), errors(read(main)),
                "the door's Hinge is there, its Latch is not; the statue's scene is not at hand, so its Base is not checked");
    }
}
