package savelens.format.jackson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.Fixtures;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Severity;
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
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/** Jackson's @JsonIdentityInfo: bare ids told from numbers by the registry or by inference, integer and UUID ids. */
class JacksonIdentityFormatTest {
    private static final JacksonIdentityFormat FORMAT = new JacksonIdentityFormat();
    private static final String WORLD = "7d3c1a52-8f4e-4b7a-9c2d-1e5f6a7b8c9d";
    private static final String SOUTH = "c25a3d7f-4e8b-4f9c-b0d2-3a4f5e6d7c8b";

    @TempDir Path dir;

    private static Document open(String fixture) {
        Path file = Fixtures.path(fixture);
        return Formats.open(file, ReadContext.of(file));
    }

    private Document alone(String fixture) throws IOException {
        Path copy = Files.copy(Fixtures.path(fixture), dir.resolve(Path.of(fixture).getFileName()));
        return Formats.open(copy, ReadContext.of(copy));
    }

    private static Document read(String text, ReadContext context) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), context);
    }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc));
    }

    private static int at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc).value(); }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    private static List<Integer> figures(Document doc) {
        GraphAnalysis g = GraphAnalysis.of(doc);
        return List.of(doc.nodeCount(), g.references(), g.cycles().size(), g.nodesOnCycles(), g.shared(), g.dangling(), g.unreachable());
    }

    private static List<String> warnings(Document doc) {
        return doc.readDiagnostics().stream().filter(d -> d.severity() == Severity.WARNING).map(Diagnostic::message).toList();
    }

    @Test
    void detectedByJacksonsIdProperty() {
        for (String f : List.of("jackson-identity/zoo.json", "jackson-identity/world.json")) {
            assertSame(Formats.byName(JacksonIdentityFormat.NAME), Formats.detect(Fixtures.bytes(f), Path.of("save.dat")), f);
        }
        assertFalse(FORMAT.detect("{\"@id\":{}}".getBytes(StandardCharsets.UTF_8)));
        assertFalse(FORMAT.detect(Fixtures.bytes("jsonex-lite/party.json")));
    }

    @Test
    void withTheRegistryBesideItReferencesAreWhatItSays() {
        Document doc = open("jackson-identity/zoo.json");
        assertEquals(RegistrySource.SIDECAR, doc.registrySource());
        assertEquals(List.of(5, 11, 1, 5, 4, 1, 0), figures(doc));
        assertEquals(List.of(), warnings(doc));
        assertEquals(NodeId.of(1), doc.nodeId(doc.root()));
        assertEquals("Zoo", doc.type(doc.root()), "the registry's first type is the root's");
        assertEquals("Animal", doc.type(doc.nodeById(3)), "the type of the field that holds it");
        assertEquals("#3", get(doc, "$.keepers[1].favourite"));
        assertEquals("\"Leo\"", get(doc, "$.animals[0].name"));
        assertEquals("\"Mia\"", get(doc, "$.animals[1].mate.keeper.name"));
        assertEquals("190.5", get(doc, "#3.weight"));
        assertTrue(doc.isDangling(at(doc, "$.director")));
        List<String> errors = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc)).stream()
                .filter(d -> d.severity() == Severity.ERROR).map(Diagnostic::message).toList();
        assertEquals(List.of("dangling reference: #1.director refers to #9, which does not exist"), errors);
        assertArrayEquals(Fixtures.bytes("jackson-identity/zoo.json"), FORMAT.encode(doc.text()));
    }

    @Test
    void withoutARegistryEachFieldWhoseValuesAllNameIdsIsInferred() throws IOException {
        Document doc = alone("jackson-identity/zoo.json");
        assertEquals(RegistrySource.NONE, doc.registrySource());
        assertEquals(List.of(5, 11, 1, 5, 4, 0, 0), figures(doc), "director names nothing, so it reads as a plain number");
        assertEquals("9", get(doc, "$.director"));
        assertEquals(List.of(
                "inferred reference field: {animals,director,keepers,name,visitors}.animals[] (every value is an object's id or names one; no registry describes it)",
                "inferred reference field: {favourite,name,zoo}.zoo (every value is an object's id or names one; no registry describes it)",
                "inferred reference field: {favourite,name,zoo}.favourite (every value is an object's id or names one; no registry describes it)",
                "inferred reference field: {keeper,mate,name,tame,weight}.keeper (every value is an object's id or names one; no registry describes it)",
                "inferred reference field: {keeper,mate,name,tame,weight}.mate (every value is an object's id or names one; no registry describes it)"),

                warnings(doc));
    }

    @Test
    void uuidIdsAndClassNames() {
        Document doc = open("jackson-identity/world.json");
        assertEquals(List.of(3, 6, 1, 3, 3, 0, 0), figures(doc));
        assertEquals(NodeId.of(WORLD), doc.nodeId(doc.root()));
        assertEquals("game.World", doc.type(doc.root()));
        assertEquals("#\"" + SOUTH + "\"", get(doc, "$.regions[1]"));
        assertEquals("\"North\"", get(doc, "$.regions[1].neighbour.name"));
        assertEquals(3, warnings(doc).size(), warnings(doc).toString());
    }

    /** One edit of each kind of value: the text changes in that value's bytes and nowhere else. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "$.keepers[0].name|\"Mia B\"|\"name\" : \"Mia\"|\"name\" : \"Mia B\"",
            "$.visitors|1300|\"visitors\" : 1200|\"visitors\" : 1300",
            "#3.tame|true|\"tame\" : false|\"tame\" : true",
            "#3.mate|#5|\"mate\" : null|\"mate\" : 5",
            "$.keepers[1].favourite|#5|\"favourite\" : 3|\"favourite\" : 5",
            "$.director|#2|\"director\" : 9|\"director\" : 2"})
    void anEditChangesOnlyItsValue(String path, String value, String before, String after) {
        Document doc = open("jackson-identity/zoo.json");
        Document edited = new SetValue(at(doc, path), NewValue.parse(value), path).execute(doc);
        String t = text(doc);
        int start = doc.index().startInt(at(doc, path));
        int from = t.lastIndexOf(before.substring(0, before.indexOf(':')), start);
        assertEquals(t.substring(0, from) + after + t.substring(from + before.length()), text(edited));
        assertEquals(value, get(edited, path));
    }

    @Test
    void aRetargetRepeatsTheTargetsIdAsItIsWrittenAndChecksItsType() {
        Document world = open("jackson-identity/world.json");
        Document edited = new SetValue(at(world, "$.regions[1]"), NewValue.parse("#\"" + WORLD + "\""), "r").execute(world);
        assertTrue(text(edited).endsWith("}},\"" + WORLD + "\"]}"), text(edited));
        Document zoo = open("jackson-identity/zoo.json");
        var wrongType = assertThrows(EditRefusedException.class, () -> new SetValue(at(zoo, "$.director"), NewValue.parse("#3"), "d").execute(zoo));
        assertEquals("Zoo.director of #1 refers to Keeper nodes; #3 is a Animal", wrongType.getMessage());
        assertThrows(EditRefusedException.class, () -> new SetValue(at(zoo, "$.keepers[1].favourite"), NewValue.parse("7"), "f").execute(zoo));
    }

    @Test
    void idsAreScopedByTypeWhereTheRegistryGivesTypes() {
        TypeRegistry registry = TypeRegistry.parse(("{\"types\":[{\"name\":\"Home\",\"fields\":[{\"name\":\"owner\",\"kind\":\"ref\",\"type\":\"Person\"},"
                + "{\"name\":\"pets\",\"kind\":\"array\",\"type\":\"Pet\"}]},{\"name\":\"Person\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"}]},"
                + "{\"name\":\"Pet\",\"fields\":[{\"name\":\"owner\",\"kind\":\"ref\",\"type\":\"Person\"}]}]}").getBytes(StandardCharsets.UTF_8));
        Document doc = read("{\"@id\":1,\"owner\":{\"@id\":1,\"name\":\"Ann\"},\"pets\":[{\"@id\":1,\"owner\":1},1]}",
                ReadContext.of(Path.of("home.json")).withRegistry(registry, RegistrySource.GIVEN));
        assertEquals(List.of(NodeId.of("Home:1"), NodeId.of("Person:1"), NodeId.of("Pet:1")), List.of(doc.nodeId(0), doc.nodeId(1), doc.nodeId(2)));
        assertEquals("#\"Person:1\"", get(doc, "$.pets[0].owner"));
        assertEquals("#\"Pet:1\"", get(doc, "$.pets[1]"));
        Document edited = new SetValue(at(doc, "$.pets[1]"), NewValue.parse("null"), "p").execute(doc);
        assertTrue(text(edited).endsWith("\"owner\":1},null]}"));
    }

    @Test
    void anotherIdPropertyIsNamedByTheUserOrTheRegistry() {
        String text = "{\"ref_id\":1,\"kids\":[{\"ref_id\":2,\"up\":1},{\"ref_id\":3,\"up\":1,\"twin\":2},2]}";
        Document doc = read(text, ReadContext.of(Path.of("tree.json")).withIdProperty("ref_id"));
        assertEquals(JacksonIdentityFormat.NAME, doc.syntax().name());
        assertEquals(List.of(3, 6, 1, 3, 2, 0, 0), figures(doc));
        TypeRegistry named = TypeRegistry.parse("{\"idProperty\":\"ref_id\",\"types\":[]}".getBytes(StandardCharsets.UTF_8));
        Document viaRegistry = read(text, ReadContext.of(Path.of("tree.json")).withRegistry(named, RegistrySource.GIVEN));
        assertEquals(JacksonIdentityFormat.NAME, viaRegistry.syntax().name());
        assertEquals(figures(doc), figures(viaRegistry));
    }

    @Test
    void convertsIntegerIdsToHelioAndRefusesUuids() {
        Format helio = Formats.byName(HelioFormat.NAME);
        Document zoo = open("jackson-identity/zoo.json");
        Document back = helio.read(Conversions.convert(zoo, FORMAT, helio), ReadContext.of(Path.of("zoo.helio.json")));
        assertEquals(figures(zoo), figures(back));
        assertEquals("\"Tom\"", get(back, "#5.keeper.name"));
        var e = assertThrows(ConversionRefusedException.class, () -> Conversions.convert(open("jackson-identity/world.json"), FORMAT, helio));
        assertEquals("#\"" + WORLD + "\" is a string id, which a helio document cannot hold", e.getMessage());
    }
}
