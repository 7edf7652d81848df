package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;
import savelens.document.Document;

/**
 * Info's cycles in a document that is one component as deep as itself (a scene's objects, children and components
 * refer to each other) are counted with the marks and a bit or two a node: no stack as deep as the document.
 */
class ComponentsWalkAllocationTest {
    @Test
    void oneComponentAsDeepAsTheDocumentIsCountedWithoutAStackAsDeep() {
        int n = 200_000;
        Random r = new Random(7);
        StringBuilder s = RandomGraphs.header();
        // Each node refers to the next (the last to the first) and to one anywhere: a walk goes all of it deep.
        for (int i = 0; i < n; i++) {
            s.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[")
                    .append((i + 1) % n).append("],\"one\":").append(r.nextInt(n)).append("}}");
        }
        Document doc = RandomGraphs.read(s.append("]}").toString());
        doc.edges(); // listed with the document, as a command has them before it asks
        for (int round = 0; round < 3; round++) assertEquals(1, GraphFacts.withMarks(doc, true).cycleCount()); // the code's first runs
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        GraphFacts facts = GraphFacts.withMarks(doc, true);
        assertEquals(1, facts.cycleCount());
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertEquals(n, facts.nodesOnCycles());
        // The marks (4 bytes a node), two bits a node, and a walk's arrays no deeper than it goes before it is given
        // up; a walk to the end has a stack, low links and a path each as deep as the document: 16 bytes a node more.
        long bound = 4L * n + n / 4 + 512 * 1024;
        assertTrue(allocated < bound, "the components' walk allocated " + allocated + " bytes for " + n + " nodes (bound " + bound + ")");
    }
}
