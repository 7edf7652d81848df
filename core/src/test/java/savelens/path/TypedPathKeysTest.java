package savelens.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.path.DocumentPath.Entry;
import savelens.path.DocumentPath.Index;
import savelens.path.DocumentPath.Key;
import savelens.path.DocumentPath.Member;
import savelens.path.DocumentPath.Root;

/** Typed keys for Marshal documents: a symbol, an instance variable, a string key, an integer key and an entry differ. */
class TypedPathKeysTest {
    private static Document read(String fixture) {
        return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture)));
    }

    @Test
    void typedParseKeepsEveryKindOfKeyApart() {
        DocumentPath p = DocumentPath.parse("$[1].party.@gold", true);
        assertEquals(List.of(new Root(), new Index(1), new Member("party"), new Member("@gold")), p.steps());
        assertEquals(List.of(new Root(), new Key("\"party\""), new Entry(2), new Key("nil"), new Index(-3)),
                DocumentPath.parse("$[\"party\"]{2}[nil][-3]", true).steps());
        assertNotEquals(DocumentPath.parse("$.party", true), DocumentPath.parse("$[\"party\"]", true));
        for (String text : List.of("$[1].party.@gold", "$[\"party\"]{2}[nil]", "$.@data{0}[true]", "$[\"a b\"].x")) {
            assertEquals(text, DocumentPath.parse(text, true).toString());
            assertEquals(DocumentPath.parse(text, true), DocumentPath.parse(DocumentPath.parse(text, true).toString(), true));
        }
    }

    @Test
    void jsonPathsKeepDotAndQuotedNameAlike() {
        assertEquals(DocumentPath.parse("$.a"), DocumentPath.parse("$[\"a\"]"));
        assertEquals(DocumentPath.parse("$.a"), DocumentPath.parse("$[\"a\"]", false));
        assertEquals(List.of(new Root(), new Member("a{0}")), DocumentPath.parse("$.a{0}").steps());
        assertThrows(PathException.class, () -> DocumentPath.parse("$[nil]"));
        Document mv = read("rpgmaker-mv/file1.rpgsave");
        assertEquals(DocumentPath.parse("$.party"), DocumentPath.parse("$[\"party\"]", mv));
    }

    @Test
    void goldIsFoundInEachEnginesSave() {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        assertEquals("350", ace.raw(DocumentPath.parse("$[1].party.@gold", ace).resolve(ace).value()));
        Document xp = read("rpgmaker-xp/Save1.rxdata");
        assertEquals("1234", xp.raw(DocumentPath.parse("$[8].@gold", xp).resolve(xp).value()));
    }

    @Test
    void stringIntegerAndEntryKeysResolveToTheirOwnEntries() {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        // A symbol key is not the string key of the same text.
        assertEquals("\"00:12:47\"", ace.raw(DocumentPath.parse("$[0].playtime_s", ace).resolve(ace).value()));
        PathException none = assertThrows(PathException.class, () -> DocumentPath.parse("$[0][\"playtime_s\"]", ace).resolve(ace));
        assertTrue(none.getMessage().endsWith("has no string key \"playtime_s\"; its symbol key of that name is .playtime_s"), none.getMessage());
        // An integer key of a hash: the party holds 5 of item 1.
        assertEquals("5", ace.raw(DocumentPath.parse("$[1].party.@items[1]", ace).resolve(ace).value()));
        // Self switches are keyed by arrays: their entries are {n}.
        assertEquals("true", ace.raw(DocumentPath.parse("$[1].self_switches.@data{0}", ace).resolve(ace).value()));
        assertThrows(PathException.class, () -> DocumentPath.parse("$[1].self_switches.@data{1}", ace).resolve(ace));
    }

    @Test
    void pathsBuiltFromADocumentsNamesAreTheTypedOnes() {
        Document ace = read("rpgmaker-vxace/Save01.rvdata2");
        DocumentPath items = DocumentPath.parse("$[1].party.@items", ace);
        int hash = items.resolve(ace).value();
        int first = ace.index().firstChild(hash);
        assertEquals("$[1].party.@items[1]", items.member(ace, ace.name(first)).toString());
        DocumentPath data = DocumentPath.parse("$[1].self_switches.@data", ace);
        int entry = ace.index().firstChild(data.resolve(ace).value());
        assertEquals("$[1].self_switches.@data{0}", data.member(ace, ace.name(entry)).toString());
    }
}
