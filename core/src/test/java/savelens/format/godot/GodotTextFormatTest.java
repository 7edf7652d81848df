package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueKind;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.format.helio.HelioFormat;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;
import savelens.path.DocumentPath;

class GodotTextFormatTest {
    private static int at(Document doc, String path) {
        return DocumentPath.parse(path).resolve(doc).value();
    }

    private static List<String> danglingIds(Document doc) {
        List<String> out = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) if (doc.isDangling(v)) out.add(doc.referencedNodeId(v).toString());
        return out;
    }

    @Test
    void detectedByItsFirstSectionWhateverTheFileIsCalled() {
        GodotTextFormat f = new GodotTextFormat();
        assertTrue(f.detect("[gd_scene load_steps=2 format=2]\n".getBytes(StandardCharsets.UTF_8)));
        assertTrue(f.detect("\uFEFF[gd_resource type=\"Theme\" format=3]\n".getBytes(StandardCharsets.UTF_8)));
        assertFalse(f.detect("[gd_scenery]\n".getBytes(StandardCharsets.UTF_8)));
        assertFalse(f.detect("{\"root\":0}".getBytes(StandardCharsets.UTF_8)));
        assertEquals(GodotTextFormat.NAME, Formats.detect(GodotFixtures.bytes("legacy.tscn"), Path.of("level.txt")).name());
    }

    @Test
    void sectionsAreNodesWithResourceIdsAsWrittenAndNodePathsFromTheRoot() {
        Document doc = GodotFixtures.open("project/main.tscn");
        assertEquals(11, doc.fileNodeCount(), "3 ext_resource, 3 sub_resource, 5 node sections");
        assertTrue(doc.hasSyntheticRoot());
        assertEquals("Script", doc.type(doc.nodeById(NodeId.of("1_scr"))));
        assertEquals("Animation", doc.type(doc.nodeById(NodeId.of("Animation_c"))));
        assertEquals("Node2D", doc.type(doc.nodeById(NodeId.of("."))));
        assertEquals("Button", doc.type(doc.nodeById(NodeId.of("Panel/Button"))));
        assertEquals("player.tscn", doc.type(doc.nodeById(NodeId.of("Player"))), "an instanced node's type is its scene");
        assertTrue(doc.nodeById(NodeId.of("Player/Body/Hat")) >= 0, "a node added under an instanced node");
        GodotSceneFacts facts = GodotSceneFacts.of(doc);
        assertEquals(3, facts.formatVersion());
        assertEquals("res://player.tscn", facts.instancedScene(doc.nodeById(NodeId.of("Player"))));
        assertEquals(doc.nodeById(NodeId.of(".")), facts.rootNode());
    }

    @Test
    void formatTwoIdsAreIntegersAndASubResourceSharingOneIsQualified() {
        Document doc = GodotFixtures.open("legacy.tscn");
        assertEquals("Texture", doc.type(doc.nodeById(2)));
        assertEquals("CircleShape2D", doc.type(doc.nodeById(NodeId.of("sub:2"))));
        assertEquals(NodeId.of("sub:1"), doc.referencedNodeId(at(doc, "#\"Wall/Shape\".shape")));
        assertEquals(NodeId.of(2), doc.referencedNodeId(at(doc, "#\"Wall/Sprite\".texture")));
        assertEquals(NodeId.of(1), doc.referencedNodeId(at(doc, "#\"Player\".instance")));
        assertEquals("pickups", doc.index().string(at(doc, "#\"Coin\".groups[0]")));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(2, doc.externalReferences().count(), "the two ext_resource files");
        assertEquals(0, g.dangling());
        assertEquals(0, g.unreachable());
    }

    @Test
    void formatTwoConvertsToHelioWithoutItsIntegerIdsMeetingTheOthers() {
        Document doc = GodotFixtures.open("legacy.tscn");
        GodotTextFormat godot = new GodotTextFormat();
        byte[] helio = Conversions.convert(doc, godot, Formats.byName(HelioFormat.NAME));
        Document converted = Formats.read(helio, ReadContext.of(Path.of("legacy.json")));
        assertEquals(doc.nodeCount(), converted.nodeCount(), "every section and the root");
        assertEquals(GraphAnalysis.of(doc).references(), GraphAnalysis.of(converted).references());
        assertEquals("Texture", converted.type(converted.nodeById(2)), "format 2's ids stay as written");
        assertEquals("CircleShape2D", converted.type(converted.nodeById(godot.helioId(doc, NodeId.of("sub:2")))));
    }

    @Test
    void referencesAreResourcesParentsListedNodePathsAndConnections() {
        Document doc = GodotFixtures.open("project/main.tscn");
        assertEquals(NodeId.of("1_scr"), doc.referencedNodeId(at(doc, "#\".\".script")));
        assertEquals(NodeId.of("Gradient_a"), doc.referencedNodeId(at(doc, "#\"GradientTexture1D_b\".gradient")));
        assertEquals(NodeId.of("Panel"), doc.referencedNodeId(at(doc, "#\"Panel/Button\".parent")));
        assertEquals(NodeId.of("."), doc.referencedNodeId(at(doc, "#\"Panel\".parent")));
        assertEquals(NodeId.of("Panel"), doc.referencedNodeId(at(doc, "#\"Panel/Button\".owner_panel")), "a NodePath relative to its node");
        assertEquals(NodeId.of("Player"), doc.referencedNodeId(at(doc, "#\".\".camera_target")));
        assertEquals(NodeId.of("Panel/Button"), doc.referencedNodeId(at(doc, "#\".\".watch[0]")));
        assertEquals(ValueKind.STRING, doc.kind(at(doc, "#\"Animation_c\".tracks/0/path")), "a NodePath no node_paths lists is a value");
        assertEquals(ValueKind.STRING, doc.kind(at(doc, "#\".\".label")));
        assertEquals(NodeId.of("3_tex"), doc.referencedNodeId(at(doc, "#\".\".fonts[0]")), "inside a typed array");
        assertEquals(NodeId.of("."), doc.referencedNodeId(at(doc, "#\"Panel/Button\".connections[0]")), "a connection, from its sender");
        assertEquals(NodeId.of("Panel"), doc.referencedNodeId(at(doc, "#\"Player\".connections[0]")));
        GraphAnalysis g = GraphAnalysis.of(doc);
        // 4 ExtResource, 3 SubResource, 3 parents, 4 NodePaths, 2 connections; the root's entries come on top
        assertEquals(16, g.references() - doc.edges().endEdge(doc.root()) + doc.edges().firstEdge(doc.root()) + 1);
        assertEquals(List.of("#\"Gone\"", "#\"Missing\"", "#\"sub:Theme_gone\"", "#\"Nowhere\""), danglingIds(doc));
        assertEquals(4, g.dangling());
        assertEquals(0, g.unreachable());
    }

    @Test
    void pathsThroughAnInstancedNodeNameANodeOfThatSceneAndAreNeverDangling() {
        Document doc = GodotFixtures.open("project/main.tscn");
        Map<Integer, ExternalReference> external = GodotSceneFacts.of(doc).externalValues();
        List<String> targets = external.values().stream().map(ExternalReference::describe).toList();
        assertEquals(List.of("res://main.gd", "res://player.tscn uid://b4plr0test (player.tscn)", "res://icon.png",
                "Body in res://player.tscn (player.tscn)", "Body in res://player.tscn (player.tscn)"), targets);
        int hatParent = at(doc, "#\"Player/Body/Hat\".parent");
        assertNull(doc.referencedNodeId(hatParent), "no reference inside this file");
        assertFalse(doc.isDangling(hatParent));
        assertEquals("Body in res://player.tscn", doc.externalReference(hatParent).target());
        Document alone = GodotFixtures.read(new String(GodotFixtures.bytes("project/main.tscn"), StandardCharsets.UTF_8));
        assertEquals("Body in res://player.tscn", alone.externalReference(at(alone, "#\"Player/Body/Hat\".parent")).describe(),
                "without the project the scene is not found, and the path is still no dangling reference");
        assertEquals(4, GraphAnalysis.of(alone).dangling());
    }

    @Test
    void aPathThroughAnInstanceToANodeTheSceneLacksSaysSo() {
        Document doc = GodotFixtures.read("""
                [gd_scene format=3]

                [ext_resource type="PackedScene" path="res://player.tscn" id="1_p"]

                [node name="Root" type="Node"]

                [node name="P" parent="." instance=ExtResource("1_p")]

                [node name="Extra" type="Node" parent="P/Arm"]
                """);
        ExternalReference ref = doc.externalReference(at(doc, "#\"P/Arm/Extra\".parent"));
        assertEquals("Arm in res://player.tscn", ref.target());
        assertEquals(0, GraphAnalysis.of(doc).dangling());
    }

    @Test
    void inAnInheritedSceneEveryPathGoesThroughTheInstancedRoot() {
        Document doc = GodotFixtures.read("""
                [gd_scene format=3]

                [ext_resource type="PackedScene" path="res://player.tscn" id="1_p"]

                [node name="Hero" instance=ExtResource("1_p")]

                [node name="Body" parent="."]
                modulate = Color(1, 0, 0, 1)

                [node name="Hat" type="Sprite2D" parent="Body/Arm"]

                [connection signal="hit" from="Body/Arm" to="." method="_on_hit"]
                """);
        assertEquals(NodeId.of("."), doc.referencedNodeId(at(doc, "#\"Body\".parent")), "an overridden node is in the file");
        assertEquals("Body/Arm in res://player.tscn", doc.externalReference(at(doc, "#\"Body/Arm/Hat\".parent")).target());
        assertEquals(3, doc.externalReferences().count(), "the scene file, Hat's parent and the connection's sender");
        assertEquals(0, GraphAnalysis.of(doc).dangling());
    }

    @Test
    void valuesKeepTheirKindsAndConstructedValuesTheirSourceText() {
        Document doc = GodotFixtures.open("project/main.tscn");
        ValueIndex index = doc.index();
        assertEquals("Two lines,\nthe second with a \"quote\" and a \\ backslash", index.string(at(doc, "#\".\".note")));
        assertEquals(ValueKind.NUMBER, doc.kind(at(doc, "#\".\".speed")));
        assertEquals("1.5e+06", doc.raw(at(doc, "#\".\".speed")));
        assertEquals(12, index.longValue(at(doc, "#\".\".count"), -1));
        assertEquals("Vector2(240, 450)", index.string(at(doc, "#\".\".limits")));
        assertEquals("inf", index.string(at(doc, "#\".\".far")));
        assertEquals(ValueKind.BOOL, doc.kind(at(doc, "#\".\".enabled")));
        assertEquals(ValueKind.NULL, doc.kind(at(doc, "#\".\".nothing")));
        assertEquals("Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)", index.string(at(doc, "#\".\".basis")));
        assertEquals("^\"Panel/Button\"", index.string(at(doc, "#\".\".label")));
        assertEquals("&\"idle\"", index.string(at(doc, "#\".\".state")));
        assertEquals("0.8", doc.raw(at(doc, "#\".\".settings.volume")));
        assertEquals("b", index.string(at(doc, "#\".\".settings.names[1]")));
        assertEquals("Color(1, 1, 1, 0)", index.string(at(doc, "#\"Animation_c\".tracks/0/keys.values[1]")));
        assertEquals("PackedFloat32Array(0, 0.5)", index.string(at(doc, "#\"Animation_c\".tracks/0/keys.times")));
        assertEquals("level", index.string(at(doc, "#\".\".groups[0]")));
        assertEquals(2, index.childCount(at(doc, "#\".\".fonts")));
        assertEquals("4", doc.raw(at(doc, "#\"Panel\".process_mode")));
    }

    @Test
    void everyValueSitsInsideItsParentAndTheFileIsItsText() {
        for (String name : List.of("project/main.tscn", "project/player.tscn", "legacy.tscn", "theme.tres")) {
            byte[] bytes = GodotFixtures.bytes(name);
            Document doc = GodotFixtures.open(name);
            GodotTextFormat f = new GodotTextFormat();
            assertArrayEquals(bytes, f.encode(f.decode(bytes)), name);
            assertArrayEquals(bytes, doc.text(), name);
            ValueIndex index = doc.index();
            for (int v = 1; v < index.count(); v++) {
                int p = index.parent(v);
                assertTrue(p >= 0 && p < v && index.start(p) <= index.start(v) && index.end(v) <= index.end(p), name + " value " + v);
            }
        }
    }

    @Test
    void aCycleOfSubResourcesIsFound() {
        Document doc = GodotFixtures.open("theme.tres");
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.cycles().size());
        assertEquals(2, g.nodesOnCycles());
        assertEquals("Theme", doc.type(doc.nodeById(NodeId.of("resource"))));
        assertEquals("14", doc.raw(at(doc, "#\"resource\".default_font_size")));
        assertEquals(NodeId.of("StyleBoxFlat_a"), doc.referencedNodeId(at(doc, "#\"resource\"[\"Button/styles/normal\"]")));
    }

    @Test
    void badTextIsRefusedWithLineAndColumn() {
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                () -> GodotFixtures.read("[gd_scene format=3]\n\n[node name=\"A\" type=\"Node\"]\npos = Vector2(1, 2\n"));
        assertEquals("line 4, column 14: unclosed (", e.getMessage());
        e = assertThrows(UnreadableDocumentException.class, () -> GodotFixtures.read("[gd_scene format=3]\n[node name=\"A\"\n"));
        assertEquals("line 2, column 1: unclosed section header", e.getMessage());
        e = assertThrows(UnreadableDocumentException.class, () -> GodotFixtures.read("[gd_scene format=3]\n[node name=\"A\"]\nx = \"open\n"));
        assertEquals("line 3, column 5: unclosed string", e.getMessage());
        e = assertThrows(UnreadableDocumentException.class, () -> GodotFixtures.read("[gd_scene format=3]\n[node name=\"A\"]\nx = 1 2\n"));
        assertEquals("line 3, column 7: unexpected text after the value", e.getMessage());
        e = assertThrows(UnreadableDocumentException.class, () -> GodotFixtures.read("[gd_scene format=3]\n[node name=\"A\"]\nx = maybe\n"));
        assertEquals("line 3, column 5: unknown value maybe", e.getMessage());
        e = assertThrows(UnreadableDocumentException.class,
                () -> Formats.read("[node name=\"A\"]\n".getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("a.tscn"))));
        assertEquals("line 1, column 1: a Godot text file starts with [gd_scene …] or [gd_resource …]", e.getMessage());
        String deep = "[gd_scene format=3]\n[node name=\"A\"]\nx = " + "[".repeat(300) + "]".repeat(300) + "\n";
        e = assertThrows(UnreadableDocumentException.class, () -> GodotFixtures.read(deep));
        assertTrue(e.getMessage().endsWith("values nested deeper than 256"), e.getMessage());
    }

    @Test
    void twoNodesWithOnePathAreReportedAndTheFileStillOpens() {
        Document doc = GodotFixtures.read("[gd_scene format=3]\n\n[node name=\"R\" type=\"Node\"]\n\n[node name=\"A\" type=\"Node\" parent=\".\"]\n\n"
                + "[node name=\"A\" type=\"Node\" parent=\".\"]\n");
        assertEquals(3, doc.fileNodeCount());
        assertEquals(1, doc.readDiagnostics().size());
        assertEquals("two nodes have the path A (line 7)", doc.readDiagnostics().get(0).message());
    }
}
