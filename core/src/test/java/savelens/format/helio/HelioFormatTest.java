package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueKind;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.registry.RegistrySource;

class HelioFormatTest {
    private static Document open(String fixture) { return open(Fixtures.path(fixture)); }

    private static Document open(Path file) { return Formats.open(file, ReadContext.of(file)); }

    private static List<Integer> figures(Document doc) {
        GraphAnalysis g = GraphAnalysis.of(doc);
        return List.of(doc.nodeCount(), g.references(), g.cycles().size(), g.nodesOnCycles(), g.shared(), g.dangling(), g.unreachable());
    }

    private static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("doc.json")));
    }

    @Test
    void islandFigures() {
        Document doc = open("helio/island.json");
        assertEquals("helio", doc.syntax().name());
        assertEquals(RegistrySource.SIDECAR, doc.registrySource());
        assertEquals(List.of(2, 2, 1, 2, 0, 0, 0), figures(doc));
    }

    @Test
    void sceneFigures() {
        // Worked out in fixtures/README.md: #1…#8 and #9…#11 are the two components, #1…#9 are shared.
        Document doc = open("helio/scene.json");
        assertEquals(List.of(12, 26, 2, 11, 9, 0, 0), figures(doc));
        List<Diagnostic> d = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        assertEquals(1, d.size());
        assertEquals(Severity.WARNING, d.get(0).severity());
        assertEquals("field Component.scale is not in the registry", d.get(0).message());
        assertEquals(ValueKind.NUMBER, doc.kind(doc.childNamed(doc.body(doc.nodeById(2)), "scale")));
        assertEquals("2.50", doc.raw(doc.childNamed(doc.body(doc.nodeById(2)), "scale")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"helio/island.json", "helio/scene.json"})
    void unchangedDocumentEncodesByteForByte(String fixture) {
        assertArrayEquals(Fixtures.bytes(fixture), new HelioFormat().encode(open(fixture).text()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "helio/island.json|2, 2, 1, 2, 0, 0, 0|",
            "helio/scene.json|13, 28, 1, 12, 10, 0, 0|Component.layer",
    })
    void theSharedSamplesKeepTheirFiguresAndBytes(String sample, String figures, String warning) {
        Document doc = open(Samples.path(sample));
        assertEquals(figures, figures(doc).toString().replaceAll("[\\[\\]]", ""));
        List<Diagnostic> d = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        assertEquals(warning == null ? 0 : 1, d.size());
        if (warning != null) assertTrue(d.get(0).message().contains(warning), d.get(0).message());
        assertArrayEquals(Samples.bytes(sample), new HelioFormat().encode(doc.text()));
    }

    @Test
    void indentedTextWithTrailingNewlineKeepsItsBytes() {
        String text = "{\n  \"root\" : 0,\n  \"nodes\" : [\n    { \"id\" : 0, \"type\" : \"A\", \"fields\" : { \"next\" : 0, \"x\" : 1.50 } }\n  ]\n}\n";
        Document doc = read(text);
        assertEquals(text, new String(new HelioFormat().encode(doc.text()), StandardCharsets.UTF_8));
        assertEquals("1.50", doc.raw(doc.childNamed(doc.body(0), "x")));
    }

    @Test
    void nodeMembersWrittenWithEscapesAreFound() {
        Document doc = read("{\"root\":0,\"nodes\":[{\"\\u0069d\":0,\"typ\\u0065\":\"A\",\"fields\":{\"x\":1}}]}");
        assertEquals(1, doc.nodeCount());
        assertEquals("A", doc.type(0));
    }

    @Test
    void anInferredFieldNeedsEveryIntegerToNameANodeEvenWhenTheLastOneFails() {
        Document doc = read("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"next\":1}},"
                + "{\"id\":1,\"type\":\"A\",\"fields\":{\"next\":0}},{\"id\":2,\"type\":\"A\",\"fields\":{\"next\":9}}]}");
        for (int n = 0; n < 3; n++) assertEquals(ValueKind.NUMBER, doc.kind(doc.childNamed(doc.body(n), "next")));
    }

    @Test
    void withoutRegistryReferencesAreInferredWithAWarning() {
        Document doc = read("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"next\":1,\"hp\":7,\"kids\":[1]}},"
                + "{\"id\":1,\"type\":\"A\",\"fields\":{\"next\":0,\"hp\":3,\"kids\":[]}}]}");
        assertEquals(ValueKind.REFERENCE, doc.kind(doc.childNamed(doc.body(0), "next")));
        assertEquals(ValueKind.NUMBER, doc.kind(doc.childNamed(doc.body(0), "hp")), "7 names no node");
        long inferred = doc.readDiagnostics().stream().filter(d -> d.message().contains("inferred")).count();
        assertEquals(2, inferred, "next and kids, one warning each");
    }

    @Test
    void embeddedRegistryIsUsed() {
        Document doc = read("{\"types\":[{\"name\":\"A\",\"fields\":[{\"name\":\"n\",\"kind\":\"number\"}]}],"
                + "\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"n\":0}}]}");
        assertEquals(RegistrySource.EMBEDDED, doc.registrySource());
        assertEquals(ValueKind.NUMBER, doc.kind(doc.childNamed(doc.body(0), "n")), "the registry says number, not a self-reference");
    }

    @Test
    void wrongKindIsAnError() {
        Document doc = read("{\"types\":[{\"name\":\"A\",\"fields\":[{\"name\":\"n\",\"kind\":\"string\"}]}],"
                + "\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"n\":5}}]}");
        assertTrue(doc.readDiagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR && d.message().contains("expected a string")));
    }

    @Test
    void danglingReferenceIsAnError() {
        Document doc = read("{\"types\":[{\"name\":\"A\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"}]}],"
                + "\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"next\":9}}]}");
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.dangling());
        assertTrue(DocumentCheck.diagnostics(doc, g).stream().anyMatch(d -> d.severity() == Severity.ERROR && d.message().contains("#9")));
    }

    @Test
    void syntaxErrorsSayLineAndColumn() {
        var e = assertThrows(UnreadableDocumentException.class, () -> read("{\"root\":0,\n\"nodes\":[{\"id\":0,"));
        assertTrue(e.getMessage().startsWith("line 2, column "), e.getMessage());
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "",
            "{\"root\":0,\"nodes\":{}}",
            "{\"root\":0,\"nodes\":[{\"id\":\"a\",\"type\":\"A\",\"fields\":{}}]}",
            "{\"root\":0,\"nodes\":[{\"id\":1.5,\"type\":\"A\",\"fields\":{}}]}",
            "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}},{\"id\":0,\"type\":\"A\",\"fields\":{}}]}",
            "{\"root\":3,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}}]}",
            "{\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}}]}",
            "[1,2]",
    })
    void badInputIsUnreadableWithAClearMessage(String text) {
        var e = assertThrows(UnreadableDocumentException.class, () -> read(text));
        assertTrue(e.getMessage().length() > 10 && !e.getMessage().contains("Exception"), e.getMessage());
    }

    @Test
    void duplicateIdsAreNamed() {
        var e = assertThrows(UnreadableDocumentException.class, () -> read(
                "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{}},{\"id\":0,\"type\":\"A\",\"fields\":{}}]}"));
        assertTrue(e.getMessage().contains("duplicate id 0"), e.getMessage());
    }
}
