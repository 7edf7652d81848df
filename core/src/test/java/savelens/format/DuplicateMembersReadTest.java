package savelens.format;

import savelens.index.DuplicateMembers;
import savelens.file.Formats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.UnreadableDocumentException;
import savelens.edit.AddField;
import savelens.edit.EditRefusedException;
import savelens.document.NewValue;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/**
 * A member name given twice in one object: everything reads the last one, as {@code JSON.parse} and the
 * games do; {@code check} reports it; edits leave it alone; a duplicated structural member is unreadable.
 */
class DuplicateMembersReadTest {
    private static final String PARTY = "{\"@constructor\":\"Game_Party\",\"_gold\":1,\"_items\":{},\"_gold\":0}";

    private static Document read(String json, String name) {
        return Formats.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of(name)));
    }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc));
    }

    private static List<Diagnostic> errors(Document doc) {
        return DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc)).stream().filter(d -> d.severity() == Severity.ERROR).toList();
    }

    @Test
    void theLastOneIsTheValueEverywhere() {
        Document doc = read(PARTY, "party.json");
        assertEquals("0", get(doc, "$._gold"));
        assertEquals("{\"_items\":{},\"_gold\":0}", get(doc, "$"), "the earlier one is not a field at all");
        assertEquals(2, doc.visibleChildCount(doc.body(doc.root())));
    }

    @Test
    void checkNamesBothPlaces() {
        Document doc = read(PARTY, "party.json");
        List<Diagnostic> errors = errors(doc);
        assertEquals(1, errors.size());
        assertEquals("duplicate member \"_gold\" at line 1, column 30 and line 1, column 52: the game reads only the last one",
                errors.get(0).message());
        assertEquals(DocumentPath.parse("$._gold").resolve(doc).value(), errors.get(0).value());
    }

    @Test
    void editsOfEitherCopyAreRefusedAndOthersGoThrough() {
        Document doc = read(PARTY, "party.json");
        int gold = DocumentPath.parse("$._gold").resolve(doc).value();
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> new SetValue(gold, NewValue.parse("5"), "$._gold").execute(doc));
        assertEquals("cannot edit \"_gold\": its object has that name twice (line 1, column 30 and line 1, column 52),"
                + " and the game reads only the last one", e.getMessage());
        assertThrows(EditRefusedException.class, () -> new RemoveChild(gold, "$._gold").execute(doc));
        int items = DocumentPath.parse("$._items").resolve(doc).value();
        Document edited = new AddField(items, "x", NewValue.parse("1"), "$._items").execute(doc);
        assertEquals("{\"@constructor\":\"Game_Party\",\"_gold\":1,\"_items\":{\"x\":1},\"_gold\":0}",
                new String(edited.text(), StandardCharsets.UTF_8));
    }

    @Test
    void nodesAndReferencesInsideAShadowedMemberAreNotThere() {
        // MV: the first "party" holds node @c 2, which the game never sees; a reference to it dangles.
        String json = "{\"party\":{\"gold\":1,\"@c\":2},\"party\":{\"gold\":0,\"@c\":3},\"again\":{\"@r\":2},\"@c\":1}";
        Document doc = new RpgMakerMvFormat().read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
        assertEquals(2, doc.nodeCount());
        assertEquals("0", get(doc, "$.party.gold"));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.dangling());
        assertEquals(1, g.references());
        assertEquals(0, g.unreachable());
    }

    @Test
    void helioFieldsResolveToTheLastAndOnlyItsReferenceCounts() {
        String json = "{\"root\":0,\"types\":[{\"name\":\"T\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"},{\"name\":\"hp\",\"kind\":\"number\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{\"next\":1,\"hp\":\"bad\",\"next\":null,\"hp\":3}},"
                + "{\"id\":1,\"type\":\"T\",\"fields\":{\"next\":null,\"hp\":1}}]}";
        Document doc = read(json, "graph.json");
        assertEquals("null", get(doc, "#0.next"));
        assertEquals("3", get(doc, "#0.hp"));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(0, g.references(), "the shadowed reference to #1 is no edge");
        assertEquals(1, g.unreachable());
        // Two duplicates, and no complaint about the shadowed "bad" hp.
        assertEquals(2, errors(doc).size());
        assertTrue(errors(doc).stream().allMatch(d -> d.message().startsWith("duplicate member")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"root\":0,\"root\":1,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{}},{\"id\":1,\"type\":\"T\",\"fields\":{}}]}|g.json|line 1, column 11: \"root\" is written twice in one object (first at line 1, column 2)",
            "{\"root\":0,\"nodes\":[],\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{}}]}|g.json|line 1, column 22: \"nodes\"",
            "{\"root\":0,\"nodes\":[{\"id\":0,\"id\":1,\"type\":\"T\",\"fields\":{}}]}|g.json|line 1, column 28: \"id\"",
            "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"type\":\"U\",\"fields\":{}}]}|g.json|line 1, column 39: \"type\"",
            "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{},\"fields\":{}}]}|g.json|line 1, column 51: \"fields\"",
            "{\"root\":0,\"types\":[],\"types\":[],\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{}}]}|g.json|line 1, column 22: \"types\"",
            "{\"@constructor\":\"A\",\"@constructor\":\"B\"}|p.json|line 1, column 21: \"@constructor\"",
            "{\"a\":{\"@circularID\":1,\"@circularID\":2}}|p.json|line 1, column 23: \"@circularID\"",
            "[{\"@reference\":1,\"@reference\":1}]|p.json|line 1, column 18: \"@reference\"",
    })
    void aStructuralMemberGivenTwiceIsUnreadable(String json, String name, String message) {
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class, () -> read(json, name));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void rpgMakerMetadataGivenTwiceIsUnreadable() {
        RpgMakerMvFormat mv = new RpgMakerMvFormat();
        for (String json : List.of("{\"@c\":1,\"@c\":2}", "{\"a\":{\"@\":\"X\",\"@\":\"Y\",\"@c\":2},\"@c\":1}",
                "{\"a\":{\"@r\":1,\"@r\":1},\"@c\":1}", "{\"a\":{\"@c\":2,\"@a\":[],\"@a\":[]},\"@c\":1}")) {
            byte[] file = mv.encode(json.getBytes(StandardCharsets.UTF_8));
            UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                    () -> Formats.read(file, ReadContext.of(Path.of("file1.rpgsave"))), json);
            assertTrue(e.getMessage().contains("is written twice in one object"), e.getMessage());
        }
    }
}
