package savelens.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;

/**
 * A diff of two versions of a big helio scene walks only the nodes that changed: the nodes written alike are told by
 * the text the load noted for each node, so the index rebuilds no chunk for them. Counts the bytes of text the index
 * reads again ({@link JsonIndex#rescannedBytes}), never time. Before, a diff hashed every value of both documents,
 * reading each text again once over.
 */
class DiffRereadTest {
    private static final int NODES = 20_000;

    @Test
    void aSceneAgainstAnIdenticalCopyReadsNoTextAgain() {
        byte[] text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        Document a = read(text), b = read(text.clone());
        assertTrue(a.knowsNodeText() && b.knowsNodeText(), "the helio load notes where each node is written");
        long before = JsonIndex.rescannedBytes();
        List<Change> changes = DocumentDiff.between(a, b, Alignment.BY_ID);
        long reread = JsonIndex.rescannedBytes() - before;
        assertEquals(List.of(), changes);
        assertEquals(0, reread, "bytes of text read again for a diff with no change");
    }

    @Test
    void aFewEditsReadAgainOnlyTheNodesTheyAreIn() {
        byte[] text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        byte[] edited = text.clone();
        String s = new String(text, StandardCharsets.ISO_8859_1);
        int edits = 0;
        for (int from = 0, k = 0; k < 3; k++, from = s.length() / 3 * k) { // an hp near the start, a third and two thirds in
            int digit = s.indexOf("\"hp\":", from) + 5;
            edited[digit] = (byte) (edited[digit] == '9' ? '8' : edited[digit] + 1);
            edits++;
        }
        Document a = read(text), b = read(edited);
        long before = JsonIndex.rescannedBytes();
        List<Change> changes = DocumentDiff.between(a, b, Alignment.BY_ID);
        long reread = JsonIndex.rescannedBytes() - before;
        assertEquals(edits, changes.size(), changes::toString);
        assertEquals(changes.toString(), DocumentDiff.betweenHashingEverything(a, b, Alignment.BY_ID).toString());
        // Each changed node is walked on both sides, rebuilding at most its chunk (a few dozen nodes) on each.
        assertTrue(reread < 0.01 * 2 * text.length, () -> "read again " + reread + " bytes of " + 2 * text.length);
    }

    private static Document read(byte[] text) {
        return Formats.read(text, ReadContext.of(Path.of("scene.json")));
    }
}
