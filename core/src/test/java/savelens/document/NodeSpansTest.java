package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * The spans an edited document carries over, read through the patches since the load, and once more patches pile up
 * than are read through, shifted into an array of their own: either way each node's span is where a fresh read of the
 * edited text finds it, and every document of the history still reads its own.
 */
class NodeSpansTest {
    private static final ReadContext SCENE = ReadContext.of(Path.of("scene.json"));

    @Test
    void spansAfterManyPatchesAreTheFreshRead() {
        Document doc = Formats.read(SceneGenerator.generate(600, SceneGenerator.DEFAULT_SEED), SCENE);
        List<Document> history = new ArrayList<>(List.of(doc));
        // Names made longer and shorter by turns, front to back and back to front, past the patches read through.
        int edits = NodeSpans.MOST_PATCHES + 8;
        for (int i = 0; i < edits; i++) {
            Document at = history.get(history.size() - 1);
            int node = i % 2 == 0 ? 1 + 13 * i : at.nodeCount() - 1 - 11 * i;
            int name = -1;
            for (int n = node; name < 0; n++) name = at.childNamed(at.body(n), "name");
            String text = i % 3 == 0 ? "" : "renamed " + "x".repeat(i);
            Document next = new SetValue(name, NewValue.string(text), "name").execute(at);
            assertNotNull(next.patchFrom(at), "edit " + i + " patched");
            history.add(next);
        }
        // The newest first (past the limit: shifted once), then the older ones (read through their patches).
        for (int k = history.size() - 1; k >= 0; k--) assertSpansOfFreshRead(history.get(k), "after " + k + " edits");
    }

    private static void assertSpansOfFreshRead(Document edited, String what) {
        Document fresh = Formats.read(edited.text(), SCENE);
        for (int n = 0; n < edited.nodeCount(); n++) {
            assertEquals(fresh.nodeTextStart(n), edited.nodeTextStart(n), what + ": start of node " + n);
            assertEquals(fresh.nodeTextEnd(n), edited.nodeTextEnd(n), what + ": end of node " + n);
            assertEquals(((long) fresh.nodeTextStart(n) << 32) | fresh.nodeTextEnd(n), edited.nodeTextSpan(n), what + ": span of node " + n);
        }
    }
}
