package savelens.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.DocumentPatch;
import savelens.document.ReadContext;
import savelens.document.ReferenceEdges;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.graph.GraphAnalysis;
import savelens.graph.StronglyConnectedComponents;
import savelens.json.JsonIndex;
import savelens.save.FileStamp;
import savelens.scene.SceneHierarchy;
import savelens.size.SizeAnalysis;

/**
 * The whole-document analyses the window runs in the background (the scene hierarchy, the graph, sizes) stop at
 * their next check once their thread is interrupted, which is how Cancel reaches them: they check every few
 * thousand nodes. Counted in the text the scene read reads again, not timed.
 */
class CancelledAnalysesTest {
    static final int NODES = 20_000;

    private static Document scene() {
        return Formats.read(SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
    }

    /**
     * The scene after an edit patched in place (the same text here): its scene is read by scanning every node's text, as
     * the fields noted while reading are the first index's. That scan's bytes count how far a scene read got.
     */
    private static Document scannedScene() {
        Document doc = scene();
        JsonIndex index = (JsonIndex) doc.index();
        int value = 0;
        while (index.kind(value) == JsonIndex.OBJECT || index.kind(value) == JsonIndex.ARRAY) value = index.firstChild(value);
        return DocumentPatch.scalarReplaced(doc, index.replaced(value, doc.text().clone()), value);
    }

    @AfterEach void clearInterrupt() {
        Thread.interrupted();
    }

    @Test void aSceneReadFromTheNotedFieldsStopsWhenInterrupted() {
        Document doc = scene();
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> SceneHierarchy.of(doc));
    }

    @Test void aSceneReadStopsAtItsFirstCheckWithoutReadingTheNodes() {
        Document doc = scannedScene();
        long before = JsonIndex.rescannedBytes();
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> SceneHierarchy.of(doc));
        long read = JsonIndex.rescannedBytes() - before;
        // Recognising the shape looks at the first object; reading the scene would read every node's text again.
        assertTrue(read < doc.text().length / 20, "read again " + read + " of " + doc.text().length + " bytes");
    }

    @Test void theSameReadNotCancelledReadsEveryNode() {
        Document doc = scannedScene();
        long before = JsonIndex.rescannedBytes();
        assertTrue(SceneHierarchy.of(doc).isPresent());
        assertTrue(JsonIndex.rescannedBytes() - before >= doc.text().length / 2, "the check above measures the read");
    }

    /**
     * Cancel pressed after the indexer's last report, while the format resolves references (ids to nodes, the
     * registry's target types, the links): that work loops over every node and reference, and stops too.
     */
    @Test void aReadStopsWhileResolvingReferences() {
        byte[] text = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        long[] last = {-1};
        ReadProgress.during((done, total) -> last[0] = done, () -> Formats.read(text, ReadContext.of(Path.of("scene.json"))));
        assertTrue(last[0] > 0, "the indexer reports its progress");
        ReadProgress.Listener cancelAtTheLastReport = (done, total) -> {
            if (done == last[0]) Thread.currentThread().interrupt();
        };
        assertThrows(CancellationException.class,
                () -> ReadProgress.during(cancelAtTheLastReport, () -> Formats.read(text, ReadContext.of(Path.of("scene.json")))));
    }

    @Test void theGraphAnalysisAndTheSizesStopWhenInterrupted() {
        Document doc = scene();
        doc.edges(); // resolved as a load resolves them, before its analysis
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> GraphAnalysis.of(doc));
        assertTrue(Thread.currentThread().isInterrupted(), "the flag stays for whoever checks next");
        assertThrows(CancellationException.class, () -> SizeAnalysis.of(doc));
    }

    /** Found on another core beside the search, the components do not see the interrupt: a flag stops them. */
    @Test void theComponentsStopWhenToldAndAreFoundWhenNot() {
        Document doc = scene();
        assertThrows(CancellationException.class, () -> StronglyConnectedComponents.of(doc.edges(), () -> true));
        assertTrue(StronglyConnectedComponents.of(doc.edges(), () -> false).count() > 0);
    }

    /** Who refers to each node is listed after the analysis, on its worker: that stops too, and is listed when asked again. */
    @Test void theIncomingListsStopWhenInterruptedAndAreMadeWhenAskedAgain() {
        Document doc = scene();
        ReferenceEdges edges = doc.edges();
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> edges.incomingCount(0));
        assertThrows(CancellationException.class, edges::listSources);
        Thread.interrupted();
        int pointingAtRoot = 0;
        for (int e = 0; e < edges.edgeCount(); e++) if (edges.target(e) == doc.root()) pointingAtRoot++;
        assertEquals(pointingAtRoot, edges.incomingCount(doc.root()));
        edges.listSources();
        for (int v = 0; v < doc.nodeCount(); v++) {
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) assertEquals(v, edges.source(e));
        }
    }

    /** The file's hash (made after the analysis, for a save to compare with the disk) stops too, and is made when asked again. */
    @Test void theHashStopsWhenInterruptedAndIsMadeWhenAskedAgain(@TempDir Path dir) throws Exception {
        byte[] bytes = SceneGenerator.generate(NODES, SceneGenerator.DEFAULT_SEED);
        Path file = Files.write(dir.resolve("scene.json"), bytes);
        FileStamp.StampedBytes read = FileStamp.read(file, FileStampReading::allBytes);
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, read::stamp);
        Thread.interrupted();
        String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertEquals(expected, read.stamp().sha256());
    }

    /** Reads a whole file for {@link FileStamp#read}, whose reader may not throw a checked exception. */
    private static final class FileStampReading {
        static byte[] allBytes(Path file) {
            try {
                return Files.readAllBytes(file);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
