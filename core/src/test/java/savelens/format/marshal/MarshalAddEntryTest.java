package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.AddField;
import savelens.edit.DocumentFacts;
import savelens.edit.EditHistory;
import savelens.edit.EditRefusedException;
import savelens.file.Formats;
import savelens.format.marshal.MarshalValue.*;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/**
 * Hash entries added through the model ({@code add-field}): keys of every scalar kind, the count rewritten, later
 * links renumbered, symbols written once per stream; the edit equals a fresh read, undo gives the bytes back, and
 * Ruby's own {@code Marshal.load} reads the result.
 */
class MarshalAddEntryTest {
    @TempDir Path tmp;

    private static final String ACE = "rpgmaker-vxace/Save01.rvdata2", XP = "rpgmaker-xp/Save1.rxdata";
    private static final String FOLLOWER_LINK = "$[1].player.@followers.@data[0].@preceding_character";

    private static Document read(String fixture) { return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture))); }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    private static String get(Document doc, String path) { return doc.raw(at(doc, path)); }

    private static int slot(String link) { return Integer.parseInt(link.substring(link.indexOf('.') + 1, link.length() - 1)); }

    private static byte[] hex(String h) { return HexFormat.of().parseHex(h); }

    /** Adds {@code key => value} to the hash at {@code path} through an edit history; checks patch = reread and undo. */
    private Document add(Document doc, String fixture, String path, String key, String value) throws Exception {
        EditHistory history = new EditHistory(doc);
        Document edited = history.execute(new AddField(at(doc, path), key, NewValue.parse(value), path));
        Document fresh = new MarshalFormat().read(edited.text(), ReadContext.of(Fixtures.path(fixture)));
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))), String.join("\n", DocumentFacts.of(edited, GraphAnalysis.of(edited))),
                path + " + " + key);
        assertArrayEquals(doc.text(), history.undo().text(), "undo of " + path + " + " + key);
        rubyLoads(edited, MarshalFile.read(edited.text()).streams().size());
        return edited;
    }

    private void rubyLoads(Document doc, int streams) throws Exception {
        RubyMarshal.assertLoads(doc.text(), streams, tmp, "MarshalAddEntryTest");
    }

    @Test
    void anIntegerKeyTakesNoSlotAndMovesNoLink() throws Exception {
        Document ace = read(ACE);
        Document edited = add(ace, ACE, "$[1].party.@items", "3", "7");
        assertEquals("7", get(edited, "$[1].party.@items[3]"));
        assertEquals(ace.text().length + 4, edited.text().length); // i 08, i 0c
        assertEquals(get(ace, FOLLOWER_LINK), get(edited, FOLLOWER_LINK));
        // The Save tab's way: an item added by its id, one of it.
        Document potion = add(ace, ACE, "$[1].party.@armors", "1", "1");
        assertEquals("{\"1\":1}", new savelens.path.ValuePrinter(potion).print(DocumentPath.parse("$[1].party.@armors", potion).resolve(potion)));
    }

    @Test
    void aStringKeyAndAStringValueTakeTwoSlotsAndLaterLinksMoveByTwo() throws Exception {
        Document ace = read(ACE);
        Document edited = add(ace, ACE, "$[1].party.@items", "\"note\"", "\"for the boss\"");
        assertEquals("\"for the boss\"", get(edited, "$[1].party.@items[\"note\"]"));
        assertEquals(slot(get(ace, FOLLOWER_LINK)) + 2, slot(get(edited, FOLLOWER_LINK)));
        // Both strings are tagged UTF-8 as the stream's strings are, each :E a link to the stream's first.
        MarshalStream s = MarshalFile.read(edited.text()).streams().get(1);
        assertEquals(MarshalFile.read(ace.text()).streams().get(1).symbols().size(), s.symbols().size());
    }

    @Test
    void aBignumKeyAndAFloatValueTakeASlotEach() throws Exception {
        Document xp = read(XP);
        Document edited = add(xp, XP, "$[8].@items", "1099511627776", "1.5");
        assertEquals("1.5", get(edited, "$[8].@items[1099511627776]"));
        Document nil = add(xp, XP, "$[8].@items", "nil", "null");
        assertEquals("nil", get(nil, "$[8].@items[nil]"));
        Document yes = add(xp, XP, "$[8].@weapons", "true", "false");
        assertEquals("false", get(yes, "$[8].@weapons[true]"));
        // XP's strings carry no encoding: a string key and value are bare.
        Document named = add(xp, XP, "$[8].@armors", "\"shield\"", "\"\\x82\\xA0\"");
        assertEquals("\"\\x82\\xA0\"", get(named, "$[8].@armors[\"shield\"]"));
        assertEquals(xp.text().length + 12, named.text().length); // "shield" 8 bytes and "\x82\xA0" 4; the count keeps its one byte
    }

    @Test
    void aSymbolKeyDefinedEarlierInTheStreamIsALink() throws Exception {
        Document ace = read(ACE);
        MarshalStream before = MarshalFile.read(ace.text()).streams().get(1);
        Document edited = add(ace, ACE, "$[1].party.@items", ":system", "1");
        MarshalStream after = MarshalFile.read(edited.text()).streams().get(1);
        assertEquals(before.symbols().size(), after.symbols().size());
        assertEquals("1", get(edited, "$[1].party.@items.system"));
        assertEquals(ace.text().length + 4, edited.text().length); // ; n, i 06
    }

    @Test
    void aNewSymbolKeyIsDefinedAndLaterSymbolLinksMoveUp() throws Exception {
        Document ace = read(ACE);
        MarshalStream before = MarshalFile.read(ace.text()).streams().get(1);
        Document edited = add(ace, ACE, "$[1].party.@items", "brand_new", ":brand_new");
        MarshalStream after = MarshalFile.read(edited.text()).streams().get(1);
        assertEquals(before.symbols().size() + 1, after.symbols().size());
        assertEquals(":brand_new", get(edited, "$[1].party.@items.brand_new"));
        // The value is a link to the key written just before it: one definition, ":brand_new" once in the bytes.
        String text = new String(edited.text(), StandardCharsets.ISO_8859_1);
        assertEquals(text.indexOf("brand_new"), text.lastIndexOf("brand_new"));
        assertEquals("8", get(edited, "$[1].player.@x"));
        assertEquals("true", get(edited, "$[1].map.@name_display"));
    }

    @Test
    void aSymbolKeyFirstDefinedLaterTakesThatDefinitionsPlace() throws Exception {
        Document ace = read(ACE);
        MarshalStream before = MarshalFile.read(ace.text()).streams().get(1);
        // :player is first written as the contents' last key, after the party.
        Document edited = add(ace, ACE, "$[1].party.@items", ":player", "2");
        MarshalStream after = MarshalFile.read(edited.text()).streams().get(1);
        assertEquals(before.symbols().size(), after.symbols().size());
        String text = new String(edited.text(), StandardCharsets.ISO_8859_1);
        assertEquals(text.indexOf(":\u000bplayer"), text.lastIndexOf(":\u000bplayer"), "the symbol is written in full once");
        assertEquals("2", get(edited, "$[1].party.@items.player"));
        assertEquals("8", get(edited, "$[1].player.@x"));
        assertEquals(slot(get(ace, FOLLOWER_LINK)), slot(get(edited, FOLLOWER_LINK)));
    }

    @Test
    void takingOverALaterDefinitionRenumbersTheSymbolsBetween() throws Exception {
        // [ {}, :b, :s, ;0, ;1 ]: :b is symbol 0, :s 1. Adding :s => 1 to the hash makes :s symbol 0, :b 1.
        MarshalFile f = MarshalFile.read(hex("04085b0a" + "7b00" + "3a0662" + "3a0673" + "3b00" + "3b06"));
        byte[] added = MarshalEdit.addHashEntry(f, 0, 1, new Symbol("s".getBytes(StandardCharsets.US_ASCII)), new Fixnum(1));
        assertArrayEquals(hex("04085b0a" + "7b06" + "3a0673" + "6906" + "3a0662" + "3b00" + "3b06" + "3b00"), added);
        if (!RubyMarshal.available()) {
            System.err.println("MarshalAddEntryTest: Ruby check skipped: no ruby on the PATH");
            return;
        }
        Path file = tmp.resolve("symbols.bin");
        Files.write(file, added);
        Process p = new ProcessBuilder("ruby", "-e", "p Marshal.load(File.binread(ARGV[0]))", file.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        assertTrue(out.equals("[{:s=>1}, :b, :s, :b, :s]") || out.equals("[{s: 1}, :b, :s, :b, :s]"), out);
    }

    @Test
    void anExistingKeyAnInstanceVariableAndAnEntryNumberAreRefused() {
        Document ace = read(ACE);
        EditRefusedException dup = assertThrows(EditRefusedException.class,
                () -> new AddField(at(ace, "$[1].party.@items"), "1", NewValue.parse("3"), "items").execute(ace));
        assertEquals("items already has a field \"1\"", dup.getMessage());
        Document once = new AddField(at(ace, "$[1].party.@items"), "party", NewValue.parse("3"), "items").execute(ace);
        EditRefusedException sym = assertThrows(EditRefusedException.class,
                () -> new AddField(at(once, "$[1].party.@items"), ":party", NewValue.parse("4"), "items").execute(once));
        assertTrue(sym.getMessage().contains("already has the key :party (entry {2})"), sym.getMessage());
        EditRefusedException ivar = assertThrows(EditRefusedException.class,
                () -> new AddField(at(ace, "$[1].party"), "steps2", NewValue.parse("3"), "party").execute(ace));
        assertTrue(ivar.getMessage().contains("Game_Party takes no new instance variable"), ivar.getMessage());
        EditRefusedException entry = assertThrows(EditRefusedException.class,
                () -> new AddField(at(ace, "$[1].party.@items"), "{0}", NewValue.parse("3"), "items").execute(ace));
        assertTrue(entry.getMessage().contains("give the new entry's key"), entry.getMessage());
        assertThrows(EditRefusedException.class, () -> new AddField(at(ace, "$[1].party.@items"), "\u00e9t\u00e9", NewValue.parse("3"), "items").execute(ace));
        assertThrows(EditRefusedException.class, () -> new AddField(at(ace, "$[1].party.@items"), "x", NewValue.parse("#\"1.31\""), "items").execute(ace));
    }

    @Test
    void aStreamsOwnHashTakesEntriesAndAStreamsOwnValueIsSet() throws Exception {
        // The streams are values the file writes: only $ is made up.
        Document ace = read(ACE);
        Document edited = add(ace, ACE, "$[0]", "difficulty", "2");
        assertEquals("2", get(edited, "$[0].difficulty"));
        Document xp = read(XP);
        Document later = new savelens.edit.SetValue(at(xp, "$[1]"), NewValue.parse("12000"), "$[1]").execute(xp);
        assertEquals("12000", get(later, "$[1]"));
        assertThrows(EditRefusedException.class, () -> new savelens.edit.InsertElement(at(xp, "$"), 0, NewValue.parse("1"), "$").execute(xp));
        assertThrows(EditRefusedException.class, () -> new savelens.edit.RemoveChild(at(xp, "$[1]"), "$[1]").execute(xp));
    }

    @Test
    void anEmptyHashTakesItsFirstEntry() throws Exception {
        Document ace = read(ACE);
        Document edited = add(ace, ACE, "$[1].party.@armors", ":shield", "\"bronze\"");
        assertEquals("\"bronze\"", get(edited, "$[1].party.@armors.shield"));
        MarshalFile f = MarshalFile.read(edited.text());
        assertInstanceOf(MHash.class, f.streams().get(1).values().get(((MarshalIndex) edited.index()).position(at(edited, "$[1].party.@armors"))).value());
    }
}
