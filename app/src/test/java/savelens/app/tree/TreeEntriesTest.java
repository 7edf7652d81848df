package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;

class TreeEntriesTest {
    final DocumentState island = DocumentLoader.load(Fixtures.folder().resolve("helio/island.json"));
    final TreeEntries entries = new TreeEntries(island);

    @Test void theRootRowNamesTheNode() {
        assertEquals("#0 SceneNode \"island\"", entries.root().text());
        assertEquals("$", entries.root().path().toString());
    }

    @Test void aReferenceBackToAnAncestorIsACycleMarker() {
        TreeEntry parent = child(child(child(entries.root(), "$.children"), "$.children[0]"), "$.children[0].parent");
        assertEquals(Marker.CYCLE, parent.marker());
        assertTrue(parent.isLeaf());
        assertEquals("cycle: back to #0 island", parent.tooltip());
        assertEquals(island.document().root(), parent.target());
    }

    @Test void aReferenceAtItsTargetsHomeUnfolds() {
        TreeEntry rock = child(child(entries.root(), "$.children"), "$.children[0]");
        assertEquals(Marker.NONE, rock.marker());
        assertEquals("[0]: #1 SceneNode \"rock\"", rock.text());
        assertEquals(List.of("$.children[0].name", "$.children[0].parent", "$.children[0].children"),
                entries.children(rock).stream().map(e -> e.path().toString()).toList());
    }

    @Test void sharedReferencesAreMarkedNotUnfolded() {
        DocumentState scene = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));
        TreeEntries rows = new TreeEntries(scene);
        // The lamp's Glow #6 has "next" #8, whose home is the keeper's components (under the stairs).
        TreeEntry next = TreeEntriesTestSupport.walk(rows, "$.roots[0].children[1].components[0].next");
        assertEquals(Marker.SHARED, next.marker());
        assertTrue(next.tooltip().startsWith("shared: #8"), next.tooltip());
    }

    private TreeEntry child(TreeEntry parent, String path) {
        return entries.children(parent).stream().filter(e -> e.path().toString().equals(path)).findFirst().orElseThrow();
    }

    @Test void anMvNodeUnfoldsWhereItIsWrittenAndAnEarlierReferenceToItIsShared() {
        // Harold is written out among the actors; the party's leader, reached first breadth-first, is an @r.
        DocumentState save = DocumentLoader.load(Fixtures.folder().resolve("rpgmaker-mv/file1.rpgsave"));
        TreeEntries rows = new TreeEntries(save);
        TreeEntry written = TreeEntriesTestSupport.walk(rows, "$.actors._data[1]");
        assertEquals(Marker.NONE, written.marker());
        assertFalse(written.isLeaf());
        assertTrue(rows.children(written).stream().map(e -> e.path().toString()).toList().contains("$.actors._data[1]._name"));
        TreeEntry leader = TreeEntriesTestSupport.walk(rows, "$.party._leader");
        assertEquals(Marker.SHARED, leader.marker());
        assertTrue(leader.isLeaf());
        assertEquals(written.node(), leader.target());
        assertTrue(leader.tooltip().contains("(at $.actors._data[1],"), leader.tooltip());
        assertEquals("$.actors._data[1]", save.paths().node(written.node()).toString());
    }
}
