package savelens.format.jsonexlite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.Formats;
import savelens.graph.Cycle;
import savelens.graph.GraphAnalysis;

class JsonExLiteFormatTest {
    private static Path sample(String name) {
        String p = System.getProperty("savelens.samples");
        return Path.of(p != null ? p : "../../shared/samples").resolve("jsonex-lite").resolve(name);
    }

    @ParameterizedTest
    @CsvSource({"self-array.json, 2, 3, 1, 2, 1", "party.json, 5, 7, 1, 4, 2"})
    void samples(String name, int nodes, int refs, int cycles, int onCycles, int shared) throws Exception {
        byte[] bytes = Files.readAllBytes(sample(name));
        Document doc = Formats.open(sample(name), ReadContext.of(sample(name)));
        assertEquals(JsonExLiteFormat.NAME, doc.format().name());
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(nodes, doc.nodeCount());
        assertEquals(refs, g.references());
        assertEquals(cycles, g.cycles().size());
        assertEquals(onCycles, g.nodesOnCycles());
        assertEquals(shared, g.shared());
        assertEquals(0, g.dangling());
        assertEquals(0, g.unreachable());
        assertArrayEquals(bytes, doc.format().encode(doc.text()));
    }

    @Test
    void idsAndTypes() throws Exception {
        Document doc = Formats.open(sample("party.json"), ReadContext.of(sample("party.json")));
        assertEquals(0, doc.id(doc.root()));
        assertEquals("Object", doc.type(doc.root()));
        int party = doc.target(doc.childNamed(doc.body(doc.root()), "party"));
        assertEquals(1, doc.id(party));
        assertEquals("Game_Party", doc.type(party));
        int members = doc.target(doc.childNamed(doc.body(party), "_members"));
        assertEquals("Array", doc.type(members));
        assertEquals(5, doc.id(members)); // arrays: after the largest id in the file
        int mint = doc.target(doc.childAt(doc.body(members), 1));
        assertEquals(4, doc.id(mint));
        assertEquals(3, doc.id(doc.target(doc.childNamed(doc.body(mint), "_rival"))));
        assertEquals(-1, doc.childNamed(doc.body(mint), "@circularID"));
        assertEquals("{\"@reference\":7}", new JsonExLiteFormat().referenceText(7));
        for (Cycle c : GraphAnalysis.of(doc).cycles()) assertEquals(4, c.size());
    }

    @Test
    void detection() {
        JsonExLiteFormat f = new JsonExLiteFormat();
        assertTrue(f.detect("{\"a\":{\"@reference\":0},\"@circularID\":0}".getBytes(StandardCharsets.UTF_8)));
        assertFalse(f.detect("{\"root\":0,\"nodes\":[]}".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void duplicateIdAndDangling() {
        JsonExLiteFormat f = new JsonExLiteFormat();
        byte[] dup = "{\"a\":{\"@circularID\":0},\"@circularID\":0}".getBytes(StandardCharsets.UTF_8);
        assertThrows(UnreadableDocumentException.class, () -> f.read(dup, ReadContext.of(null)));
        Document d = f.read("{\"a\":{\"@reference\":9},\"@circularID\":0}".getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
        assertEquals(1, GraphAnalysis.of(d).dangling());
    }
}
