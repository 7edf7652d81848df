package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.graph.Cycle;
import savelens.graph.GraphAnalysis;

class JsonExLiteFormatTest {
    private static Path fixture(String name) { return Fixtures.path("jsonex-lite").resolve(name); }

    /** Figures worked out in fixtures/README.md. */
    @ParameterizedTest
    @CsvSource({"self-array.json, 3, 4, 1, 2, 1", "party.json, 6, 10, 1, 5, 3"})
    void fixtures(String name, int nodes, int refs, int cycles, int onCycles, int shared) throws Exception {
        assertFigures(fixture(name), nodes, refs, cycles, onCycles, shared);
    }

    @ParameterizedTest
    @CsvSource({"self-array.json, 2, 3, 1, 2, 1", "party.json, 5, 7, 1, 4, 2"})
    void sharedSamples(String name, int nodes, int refs, int cycles, int onCycles, int shared) throws Exception {
        assertFigures(Samples.path("jsonex-lite/" + name), nodes, refs, cycles, onCycles, shared);
    }

    private static void assertFigures(Path file, int nodes, int refs, int cycles, int onCycles, int shared) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        Document doc = Formats.open(file, ReadContext.of(file));
        assertEquals(JsonExLiteFormat.NAME, doc.syntax().name());
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(nodes, doc.nodeCount());
        assertEquals(refs, g.references());
        assertEquals(cycles, g.cycles().size());
        assertEquals(onCycles, g.nodesOnCycles());
        assertEquals(shared, g.shared());
        assertEquals(0, g.dangling());
        assertEquals(0, g.unreachable());
        assertArrayEquals(bytes, new JsonExLiteFormat().encode(doc.text()));
    }

    @Test
    void idsAndTypes() throws Exception {
        Document doc = Formats.open(fixture("party.json"), ReadContext.of(fixture("party.json")));
        assertEquals(0, doc.integerId(doc.root()));
        assertEquals("Object", doc.type(doc.root()));
        int party = doc.target(doc.childNamed(doc.body(doc.root()), "party"));
        assertEquals(1, doc.integerId(party));
        assertEquals("Game_Party", doc.type(party));
        int members = doc.target(doc.childNamed(doc.body(party), "_members"));
        assertEquals("Array", doc.type(members));
        assertEquals(6, doc.integerId(members)); // arrays: after the largest id in the file (Pip, 5)
        int bram = doc.target(doc.childAt(doc.body(members), 1));
        assertEquals(4, doc.integerId(bram));
        assertEquals(3, doc.integerId(doc.target(doc.childNamed(doc.body(bram), "_rival"))));
        int pip = doc.target(doc.childNamed(doc.body(bram), "_pet"));
        assertEquals("Game_Pet", doc.type(pip));
        assertEquals(bram, doc.target(doc.childNamed(doc.body(pip), "_owner")));
        assertEquals(-1, doc.childNamed(doc.body(bram), "@circularID"));
        assertEquals("{\"@reference\":7}", doc.syntax().referenceText(savelens.document.NodeId.of(7)));
        List<Cycle> cycles = GraphAnalysis.of(doc).cycles();
        assertEquals(1, cycles.size());
        assertEquals(5, cycles.get(0).size(), "all but the root");
    }

    @Test
    void aSelfReferenceAndAnArrayThatLeadsBack() throws Exception {
        Document doc = Formats.open(fixture("self-array.json"), ReadContext.of(fixture("self-array.json")));
        int root = doc.body(doc.root());
        assertEquals("Game_Loop", doc.type(doc.root()));
        assertEquals(doc.root(), doc.target(doc.childNamed(root, "self")));
        int items = doc.target(doc.childNamed(root, "items"));
        assertEquals(1, doc.integerId(items));
        assertEquals(doc.root(), doc.target(doc.childAt(doc.body(items), 1)));
        assertEquals(2, doc.integerId(doc.target(doc.childAt(doc.body(items), 2))));
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

    @Test void anIdWrittenOverLinesIsRefusedInOneLine() {
        byte[] text = "{\"@circularID\": [\n  1,\n  2\n], \"a\": 1}".getBytes(StandardCharsets.UTF_8);
        var e = assertThrows(UnreadableDocumentException.class, () -> new JsonExLiteFormat().read(text, ReadContext.of(Path.of("save.json"))));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().endsWith("must be an integer id, not [ 1, 2 ]"), e.getMessage());
    }
}
