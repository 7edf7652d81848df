package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;
import savelens.scene.SceneFacts;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneShape;

/**
 * The helio scene read from the fields noted while the document was read gives the same scene as the scan of every
 * node's text that it replaces, on every helio fixture and a generated scene; and it reads no text again.
 */
class NotedSceneFieldsTest {
    /** The standard shape made to scan the text, as it did before the fields were noted. */
    private static final SceneShape SCANNING = new SceneShape() {
        @Override public String name() { return "helio"; }
        @Override public boolean isSceneFile() { return false; }
        @Override public int recognitionOrder() { return 200; }
        @Override public boolean recognises(Document doc) { return HelioSceneShape.STANDARD.recognises(doc); }
        @Override public SceneFacts read(Document doc) { return HelioSceneShape.STANDARD.read(doc, false); }
    };

    private static List<Path> helioFixtures() throws IOException {
        try (Stream<Path> files = Files.list(Fixtures.path("helio"))) {
            return files.filter(f -> !f.getFileName().toString().endsWith(".registry.json")).sorted().toList();
        }
    }

    private static Document read(byte[] text, Path file) { return Formats.read(text, ReadContext.of(file)); }

    @Test void everyHelioFixtureReadsAsTheSameScene() throws IOException {
        List<Path> files = helioFixtures();
        assertTrue(files.size() >= 4, files.toString());
        for (Path f : files) {
            Document doc = read(Files.readAllBytes(f), f);
            assertSame(doc, f.toString());
        }
    }

    @Test void aGeneratedSceneReadsAsTheSameSceneWithoutReadingTextAgain() {
        byte[] text = SceneGenerator.generate(30_000, SceneGenerator.DEFAULT_SEED);
        Document doc = read(text, Path.of("scene.json"));
        assertNotNull(((HelioSyntax) doc.syntax()).sceneFields(doc), "fields noted while reading");
        long before = JsonIndex.rescannedBytes();
        HelioSceneShape.STANDARD.read(doc);
        assertEquals(0, JsonIndex.rescannedBytes() - before, "bytes read again for the scene");
        assertSame(doc, "generated");
    }

    @Test void theFieldsAreTakenOnlyForTheDocumentTheyWereNotedIn() {
        byte[] text = SceneGenerator.generate(2_000, SceneGenerator.DEFAULT_SEED);
        Document doc = read(text, Path.of("scene.json"));
        Document edited = doc.syntax().reread(text);
        assertNotNull(((HelioSyntax) edited.syntax()).sceneFields(edited));
        // Another document's fields are not taken for this one's.
        assertNull(((HelioSyntax) doc.syntax()).sceneFields(edited));
    }

    private static void assertSame(Document doc, String what) {
        SceneHierarchy noted = SceneHierarchy.of(doc, HelioSceneShape.STANDARD);
        SceneHierarchy scanned = SceneHierarchy.of(doc, SCANNING);
        assertEquals(describe(scanned), describe(noted), what);
    }

    private static List<Object> describe(SceneHierarchy h) {
        List<Object> out = new ArrayList<>();
        out.add(h.sceneNode());
        out.add(h.name());
        out.add(h.savedActive());
        out.add(h.rootList());
        out.add(h.diagnostics());
        out.add(h.objects());
        return out;
    }
}
