package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;
import savelens.graph.Cycle;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;
import savelens.path.ValuePrinter;
import savelens.registry.RegistrySource;

/** Nodes named by strings (and by 64-bit integers) through paths, printed references, edits and cycles. */
class StringIdsTest {
    private static final String TEXT = "{\"root\":\"a b\",\"nodes\":["
            + "{\"id\":\"a b\",\"type\":\"Room\",\"fields\":{\"name\":\"hall\",\"exit\":{\"$ref\":\"1_0r6n5\"},\"big\":{\"$ref\":9223372036854775807}}},"
            + "{\"id\":\"1_0r6n5\",\"type\":\"Room\",\"fields\":{\"name\":\"cellar\",\"exit\":{\"$ref\":\"a b\"},\"lost\":{\"$ref\":\"gone\"}}},"
            + "{\"id\":\"12\",\"type\":\"Note\",\"fields\":{\"text\":\"a string id that reads like a number\"}},"
            + "{\"id\":9223372036854775807,\"type\":\"Big\",\"fields\":{\"low\":{\"$ref\":-9223372036854775807},\"notes\":[{\"$ref\":\"12\"}]}},"
            + "{\"id\":-9223372036854775807,\"type\":\"Big\",\"fields\":{\"high\":{\"$ref\":9223372036854775807}}}]}";

    private final Document doc = NamedNodesSyntax.read(TEXT);

    private String get(Document d, String path) {
        return new ValuePrinter(d).print(DocumentPath.parse(path).resolve(d));
    }

    @Test void nodesAnswerTheirOwnIds() {
        assertEquals(NodeId.of("a b"), doc.nodeId(doc.root()));
        assertEquals(List.of("#\"a b\"", "#\"1_0r6n5\"", "#\"12\"", "#9223372036854775807", "#-9223372036854775807"),
                List.of(0, 1, 2, 3, 4).stream().map(n -> doc.nodeId(n).toString()).toList());
        assertEquals(1, doc.nodeById(NodeId.of("1_0r6n5")));
        assertEquals(2, doc.nodeById(NodeId.of("12")));
        assertEquals(-1, doc.nodeById(NodeId.of(12)), "the string id \"12\" is not the integer 12");
        assertEquals(-1, doc.nodeById(12));
        assertEquals(3, doc.nodeById(Long.MAX_VALUE), "64-bit ids are kept exactly");
        assertEquals(4, doc.nodeById(NodeId.of(-Long.MAX_VALUE)));
        assertEquals(DocumentBuilder.NO_ID, doc.integerId(0), "a node with a string id has no integer id");
        assertEquals(Long.MAX_VALUE, doc.integerId(3));
    }

    @Test void pathsStartAtAStringIdAndFollowReferences() {
        assertEquals("\"hall\"", get(doc, "#\"a b\".name"));
        assertEquals("\"cellar\"", get(doc, "#\"a b\".exit.name"), "a step through a reference follows it");
        assertEquals("\"hall\"", get(doc, "$.exit.exit.name"));
        assertEquals("\"a string id that reads like a number\"", get(doc, "#\"12\".text"));
        assertEquals("#-9223372036854775807", get(doc, "#9223372036854775807.low"));
        assertEquals("#9223372036854775807", get(doc, "#-9223372036854775807.high"));
        assertEquals(new Location(1, -1), DocumentPath.parse("#\"1_0r6n5\"").resolve(doc));
        PathException missing = assertThrows(PathException.class, () -> DocumentPath.parse("#12.text").resolve(doc));
        assertEquals("no node #12", missing.getMessage());
        PathException dangling = assertThrows(PathException.class, () -> DocumentPath.parse("#\"1_0r6n5\".lost.name").resolve(doc));
        assertEquals("#\"1_0r6n5\".lost is a dangling reference to #\"gone\"", dangling.getMessage());
    }

