package savelens.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.edit.DocumentFacts;
import savelens.edit.SetValue;
import savelens.fixtures.SceneGenerator;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.save.SaveOptions;
import savelens.save.SaveRefusedException;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * A big JSON file opened from disk keeps its text outside the heap once indexed (here from any size): what
 * {@code info} works out reads no copy of it back onto the heap and equals what the text on the heap gives; edits,
 * saves and a file changed on disk behave as with the text on the heap, since the text is a copy of what was read,
 * never the file itself.
 */
class JsonOutsideHeapTest {
    private static byte[] scene;
    @TempDir Path dir;

    @BeforeAll
    static void generate() {
        scene = SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED);
    }

    private Path written() throws Exception {
        Path file = dir.resolve("scene.json");
        Files.write(file, scene);
        return file;
    }

    private static OpenFile openOutside(Path file) {
        OpenFile open = OpenFile.open(file, ReadContext.of(file), 0);
        assertTrue(((JsonIndex) open.document().index()).readsOutsideHeap(), "the text is read outside the heap");
        return open;
    }

    private static Document onHeap(Path file) {
        return OpenFile.open(file, ReadContext.of(file)).document();
    }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    @Test void whatInfoWorksOutReadsNoCopyOntoTheHeapAndEqualsTheHeapsRead() throws Exception {
        Path file = written();
        OpenFile open = openOutside(file);
        Document doc = open.document();
        long flattened = JsonIndex.flattenedBytes();
        SceneHierarchy scene = SceneHierarchy.of(doc).orElseThrow();
        List<Diagnostic> sceneFindings = scene.diagnostics();
        GraphAnalysis g = GraphAnalysis.of(doc);
        List<Diagnostic> findings = DocumentCheck.diagnostics(doc, g, open.diagnostics());
        doc.raw(at(doc, "$.name"));
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text copied onto the heap");
        assertTrue(((JsonIndex) doc.index()).readsOutsideHeap());

        Document heap = onHeap(file);
        assertFalse(((JsonIndex) heap.index()).readsOutsideHeap(), "a file under the size kept outside stays on the heap");
        GraphAnalysis heapGraph = GraphAnalysis.of(heap);
        assertEquals(DocumentCheck.diagnostics(heap, heapGraph, List.of()).toString(), findings.toString());
        SceneHierarchy heapScene = SceneHierarchy.of(heap).orElseThrow();
        assertEquals(heapScene.diagnostics().toString(), sceneFindings.toString());
        assertEquals(names(heapScene.objects()), names(scene.objects()));
        assertEquals(DocumentFacts.of(heap, heapGraph), DocumentFacts.of(doc, g));
    }

    private static List<String> names(List<SceneObject> objects) {
        return objects.stream().map(SceneObject::toString).toList();
    }

    @Test void aDiffOfTwoTextsOutsideTheHeapCopiesNeitherOntoItAndFindsWhatTheHeapsFind() throws Exception {
        Path file = written();
        byte[] changed = scene.clone();
        String s = new String(scene, StandardCharsets.ISO_8859_1); // byte for byte
        for (int at = s.indexOf("\"hp\":"), k = 0; at >= 0 && k < 40; at = s.indexOf("\"hp\":", at + 1), k++) {
            if (k % 7 != 0) continue; // a few nodes changed, spread over the file; the others written alike
            int digit = at + 5;
            changed[digit] = (byte) (changed[digit] == '9' ? '8' : changed[digit] + 1);
        }
        Path other = dir.resolve("changed.json");
        Files.write(other, changed);

        Document a = openOutside(file).document(), b = openOutside(other).document();
        long flattened = JsonIndex.flattenedBytes();
        List<String> changes = diff(a, b);
        assertEquals(List.of(), diff(a, openOutside(file).document()), "a file against itself");
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the texts copied onto the heap");
        assertTrue(((JsonIndex) a.index()).readsOutsideHeap() && ((JsonIndex) b.index()).readsOutsideHeap());

        assertEquals(6, changes.size(), changes.toString());
        assertEquals(diff(onHeap(file), onHeap(other)), changes);
    }

    private static List<String> diff(Document a, Document b) {
        return DocumentDiff.between(a, b, Alignment.forFormat("helio", a)).stream().map(Object::toString).toList();
    }

    @Test void anUnchangedSaveAndAnEditWriteTheBytesReadAndEdited() throws Exception {
        Path file = written();
        OpenFile unchanged = openOutside(file);
        Path same = dir.resolve("same.json");
        unchanged.write(unchanged.document(), same, SaveOptions.defaults());
        assertArrayEquals(scene, Files.readAllBytes(same));

        OpenFile open = openOutside(file);
        long flattened = JsonIndex.flattenedBytes();
        open.history().execute(new SetValue(at(open.document(), "$.name"), NewValue.parse("\"Renamed\""), "$.name"));
        Document edited = open.document();
        assertEquals("\"Renamed\"", edited.raw(at(edited, "$.name")));
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "a scalar edit of the text outside the heap copies none of it");
        assertTrue(((JsonIndex) edited.index()).readsOutsideHeap(), "the edited text's other pieces are still read outside");
        open.save(file, SaveOptions.defaults().expecting(open.stamp()));
        Document heap = onHeap(same);
        int name = at(heap, "$.name");
        java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream();
        expected.write(scene, 0, heap.index().startInt(name));
        expected.writeBytes("\"Renamed\"".getBytes(StandardCharsets.UTF_8));
        expected.write(scene, heap.index().endInt(name), scene.length - heap.index().endInt(name));
        assertArrayEquals(expected.toByteArray(), Files.readAllBytes(file));
        open.history().undo();
        assertArrayEquals(scene, open.document().text());
    }

    @Test void aFileChangedOnDiskAfterItWasOpenedChangesNeitherTheDocumentNorWhatIsSaved() throws Exception {
        Path file = written();
        OpenFile open = openOutside(file);
        String name = open.document().raw(at(open.document(), "$.name"));
        Files.write(file, java.util.Arrays.copyOf(scene, scene.length / 2)); // another program rewrites it in place, shorter
        Document doc = open.document();
        assertEquals(name, doc.raw(at(doc, "$.name")), "the document is over a copy, not the file");
        assertEquals(onHeapFacts(scene), DocumentFacts.of(doc, GraphAnalysis.of(doc)), "every value reads as it was read");
        SaveRefusedException refused = assertThrows(SaveRefusedException.class,
                () -> open.save(file, SaveOptions.defaults().expecting(open.stamp())));
        assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, refused.reason());
        Path elsewhere = dir.resolve("elsewhere.json");
        open.write(open.document(), elsewhere, SaveOptions.defaults());
        assertArrayEquals(scene, Files.readAllBytes(elsewhere), "what was read is written, not what is on disk now");
    }

    private List<String> onHeapFacts(byte[] text) {
        Document doc = Formats.read(text, ReadContext.of(dir.resolve("scene.json")));
        return DocumentFacts.of(doc, GraphAnalysis.of(doc));
    }
}
