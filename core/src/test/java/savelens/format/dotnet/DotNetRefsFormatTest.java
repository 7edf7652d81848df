package savelens.format.dotnet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import savelens.document.ShownTypes;
import savelens.edit.EditRefusedException;
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

/** Json.NET and System.Text.Json reference handling: detection, reading, figures, edits and conversion. */
class DotNetRefsFormatTest {
    private static final DotNetRefsFormat FORMAT = new DotNetRefsFormat();

    private static Document open(String fixture) {
        Path file = Fixtures.path(fixture);
        return Formats.open(file, ReadContext.of(file));
    }

    private static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("save.json")));
    }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc));
    }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    @Test
    void detectedByTheirKeysWhateverTheFileIsCalled() {
        for (String f : List.of("dotnet-refs/guild.json", "dotnet-refs/office.json")) {
            assertSame(Formats.byName(DotNetRefsFormat.NAME), Formats.detect(Fixtures.bytes(f), Path.of("save.dat")), f);
        }
        assertTrue(FORMAT.detect("[{\"$ref\" : \"1\"}]".getBytes(StandardCharsets.UTF_8)));
        assertFalse(FORMAT.detect("{\"a\":{\"$ref\":\"$[\\\"b\\\"]\"}}".getBytes(StandardCharsets.UTF_8)), "a cycle.js path is no .NET id");
        assertFalse(FORMAT.detect(Fixtures.bytes("helio/island.json")));
        assertFalse(FORMAT.detect("{\"id\":\"1\"}".getBytes(StandardCharsets.UTF_8)));
    }

    /** Figures worked out in fixtures/README.md: nodes, references, cycles, nodes on cycles, shared, dangling, unreachable. */
    @ParameterizedTest
    @CsvSource({"guild.json, 8, 13, 1, 6, 4, 1, 0", "office.json, 4, 4, 1, 3, 0, 0, 0"})
    void figures(String name, int nodes, int refs, int cycles, int onCycles, int shared, int dangling, int unreachable) {
        Document doc = open("dotnet-refs/" + name);
        assertEquals(DotNetRefsFormat.NAME, doc.syntax().name());
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(List.of(nodes, refs, cycles, onCycles, shared, dangling, unreachable),
                List.of(doc.nodeCount(), g.references(), g.cycles().size(), g.nodesOnCycles(), g.shared(), g.dangling(), g.unreachable()));
        assertArrayEquals(Fixtures.bytes("dotnet-refs/" + name), FORMAT.encode(doc.text()), "unedited, the text is the file");
    }

    @Test
    void idsAreStringsAsWrittenAndTypesComeFromDollarType() {
        Document doc = open("dotnet-refs/guild.json");
        assertEquals(NodeId.of("1"), doc.nodeId(doc.root()));
        assertEquals("Game.Guild, Assembly-CSharp", doc.type(doc.root()));
        assertEquals(-1, doc.nodeById(1), "the id \"1\" is a string, not the number 1");
        int list = doc.nodeById(NodeId.of("2"));
        assertEquals("System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib", doc.type(list));
        assertTrue(doc.bodyIsArray(list));
        assertEquals("Array", doc.type(doc.nodeById(NodeId.of("4"))), "a $values wrapper without $type");
    }

    @Test
    void typesAreShownAsCSharpNamesThem() {
        Document doc = open("dotnet-refs/guild.json");
        assertEquals("Guild", ShownTypes.of(doc, doc.root()));
        assertEquals("List<Hero>", ShownTypes.of(doc, doc.nodeById(NodeId.of("2"))));
        assertEquals("List<List<int>>", ShownTypes.of(doc, doc.nodeById(NodeId.of("7"))));
        assertEquals("Array", ShownTypes.of(doc, doc.nodeById(NodeId.of("4"))));
        assertEquals("Game.Guild, Assembly-CSharp", doc.type(doc.root()), "the written type is still the node's type");
    }

    @Test
    void pathsGoThroughValuesWrappersAndForwardReferences() {
        Document doc = open("dotnet-refs/guild.json");
        assertEquals("\"Bram\"", get(doc, "$.Members[1].Name"), "the $values wrapper is invisible");
        assertEquals("#\"3\"", get(doc, "$.Leader"));
        assertEquals("\"Ayla\"", get(doc, "$.Leader.Name"), "a $ref before the $id it names resolves");
        assertEquals("\"Ayla\"", get(doc, "#\"5\".Friends[0].Name"));
        assertEquals("[1,2,3]", get(doc, "$.Chests[0]"));
        assertEquals("#\"8\"", get(doc, "$.Chests[1]"));
        assertEquals("2", get(doc, "$.Chests[1][1]"));
        assertEquals("-2.0", get(doc, "$.Members[0].Position.y"), "a number keeps its text");
        assertEquals("\"Lantern \\\"Hall\\\" \\u00e9\"", get(doc, "$.Name"), "a string prints as written");
        assertEquals("{\"Name\":\"Adri\",\"Manager\":{\"$ref\":\"#\\\"1\\\"\"},\"Reports\":[]}", get(open("dotnet-refs/office.json"), "#\"3\""),
                "metadata is left out of printed values");
    }

    @Test
    void aForwardReferenceIsReadAndWarnedAbout() {
        Document doc = open("dotnet-refs/guild.json");
        List<String> warnings = doc.readDiagnostics().stream().filter(d -> d.severity() == Severity.WARNING).map(Diagnostic::message).toList();
        assertEquals(List.of("line 5, column 13: a reference to \"3\" comes before the \"$id\" it names (and 1 more);"
                + " System.Text.Json reads references only to ids it has already read"), warnings);
    }

    @Test
    void aDanglingReferenceIsFound() {
        Document doc = open("dotnet-refs/guild.json");
        int bank = DocumentPath.parse("$.Bank").resolve(doc).value();
        assertTrue(doc.isDangling(bank));
        assertEquals(NodeId.of("9"), doc.referencedNodeId(bank));
        List<String> errors = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc)).stream()
                .filter(d -> d.severity() == Severity.ERROR).map(Diagnostic::message).toList();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).contains("refers to #\"9\", which does not exist"), errors.get(0));
    }

    @Test
    void theCycleRunsThroughTheGuildItsListsAndItsHeroes() {
        Document doc = open("dotnet-refs/guild.json");
        GraphAnalysis g = GraphAnalysis.of(doc);
        List<String> members = g.cycles().get(0).nodes().stream().map(n -> doc.nodeId(n).toString()).sorted().toList();
        assertEquals(List.of("#\"1\"", "#\"2\"", "#\"3\"", "#\"4\"", "#\"5\"", "#\"6\""), members);
    }

    /** One edit of each kind of value: the text changes in that value's bytes and nowhere else. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "$.Members[0].Name|\"Ayla Vey\"|\"Name\": \"Ayla\"|\"Name\": \"Ayla Vey\"",
            "$.Members[0].Level|13.50|\"Level\": 12|\"Level\": 13.50",
            "$.Members[0].Alive|false|\"Alive\": true|\"Alive\": false",
            "$.Members[0].Nickname|\"Ay\"|\"Nickname\": null|\"Nickname\": \"Ay\"",
            "$.Members[1].Nickname|null|\"Nickname\": \"Bear\"|\"Nickname\": null"})
    void anEditChangesOnlyItsValue(String path, String value, String before, String after) {
        editChangesOnly(path, value, before, after);
    }

    @Test
    void aReferenceEditChangesOnlyTheReference() {
        editChangesOnly("$.Leader", "#\"5\"", "{\r\n    \"$ref\": \"3\"\r\n  }", "{\"$ref\":\"5\"}");
        editChangesOnly("$.Bank", "null", "{\r\n    \"$ref\": \"9\"\r\n  }", "null");
    }

    private static void editChangesOnly(String path, String value, String before, String after) {
        Document doc = open("dotnet-refs/guild.json");
        int v = DocumentPath.parse(path).resolve(doc).value();
        Document edited = new SetValue(v, NewValue.parse(value), path).execute(doc);
        String original = text(doc);
        int at = original.indexOf(before, doc.index().startInt(v) - before.length());
        assertEquals(doc.index().start(v), at + (before.startsWith("\"") ? before.indexOf(':') + 2 : 0), "the place edited");
        String expected = original.substring(0, at) + after + original.substring(at + before.length());
        assertEquals(expected, text(edited));
        assertEquals(value, get(edited, path));
    }

    @Test
    void aRetargetWritesTheStringIdAndRefusesWhatCannotBeReferredTo() {
        Document doc = open("dotnet-refs/guild.json");
        int leader = DocumentPath.parse("$.Leader").resolve(doc).value();
        Document edited = new SetValue(leader, NewValue.parse("#\"7\""), "$.Leader").execute(doc);
        assertEquals("#\"7\"", get(edited, "$.Leader"));
        assertEquals(1, GraphAnalysis.of(edited).incomingCount(edited.nodeById(NodeId.of("3"))) - 1, "Ayla lost one referrer");
        var noSuch = assertThrows(EditRefusedException.class, () -> new SetValue(leader, NewValue.parse("#\"77\""), "$.Leader").execute(doc));
        assertEquals("no node #\"77\" to refer to", noSuch.getMessage());
        int level = DocumentPath.parse("$.Members[0].Level").resolve(doc).value();
        assertThrows(EditRefusedException.class, () -> new SetValue(level, NewValue.parse("\"twelve\""), "level").execute(doc));
    }

    @Test
    void convertsToHelioWithTheIdsAsNumbers() {
        for (String name : List.of("guild.json", "office.json")) {
            Document doc = open("dotnet-refs/" + name);
            Format helio = Formats.byName(HelioFormat.NAME);
            byte[] converted = Conversions.convert(doc, FORMAT, helio);
            Document back = helio.read(converted, ReadContext.of(Path.of("converted.json")));
            GraphAnalysis before = GraphAnalysis.of(doc), after = GraphAnalysis.of(back);
            assertEquals(doc.nodeCount(), back.nodeCount(), name);
            assertEquals(List.of(before.references(), before.cycles().size(), before.nodesOnCycles(), before.shared(), before.dangling()),
                    List.of(after.references(), after.cycles().size(), after.nodesOnCycles(), after.shared(), after.dangling()), name);
            for (int n = 0; n < doc.nodeCount(); n++) {
                String id = ((NodeId.Name) doc.nodeId(n)).value();
                int same = back.nodeById(Long.parseLong(id));
                assertEquals(doc.type(n), back.type(same));
            }
        }
        Document helioGuild = Formats.byName(HelioFormat.NAME).read(
                Conversions.convert(open("dotnet-refs/guild.json"), FORMAT, Formats.byName(HelioFormat.NAME)), ReadContext.of(Path.of("g.json")));
        assertEquals("\"Ayla\"", get(helioGuild, "#2.items[0].Name"));
        assertEquals("\"Ayla\"", get(helioGuild, "#1.Leader.Name"));
    }

    @Test
    void anIdThatIsNoNumberHasNoHelioForm() {
        Document doc = read("{\"$id\":\"a\",\"self\":{\"$ref\":\"a\"}}");
        var e = assertThrows(ConversionRefusedException.class, () -> Conversions.convert(doc, FORMAT, Formats.byName(HelioFormat.NAME)));
        assertEquals("#\"a\" is not a number, and a helio document's ids are numbers", e.getMessage());
    }

    @Test
    void nodesWithoutAnIdAreNumberedAfterTheLargestNumericId() {
        Document doc = read("[{\"$id\":\"7\",\"n\":1},{\"$ref\":\"7\"},{\"$type\":\"Game.Point, Game\",\"x\":1},{\"plain\":true}]");
        assertEquals(3, doc.nodeCount(), "the root array, the object with an $id and the typed struct; the plain object is inline");
        assertEquals(NodeId.of(8), doc.nodeId(doc.root()));
        assertEquals(NodeId.of(9), doc.nodeId(2));
        assertEquals("Game.Point, Game", doc.type(2));
        assertEquals("#\"7\"", get(doc, "$[1]"));
        assertEquals("{\"plain\":true}", get(doc, "$[3]"));
    }

    @Test
    void metadataOutOfPlaceIsFound() {
        Document late = read("{\"name\":\"x\",\"$id\":\"1\",\"me\":{\"$ref\":\"1\"}}");
        assertEquals(NodeId.of("1"), late.nodeId(late.root()));
        assertTrue(late.readDiagnostics().get(0).message().contains("\"$id\" is not the first member"), late.readDiagnostics().toString());
        Document extra = read("{\"$id\":\"1\",\"me\":{\"$ref\":\"1\",\"x\":2}}");
        assertEquals(Severity.ERROR, extra.readDiagnostics().get(0).severity());
        assertTrue(extra.readDiagnostics().get(0).message().endsWith("an object with \"$ref\" and other members is no reference, and .NET's readers refuse it"));
        assertEquals(0, GraphAnalysis.of(extra).references());
    }

    @Test void anIdThatIsAnObjectWrittenOverLinesIsRefusedInOneLine() {
        var e = assertThrows(savelens.document.UnreadableDocumentException.class,
                () -> FORMAT.read("{\"$id\": {\n  \"a\": 1,\n  \"b\": 2\n}, \"x\": 1}".getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("save.json"))));
        assertEquals("line 1, column 9: \"$id\" must be a string, not { \"a\": 1, \"b\": 2 }", e.getMessage());
    }
}
