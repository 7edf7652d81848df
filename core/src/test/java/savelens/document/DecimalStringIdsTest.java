package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;
import savelens.registry.RegistrySource;

/**
 * String ids written as plain decimals ({@code "12"}) are stored as numbers marked "written as a string": they
 * still print, resolve and compare as strings, never as the integer of the same value, beside other string ids.
 */
class DecimalStringIdsTest {
    /** Node order mixes quoted decimals, integers of the same values, and string ids that only look like numbers. */
    private static final String MIXED = "{\"root\":\"3\",\"nodes\":["
            + "{\"id\":\"3\",\"type\":\"S\",\"fields\":{\"int\":{\"$ref\":3},\"zero\":{\"$ref\":\"03\"},\"big\":{\"$ref\":\"99999999999999999999\"},\"max\":{\"$ref\":\"9223372036854775807\"}}},"
            + "{\"id\":3,\"type\":\"I\",\"fields\":{\"str\":{\"$ref\":\"3\"},\"x\":{\"$ref\":\"x\"},\"maxInt\":{\"$ref\":9223372036854775807}}},"
            + "{\"id\":\"03\",\"type\":\"Z\",\"fields\":{\"back\":{\"$ref\":\"3\"}}},"
            + "{\"id\":\"99999999999999999999\",\"type\":\"Big\",\"fields\":{\"zero\":{\"$ref\":\"0\"}}},"
            + "{\"id\":\"9223372036854775807\",\"type\":\"Max\",\"fields\":{}},"
            + "{\"id\":9223372036854775807,\"type\":\"MaxInt\",\"fields\":{}},"
            + "{\"id\":\"x\",\"type\":\"X\",\"fields\":{\"missing\":{\"$ref\":\"4\"}}},"
            + "{\"id\":\"0\",\"type\":\"Zero\",\"fields\":{\"int\":{\"$ref\":0}}}]}";

    private final Document doc = NamedNodesSyntax.read(MIXED);

    private static String get(Document d, String path) {
        return new ValuePrinter(d).print(DocumentPath.parse(path).resolve(d));
    }

    @Test void everyIdPrintsAsWritten() {
        assertEquals(List.of("#\"3\"", "#3", "#\"03\"", "#\"99999999999999999999\"", "#\"9223372036854775807\"",
                        "#9223372036854775807", "#\"x\"", "#\"0\""),
                IntStream.range(0, doc.nodeCount()).mapToObj(n -> doc.nodeId(n).toString()).toList());
        assertEquals(NodeId.of("3"), doc.nodeId(0));
        assertEquals(NodeId.of(3), doc.nodeId(1));
    }

    @Test void lookupsByStringAndByNumberFindDifferentNodes() {
        assertEquals(0, doc.nodeById(NodeId.of("3")));
        assertEquals(1, doc.nodeById(NodeId.of(3)));
        assertEquals(1, doc.nodeById(3));
        assertEquals(2, doc.nodeById(NodeId.of("03")), "a leading zero keeps the id text");
        assertEquals(3, doc.nodeById(NodeId.of("99999999999999999999")), "a decimal beyond a long stays text");
        assertEquals(4, doc.nodeById(NodeId.of("9223372036854775807")));
        assertEquals(5, doc.nodeById(Long.MAX_VALUE));
        assertEquals(7, doc.nodeById(NodeId.of("0")));
        assertEquals(-1, doc.nodeById(0), "no node has the integer id 0");
        assertEquals(-1, doc.nodeById(NodeId.of("4")));
        assertEquals(DocumentBuilder.NO_ID, doc.integerId(0), "a string id has no integer id, decimal or not");
        assertEquals(3, doc.integerId(1));
    }

    @Test void referencesResolveToTheIdOfTheirOwnKind() {
        assertEquals("\"I\"", type("#\"3\".int"));
        assertEquals("\"S\"", type("#3.str"));
        assertEquals("\"Z\"", type("#\"3\".zero"));
        assertEquals("\"Big\"", type("#\"3\".big"));
        assertEquals("\"Max\"", type("#\"3\".max"));
        assertEquals("\"MaxInt\"", type("#3.maxInt"));
        assertEquals("\"Zero\"", type("#\"99999999999999999999\".zero"));
        assertEquals("#\"3\"", get(doc, "#3.str"));
        assertEquals("#3", get(doc, "#\"3\".int"));
        int missing = DocumentPath.parse("#\"x\".missing").resolve(doc).value();
        assertTrue(doc.isDangling(missing));
        assertEquals(NodeId.of("4"), doc.referencedNodeId(missing));
        int danglingInt = DocumentPath.parse("#\"0\".int").resolve(doc).value();
        assertTrue(doc.isDangling(danglingInt), "#0 is not #\"0\"");
        assertEquals(NodeId.of(0), doc.referencedNodeId(danglingInt));
    }

    private String type(String referencePath) {
        int target = doc.target(DocumentPath.parse(referencePath).resolve(doc).value());
        return "\"" + doc.type(target) + "\"";
    }

