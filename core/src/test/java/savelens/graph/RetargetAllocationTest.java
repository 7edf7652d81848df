package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
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
}
