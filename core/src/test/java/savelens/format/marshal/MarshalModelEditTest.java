package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.DocumentFacts;
import savelens.edit.EditHistory;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/** Scalar edits through the model: spliced as Marshal writes them, read again, and loaded by Ruby's own Marshal. */
class MarshalModelEditTest {
    @TempDir Path tmp;

    private static Document read(String fixture) {
        return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture)));
    }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    private static Document set(Document doc, String path, String value) {
        return new SetValue(at(doc, path), NewValue.parse(value), path).execute(doc);
    }

    /** The edited document is what a fresh read of its bytes gives (patch = reread). */
    private static void sameAsFresh(Document edited) {
        Document fresh = new MarshalFormat().read(edited.text(), ReadContext.of(Fixtures.path("rpgmaker-vxace/Save01.rvdata2")));
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))),
                String.join("\n", DocumentFacts.of(edited, GraphAnalysis.of(edited))));
    }

    private void rubyLoads(Document doc, int streams) throws Exception {
        RubyMarshal.assertLoads(doc.text(), streams, tmp, "MarshalModelEditTest");
    }

    /** How many bytes differ, for edits that keep the file's length. */
    private static int bytesDiffering(byte[] a, byte[] b) {
        assertEquals(a.length, b.length);
        int n = 0;
        for (int i = 0; i < a.length; i++) if (a[i] != b[i]) n++;
        return n;
    }

    /** The slot an object link {@code #"1.N"} names. */
    private static int slot(String link) { return Integer.parseInt(link.substring(link.indexOf('.') + 1, link.length() - 1)); }

    @Test
    void goldIsSplicedInPlaceAndEveryOtherByteStays() throws Exception {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        Document edited = set(ace, "$[1].party.@gold", "351");
        assertEquals("351", edited.raw(at(edited, "$[1].party.@gold")));
        assertEquals(1, bytesDiffering(ace.text(), edited.text()));
        sameAsFresh(edited);
        rubyLoads(edited, 2);
    }

    @Test
    void aFixnumGrowsPastItsFormAndPastTwoToTheThirtyIntoABignum() throws Exception {
        Document xp = read("rpgmaker-xp/Save1.rxdata");
        Document bigger = set(xp, "$[8].@gold", "70000");
        assertEquals(xp.text().length + 1, bigger.text().length); // i 02 d2 04 → i 03 70 11 01
        assertEquals("70000", bigger.raw(at(bigger, "$[8].@gold")));
        sameAsFresh(bigger);
        // Past 2^30 the gold is a Bignum, which takes an object slot: every later link moves by one.
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        Document big = set(ace, "$[1].party.@gold", "1073741824");
        assertEquals("1073741824", big.raw(at(big, "$[1].party.@gold")));
        assertEquals("Bignum", MarshalNodes.type(((MarshalIndex) big.index()).streamOf(at(big, "$[1].party.@gold")),
                ((MarshalIndex) big.index()).position(at(big, "$[1].party.@gold"))));
        String link = "$[1].player.@followers.@data[0].@preceding_character";
        assertEquals(slot(ace.raw(at(ace, link))) + 1, slot(big.raw(at(big, link))), "the follower's link to the player, written after the gold");
        sameAsFresh(big);
        rubyLoads(big, 2);
        // And back: the slot goes away again and the links return to where they were.
        Document back = set(big, "$[1].party.@gold", "350");
        assertArrayEquals(ace.text(), back.text());
    }

    @Test
    void aStringKeepsItsEncodingAndASymbolIsWrittenAsOne() throws Exception {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        Document renamed = set(ace, "$[1].actors.@data[1].@name", "\"Éric\"");
        int name = at(renamed, "$[1].actors.@data[1].@name");
        assertEquals("\"Éric\"", renamed.raw(name));
        assertTrue(renamed.index().end(name) - renamed.index().start(name) > 9, "the I wrapper and :E true are kept");
        byte[] span = java.util.Arrays.copyOfRange(renamed.text(), renamed.index().startInt(name), renamed.index().endInt(name));
        assertEquals('I', span[0]);
        assertEquals('T', span[span.length - 1]);
        sameAsFresh(renamed);
        rubyLoads(renamed, 2);
        Document xp = read("rpgmaker-xp/Save1.rxdata");
        Document ralph = set(xp, "$[7].@data[1].@name", "\"Ralph\"");
        assertEquals("\"Ralph\"", ralph.raw(at(ralph, "$[7].@data[1].@name")));
    }

    @Test
    void aSymbolValueIsTypedWithAColon() throws Exception {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        // A nil may become anything: here a symbol written before in the stream, so a symbol link.
        String place = "$[1].map.@interpreter.dump[2]";
        Document edited = set(ace, place, ":system");
        assertEquals(":system", edited.raw(at(edited, place)));
        assertEquals(';', edited.text()[edited.index().startInt(at(edited, place))]);
        sameAsFresh(edited);
        rubyLoads(edited, 2);
        Document again = set(edited, place, ":brand_new");
        assertEquals(":brand_new", again.raw(at(again, place)));
        assertEquals(':', again.text()[again.index().startInt(at(again, place))]);
        sameAsFresh(again);
        rubyLoads(again, 2);
    }

    @Test
    void refusalsSayWhy() {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        EditRefusedException kind = assertThrows(EditRefusedException.class, () -> set(ace, "$[1].party.@gold", "\"lots\""));
        assertTrue(kind.getMessage().contains("a number"), kind.getMessage());
        EditRefusedException link = assertThrows(EditRefusedException.class,
                () -> set(ace, "$[1].player.@followers.@data[0].@preceding_character", "3"));
        assertTrue(link.getMessage().contains("reference"), link.getMessage());
        Document mv = Formats.read(Fixtures.bytes("rpgmaker-mv/file1.rpgsave"), ReadContext.of(Fixtures.path("rpgmaker-mv/file1.rpgsave")));
        int gold = DocumentPath.parse("$.party._gold").resolve(mv).value();
        EditRefusedException symbol = assertThrows(EditRefusedException.class,
                () -> new SetValue(gold, NewValue.parse(":gold"), "gold").execute(mv));
        assertTrue(symbol.getMessage().contains("Ruby symbol"), symbol.getMessage());
    }

    @Test
    void undoGivesBackTheBytesRead() {
        Document xp = read("rpgmaker-xp/Save1.rxdata");
        EditHistory history = new EditHistory(xp);
        history.execute(new SetValue(at(xp, "$[8].@gold"), NewValue.parse("5000000000"), "gold"));
        assertEquals("5000000000", history.document().raw(at(history.document(), "$[8].@gold")));
        sameAsFresh(history.document());
        assertArrayEquals(xp.text(), history.undo().text());
    }
}
