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
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/** Array elements inserted and removed, hash entries removed, through the model: later links renumbered, Ruby loads the result. */
class MarshalStructureTest {
    @TempDir Path tmp;

    private static final String ACE = "rpgmaker-vxace/Save01.rvdata2", XP = "rpgmaker-xp/Save1.rxdata";
    private static final String FOLLOWER_LINK = "$[1].player.@followers.@data[0].@preceding_character";

    private static Document read(String fixture) { return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture))); }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    private static int slot(String link) { return Integer.parseInt(link.substring(link.indexOf('.') + 1, link.length() - 1)); }

    private static void sameAsFresh(Document edited, String fixture) {
        Document fresh = new MarshalFormat().read(edited.text(), ReadContext.of(Fixtures.path(fixture)));
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))), String.join("\n", DocumentFacts.of(edited, GraphAnalysis.of(edited))));
    }

    private void rubyLoads(Document doc, int streams) throws Exception {
        RubyMarshal.assertLoads(doc.text(), streams, tmp, "MarshalStructureTest");
    }

    @Test
    void anInsertedStringTakesASlotAndEveryLaterLinkMoves() throws Exception {
        Document ace = read(ACE);
        EditHistory history = new EditHistory(ace);
        Document edited = history.execute(new InsertElement(at(ace, "$[1].message.@texts"), 0, NewValue.parse("\"Hello\""), "texts"));
        assertEquals("\"Hello\"", edited.raw(at(edited, "$[1].message.@texts[0]")));
        assertEquals(slot(ace.raw(at(ace, FOLLOWER_LINK))) + 1, slot(edited.raw(at(edited, FOLLOWER_LINK))));
        sameAsFresh(edited, ACE);
        rubyLoads(edited, 2);
        assertArrayEquals(ace.text(), history.undo().text());
    }

    @Test
    void anIntegerIsAppendedToTheVariables() throws Exception {
        Document ace = read(ACE);
        Document edited = new InsertElement(at(ace, "$[1].variables.@data"), -1, NewValue.parse("7"), "variables").execute(ace);
        assertEquals("7", edited.raw(at(edited, "$[1].variables.@data[4]")));
        assertEquals(ace.text().length + 2, edited.text().length); // the element 69 0c; the count 09 → 0a
        assertEquals(slot(ace.raw(at(ace, FOLLOWER_LINK))), slot(edited.raw(at(edited, FOLLOWER_LINK))));
        sameAsFresh(edited, ACE);
        rubyLoads(edited, 2);
    }

    @Test
    void aRemovedBignumGivesBackItsSlotAndAHashEntryGoes() throws Exception {
        Document xp = read(XP);
        Document edited = new RemoveChild(at(xp, "$[4].@data[4]"), "variable 4").execute(xp);
        assertEquals(4, edited.visibleChildCount(at(edited, "$[4].@data")));
        sameAsFresh(edited, XP);
        rubyLoads(edited, 12);
        Document ace = read(ACE);
        Document fewer = new RemoveChild(at(ace, "$[1].party.@items[2]"), "item 2").execute(ace);
        assertEquals(1, fewer.visibleChildCount(at(fewer, "$[1].party.@items")));
        assertThrows(savelens.path.PathException.class, () -> at(fewer, "$[1].party.@items[2]"));
        sameAsFresh(fewer, ACE);
        rubyLoads(fewer, 2);
    }

    @Test
    void anInstanceVariableIsNotRemoved() {
        Document ace = read(ACE);
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> new RemoveChild(at(ace, "$[1].party.@gold"), "gold").execute(ace));
        assertTrue(e.getMessage().contains("@gold"), e.getMessage());
    }
}
