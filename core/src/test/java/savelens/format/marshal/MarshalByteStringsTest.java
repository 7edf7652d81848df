package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.ValueSyntaxException;
import savelens.edit.DocumentFacts;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/**
 * Strings with bytes that are not UTF-8: {@code get} prints them as JSON strings with {@code \xNN}, and {@code set}
 * takes that text back; formats of text refuse {@code \xNN} with the reason.
 */
class MarshalByteStringsTest {
    @TempDir Path tmp;

    private static Document read(String fixture) { return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture))); }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    private static String get(Document doc, int v) {
        StringBuilder out = new StringBuilder();
        new ValuePrinter(doc).value(v, out);
        return out.toString();
    }

    @Test
    void everyStringOfTheFixturesSetToWhatGetPrintsLeavesTheFileByteIdentical() {
        int strings = 0, files = 0;
        for (Map.Entry<String, byte[]> e : RgssFixtures.all().entrySet()) {
            Document doc = read(e.getKey());
            if (doc.syntax().readOnly() != null) continue; // a scripts file takes no edit at all
            files++;
            MarshalIndex index = (MarshalIndex) doc.index();
            for (int v = 1; v < index.count(); v++) {
                if (!(index.marshal(v) instanceof MarshalValue.MString)) continue;
                String printed = get(doc, v);
                Document same = new SetValue(v, NewValue.parse(printed), e.getKey() + " value " + v).execute(doc);
                assertArrayEquals(e.getValue(), same.text(), e.getKey() + " value " + v + " set to " + printed);
                strings++;
            }
        }
        assertTrue(files >= 15 && strings >= 80, files + " files, " + strings + " strings");
    }

    @Test
    void aStringOfBytesThatAreNotUtf8IsSetByItsEscapesAndPrintedSoAgain() throws Exception {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        String name = "$[1].actors.@data[1].@name";
        Document edited = new SetValue(at(ace, name), NewValue.parse("\"\\x82\\xA0 Eric\\xFF\""), name).execute(ace);
        assertEquals("\"\\x82\\xA0 Eric\\xFF\"", get(edited, at(edited, name)));
        // Its bytes as typed; the :E true after them is kept.
        MarshalFile file = MarshalFile.read(edited.text());
        MarshalIndex index = (MarshalIndex) edited.index();
        byte[] bytes = ((MarshalValue.MString) index.marshal(at(edited, name))).bytes();
        assertArrayEquals(new byte[] {(byte) 0x82, (byte) 0xA0, ' ', 'E', 'r', 'i', 'c', (byte) 0xFF}, bytes);
        assertEquals(ace.text().length, edited.text().length + "Eric".length() - bytes.length);
        Document fresh = new MarshalFormat().read(edited.text(), ReadContext.of(Fixtures.path("rpgmaker-vxace/Save01.rvdata2")));
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))), String.join("\n", DocumentFacts.of(edited, GraphAnalysis.of(edited))));
        // Set back to what get printed before: the bytes read.
        Document back = new SetValue(at(edited, name), NewValue.parse(get(ace, at(ace, name))), name).execute(edited);
        assertArrayEquals(ace.text(), back.text());
        assertEquals(2, file.streams().size());
        RubyMarshal.assertLoads(edited.text(), 2, tmp, "MarshalByteStringsTest");
    }

    @Test
    void anXpStringWithoutEncodingTakesEscapesInAnInsertedElementToo() {
        Document xp = read("rpgmaker-xp/Save1.rxdata");
        Document edited = new InsertElement(at(xp, "$[0][0]"), 0, NewValue.parse("\"\\x93\\xFA\\x96\\x7B\""), "characters").execute(xp);
        assertEquals("\"\\x93\\xFA\\x96{\"", get(edited, at(edited, "$[0][0][0]")));
    }

    @Test
    void aStringAnObjectLinkNamesIsANodeAndPrintsAsAString() {
        // Real saves share a character's file name between the header and the player: ["Actor1", @1].
        MarshalValue.MString shared = new MarshalValue.MString(new byte[] {'A', 'c', 't', 'o', 'r', (byte) 0xff, '1'});
        byte[] bytes = MarshalWriter.asRuby(java.util.List.of(RgssFixtures.arr(shared, shared)));
        Document doc = new MarshalFormat().read(bytes, ReadContext.of(tmp.resolve("Save01.rvdata2")));
        int v = at(doc, "$[0][0]");
        assertEquals(savelens.document.ValueKind.NODE, doc.kind(v));
        assertEquals("\"Actor\\xFF1\"", get(doc, v));
        assertEquals("\"Actor\\xFF1\"", new ValuePrinter(doc).print(DocumentPath.parse("#\"0.1\"", doc).resolve(doc)));
        assertEquals("[\"Actor\\xFF1\",{\"$ref\":\"#\\\"0.1\\\"\"}]", new ValuePrinter(doc).print(DocumentPath.parse("$[0]", doc).resolve(doc)));
        assertArrayEquals(bytes, new SetValue(v, NewValue.parse(get(doc, v)), "$[0][0]").execute(doc).text());
    }

    @Test
    void escapesAreCheckedAsTheyAreTyped() {
        assertTrue(((NewValue.Literal) NewValue.parse("\"a\\xFFb\"")).hasByteEscapes());
        assertTrue(!((NewValue.Literal) NewValue.parse("\"a\\\\xFF\"")).hasByteEscapes()); // an escaped backslash, then xFF
        assertEquals("a\\xFF", ((NewValue.Literal) NewValue.parse("\"a\\\\xFF\"")).string());
        assertThrows(ValueSyntaxException.class, () -> NewValue.parse("\"\\xF\""));
        assertThrows(ValueSyntaxException.class, () -> NewValue.parse("\"\\xZZ\""));
        assertThrows(ValueSyntaxException.class, () -> NewValue.parse("\"\\xFF\\q\""));
        assertThrows(ValueSyntaxException.class, () -> NewValue.parse("\"\\xFF\" \"x\""));
        assertThrows(ValueSyntaxException.class, () -> NewValue.parse("\"\\xFF"));
    }

    @Test
    void aFormatOfTextRefusesByteEscapesWithTheReason() {
        Document mv = read("rpgmaker-mv/file1.rpgsave");
        int v = DocumentPath.parse("$.actors._data[1]._name", mv).resolve(mv).value();
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> new SetValue(v, NewValue.parse("\"\\xFF\""), "name").execute(mv));
        assertTrue(e.getMessage().contains("\\xNN escapes, bytes that are not UTF-8 text"), e.getMessage());
    }
}