    @Test void referencesPrintInThePathSyntax() {
        assertEquals("#\"1_0r6n5\"", get(doc, "$.exit"));
        assertEquals("{\"name\":\"cellar\",\"exit\":{\"$ref\":\"#\\\"a b\\\"\"},\"lost\":{\"$ref\":\"#\\\"gone\\\"\"}}", get(doc, "#\"1_0r6n5\""));
        assertEquals("[{\"$ref\":\"#\\\"12\\\"\"}]", get(doc, "#9223372036854775807.notes"));
        int lost = DocumentPath.parse("#\"1_0r6n5\".lost").resolve(doc).value();
        assertTrue(doc.isDangling(lost));
        assertEquals(NodeId.of("gone"), doc.referencedNodeId(lost));
        List<String> findings = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc)).stream().map(Diagnostic::message).toList();
        assertTrue(findings.contains("dangling reference: #\"1_0r6n5\".lost refers to #\"gone\", which does not exist"), findings.toString());
    }

    @Test void aPrintedReferenceReadsBackAsTheSameId() {
        for (int n = 0; n < doc.nodeCount(); n++) {
            NodeId id = doc.nodeId(n);
            assertEquals(new NewValue.Reference(id), NewValue.parse(id.toString()));
            assertEquals(DocumentPath.node(id), DocumentPath.parse(id.toString()));
        }
    }

    @Test void setRetargetsAReferenceToAStringOrA64BitId() {
        Location exit = DocumentPath.parse("#\"a b\".exit").resolve(doc);
        Document toBig = new SetValue(exit.value(), NewValue.parse("#9223372036854775807"), "#\"a b\".exit").execute(doc);
        assertTrue(new String(toBig.text(), StandardCharsets.UTF_8).contains("\"exit\":{\"$ref\":9223372036854775807}"));
        assertEquals("#9223372036854775807", get(toBig, "#\"a b\".exit"));

        Location back = DocumentPath.parse("#\"a b\".exit").resolve(toBig);
        Document toNamed = new SetValue(back.value(), NewValue.parse("#\"12\""), "#\"a b\".exit").execute(toBig);
        assertEquals("#\"12\"", get(toNamed, "$.exit"));
        assertTrue(new String(toNamed.text(), StandardCharsets.UTF_8).contains("\"exit\":{\"$ref\":\"12\"}"));

        var refused = assertThrows(EditRefusedException.class,
                () -> new SetValue(exit.value(), NewValue.parse("#\"nowhere\""), "x").execute(doc));
        assertEquals("no node #\"nowhere\" to refer to", refused.getMessage());
        Location name = DocumentPath.parse("#\"a b\".name").resolve(doc);
        Document renamed = new SetValue(name.value(), NewValue.string("porch"), "name").execute(doc);
        assertEquals("\"porch\"", get(renamed, "#\"a b\".name"), "the node keeps its string id after an edit");
    }

    @Test void cyclesNameTheirNodesByTheirIds() {
        GraphAnalysis g = GraphAnalysis.of(doc);
        List<List<String>> cycles = g.cycles().stream()
                .map((Cycle c) -> c.nodes().stream().map(n -> doc.nodeId(n).toString()).sorted().toList()).toList();
        assertTrue(cycles.contains(List.of("#\"1_0r6n5\"", "#\"a b\"")), cycles.toString());
        assertTrue(cycles.contains(List.of("#-9223372036854775807", "#9223372036854775807")), cycles.toString());
    }

    @Test void aStringIdGivenTwiceIsRefused() {
        String twice = "{\"root\":\"x\",\"nodes\":[{\"id\":\"x\",\"type\":\"T\",\"fields\":{}},{\"id\":\"x\",\"type\":\"T\",\"fields\":{}}]}";
        var e = assertThrows(UnreadableDocumentException.class, () -> NamedNodesSyntax.read(twice));
        assertTrue(e.getMessage().startsWith("duplicate id \"x\" at line 1"), e.getMessage());
    }

    @Test void theLeastLongIsAnIdLikeAnyOther() {
        String text = "{\"root\":-9223372036854775808,\"nodes\":["
                + "{\"id\":-9223372036854775808,\"type\":\"Min\",\"fields\":{\"self\":{\"$ref\":-9223372036854775808}}},"
                + "{\"id\":\"named\",\"type\":\"T\",\"fields\":{\"min\":{\"$ref\":-9223372036854775808}}}]}";
        Document d = NamedNodesSyntax.read(text);
        assertEquals(NodeId.of(Long.MIN_VALUE), d.nodeId(0), "Long.MIN_VALUE is kept, not taken for a missing id");
        assertEquals(0, d.nodeById(Long.MIN_VALUE));
        assertEquals("#-9223372036854775808", get(d, "#\"named\".min"));
        assertEquals("#-9223372036854775808", get(d, "#-9223372036854775808.self"));
        String twice = "{\"root\":-9223372036854775808,\"nodes\":[{\"id\":-9223372036854775808,\"type\":\"T\",\"fields\":{}},"
                + "{\"id\":-9223372036854775808,\"type\":\"T\",\"fields\":{}}]}";
        assertThrows(UnreadableDocumentException.class, () -> NamedNodesSyntax.read(twice));
    }

    @Test void nodesWithoutIdsAreNumberedBesideStringIds() {
        JsonIndex json = JsonIndexer.index("[{},{},{}]".getBytes(StandardCharsets.UTF_8));
        DocumentBuilder b = new DocumentBuilder(json);
        int first = json.firstChild(0);
        int second = json.nextSibling(first);
        int third = json.nextSibling(second);
        int root = b.addNode(NodeId.of("top"), "Array", 0, 0);
        b.addNode(DocumentBuilder.NO_ID, "Object", first, first);
        b.addNode(NodeId.of(7), "Object", second, second);
        b.addNode(DocumentBuilder.NO_ID, "Object", third, third);
        b.root(root);
        Document d = b.build(new NamedNodesSyntax(), null, RegistrySource.NONE);
        assertEquals(List.of(NodeId.of("top"), NodeId.of(8), NodeId.of(7), NodeId.of(9)),
                List.of(0, 1, 2, 3).stream().map(d::nodeId).toList(), "after the largest integer id; the string id takes no number");
        assertFalse(d.nodeById(NodeId.of("top")) < 0);
    }
}
