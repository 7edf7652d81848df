package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * The facts of a big helio scene (what {@code scene}, {@code info} and {@code check} read before anything else of it)
 * are primitive arrays by object and by component, each made once as long as the fields noted while the document was
 * read say it need be: the bytes the read allocates per node are counted (never timed). Arrays grown as the objects
 * came, their copies, and a slot per node for objects and components again made about 140 bytes a node here.
 */
class SceneFactsFootprintTest {
    private static final int NODES = 100_000;
    /** About 38 bytes a node with the arrays made once; 136 when they were grown as the nodes came. */
    private static final long BYTES_PER_NODE = 64;

    @Test
    void readingTheFactsAllocatesTheirArraysOnce() {
        Document doc = Formats.read(SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
        SceneShape shape = SceneShapes.of(doc).orElseThrow();
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        SceneFacts facts = shape.read(doc);
        long perNode = (threads.getCurrentThreadAllocatedBytes() - before) / doc.nodeCount();
        assertTrue(facts.objectCount() > NODES / 4, facts.objectCount() + " objects");
        assertTrue(perNode <= BYTES_PER_NODE, perNode + " bytes allocated per node to read the facts");
        // The same facts as ever: every object in document order, each its node's slot.
        for (int s = 1; s < facts.objectCount(); s++) assertTrue(facts.objectNode(s - 1) < facts.objectNode(s));
        for (int s = 0; s < facts.objectCount(); s += 997) assertEquals(s, facts.slot(facts.objectNode(s)));
    }
}
