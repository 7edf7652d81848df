package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
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
            fromIndex[n] = index.end(doc.nodeValue(n)) - index.start(doc.nodeValue(n));
            assertEquals(index.start(doc.nodeValue(n)), doc.nodeTextStart(n));
        }
        assertArrayEquals(fromIndex, shallow);
    }
}
