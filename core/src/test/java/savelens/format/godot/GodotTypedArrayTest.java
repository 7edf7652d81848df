package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/** {@code Array[ExtResource("1_x")]([…])}: the element type names a script, a reference counted and resolved. */
class GodotTypedArrayTest {
    private static final String SCENE = """
            [gd_scene load_steps=4 format=3]

            [ext_resource type="Script" path="res://item.gd" id="1_item"]
            [ext_resource type="Script" path="res://slot.gd" id="2_slot"]

            [sub_resource type="Resource" id="Resource_a"]
            script = ExtResource("1_item")

            [sub_resource type="Resource" id="Resource_b"]
            script = ExtResource("1_item")

            [node name="Inventory" type="Node"]
            items = Array[ExtResource("1_item")]([SubResource("Resource_a"), SubResource("Resource_b")])
            empty = Array[ExtResource("2_slot")]([])
            by_name = Dictionary[String, ExtResource("1_item")]({
            "a": SubResource("Resource_a")
            })
            gone = Array[ExtResource("9_none")]([])
            """;

    private static int at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc).value(); }

    private static List<Integer> references(Document doc, NodeId to) {
        List<Integer> out = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) if (to.equals(doc.referencedNodeId(v))) out.add(v);
        return out;
    }

    @Test
    void theElementTypeIsAReferenceAndNoElement() {
        Document doc = GodotFixtures.read(SCENE);
        int items = at(doc, "#\".\".items");
        assertEquals(2, doc.visibleChildCount(items), "the element type is no element");
        assertEquals(NodeId.of("Resource_a"), doc.referencedNodeId(at(doc, "#\".\".items[0]")));
        assertEquals(0, doc.visibleChildCount(at(doc, "#\".\".empty")));
        // 1_item: two scripts, the items' and by_name's element types; 2_slot: the empty array's
        assertEquals(4, references(doc, NodeId.of("1_item")).size());
        assertEquals(1, references(doc, NodeId.of("2_slot")).size());
        assertEquals(List.of(NodeId.of("ext:9_none")), danglingIds(doc), "a type naming no ext_resource is dangling");
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(0, g.unreachable(), "the scripts are reached through the types that name them");
        assertEquals(1, g.dangling());
        assertEquals("[{\"$ref\":\"#\\\"Resource_a\\\"\"},{\"$ref\":\"#\\\"Resource_b\\\"\"}]", printed(doc, items));
    }

    private static String printed(Document doc, int v) {
        StringBuilder b = new StringBuilder();
        new ValuePrinter(doc).value(v, b);
        return b.toString();
    }

    private static List<NodeId> danglingIds(Document doc) {
        List<NodeId> out = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) if (doc.isDangling(v)) out.add(doc.referencedNodeId(v));
        return out;
    }

    @Test
    void elementsAreInsertedAndRemovedAroundTheType() {
        Document doc = GodotFixtures.read(SCENE);
        InsertElement first = new InsertElement(at(doc, "#\".\".items"), 0, NewValue.parse("#\"Resource_b\""), "items");
        Document after = first.execute(doc);
        assertTrue(new String(after.text(), StandardCharsets.UTF_8).contains(
                "items = Array[ExtResource(\"1_item\")]([SubResource(\"Resource_b\"), SubResource(\"Resource_a\"), SubResource(\"Resource_b\")])"));
        assertArrayEquals(doc.text(), first.undo(after).text());
        Document intoEmpty = new InsertElement(at(doc, "#\".\".empty"), 0, NewValue.parse("#\"Resource_a\""), "empty").execute(doc);
        assertTrue(new String(intoEmpty.text(), StandardCharsets.UTF_8).contains("empty = Array[ExtResource(\"2_slot\")]([SubResource(\"Resource_a\")])"));
        Document removed = new RemoveChild(at(doc, "#\".\".items[1]"), "items[1]").execute(doc);
        assertTrue(new String(removed.text(), StandardCharsets.UTF_8).contains("items = Array[ExtResource(\"1_item\")]([SubResource(\"Resource_a\")])"));
        Document removedFirst = new RemoveChild(at(doc, "#\".\".items[0]"), "items[0]").execute(doc);
        assertTrue(new String(removedFirst.text(), StandardCharsets.UTF_8).contains("items = Array[ExtResource(\"1_item\")]([SubResource(\"Resource_b\")])"));
    }

    @Test
    void anEntryIsAddedToATypedDictionaryAfterItsEntries() {
        Document doc = GodotFixtures.read(SCENE);
        Document after = new savelens.edit.AddField(at(doc, "#\".\".by_name"), "b", NewValue.parse("#\"Resource_b\""), "by_name").execute(doc);
        assertTrue(new String(after.text(), StandardCharsets.UTF_8).contains(
                "by_name = Dictionary[String, ExtResource(\"1_item\")]({\n\"a\": SubResource(\"Resource_a\"),\n\"b\": SubResource(\"Resource_b\")\n})"),
                new String(after.text(), StandardCharsets.UTF_8));
    }
}
