package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.Samples;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.icons.Glyph;

class EntryGlyphTest {
    @Test void rowsOfAHelioDocumentShowWhatTheyAre() {
        DocumentState island = DocumentLoader.load(Fixtures.folder().resolve("helio/island.json"));
        TreeEntries rows = new TreeEntries(island);
        assertEquals(Glyph.NODE, glyph(island, rows, "$"));
        assertEquals(Glyph.NULL, glyph(island, rows, "$.parent"));
        assertEquals(Glyph.ARRAY, glyph(island, rows, "$.children"));
        assertEquals(Glyph.REFERENCE, glyph(island, rows, "$.children[0]"));
        assertEquals(Glyph.STRING, glyph(island, rows, "$.children[0].name"));
        assertEquals(Glyph.CYCLE, glyph(island, rows, "$.children[0].parent"));
    }

    @Test void sharedReferencesShowTheSharedGlyph() {
        DocumentState scene = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));
        assertEquals(Glyph.SHARED, glyph(scene, new TreeEntries(scene), "$.roots[0].children[1].components[0].next"));
    }

    @Test void nestedRpgMakerObjectsAreNodesAndScalarsShowTheirKind() {
        DocumentState save = DocumentLoader.load(Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave"));
        assertRpgMakerGlyphs(save);
        TreeEntries rows = new TreeEntries(save);
        assertEquals(Glyph.NODE, glyph(save, rows, "$.variables._data"), "a wrapped array is a node");
        assertEquals(Glyph.STRING, glyph(save, rows, "$.variables._data[5]"));
        assertEquals(Glyph.NULL, glyph(save, rows, "$.actors._data[0]"));
    }

    @Test void theRealMvSaveShowsTheSameKinds() {
        assertRpgMakerGlyphs(DocumentLoader.load(Samples.folder().resolve("rpgmaker-mv/file1.rpgsave")));
    }

    private static void assertRpgMakerGlyphs(DocumentState save) {
        TreeEntries rows = new TreeEntries(save);
        assertEquals(Glyph.NODE, glyph(save, rows, "$.system"));
        assertEquals(Glyph.BOOL, glyph(save, rows, "$.system._saveEnabled"));
        assertEquals(Glyph.NUMBER, glyph(save, rows, "$.system._battleCount"));
    }

    @Test void inlineObjectsAndDanglingReferences(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("doc.json");
        Files.writeString(file, """
                {"types":[{"name":"T","version":1,"fields":[{"name":"at","kind":"any"},{"name":"next","kind":"ref"}]}],
                 "root":0,"nodes":[{"id":0,"type":"T","fields":{"at":{"x":1},"next":7}}]}""");
        DocumentState doc = DocumentLoader.load(file);
        TreeEntries rows = new TreeEntries(doc);
        assertEquals(Glyph.OBJECT, glyph(doc, rows, "$.at"));
        assertEquals(Glyph.DANGLING, glyph(doc, rows, "$.next"));
    }

    private static Glyph glyph(DocumentState state, TreeEntries rows, String path) {
        return EntryGlyph.of(TreeEntriesTestSupport.walk(rows, path), state.document());
    }
}
