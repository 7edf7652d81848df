package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.format.helio.HelioFormat;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.save.DocumentSaver;

/**
 * A scalar edit or a retarget of a big document keeps the edited text in pieces that share the text before it: no
 * byte of the rest is copied, by the edit nor by the reads after it. What the edited document answers must still be
 * what a fresh read of the expected bytes answers, and what it saves must be those bytes.
 */
class EditsInPiecesTest {
    private static final Path FILE = Path.of("scene.json");

    @Test
    void scalarEditsAndRetargetsCopyNoTextAndReadAsTheExpectedBytesRead() {
        byte[] original = scene();
        Document doc = Formats.read(original, ReadContext.of(FILE));
        Random r = new Random(7);
        byte[] expected = original;
        long flattened = JsonIndex.flattenedBytes();
        for (int i = 0; i < 20; i++) {
            Edit e = randomEdit(doc, r);
            expected = spliced(expected, e.path, e.json);
            doc = e.command(doc).execute(doc);
            assertTrue(((JsonIndex) doc.index()).textInPieces(), "edit " + i + " (" + e.path + ") was patched, its text kept in pieces");
        }
        // Every value of the edited document read through its pieces: kinds, spans, names, scalars, analysis.
        long read = 0;
        for (int v = 0; v < doc.index().count(); v++) {
            read += doc.raw(v).length() + doc.index().kind(v) + (doc.name(v) == null ? 0 : doc.name(v).length());
            if (doc.index().string(v) != null) read++;
            read += doc.index().longValue(v, 0) & 1;
        }
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        assertTrue(read > 0 && analysis.references() > 0);
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "no text was copied to edit or to read it");
        assertEquals(expected.length, doc.textLength());
        Document fresh = Formats.read(expected, ReadContext.of(FILE));
        assertEquals(DocumentFacts.of(fresh, GraphAnalysis.of(fresh)), DocumentFacts.of(doc, analysis));
        assertArrayEquals(expected, doc.text(), "the text in pieces, written flat, is the expected bytes");
    }

    @Test
    void editsPastTheMostPiecesStayRightAndUndoGivesTheBytesBack() {
        byte[] original = scene();
        Document doc = Formats.read(original, ReadContext.of(FILE));
        Random r = new Random(11);
        byte[] expected = original;
        List<EditCommand> done = new ArrayList<>();
        for (int i = 0; i < 150; i++) { // past TextPieces.MOST_PIECES: the text is written flat once in a while
            Edit e = randomEdit(doc, r);
            expected = spliced(expected, e.path, e.json);
            EditCommand c = e.command(doc);
            doc = c.execute(doc);
            done.add(c);
            if (i % 37 == 0) { // a read of a value somewhere, through whatever pieces there are
                Document fresh = Formats.read(expected, ReadContext.of(FILE));
                int v = DocumentPath.parse(e.path).resolve(fresh).value();
                assertEquals(fresh.raw(v), doc.raw(v));
                assertEquals(fresh.index().end(fresh.index().count() - 1), doc.index().end(doc.index().count() - 1));
            }
        }
        Document fresh = Formats.read(expected, ReadContext.of(FILE));
        assertEquals(DocumentFacts.of(fresh, GraphAnalysis.of(fresh)), DocumentFacts.of(doc, GraphAnalysis.of(doc)));
        for (int i = done.size() - 1; i >= 0; i--) doc = done.get(i).undo(doc);
        assertArrayEquals(original, doc.text(), "every edit undone gives the bytes read");
    }

    @Test
    void savingAfterEditsWritesExactlyTheExpectedBytes(@TempDir Path dir) throws Exception {
        byte[] original = scene();
        Document doc = Formats.read(original, ReadContext.of(FILE));
        Random r = new Random(3);
        byte[] expected = original;
        for (int i = 0; i < 12; i++) {
            Edit e = randomEdit(doc, r);
            expected = spliced(expected, e.path, e.json);
            doc = e.command(doc).execute(doc);
        }
        assertTrue(((JsonIndex) doc.index()).textInPieces());
        Path out = dir.resolve("saved.json");
        DocumentSaver.save(new HelioFormat(), doc, out);
        assertArrayEquals(expected, Files.readAllBytes(out));
        assertArrayEquals(expected, doc.text());
    }

    @Test
    void anEditThatReadsTheTextAgainStartsFromTheBytesInPieces() {
        byte[] original = scene();
        Document doc = Formats.read(original, ReadContext.of(FILE));
        byte[] expected = spliced(original, "$.name", "\"Patched first\"");
        doc = setValue(doc, "$.name", "\"Patched first\"");
        assertTrue(((JsonIndex) doc.index()).textInPieces());
        // A reference that becomes null is read again: its text is spliced from the pieces, flat.
        String path = firstOwnerPath(doc);
        expected = spliced(expected, path, "null");
        doc = setValue(doc, path, "null");
        assertFalse(((JsonIndex) doc.index()).textInPieces());
        assertArrayEquals(expected, doc.text());
    }

    // ---- helpers

    private static byte[] scene() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SceneGenerator.write(3_000, SceneGenerator.DEFAULT_SEED, true, out);
        return out.toByteArray();
    }

    /**
     * An edit by path, value as typed and the text it writes: a game object's name (of random length), a component's
     * hp, or a component's owner (typed #ID, written as the bare id, as helio writes references).
     */
    private record Edit(String path, String typed, String json) {
        Edit(String path, String json) { this(path, json, json); }

        EditCommand command(Document doc) {
            int v = DocumentPath.parse(path).resolve(doc).value();
            return new SetValue(v, NewValue.parse(typed), path);
        }
    }

    private static Edit randomEdit(Document doc, Random r) {
        while (true) {
            int n = r.nextInt(doc.nodeCount());
            String type = doc.type(n);
            NodeId id = doc.nodeId(n);
            if ("GameObject".equals(type)) {
                return new Edit(id + ".name", "\"" + "é".repeat(r.nextInt(3)) + "x".repeat(r.nextInt(40)) + "\"");
            }
            if ("Component".equals(type) && doc.childNamed(doc.body(n), "owner") >= 0) {
                if (r.nextBoolean()) return new Edit(id + ".hp", String.valueOf(r.nextInt(100_000)));
                NodeId owner = someObject(doc, r);
                return new Edit(id + ".owner", owner.toString(), String.valueOf(doc.integerId(doc.nodeById(owner))));
            }
        }
    }

    private static NodeId someObject(Document doc, Random r) {
        while (true) {
            int n = r.nextInt(doc.nodeCount());
            if ("GameObject".equals(doc.type(n))) return doc.nodeId(n);
        }
    }

    private static String firstOwnerPath(Document doc) {
        for (int n = 0; n < doc.nodeCount(); n++) {
            if ("Component".equals(doc.type(n)) && doc.childNamed(doc.body(n), "owner") >= 0) return doc.nodeId(n) + ".owner";
        }
        throw new IllegalStateException("no component with an owner");
    }

    private static Document setValue(Document doc, String path, String json) {
        return new Edit(path, json).command(doc).execute(doc);
    }

    /** The bytes with the value at {@code path} (as a fresh read of them finds it) written as {@code json}. */
    private static byte[] spliced(byte[] text, String path, String json) {
        Document read = Formats.read(text, ReadContext.of(FILE));
        int v = DocumentPath.parse(path).resolve(read).value();
        int s = read.index().startInt(v), e = read.index().endInt(v);
        byte[] with = json.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[text.length - (e - s) + with.length];
        System.arraycopy(text, 0, out, 0, s);
        System.arraycopy(with, 0, out, s, with.length);
        System.arraycopy(text, e, out, s + with.length, text.length - e);
        return out;
    }
}
