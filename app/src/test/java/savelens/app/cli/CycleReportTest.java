package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.registry.RegistrySource;

/** {@code cycles} names nodes in the path syntax, string and 64-bit ids included. */
class CycleReportTest {
    /** Three rooms under a world: "a b" and "1_0r6n5" lead to each other, the 64-bit one to itself. */
    private static Document rooms() {
        JsonIndex json = JsonIndexer.index("[{\"to\":0},{\"to\":0},{\"to\":0}]".getBytes(StandardCharsets.UTF_8));
        DocumentBuilder b = new DocumentBuilder(json);
        int a = json.firstChild(0), c = json.nextSibling(a), big = json.nextSibling(c);
        b.root(b.addNode(NodeId.of("world"), "World", 0, 0));
        b.addNode(NodeId.of("a b"), "Room", a, a);
        b.reference(json.member(a, "to"), NodeId.of("1_0r6n5"));
        b.addNode(NodeId.of("1_0r6n5"), "Room", c, c);
        b.reference(json.member(c, "to"), NodeId.of("a b"));
        b.addNode(NodeId.of(-9223372036854775807L), "Vault", big, big);
        b.reference(json.member(big, "to"), NodeId.of(-9223372036854775807L));
        return b.build(null, null, RegistrySource.NONE);
    }

    @Test void linesNameNodesByTheirIds() {
        Document doc = rooms();
        List<String> lines = CycleReport.lines(doc, GraphAnalysis.of(doc).cycles());
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("2 nodes: #\"a b\" Room -> #\"1_0r6n5\" Room -> #\"a b\" Room")
                || l.endsWith("2 nodes: #\"1_0r6n5\" Room -> #\"a b\" Room -> #\"1_0r6n5\" Room")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("1 node: #-9223372036854775807 Vault -> #-9223372036854775807 Vault")), lines.toString());
    }

    @Test void jsonQuotesEachIdAsItIsPrinted() {
        Document doc = rooms();
        String json = CycleReport.json(doc, GraphAnalysis.of(doc).cycles());
        assertTrue(json.contains("\"#\\\"a b\\\"\""), json);
        assertTrue(json.contains("\"#\\\"1_0r6n5\\\"\""), json);
        assertTrue(json.contains("{\"size\":1,\"nodes\":[\"#-9223372036854775807\"],\"example\":[\"#-9223372036854775807\",\"#-9223372036854775807\"]}"), json);
    }
}
