package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueKind;
import savelens.edit.SetValue;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;

/**
 * Shallow sizes of a helio scene come from where the load noted each node is written: the index rebuilds no chunk to
 * find a node's end. Counts the bytes of text the index reads again ({@link JsonIndex#rescannedBytes}), never time;
 * before, finding every node's end read the text again once over.
 */
class ShallowSizesRereadTest {
    @Test
    void aSceneIsSizedWithoutReadingItsTextAgain() {
        byte[] text = SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED);
        Document doc = Formats.read(text, ReadContext.of(Path.of("scene.json")));
        assertTrue(doc.knowsNodeText());
        long before = JsonIndex.rescannedBytes();
        int[] shallow = ShallowSizes.of(doc);
        assertEquals(0, JsonIndex.rescannedBytes() - before, "bytes of text read again");
        // The same sizes as from the index's own spans of each node's value.
        ValueIndex index = doc.index();
        int[] fromIndex = new int[doc.nodeCount()];
        for (int n = 0; n < fromIndex.length; n++) {
            fromIndex[n] = index.endInt(doc.nodeValue(n)) - index.startInt(doc.nodeValue(n));
            assertEquals(index.start(doc.nodeValue(n)), doc.nodeTextStart(n));
        }
        assertArrayEquals(fromIndex, shallow);
    }

    @Test
    void aPatchedSceneIsSizedFromTheSpansTheEditShifted() {
        byte[] text = SceneGenerator.generate(5_000, SceneGenerator.DEFAULT_SEED);
        Document doc = Formats.read(text, ReadContext.of(Path.of("scene.json")));
        // A scalar edit and a retarget in the middle of the text, each patched: the spans after them move, those before stay.
        int middle = doc.nodeCount() / 2;
        int name = -1;
        for (int n = middle; name < 0; n++) name = doc.childNamed(doc.body(n), "name");
        Document renamed = new SetValue(name, NewValue.string("a much longer name than any the scene had"), "name").execute(doc);
        int ref = -1;
        for (int n = middle + 7; ref < 0; n++) {
            int owner = doc.childNamed(doc.body(n), "owner");
            if (owner >= 0 && renamed.kind(owner) == ValueKind.REFERENCE) ref = owner;
        }
        int object = 0;
        while (!"GameObject".equals(renamed.type(object)) || renamed.nodeId(object).equals(renamed.referencedNodeId(ref))) object++;
        Document moved = new SetValue(ref, NewValue.reference(renamed.nodeId(object)), "owner").execute(renamed);
        for (Document edited : new Document[] {renamed, moved}) {
            assertTrue(edited.knowsNodeText() && edited.patchFrom(edited == renamed ? doc : renamed) != null, "patched, spans carried over");
            Document fresh = Formats.read(edited.text(), ReadContext.of(Path.of("scene.json")));
            long before = JsonIndex.rescannedBytes();
            int[] shallow = ShallowSizes.of(edited);
            assertEquals(0, JsonIndex.rescannedBytes() - before, "bytes of text read again");
            assertArrayEquals(ShallowSizes.of(fresh), shallow);
            for (int n = 0; n < edited.nodeCount(); n++) {
                assertEquals(fresh.nodeTextStart(n), edited.nodeTextStart(n), "node " + n);
                assertEquals(fresh.nodeTextEnd(n), edited.nodeTextEnd(n), "node " + n);
            }
        }
    }
}
