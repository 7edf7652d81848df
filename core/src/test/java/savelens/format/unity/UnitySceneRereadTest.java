package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.scene.SceneHierarchy;

/**
 * The scene facts of a Unity scene of 100,000 nodes ({@link UnitySceneGenerator}: 33,334 game objects, each a
 * GameObject, a Transform and a MonoBehaviour), counted in bytes of text the index reads again to rebuild a document's
 * values ({@link UnityYamlIndex#rescannedBytes}), never timed. The load notes the fields the scene shape reads, so the
 * hierarchy, its findings and a check read no document again; before, each read the whole scene once more.
 */
class UnitySceneRereadTest {
    /** The most text the scene's work may read again, as a share of the text: a few documents, not the scene. */
    private static final double BUDGET = 0.01;
    private static byte[] text;

    @BeforeAll
    static void generate() {
        text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
    }

    private static Document read() {
        return Formats.read(text, ReadContext.of(Path.of("scene.unity")));
    }

    @Test
    void theHierarchyAndItsFindingsReadNoDocumentAgain() {
        Document doc = read();
        assertTrue(doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount());
        long before = UnityYamlIndex.rescannedBytes();
        SceneHierarchy hierarchy = SceneHierarchy.of(doc).orElseThrow();
        hierarchy.diagnostics();
        assertEquals(33_334, hierarchy.objects().size());
        assertRereadWithinBudget("the scene hierarchy", UnityYamlIndex.rescannedBytes() - before);
    }

    @Test
    void aCheckReadsNoDocumentAgain() {
        Document doc = read();
        long before = UnityYamlIndex.rescannedBytes();
        DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        assertRereadWithinBudget("a check", UnityYamlIndex.rescannedBytes() - before);
    }

    @Test
    void theFactsReadAsTheDocumentsDo() {
        // The same scene read from its documents (the notes set aside) gives the same facts.
        SceneHierarchy noted = SceneHierarchy.of(read()).orElseThrow();
        Document again = read();
        ((UnityYamlIndex) again.index()).forgetSceneFields();
        SceneHierarchy scanned = SceneHierarchy.of(again).orElseThrow();
        assertEquals(scanned.objects(), noted.objects());
        assertEquals(scanned.rootList(), noted.rootList());
        assertEquals(scanned.diagnostics().toString(), noted.diagnostics().toString());
    }

    private static void assertRereadWithinBudget(String what, long reread) {
        assertTrue(reread <= BUDGET * text.length, what + " read again " + reread + " bytes of a text of " + text.length
                + String.format(" (%.2f×)", (double) reread / text.length));
    }
}
