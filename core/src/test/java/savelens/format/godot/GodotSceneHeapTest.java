package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.scene.SceneHierarchy;

/**
 * What a generated Godot scene of some 100,000 nodes keeps beside its text (heap in use after collecting, before and
 * after): once read, and with its scene hierarchy made. A node's id is its path, made when asked from its section's
 * parent and name values; connections are their values; member names a byte length; the hierarchy leaves names and
 * groups in the text. With a String per node path, two per connection, an int per member name's end, a type string and
 * a list per object, the read kept 2.55 times the text and the hierarchy 1.07 times more (now about 1.5 and 0.7).
 */
class GodotSceneHeapTest {
    private static Document read(byte[] text) {
        return Formats.read(text, ReadContext.of(Path.of("world.tscn")));
    }

    @Test
    void aSceneOf100kNodesAndItsHierarchyKeepNoStringPerNode() {
        byte[] text = GodotSceneGenerator.generate(91_000, GodotSceneGenerator.DEFAULT_SEED);
        SceneHierarchy.of(read(GodotSceneGenerator.generate(2_000, 7))); // the code's first run
        long before = usedAfterCollecting();
        Document doc = read(text);
        long kept = usedAfterCollecting() - before;
        Optional<SceneHierarchy> scene = SceneHierarchy.of(doc);
        long withScene = usedAfterCollecting() - before;
        assertTrue(scene.isPresent() && doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount()); // both kept until measured
        System.out.printf("godot 100k: text %d, kept %d (%.2fx), with the hierarchy %d (%.2fx)%n", text.length, kept,
                kept / (double) text.length, withScene, withScene / (double) text.length);
        assertTrue(kept < 1.9 * text.length, "the document keeps " + kept + " bytes beside a text of " + text.length);
        assertTrue(withScene - kept < 0.9 * text.length, "the hierarchy keeps " + (withScene - kept) + " bytes beside a text of " + text.length);
    }

    private static long usedAfterCollecting() {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) System.gc();
        return r.totalMemory() - r.freeMemory();
    }
}
