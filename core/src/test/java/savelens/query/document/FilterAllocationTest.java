package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * A filter over every node that compares a field with a number allocates nothing per node: the bytes this thread
 * allocates while it runs, never its time. Before, each node's field was boxed to be compared (16 bytes a node with
 * the field). (A decimal field is still read through a string of its digits.)
 */
class FilterAllocationTest {
    private static final Document SCENE = Formats.read(SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED),
            ReadContext.of(Path.of("scene.json")));

    @Test
    void comparingAFieldWithANumberAllocatesNothingPerNode() {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (String q : new String[] {"$[?@.hp < 10]", "$[?10 > @.hp]", "$[?@.hp == 704]"}) { // integer fields
            DocumentQuery query = DocumentQuery.parse(q, true);
            query.count(SCENE); // classes loaded, the tree's first answers made
            long before = threads.getCurrentThreadAllocatedBytes();
            int hits = query.count(SCENE);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(hits > 0, q);
            int nodes = SCENE.nodeCount();
            assertTrue(allocated < 2L * nodes, q + ": " + allocated + " bytes allocated over " + nodes + " nodes");
        }
    }
}
