package savelens.format.cyclejs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.Fixtures;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.edit.DeleteNode;
import savelens.edit.EditCommand;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.convert.ConversionRefusedException;
import savelens.format.Format;
import savelens.format.helio.HelioFormat;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/** cycle.js documents: paths as references, resolved, written, and kept pointing where they did by edits. */
class CycleJsFormatTest {
    private static final CycleJsFormat FORMAT = new CycleJsFormat();
    private static final String ADA = "$[\"ship\"][\"crew\"][1]";

    private static Document open(String fixture) {
        Path file = Fixtures.path(fixture);
        return Formats.open(file, ReadContext.of(file));
    }

    private static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("state.json")));
    }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc));
    }

    private static int at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc).value(); }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    @Test
    void detectedByAPathInRef() {
        for (String f : List.of("cyclejs/crew.json", "cyclejs/loop.json")) {
            assertSame(Formats.byName(CycleJsFormat.NAME), Formats.detect(Fixtures.bytes(f), Path.of("state.dat")), f);
        }
        assertTrue(FORMAT.detect("[{\"$ref\": \"$\"}]".getBytes(StandardCharsets.UTF_8)));
        assertFalse(FORMAT.detect("[{\"$ref\":\"1\"}]".getBytes(StandardCharsets.UTF_8)), "a .NET id");
        assertFalse(FORMAT.detect(Fixtures.bytes("dotnet-refs/office.json")));
    }

    /** Figures worked out in fixtures/README.md: nodes, references, cycles, nodes on cycles, shared, dangling, unreachable. */
    @ParameterizedTest
    @CsvSource({"crew.json, 8, 13, 2, 6, 5, 1, 0", "loop.json, 3, 5, 1, 2, 2, 0, 0"})
    void figures(String name, int nodes, int refs, int cycles, int onCycles, int shared, int dangling, int unreachable) {
        Document doc = open("cyclejs/" + name);
        assertEquals(CycleJsFormat.NAME, doc.syntax().name());
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(List.of(nodes, refs, cycles, onCycles, shared, dangling, unreachable),
                List.of(doc.nodeCount(), g.references(), g.cycles().size(), g.nodesOnCycles(), g.shared(), g.dangling(), g.unreachable()));
        assertArrayEquals(Fixtures.bytes("cyclejs/" + name), FORMAT.encode(doc.text()));
        assertTrue(doc.readDiagnostics().isEmpty(), doc.readDiagnostics().toString());
    }

    @Test
    void nodesAreNamedByTheirPathsAndReferencesResolveThroughThem() {
        Document doc = open("cyclejs/crew.json");
        assertEquals(NodeId.of("$"), doc.nodeId(doc.root()));
        assertEquals("#" + quoted(ADA), get(doc, "$.ship.crew[2].mentor"));
        assertEquals("\"Ada\"", get(doc, "$.ship.crew[2].mentor.name"));
        assertEquals("\"pilot\"", get(doc, "$.ship.crew[2].tags[0]"));
        assertEquals("\"Bo\"", get(doc, "$[\"odd \\\"key\\\"\\n\"].captain.name"));
        assertEquals("7.5", get(doc, "$.log[2].score"), "a path with escaped quotes and a newline in a name resolves");
        assertEquals("\"Kestrel\"", get(doc, "#" + quoted(ADA) + ".ship.name"));
        assertEquals("#\"$\"", get(doc, "$.log[0]"));
    }

    @Test
    void aPathThatLeadsNowhereIsDangling() {
        Document doc = open("cyclejs/crew.json");
        int lost = at(doc, "$.log[1]");
        assertTrue(doc.isDangling(lost));
        assertEquals(NodeId.of("$[\"lost\"]"), doc.referencedNodeId(lost));
        List<String> errors = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc)).stream()
                .filter(d -> d.severity() == Severity.ERROR).map(Diagnostic::message).toList();
        assertEquals(List.of("dangling reference: #\"$[\\\"log\\\"]\".log[1] refers to #\"$[\\\"lost\\\"]\", which does not exist"), errors);
        assertTrue(read("[{\"$ref\":\"$[5]\"},{\"$ref\":\"$[0][\\\"x\\\"]\"}]").isDangling(1), "past the end of an array");
    }

    @Test
    void theCyclesAreTheRootWithItsLogAndTheShipWithItsCrew() {
        Document doc = open("cyclejs/crew.json");
        List<List<String>> cycles = GraphAnalysis.of(doc).cycles().stream()
                .map(c -> c.nodes().stream().map(n -> ((NodeId.Name) doc.nodeId(n)).value()).sorted().toList()).sorted((a, b) -> a.size() - b.size()).toList();
        assertEquals(List.of(List.of("$", "$[\"log\"]"), List.of("$[\"ship\"]", "$[\"ship\"][\"crew\"]", ADA, "$[\"ship\"][\"crew\"][2]")), cycles);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "$.ship.crew[1].name|\"Ada Q\"|\"name\": \"Ada\"|\"name\": \"Ada Q\"",
            "$.log[2].score|8.250|\"score\": 7.5|\"score\": 8.25",
            "$.log[2].alive|false|\"alive\": true|\"alive\": false",
            "$.log[2].note|\"new\"|\"note\": null|\"note\": \"new\""})
    void anEditChangesOnlyItsValue(String path, String value, String before, String after) {
        Document doc = open("cyclejs/crew.json");
        Document edited = new SetValue(at(doc, path), NewValue.parse(value), path).execute(doc);
        assertEquals(text(doc).replaceFirst(java.util.regex.Pattern.quote(before), java.util.regex.Matcher.quoteReplacement(after)), text(edited));
    }

    @Test
    void aRetargetWritesTheTargetsPathInDecyclesNotation() {
        Document doc = open("cyclejs/crew.json");
        int captain = at(doc, "$.log[2].captain");
        Document edited = new SetValue(captain, NewValue.parse("#" + quoted("$[\"odd \\\"key\\\"\\n\"]")), "captain").execute(doc);
        assertEquals(text(doc).replace("\"captain\": {\n      \"$ref\": \"$[\\\"ship\\\"][\\\"crew\\\"][2]\"\n    }",
                "\"captain\": {\"$ref\":\"$[\\\"odd \\\\\\\"key\\\\\\\"\\\\n\\\"]\"}"), text(edited));
        assertEquals(0.0 + 7.5, Double.parseDouble(get(edited, "$.log[2].captain.score")));
    }

    @Test
    void insertingIntoAnArrayMovesEveryPathThroughItInTheSameStep() {
        Document doc = open("cyclejs/crew.json");
        EditCommand insert = new InsertElement(at(doc, "$.ship.crew"), 0, NewValue.parse("\"stowaway\""), "$.ship.crew");
        Document edited = insert.execute(doc);
        String t = text(edited);
        assertTrue(t.contains("\"mentor\": {\n          \"$ref\": \"$[\\\"ship\\\"][\\\"crew\\\"][2]\"\n"), "Bo's mentor follows Ada to [2]: " + t);
        assertTrue(t.contains("\"$ref\": \"$[\\\"ship\\\"][\\\"crew\\\"][2][\\\"tags\\\"]\""));
        assertTrue(t.contains("\"captain\": {\n      \"$ref\": \"$[\\\"ship\\\"][\\\"crew\\\"][3]\"\n"), "the captain follows Bo to [3]");
        assertEquals("\"Ada\"", get(edited, "$.ship.crew[3].mentor.name"));
        assertEquals("\"Bo\"", get(edited, "$.log[2].captain.name"));
        assertEquals(List.of(13, 1), figures(edited));
        assertArrayEquals(doc.text(), insert.undo(edited).text(), "undo puts every path back");
        assertArrayEquals(edited.text(), insert.redo(insert.undo(edited)).text());
    }

    @Test
    void removingAnElementMovesThePathsAfterItOrIsRefusedWhenOneWouldNameAnother() {
        Document doc = open("cyclejs/crew.json");
        EditCommand remove = new RemoveChild(at(doc, "$.ship.crew[0]"), "$.ship.crew[0]");
        Document edited = remove.execute(doc);
        assertEquals("\"Ada\"", get(edited, "$.ship.crew[1].mentor.name"));
        assertTrue(text(edited).contains("\"$ref\": \"$[\\\"ship\\\"][\\\"crew\\\"][0]\""));
        assertEquals(List.of(13, 1), figures(edited));
        assertArrayEquals(doc.text(), remove.undo(edited).text());

        var referenced = assertThrows(EditRefusedException.class, () -> new RemoveChild(at(doc, "$.ship.crew[1]"), "Ada").execute(doc));
        assertTrue(referenced.getMessage().startsWith("Ada holds a node that is still referenced by"), referenced.getMessage());
        Document throughDangling = read("{\"list\":[\"a\",{\"n\":1}],\"bad\":{\"$ref\":\"$[\\\"list\\\"][0][\\\"x\\\"]\"},\"ok\":{\"$ref\":\"$[\\\"list\\\"][1]\"}}");
        var renames = assertThrows(EditRefusedException.class, () -> new RemoveChild(at(throughDangling, "$.list[0]"), "$.list[0]").execute(throughDangling));
        assertEquals("Remove $.list[0] is refused: the reference at line 1, column 29 names $[\"list\"][0][\"x\"], which runs through"
                + " the element removed, and would name another one afterwards", renames.getMessage());
    }

    @Test
    void deletingANodeWrittenInAnArrayMovesThePathsAfterIt() {
        Document doc = read("{\"list\":[{\"a\":1},{\"b\":2}],\"ref\":{\"$ref\":\"$[\\\"list\\\"][1]\"},\"gone\":{\"$ref\":\"$[\\\"list\\\"][0]\"}}");
        Document edited = new DeleteNode(NodeId.of("$[\"list\"][0]"), true).execute(doc);
        assertEquals("{\"list\":[{\"b\":2}],\"ref\":{\"$ref\":\"$[\\\"list\\\"][0]\"},\"gone\":null}", text(edited));
        assertEquals("2", get(edited, "$.ref.b"));
    }

    @Test
    void replacingANodeOthersNameIsRefused() {
        Document doc = open("cyclejs/crew.json");
        var e = assertThrows(EditRefusedException.class, () -> new SetValue(at(doc, "$.ship.crew[1].tags"), NewValue.parse("null"), "tags").execute(doc));
        assertTrue(e.getMessage().startsWith("tags holds a node that is still referenced by"), e.getMessage());
    }

    @Test
    void convertsToHelioWhenEveryPathLeadsSomewhere() {
        Format helio = Formats.byName(HelioFormat.NAME);
        Document loop = open("cyclejs/loop.json");
        Document back = helio.read(Conversions.convert(loop, FORMAT, helio), ReadContext.of(Path.of("loop.helio.json")));
        GraphAnalysis before = GraphAnalysis.of(loop), after = GraphAnalysis.of(back);
        assertEquals(List.of(loop.nodeCount(), before.references(), before.cycles().size(), before.shared()),
                List.of(back.nodeCount(), after.references(), after.cycles().size(), after.shared()));
        assertEquals("2", get(back, "#0.items.items[2].n"));
        var mixed = assertThrows(ConversionRefusedException.class, () -> Conversions.convert(open("cyclejs/crew.json"), FORMAT, helio));
        assertEquals("an array in #\"$[\\\"ship\\\"][\\\"crew\\\"]\" mixes references with other values, which a helio document cannot tell apart",
                mixed.getMessage());
        var e = assertThrows(ConversionRefusedException.class, () -> Conversions.convert(read("{\"a\":{\"$ref\":\"$[\\\"lost\\\"]\"}}"), FORMAT, helio));
        assertEquals("a reference names #\"$[\\\"lost\\\"]\": that path leads to no node, and a helio id could not keep it", e.getMessage());
    }

    @Test
    void refObjectsRetrocycleWouldTreatOtherwiseAreWarnedAbout() {
        Document doc = read("{\"a\":{\"$ref\":\"$\",\"x\":1},\"b\":{\"$ref\":\"not a path\"},\"c\":{\"$ref\":\"$\"}}");
        assertEquals(3, doc.nodeCount());
        List<String> warnings = doc.readDiagnostics().stream().map(Diagnostic::message).toList();
        assertEquals(List.of("line 1, column 14: an object with \"$ref\" and other members: retrocycle replaces all of it by what the path names",
                "line 1, column 37: \"$ref\" holds no path retrocycle follows, so it stays a plain object"), warnings);
    }

    @Test
    void pathsParseAsRetrocycleChecksThem() {
        assertEquals(List.of(CycleJsPath.Step.member("a\"\n/é"), CycleJsPath.Step.element(12)), CycleJsPath.parse("$[\"a\\\"\\n\\/\\u00e9\"][12]"));
        assertEquals("$[\"a\\\"\\n/é\"][12]", CycleJsPath.text(CycleJsPath.parse("$[\"a\\\"\\n\\/\\u00e9\"][12]")));
        for (String bad : List.of("", "$.a", "$[a]", "$[\"a\"", "$[\"\\x\"]", "$[\"\\u00zz\"]", "$[\"tab\there\"]", "$[-1]", "x")) {
            assertNull(CycleJsPath.parse(bad), bad);
        }
    }

    private static List<Integer> figures(Document doc) {
        GraphAnalysis g = GraphAnalysis.of(doc);
        return List.of(g.references(), g.dangling());
    }

    private static String quoted(String s) { return savelens.json.JsonText.quote(s); }
}
