package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.edit.DeleteNode;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

class GodotEditTest {
    private static int at(Document doc, String path) {
        return DocumentPath.parse(path).resolve(doc).value();
    }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    /** The text with the value at {@code path} written {@code replacement}: all an edit of it may change. */
    private static String spliced(Document doc, String path, String replacement) {
        int v = at(doc, path);
        byte[] t = doc.text();
        return new String(t, 0, doc.index().startInt(v), StandardCharsets.UTF_8) + replacement
                + new String(t, doc.index().endInt(v), t.length - doc.index().endInt(v), StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "#\".\".note|'\"one\\ntwo \\\"q\\\" \\\\\"'|'\"one\ntwo \\\"q\\\" \\\\\"'",
        "#\".\".speed|-0.25|-0.25",
        "#\".\".count|13|13",
        "#\".\".enabled|false|false",
        "#\".\".nothing|'\"now text\"'|'\"now text\"'",
        "#\".\".limits|'\"Vector2(-1, 2.5)\"'|'Vector2(-1, 2.5)'",
        "#\".\".basis|'\"Transform3D(2, 0, 0, 0, 2, 0, 0, 0, 2, 1, 1, 1)\"'|'Transform3D(2, 0, 0, 0, 2, 0, 0, 0, 2, 1, 1, 1)'",
        "#\".\".far|'\"-inf\"'|-inf",
        "#\".\".state|'\"&\\\"run\\\"\"'|'&\"run\"'",
        "#\".\".label|'\"^\\\"Player\\\"\"'|'^\"Player\"'",
        "#\".\".script|'#\"3_tex\"'|'ExtResource(\"3_tex\")'",
        "#\"GradientTexture1D_b\".gradient|'#\"Animation_c\"'|'SubResource(\"Animation_c\")'",
        "#\".\".camera_target|'#\"Panel/Button\"'|'NodePath(\"Panel/Button\")'",
        "#\"Panel/Button\".owner_panel|'#\"Player\"'|'NodePath(\"../../Player\")'",
        "#\".\".settings.volume|1|1",
        "#\".\".settings.names[1]|'\"c\"'|'\"c\"'",
        "#\".\".fonts[1]|'#\"3_tex\"'|'ExtResource(\"3_tex\")'",
        "#\"Animation_c\".tracks/0/keys.values[0]|'\"Color(0, 0, 0, 1)\"'|'Color(0, 0, 0, 1)'",
        "#\"Player\".instance|'#\"1_scr\"'|'ExtResource(\"1_scr\")'",
    })
    void anEditOfEachKindChangesOnlyItsValue(String path, String given, String written) {
        Document doc = GodotFixtures.open("project/main.tscn");
        SetValue set = new SetValue(at(doc, path), NewValue.parse(given), path);
        Document after = set.execute(doc);
        assertEquals(spliced(doc, path, written), text(after));
        assertArrayEquals(doc.text(), set.undo(after).text());
    }

