package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import savelens.document.Document;

/**
 * What the root reaches (check's unreachable nodes) is found with a bit a node: a root that lists every node (a
 * scene's list of objects, a save's array of actors) leaves no stack of nodes waiting as long as the list, since the
 * rows after the one being read are read in their turn rather than held.
 */
class ReachFromRootAllocationTest {
    @Test
    void aRootListingEveryNodeIsSearchedInABitANode() {
        int n = 200_000;
        StringBuilder s = RandomGraphs.header();
        s.append("{\"id\":0,\"type\":\"N\",\"fields\":{\"out\":[");
        for (int i = 1; i < n; i++) s.append(i > 1 ? "," : "").append(i);
        s.append("],\"one\":null}}");
        // Each node refers back to the one before it: edges behind the sweep, all to nodes it has reached already.
        for (int i = 1; i < n; i++) s.append(",{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[],\"one\":").append(i - 1).append("}}");
        Document doc = RandomGraphs.read(s.append("]}").toString());
        doc.edges(); // listed with the document, as a command has them before it asks
        for (int round = 0; round < 3; round++) assertEquals(0, GraphFacts.of(doc).unreachable()); // the code's first runs
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        GraphFacts facts = GraphFacts.of(doc);
        assertEquals(0, facts.unreachable());
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        // The bits, a small stack and the facts themselves; a stack of the listed nodes would be 4 bytes a node.
        long bound = n / 8 + 16_384;
        assertTrue(allocated < bound, "the search from the root allocated " + allocated + " bytes for " + n + " nodes (bound " + bound + ")");
    }
}
