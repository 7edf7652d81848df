package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Severity;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;

/**
 * Generated Godot 4 scenes ({@link GodotSceneGenerator}, the benchmarks' scenes) read as Godot would: every section a
 * node, every path a reference, {@code %Name} paths to the unique node of that name. And the read's work counted,
 * never timed: a scene of 100,000 nodes with a few hundred {@code %Name} paths is read allocating a bounded multiple of
 * its text (each such path once looked for its node by walking every section: a million-node scene never loaded).
 */
class GodotGeneratedSceneTest {
    private static Document read(byte[] text) {
        return Formats.read(text, ReadContext.of(Path.of("world.tscn")));
    }

    @Test
    void aGeneratedSceneReadsWithoutFindingsAndItsUniqueNamesNameTheirNodes() {
        GodotSceneGenerator scene = GodotSceneGenerator.of(3_000, GodotSceneGenerator.DEFAULT_SEED);
        byte[] text = scene.bytes();
        Document doc = read(text);
        assertEquals(scene.sections() + 1, doc.nodeCount(), "every section a node, and the synthetic root");
        assertEquals(List.of(), doc.readDiagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList());
        assertEquals(0, GraphAnalysis.of(doc).dangling(), "every path names a node");
        String s = new String(text, StandardCharsets.UTF_8);
        int percent = 0;
        for (int at = s.indexOf("target = NodePath(\"%"); at >= 0; at = s.indexOf("target = NodePath(\"%", at + 1)) {
            percent++;
            String name = s.substring(at + "target = NodePath(\"%".length(), s.indexOf('"', at + 20));
            int value = valueAt(doc, at + "target = ".length());
            String path = doc.referencedNodeId(value).toString(); // #"Door1/Wall160/Door1915"
            assertTrue(path.equals("#\"" + name + "\"") || path.endsWith("/" + name + "\""), "%" + name + " names " + path);
        }
        assertTrue(percent > 5, "the scene has %Name paths: " + percent);
    }

    /** The value that starts at a byte of the text. */
    private static int valueAt(Document doc, int start) {
        for (int v = 0; v < doc.index().count(); v++) if (doc.index().start(v) == start && doc.index().keyStart(v) >= 0) return v;
        throw new AssertionError("no value at " + start);
    }

    @Test
    void aSceneOf100kNodesWithUniqueNamePathsIsReadAllocatingABoundedMultipleOfItsText() {
        byte[] text = GodotSceneGenerator.generate(91_000, GodotSceneGenerator.DEFAULT_SEED);
        read(GodotSceneGenerator.generate(2_000, 7)); // the code's first run
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        Document doc = read(text);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertTrue(doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount());
        // The read's own tables, node ids (paths) and boxed maps stay under 40 times the text; walking the sections
        // for each %Name path came to a gigabyte and more.
        assertTrue(allocated < 40L * text.length, "the read allocated " + allocated + " bytes for a text of " + text.length);
    }

    /**
     * What a read scene keeps beyond its text, and what the read allocates, on a generated scene of 100,000 nodes: the
     * value table in two-byte distances, sections and node paths in primitive arrays, the connections lists placed in
     * the one scan's table. Boxed maps, a record and a tag string per section and a second scan kept over 4 times the
     * text beside it (heap in use after collecting, before and after the read) and allocated 35 times it.
     */
    @Test
    void aSceneOf100kNodesKeepsLessThanThreeTimesItsTextBesideIt() {
        byte[] text = GodotSceneGenerator.generate(91_000, GodotSceneGenerator.DEFAULT_SEED);
        read(GodotSceneGenerator.generate(2_000, 7)); // the code's first run
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = usedAfterCollecting();
        long allocatedBefore = threads.getThreadAllocatedBytes(thread);
        Document doc = read(text);
        long allocated = threads.getThreadAllocatedBytes(thread) - allocatedBefore;
        long kept = usedAfterCollecting() - before;
        assertTrue(doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount()); // and the document is kept until it is measured
        assertTrue(kept < 3L * text.length, "the document keeps " + kept + " bytes beside a text of " + text.length);
        assertTrue(allocated < 30L * text.length, "the read allocated " + allocated + " bytes for a text of " + text.length);
    }

    private static long usedAfterCollecting() {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) System.gc();
        return r.totalMemory() - r.freeMemory();
    }
}
