package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.size.SizeAnalysis;

/**
 * Whole-document work on a Unity scene of 100,000 nodes ({@link UnitySceneGenerator}: 33,334 game objects, each a
 * GameObject, a Transform and a MonoBehaviour), counted in bytes of text the index reads again to rebuild a document's
 * values ({@link UnityYamlIndex#rescannedBytes}), never timed. The load notes where each document is written, so the
 * sizes take a node's bytes from there: before, they read the scene again 2.3 times over.
 */
class UnitySizesRereadTest {
    private static byte[] text;

    @BeforeAll
    static void generate() {
        text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
    }

    private static Document read(byte[] bytes) {
        return Formats.read(bytes, ReadContext.of(Path.of("scene.unity")));
    }

    @Test
    void theSizeAnalysisReadsTheTextAgainLessThanTwiceOver() {
        Document doc = read(text);
        assertTrue(doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount());
        assertTrue(doc.knowsNodeText(), "the load notes where each document is written");
        long before = UnityYamlIndex.rescannedBytes();
        SizeAnalysis.of(doc);
        long reread = UnityYamlIndex.rescannedBytes() - before;
        assertTrue(reread < 2L * text.length, "the sizes read again " + reread + " bytes of a text of " + text.length);
    }
}
