package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.EditHistory;
import savelens.edit.SetValue;
import savelens.path.DocumentPath;

/** A scene carried over to a document a scalar edit patched, when the edit cannot change it, and read again when it can. */
class SceneFollowingTest {
    static final String TEXT = "{\"root\":0,\"nodes\":["
            + "{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"Village\",\"active\":true,\"roots\":[1],\"weather\":\"rain\"}},"
            + "{\"id\":1,\"type\":\"GameObject\",\"fields\":{\"name\":\"world\",\"tag\":\"Untagged\",\"layer\":30.5,\"active\":true,"
            + "\"parent\":null,\"children\":[2],\"components\":[3],\"score\":7.5}},"
            + "{\"id\":2,\"type\":\"GameObject\",\"fields\":{\"name\":\"house\",\"tag\":\"Loot\",\"layer\":33.5,\"active\":false,"
            + "\"parent\":1,\"children\":[],\"components\":[]}},"
            + "{\"id\":3,\"type\":\"Component\",\"fields\":{\"kind\":\"Mover\",\"owner\":1,\"speed\":2.5,\"path\":{\"to\":\"gate\",\"tags\":[\"x\"]}}}]}";

    final Document doc = HelioScenes.read(TEXT);
    final EditHistory history = new EditHistory(doc);
    final SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();

    private Document set(String path, NewValue value) {
        Document now = history.document();
        return history.execute(new SetValue(DocumentPath.parse(path).resolve(now).value(), value, path));
    }

    @Test void anEditOfAFieldTheShapeDoesNotReadKeepsTheObjects() {
        for (String[] edit : new String[][] {{"$.weather", "\"sun\""}, {"$.roots[0].score", "8.5"}, {"$.roots[0].components[0].speed", "3.5"},
                {"$.roots[0].components[0].path.to", "\"well\""}, {"$.roots[0].components[0].path.tags[0]", "\"y\""}}) {
            String path = edit[0];
            Document before = history.document();
            SceneHierarchy from = SceneHierarchy.of(before).orElseThrow();
            from.objects();
            Document next = set(path, NewValue.parse(edit[1]));
            SceneHierarchy carried = from.following(next);
            assertNotNull(carried, path);
            assertSame(next, carried.document(), path);
            assertTrue(carried.sameObjectsAs(from), path);
            assertEquals("Village", carried.name());
            assertEquals(facts(SceneHierarchy.of(next).orElseThrow()), facts(carried), path + ": as a read of the new document gives");
        }
    }

    @Test void aSceneCarriedOverBeforeItsObjectsAreBuiltBuildsNoneForTheEdit() {
        // A window carries the scene over on an edit: a million objects built there would stall it.
        Document before = history.document();
        SceneHierarchy from = SceneHierarchy.forObjects(before).orElseThrow();
        Document next = set("$.roots[0].score", NewValue.parse("8.5"));
        SceneHierarchy carried = from.following(next);
        assertNotNull(carried);
        assertFalse(from.objectsBuilt(), "the scene it came from: built by the edit");
        assertFalse(carried.objectsBuilt(), "the scene carried over: built by the edit");
        assertTrue(carried.sameObjectsAs(from));
        assertEquals(facts(SceneHierarchy.of(next).orElseThrow()), facts(carried), "as a read of the new document gives");
        assertTrue(from.objectsBuilt(), "built once, for both");
        assertSame(from.objects(), carried.objects());
        assertFalse(carried.sameObjectsAs(SceneHierarchy.of(next).orElseThrow()), "a scene read anew has objects of its own");
    }

