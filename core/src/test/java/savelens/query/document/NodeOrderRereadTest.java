package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.path.ValuePrinter;

/**
 * Going from node to node out of document order (a query's hits printed, a reference followed) reads each node's own
 * text, not the up to 256 values its index entry shares with the nodes before it. Counts the bytes the index reads
 * again ({@link JsonIndex#rescannedBytes}), never time. Before the index knew where each node of a helio file starts,
 * printing the hits of {@code $[?@.hp < 10]} read fifteen times their nodes' text (20k nodes), and a visit of every node in a
 * random order twelve times the whole text.
 */
class NodeOrderRereadTest {
    private static final Document SCENE = Formats.read(SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED),
            ReadContext.of(Path.of("scene.json")));

    @Test
    void printingScatteredHitsReadsTheirOwnNodes() {
        DocumentQuery query = DocumentQuery.parse("$[?@.hp < 10]", true);
        List<DocumentHit> hits = query.run(SCENE);
        assertTrue(hits.size() > 50, hits.size() + " hits");
        long own = 0;
        for (DocumentHit h : hits) own += span(h.location().node());
        ValuePrinter printer = new ValuePrinter(SCENE);
        StringBuilder line = new StringBuilder();
        long before = JsonIndex.rescannedBytes();
        for (DocumentHit h : hits) {
            line.setLength(0);
            printer.print(h.location(), line);
        }
        long reread = JsonIndex.rescannedBytes() - before;
        assertTrue(reread <= 2 * own, reread + " bytes read again to print hits whose nodes hold " + own);
    }

    @Test
    void visitingEveryNodeInARandomOrderReadsTheTextAboutOnce() {
        assertTrue(SCENE.knowsNodeText());
        int n = SCENE.nodeCount();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Random random = new Random(25);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        ValueIndex index = SCENE.index();
        long before = JsonIndex.rescannedBytes();
        int objects = 0;
        for (int node : order) {
            int body = SCENE.body(node);
            if (index.kind(body) == ValueIndex.OBJECT) objects++;
            assertEquals(SCENE.nodeTextStart(node), index.start(SCENE.nodeValue(node)), "node " + node + " starts where it was noted");
            assertEquals(index.start(body), SCENE.nodeBodyStart(node), "node " + node + "'s fields start where they were noted");
        }
        long reread = JsonIndex.rescannedBytes() - before;
        assertEquals(n, objects);
        assertTrue(reread <= SCENE.textLength(), reread + " bytes read again of " + SCENE.textLength());
    }

    private static long span(int node) {
        long s = SCENE.nodeTextSpan(node);
        return (int) s - (s >>> 32);
    }
}
