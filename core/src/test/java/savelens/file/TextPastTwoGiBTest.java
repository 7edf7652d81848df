package savelens.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.convert.ConversionRefusedException;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.edit.AddField;
import savelens.edit.EditRefusedException;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.fixtures.SceneGenerator;
import savelens.format.helio.HelioFormat;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.TextBuffers;
import savelens.path.DocumentPath;
import savelens.scene.SceneHierarchy;
import savelens.size.SizeAnalysis;

/**
 * A helio document whose text starts past 2 GiB is read, analysed and edited as the same document read from one array,
 * every offset moved by where it starts: the offsets above 2^31 are carried through the index, the node spans, the
 * scene's fields, a diff and an edit. The text is 2 GiB of blanks before the document (JSON allows them), held as one
 * 64 KiB buffer of blanks repeated, then the document cut into 64 KiB pieces: a few hundred kilobytes of memory.
 */
class TextPastTwoGiBTest {
    private static final int PIECE = 1 << 16;
    /** Blank pieces before the document: just past 2^31 bytes. */
    private static final int BLANK_PIECES = (int) ((1L << 31) / PIECE) + 1;
    private static final long PREFIX = (long) BLANK_PIECES * PIECE;
    private static final ReadContext CONTEXT = new ReadContext(null, null, savelens.registry.RegistrySource.NONE, null, SizeLimit.LARGEST);

    private static byte[] text;
    private static Document flat;
    private static Document big;

    @BeforeAll
    static void read() {
        text = SceneGenerator.generate(2_000, SceneGenerator.DEFAULT_SEED);
        HelioFormat helio = new HelioFormat();
        flat = Formats.read(helio, text, CONTEXT);
        big = Formats.read(helio, pastTwoGiB(text), CONTEXT);
    }

    /** {@code doc} after {@link #PREFIX} blanks, in pieces of {@link #PIECE} bytes that share one buffer of blanks. */
    private static TextBuffers pastTwoGiB(byte[] doc) {
        ByteBuffer blanks = ByteBuffer.allocateDirect(PIECE);
        while (blanks.hasRemaining()) blanks.put((byte) ' ');
        int docPieces = (doc.length + PIECE - 1) / PIECE;
        ByteBuffer[] pieces = new ByteBuffer[BLANK_PIECES + docPieces];
        for (int i = 0; i < BLANK_PIECES; i++) pieces[i] = blanks.asReadOnlyBuffer().clear();
        for (int i = 0; i < docPieces; i++) {
            int from = i * PIECE, n = Math.min(PIECE, doc.length - from);
            pieces[BLANK_PIECES + i] = ByteBuffer.allocateDirect(n).put(doc, from, n).flip();
        }
        return TextBuffers.of(pieces, PIECE);
    }

    @Test
    void everyValueIsWhereTheFlatTextSaysMovedByThePrefix() {
        ValueIndex a = flat.index(), b = big.index();
        assertEquals(PREFIX + text.length, b.textLength());
        assertEquals(a.count(), b.count());
        for (int v = 0; v < a.count(); v++) {
            assertEquals(a.kind(v), b.kind(v), "kind of " + v);
            assertEquals(a.start(v) + PREFIX, b.start(v), "start of " + v);
            assertEquals(a.end(v) + PREFIX, b.end(v), "end of " + v);
            long k = a.keyStart(v);
            assertEquals(k < 0 ? -1 : k + PREFIX, b.keyStart(v), "name of " + v);
            assertEquals(a.parent(v), b.parent(v));
            assertEquals(a.after(v), b.after(v));
            assertEquals(a.name(v), b.name(v));
            assertEquals(a.raw(v), b.raw(v));
            assertEquals(a.longValue(v, -7), b.longValue(v, -7));
        }
        assertTrue(b.start(0) > Integer.MAX_VALUE, "the document starts past 2 GiB");
    }