    @Test
    void formatTwoReferencesKeepTheirStyle() {
        Document doc = GodotFixtures.open("legacy.tscn");
        Document after = new SetValue(at(doc, "#\"Wall/Shape\".shape"), NewValue.parse("#\"sub:2\""), "shape").execute(doc);
        assertEquals(spliced(doc, "#\"Wall/Shape\".shape", "SubResource( 2 )"), text(after));
        after = new SetValue(at(doc, "#\"Wall/Sprite\".texture"), NewValue.parse("#1"), "texture").execute(doc);
        assertEquals(spliced(doc, "#\"Wall/Sprite\".texture", "ExtResource( 1 )"), text(after));
        assertEquals(NodeId.of(1), after.referencedNodeId(at(after, "#\"Wall/Sprite\".texture")));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "#\".\".limits|'\"Vector2(1, 2\"'|'Node2D.limits of #\".\": \"Vector2(1, 2\" is not a Godot value (unclosed ( at character 8)'",
        "#\".\".limits|'\"[1, 2]\"'|'Node2D.limits of #\".\": \"[1, 2]\" is not one plain Godot value; arrays and dictionaries are edited element by element'",
        "#\".\".limits|'\"ExtResource(\\\"1_scr\\\")\"'|'Node2D.limits of #\".\": a resource is referred to as #ID, not as \"ExtResource(\"1_scr\")\"'",
        "#\".\".limits|3|'Node2D.limits of #\".\" holds a string; 3 is a number (a value keeps its kind unless it is null)'",
        "#\".\".script|'#\"Panel\"'|'Node2D.script of #\".\": a scene node is referred to by a NodePath in a property its node lists in node_paths'",
        "#\".\".camera_target|'#\"3_tex\"'|'Node2D.camera_target of #\".\": a NodePath property refers to a scene node, not to #\"3_tex\"'",
        "#\"Panel/Button\".parent|'#\"Player\"'|'Button.parent of #\"Panel/Button\": moving a node under another parent is not supported: its path, and every path through it, would change'",
        "#\"Panel/Button\".parent|'\"Player\"'|'Button.parent of #\"Panel/Button\" is a reference; give #ID or null, not \"Player\"'",
        "#\"3_tex\".id|'\"9_x\"'|'Texture2D.id of #\"3_tex\": a resource''s id is what ExtResource and SubResource name: changing it would leave them naming nothing'",
        "#\"Panel/Button\".connections[0]|'#\"Panel\"'|'Button.connections[] of #\"Panel/Button\": a connection is changed in its [connection] section (its from, to and method)'",
        "#\"Panel\".name|'\"Player\"'|'#\"Panel\".name: a sibling is named Player already'",
        "#\"Panel\".name|'\"a/b\"'|'#\"Panel\".name: a node''s name cannot hold any of . : @ / \" %'",
    })
    void whatCannotStandIsRefusedWithTheReason(String path, String given, String reason) {
        Document doc = GodotFixtures.open("project/main.tscn");
        EditRefusedException e = assertThrows(EditRefusedException.class,
                () -> new SetValue(at(doc, path), NewValue.parse(given), path).execute(doc));
        assertEquals(reason, e.getMessage());
    }

    @Test
    void renamingANodeRewritesEveryPathThroughItInTheSameStep() {
        Document doc = GodotFixtures.open("project/main.tscn");
        String before = text(doc);
        SetValue rename = new SetValue(at(doc, "#\"Panel\".name"), NewValue.parse("\"Box\""), "#\"Panel\".name");
        Document after = rename.execute(doc);
        String expected = before
                .replace("watch = [NodePath(\"Panel/Button\")", "watch = [NodePath(\"Box/Button\")")
                .replace("[node name=\"Panel\"", "[node name=\"Box\"")
                .replace("parent=\"Panel\"", "parent=\"Box\"")
                .replace("from=\"Panel/Button\"", "from=\"Box/Button\"")
                .replace("to=\"Panel\"", "to=\"Box\"")
                .replace("from=\"Panel\"", "from=\"Box\"");
        assertEquals(expected, text(after));
        GraphAnalysis g = GraphAnalysis.of(after);
        assertEquals(4, g.dangling(), "the same four as before, no more");
        assertEquals(NodeId.of("Box/Button"), after.referencedNodeId(at(after, "#\".\".watch[0]")));
        assertEquals(NodeId.of("Box"), after.referencedNodeId(at(after, "#\"Box/Button\".owner_panel")), "a path up stays ..");
        assertEquals("NodePath(\"Panel/Button:modulate\")", after.raw(at(after, "#\"Animation_c\".tracks/0/path")),
                "a NodePath no node_paths lists is a value, left as written");
        assertArrayEquals(doc.text(), rename.undo(after).text(), "one undo step takes all of it back");
    }

    @Test
    void deletingANodeClearsWhatReferredToItAndRemovesItsConnections() {
        Document doc = GodotFixtures.open("project/main.tscn");
        DeleteNode delete = new DeleteNode(NodeId.of("Panel/Button"), true);
        Document after = delete.execute(doc);
        String t = text(after);
        assertEquals(-1, after.nodeById(NodeId.of("Panel/Button")));
        assertEquals(true, t.contains("watch = [NodePath(\"Gone\")]"));
        assertEquals(true, t.contains("default_button = NodePath(\"\")"));
        assertEquals(false, t.contains("_on_pressed"), "the connection it sent goes with it");
        assertEquals(false, t.contains("owner_panel"));
        assertEquals(3, GraphAnalysis.of(after).dangling(), "Gone, Missing and Nowhere stay; Theme_gone left with the button");
        assertArrayEquals(doc.text(), delete.undo(after).text());
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> new DeleteNode(NodeId.of("Panel"), true).execute(doc));
        assertEquals("#\"Panel/Button\" is a child of it, and a node cannot lose its parent: delete its children first", e.getMessage());
    }
}
