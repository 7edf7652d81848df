package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.SetValue;

/**
 * A retarget, its undo and its redo make the document's next revision from the one before without a copy of
 * anything as long as the document: at a million nodes each such copy is megabytes (a humongous object in the
 * window's 1 GB heap) made on every edit.
 */
class RetargetAllocationTest {
    @Test
    void aRetargetItsUndoAndRedoCopyNothingAsLongAsTheDocument() {
        Document doc = RandomGraphs.read(RandomGraphs.graph(new Random(25), 200_000, 3));
        GraphAnalysis.of(doc);
        doc.edges().incomingCount(0); // as the window lists them: a retarget moves one edge in the lists
        doc.edges().listSources();
        int edges = doc.edges().edgeCount();
        assertTrue(edges > 300_000, "edges: " + edges);
        int edge = edges / 2, target = doc.edges().target(edge) == 7 ? 8 : 7;
        SetValue retarget = new SetValue(doc.edges().value(edge), NewValue.reference(doc.nodeId(target)), "edge " + edge);
        for (int round = 0; round < 3; round++) retarget.redo(retarget.undo(retarget.execute(doc))); // the code's first runs
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        Document moved = retarget.execute(doc);
        long executed = threads.getThreadAllocatedBytes(thread);
        Document back = retarget.undo(moved);
        long undone = threads.getThreadAllocatedBytes(thread);
        Document again = retarget.redo(back);
        long redone = threads.getThreadAllocatedBytes(thread);
        // One int per edge (what a copy of the targets costs) is 4 bytes an edge; a byte an edge leaves room for the
        // text's patch and the lists of the two nodes the edge leaves and joins.
        long bound = edges;
        assertTrue(executed - before < bound, "the retarget allocated " + (executed - before) + " bytes for " + edges + " edges");
        assertTrue(undone - executed < bound, "its undo allocated " + (undone - executed) + " bytes");
        assertTrue(redone - undone < bound, "its redo allocated " + (redone - undone) + " bytes");
        assertEquals(target, moved.edges().target(edge));
        assertEquals(target, moved.target(moved.edges().value(edge)));
        assertEquals(doc.edges().target(edge), back.edges().target(edge));
        assertTrue(Arrays.equals(doc.text(), back.text()), "undo gives the bytes back");
        assertEquals(target, again.edges().target(edge));
    }

    /**
     * A retarget inside a component of every node (each leads to the next and back to the one before: short cycles
     * everywhere, as a scene's objects and components make them), which keeps the component and the search: its
     * example cycle is found again after a few nodes, without arrays as long as the component (nor its members boxed).
     */
    @Test
    void aRetargetInsideAComponentOfTheWholeDocumentIsFollowedWithoutCopiesAsLongAsIt() {
        int n = 200_000;
        StringBuilder text = RandomGraphs.header();
        for (int i = 0; i < n; i++) {
            text.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[")
                    .append((i + n - 1) % n).append("],\"one\":").append((i + 1) % n).append("}}");
        }
        Document doc = RandomGraphs.read(text.append("]}").toString());
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        doc.edges().incomingCount(0);
        doc.edges().listSources();
        assertEquals(1, analysis.cycles().size(), "one component of every node");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long most = 0;
        // The edge back from s to s - 1 led to s - 2 instead: nearer the root than s, so the search keeps its course,
        // and s still reaches s - 1 through s - 2.
        for (int round = 0; round < 5; round++) {
            int s = 1000 + round * 1000, e = doc.edges().firstEdge(s);
            assertEquals(s - 1, doc.edges().target(e));
            SetValue retarget = new SetValue(doc.edges().value(e), NewValue.reference(doc.nodeId(s - 2)), "edge " + e);
            Document moved = retarget.execute(doc);
            moved.edges().incomingCount(0);
            long before = threads.getThreadAllocatedBytes(thread);
            GraphAnalysis after = GraphAnalysis.following(analysis, moved);
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            if (round > 0) most = Math.max(most, allocated); // the first runs the code for the first time
            GraphAnalysis fresh = GraphAnalysis.of(RandomGraphs.read(new String(moved.text(), StandardCharsets.UTF_8)));
            assertEquals(fresh.cycles().size(), after.cycles().size());
            assertEquals(fresh.cycles().get(0).example(), after.cycles().get(0).example());
            assertEquals(List.of(0, n - 1, 0), after.cycles().get(0).example(), "the shortest cycle through the first member, closed");
        }
        // Whether s still reaches s - 1 is asked with a mark a node (a byte); the example's arrays alone were two ints
        // a node, its members listed one more and boxed four more.
        assertTrue(most < 3L * n, "following a retarget inside the component allocated " + most + " bytes for " + n + " nodes");
    }

    /**
     * Where the shortest cycle through the component's first member is long (a ring, each node leading to the next and
     * the one after), the search past {@code Cycles.MOST_VISITED_SPARSELY} nodes goes on with the arrays, and finds
     * the cycle a fresh analysis finds.
     */
    @Test
    void aLongExampleCycleIsFoundAsAFreshAnalysisFindsIt() {
        int n = 5_000;
        StringBuilder text = RandomGraphs.header();
        for (int i = 0; i < n; i++) {
            text.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[")
                    .append((i + 2) % n).append("],\"one\":").append((i + 1) % n).append("}}");
        }
        Document doc = RandomGraphs.read(text.append("]}").toString());
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        int s = 2_001, e = doc.edges().firstEdge(s); // s to s + 2 led to s + 1, which s reaches anyway
        Document moved = new SetValue(doc.edges().value(e), NewValue.reference(doc.nodeId(s + 1)), "edge " + e).execute(doc);
        GraphAnalysis after = GraphAnalysis.following(analysis, moved);
        GraphAnalysis fresh = GraphAnalysis.of(RandomGraphs.read(new String(moved.text(), StandardCharsets.UTF_8)));
        assertEquals(1, after.cycles().size());
        assertTrue(after.cycles().get(0).example().size() > Cycles.MOST_VISITED_SPARSELY, "example of " + after.cycles().get(0).example().size());
        assertEquals(fresh.cycles().get(0).example(), after.cycles().get(0).example());
    }
}