    /** Consecutive and ascending quoted ids take the arithmetic and binary-search lookups; both keep the mark. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"\"1\"|\"2\"|\"3\"", "\"1\"|\"5\"|\"9\"", "\"9\"|\"1\"|\"5\"", "\"1\"|2|\"3\"", "1|\"2\"|3"})
    void orderedAndUnorderedIdsAlike(String a, String b, String c) {
        String text = "{\"root\":" + a + ",\"nodes\":[{\"id\":" + a + ",\"type\":\"A\",\"fields\":{\"next\":{\"$ref\":" + b + "}}},"
                + "{\"id\":" + b + ",\"type\":\"B\",\"fields\":{\"next\":{\"$ref\":" + c + "}}},"
                + "{\"id\":" + c + ",\"type\":\"C\",\"fields\":{\"next\":{\"$ref\":" + a + "}}}]}";
        Document d = NamedNodesSyntax.read(text);
        List<String> written = List.of(a, b, c);
        for (int n = 0; n < 3; n++) {
            NodeId id = NodeId.parse("#" + written.get(n));
            assertEquals(id, d.nodeId(n));
            assertEquals(n, d.nodeById(id));
            NodeId other = id instanceof NodeId.Name name ? NodeId.of(Long.parseLong(name.value())) : NodeId.of(String.valueOf(((NodeId.Number) id).value()));
            assertEquals(-1, d.nodeById(other), other + " is not " + id);
        }
        assertEquals("#" + b, get(d, "$.next"));
        assertEquals("#" + a, get(d, "$.next.next.next"));
    }

    @Test void aDecimalStringIdGivenTwiceIsRefusedButBesideItsIntegerIsNot() {
        String twice = "{\"root\":\"5\",\"nodes\":[{\"id\":\"5\",\"type\":\"T\",\"fields\":{}},{\"id\":1,\"type\":\"T\",\"fields\":{}},"
                + "{\"id\":\"5\",\"type\":\"T\",\"fields\":{}}]}";
        var e = assertThrows(UnreadableDocumentException.class, () -> NamedNodesSyntax.read(twice));
        assertTrue(e.getMessage().startsWith("duplicate id \"5\" at line 1"), e.getMessage());
        Document both = NamedNodesSyntax.read("{\"root\":\"5\",\"nodes\":[{\"id\":\"5\",\"type\":\"T\",\"fields\":{}},{\"id\":5,\"type\":\"T\",\"fields\":{}}]}");
        assertEquals(List.of(NodeId.of("5"), NodeId.of(5)), List.of(both.nodeId(0), both.nodeId(1)));
    }

    @Test void theBuilderTakesDecimalsWithoutStringsAndAnswersThemAsStrings() {
        JsonIndex json = JsonIndexer.index("[{},{},{}]".getBytes(StandardCharsets.UTF_8));
        DocumentBuilder b = new DocumentBuilder(json);
        int first = json.firstChild(0);
        int second = json.nextSibling(first);
        int third = json.nextSibling(second);
        int root = b.addNodeWithDecimalName(40, "Array", 0, 0);
        b.addNode(DocumentBuilder.NO_ID, "Object", first, first);
        b.addNode(NodeId.of(7), "Object", second, second);
        b.addNode(NodeId.of("41"), "Object", third, third);
        b.referenceToDecimalName(first, 41);
        b.reference(second, NodeId.of("40"));
        b.reference(third, NodeId.of(40));
        assertEquals(List.of(NodeId.of("41"), NodeId.of("40"), NodeId.of(40)),
                List.of(b.referenceNodeId(0), b.referenceNodeId(1), b.referenceNodeId(2)));
        assertEquals(List.of(DocumentBuilder.NO_ID, DocumentBuilder.NO_ID, 40L), List.of(b.referenceId(0), b.referenceId(1), b.referenceId(2)));
        assertEquals(List.of(3, 0, -1), IntStream.of(b.referenceTargets()).boxed().toList());
        assertThrows(IllegalArgumentException.class, () -> b.addNodeWithDecimalName(-1, "T", third, third));
        b.root(root);
        Document d = b.build(new NamedNodesSyntax(), null, RegistrySource.NONE);
        assertEquals(List.of(NodeId.of("40"), NodeId.of(8), NodeId.of(7), NodeId.of("41")),
                IntStream.range(0, 4).mapToObj(d::nodeId).toList(), "unnamed nodes count on from the largest integer id, not from \"41\"");
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "12, 12", "9223372036854775807, 9223372036854775807", "9223372036854775808, -1", "99999999999999999999, -1",
            "012, -1", "00, -1", "-1, -1", "1a, -1", "' 1', -1", "1.0, -1", "'', -1"})
    void aPlainDecimalIsDigitsWithoutALeadingZeroWithinALong(String id, long value) {
        assertEquals(value, DecimalId.value(id));
        byte[] quoted = ("\"" + id + "\"").getBytes(StandardCharsets.UTF_8);
        assertEquals(value, DecimalId.value(quoted, 1, quoted.length - 1));
    }

    @Test void anEscapedDigitIsNoPlainDecimalInTheText() {
        byte[] text = "\"\\u0031\"".getBytes(StandardCharsets.UTF_8);
        assertEquals(-1, DecimalId.value(text, 1, text.length - 1));
    }
}