    @Test void aRetargetOfAReferenceTheShapeDoesNotReadKeepsTheObjectsAndOneItReadsIsReadAgain() {
        // Two components name a target: an inferred reference, whose reading finding points at the first of them.
        String text = TEXT.replace("\"speed\":2.5", "\"speed\":2.5,\"target\":2")
                .replace("\"parent\":1,\"children\":[],\"components\":[]", "\"parent\":1,\"children\":[],\"components\":[4]");
        text = text.substring(0, text.length() - 2) + ",{\"id\":4,\"type\":\"Component\",\"fields\":{\"kind\":\"Light\",\"owner\":2,\"target\":2}}]}";
        Document read = HelioScenes.read(text);
        EditHistory edits = new EditHistory(read);
        SceneHierarchy from = SceneHierarchy.of(read).orElseThrow();
        from.objects();
        DocumentPath target = DocumentPath.parse("$.roots[0].children[0].components[0].target");
        Document moved = edits.execute(new SetValue(target.resolve(read).value(), NewValue.reference(savelens.document.NodeId.of(1)), "target"));
        assertTrue(moved.keepsValuesOf(read) && !moved.keepsStructureOf(read), "a patched retarget");
        SceneHierarchy carried = from.following(moved);
        assertNotNull(carried);
        assertSame(moved, carried.document());
        assertTrue(carried.sameObjectsAs(from));
        assertEquals(facts(SceneHierarchy.of(moved).orElseThrow()), facts(carried), "as a read of the new document gives");
        SceneHierarchy back = carried.following(edits.undo());
        assertNotNull(back, "the undo is a retarget of the same reference");
        assertTrue(back.sameObjectsAs(from));
        assertNotNull(back.following(edits.redo()));

        // The component's owner is how the scene places it: read again.
        Document now = edits.document();
        SceneHierarchy current = SceneHierarchy.of(now).orElseThrow();
        DocumentPath owner = DocumentPath.parse("$.roots[0].children[0].components[0].owner");
        Document reowned = edits.execute(new SetValue(owner.resolve(now).value(), NewValue.reference(savelens.document.NodeId.of(1)), "owner"));
        assertTrue(reowned.keepsValuesOf(now), "a patched retarget");
        assertNull(current.following(reowned));
    }

    @Test void renamingTheSceneChangesItsNameAloneAndAnUndoRenamesItBack() {
        Document renamed = set("$.name", NewValue.parse("\"Hamlet \\u00e9\""));
        SceneHierarchy carried = scene.following(renamed);
        assertEquals("Hamlet é", carried.name());
        assertEquals(SceneHierarchy.of(renamed).orElseThrow().name(), carried.name());
        assertTrue(carried.sameObjectsAs(scene));
        assertEquals(scene.diagnostics(), carried.diagnostics());

        SceneHierarchy back = carried.following(history.undo());
        assertEquals("Village", back.name());
        assertTrue(back.sameObjectsAs(scene));
    }

    @Test void anEditOfWhatTheSceneReadsIsReadAgain() {
        for (String[] edit : new String[][] {{"$.roots[0].name", "\"globe\""}, {"$.roots[0].tag", "\"Loot\""}, {"$.roots[0].layer", "40.5"},
                {"$.roots[0].children[0].active", "true"}, {"$.roots[0].components[0].kind", "\"Rotor\""}, {"$.active", "false"}}) {
            Document before = history.document();
            SceneHierarchy from = SceneHierarchy.of(before).orElseThrow();
            Document next = set(edit[0], NewValue.parse(edit[1]));
            assertNotNull(next.patchFrom(before), edit[0] + " is patched, as the window's edits are");
            assertNull(from.following(next), edit[0]);
        }
    }

    @Test void aDocumentNotPatchedFromTheScenesIsNeverFollowed() {
        assertNull(scene.following(HelioScenes.read(TEXT)), "read from a text: nothing says what changed");
        Document first = set("$.weather", NewValue.string("sun"));
        Document second = set("$.weather", NewValue.string("fog"));
        assertNotNull(scene.following(first));
        assertNull(scene.following(second), "two edits away");
        assertTrue(!scene.sameObjectsAs(SceneHierarchy.of(doc).orElseThrow()), "another read is other objects");
    }

    /** What a hierarchy shows of its objects, in order. */
    private static List<String> facts(SceneHierarchy s) {
        return s.objects().stream().map(o -> o.id() + " " + o.name() + " " + o.parent() + " " + o.children() + " " + o.activeSelf()
                + " " + o.activeInHierarchy() + " " + o.tags() + " " + o.layer() + " " + o.components() + " " + o.depth()).toList();
    }
}