    @Test
    void theNodesSpansAndTheirAnalysesAgree() {
        assertEquals(flat.nodeCount(), big.nodeCount());
        assertTrue(big.knowsNodeText());
        for (int n = 0; n < flat.nodeCount(); n++) {
            assertEquals(flat.nodeTextStart(n) + PREFIX, big.nodeTextStart(n), "start of node " + n);
            assertEquals(flat.nodeTextEnd(n) + PREFIX, big.nodeTextEnd(n), "end of node " + n);
            assertEquals(flat.type(n), big.type(n));
        }
        assertEquals(List.of(), DocumentDiff.between(flat, big, Alignment.forFormat(HelioFormat.NAME, flat)), "no change either way");
        assertEquals(List.of(), DocumentDiff.between(big, flat, Alignment.forFormat(HelioFormat.NAME, big)));
        assertEquals(messages(DocumentCheck.diagnostics(flat, GraphAnalysis.of(flat))),
                messages(DocumentCheck.diagnostics(big, GraphAnalysis.of(big))));
        SizeAnalysis fs = SizeAnalysis.of(flat), bs = SizeAnalysis.of(big);
        for (int n = 0; n < flat.nodeCount(); n++) assertEquals(fs.shallow(n), bs.shallow(n), "shallow size of " + n);
        SceneHierarchy fh = SceneHierarchy.of(flat).orElseThrow(), bh = SceneHierarchy.of(big).orElseThrow();
        assertEquals(fh.objects().size(), bh.objects().size());
        for (int i = 0; i < fh.objects().size(); i++) assertEquals(fh.objects().get(i).toString(), bh.objects().get(i).toString());
        assertEquals(fh.tags(), bh.tags());
    }

    @Test
    void anEditPastTwoGiBPatchesTheValueWhereItIs() {
        String path = "#40.hp";
        Document editedFlat = edit(flat, path, "12345");
        Document editedBig = edit(big, path, "12345");
        int v = DocumentPath.parse(path).resolve(editedBig).value();
        assertEquals("12345", editedBig.index().raw(v));
        assertEquals(editedFlat.index().start(v) + PREFIX, editedBig.index().start(v));
        assertEquals(editedFlat.textLength() + PREFIX, editedBig.textLength());
        // The edited text, past the blanks, is the flat edit's byte for byte.
        JsonIndex json = (JsonIndex) editedBig.index();
        byte[] doc = json.textBytes(PREFIX, json.textLength());
        assertArrayEquals(((JsonIndex) editedFlat.index()).textBytes(0, editedFlat.textLength()), doc);
        assertEquals(List.of(), DocumentDiff.between(editedFlat, editedBig, Alignment.forFormat(HelioFormat.NAME, editedFlat)));
    }

    @Test
    void aConversionOfATextPastOneArraysMostIsRefusedInOneLine() {
        HelioFormat helio = new HelioFormat();
        ConversionRefusedException e = assertThrows(ConversionRefusedException.class, () -> helio.writeGraph(big, helio));
        assertEquals("the document's text is 2.0 GiB: a conversion writes its text in one piece, of at most 2 GiB", e.getMessage());
    }

    @Test
    void anEditThatRewritesATextPastTwoGiBIsRefusedInOneLine() {
        int hp = DocumentPath.parse("#40.hp").resolve(big).value();
        EditRefusedException removed = assertThrows(EditRefusedException.class, () -> new RemoveChild(hp, "#40.hp").execute(big));
        assertTrue(removed.getMessage().endsWith("rewrites the document's text as one piece, which holds at most 2.0 GiB, and the text is 2.0 GiB:"
                + " past that, only a value replaced by one of its kind (a number, a string, a reference) is edited in place"), removed.getMessage());
        int fields = big.index().parent(hp);
        EditRefusedException added = assertThrows(EditRefusedException.class, () -> new AddField(fields, "mp", NewValue.parse("3"), "#40.mp").execute(big));
        assertTrue(added.getMessage().contains("rewrites the document's text as one piece"), added.getMessage());
    }

    private static Document edit(Document doc, String path, String json) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        return new SetValue(v, NewValue.parse(json), path).execute(doc);
    }

    private static List<String> messages(List<Diagnostic> found) {
        return found.stream().map(Diagnostic::toString).toList();
    }

    @Test
    void aDuplicateIdPastTwoGiBIsPlacedByItsLineAndColumn() {
        byte[] dup = "{\"root\": 1, \"nodes\": [{\"id\": 1, \"fields\": {}}, {\"id\": 1, \"fields\": {}}]}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        HelioFormat helio = new HelioFormat();
        String near = assertThrows(UnreadableDocumentException.class, () -> Formats.read(helio, dup, CONTEXT)).getMessage();
        String far = assertThrows(UnreadableDocumentException.class, () -> Formats.read(helio, pastTwoGiB(dup), CONTEXT)).getMessage();
        long column = Long.parseLong(near.replaceAll(".*column (\\d+).*", "$1"));
        assertTrue(near.contains("duplicate id 1 at line 1, column "), near);
        assertEquals(near.replace("column " + column, "column " + (column + PREFIX)), far);
    }
}
