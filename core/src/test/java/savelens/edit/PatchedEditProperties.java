package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.GeneratedDocuments;
import savelens.Samples;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.size.SizeAnalysis;

/**
 * An edit that replaces a scalar or retargets a reference patches the document instead of reading the text
 * again; the patched document must be exactly the one a fresh read of the same text gives, and so must its
 * graph analysis carried over or made anew. Random edits (scalars of every kind, references to existing and
 * missing nodes, most of them refused or read again, many patched), then undo and redo of them all, on
 * generated helio and JsonEx documents and on every fixture and shared sample; after each step every
 * observable of the document ({@link DocumentFacts}) is compared with a fresh read.
 */
@StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class PatchedEditProperties {
    @Property(tries = 80)
    void editsOfGeneratedHelioDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 100) int nodes,
                                                              @ForAll boolean registry, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = GeneratedDocuments.helio(r, nodes, registry).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6), false, true);
    }

    @Property(tries = 100)
    void editsOfGeneratedJsonExDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 120) int objects, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = GeneratedDocuments.jsonExLite(r, objects).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6), false, true);
    }

    /**
     * Long runs of scalar edits (the index keeps what each changed beside its spine, and writes them into new arrays
     * once in many): every state's text is byte for byte the text the edits spell, its document as a fresh read of it,
     * and undoing them all, then redoing them all, gives back each text before byte for byte.
     */
    @Property(tries = 15)
    void longRunsOfEditsUndoAndRedoToTheSameBytes(@ForAll @IntRange(min = 20, max = 80) int nodes, @ForAll long seed) {
        Random r = new Random(seed);
        Document start = read(GeneratedDocuments.helio(r, nodes, false).getBytes(StandardCharsets.UTF_8), Path.of("generated.json"));
        if (start == null) return;
        EditHistory history = new EditHistory(start);
        List<byte[]> texts = new ArrayList<>();
        texts.add(start.text().clone());
        for (int i = 0; i < 600 && texts.size() <= 150; i++) {
            Document doc = history.document();
            int v = r.nextInt(doc.index().count());
            if (doc.index().isContainer(v)) continue;
            String value = newValue(r, doc);
            SetValue edit = new SetValue(v, NewValue.parse(value), "value " + v);
            try {
                if (patched(doc, edit) == null) continue; // only the edits patched in place: the ones kept beside the spine
            } catch (EditRefusedException e) {
                continue;
            }
            byte[] was = doc.text();
            int from = (int) doc.index().start(v), to = (int) doc.index().end(v);
            history.execute(edit);
            byte[] now = history.document().text();
            String expected = new String(was, 0, from, StandardCharsets.UTF_8) + history.document().index().raw(v)
                    + new String(was, to, was.length - to, StandardCharsets.UTF_8);
            assertEquals(expected, new String(now, StandardCharsets.UTF_8), "edit " + texts.size());
            texts.add(now.clone());
        }
        Document fresh = read(history.document().text(), Path.of("generated.json"));
        assertEquals(DocumentFacts.of(fresh, GraphAnalysis.of(fresh)), DocumentFacts.of(history.document(), GraphAnalysis.of(history.document())),
                "the last state, as a fresh read");
        for (int i = texts.size() - 2; i >= 0; i--) {
            assertTrue(java.util.Arrays.equals(texts.get(i), history.undo().text()), "undo back to state " + i);
        }
        for (int i = 1; i < texts.size(); i++) {
            assertTrue(java.util.Arrays.equals(texts.get(i), history.redo().text()), "redo to state " + i);
        }
        Statistics.collect(texts.size() > 50 ? "over 50 edits patched in a row" : "fewer");
    }

    /**
     * Retargets only, many of them in a row: each is analysed from the analysis before it (counts, incoming
     * lists, distances and homes, components and their example cycles, findings), as are their undo and redo.
     */
    @Property(tries = 120)
    void retargetsAreAnalysedAsAFreshAnalysis(@ForAll @IntRange(min = 1, max = 80) int nodes, @ForAll boolean jsonEx,
                                               @ForAll long seed) {
        Random r = new Random(seed);
        String text = jsonEx ? GeneratedDocuments.jsonExLite(r, nodes) : GeneratedDocuments.helio(r, nodes, r.nextBoolean());
        Document doc = read(text.getBytes(StandardCharsets.UTF_8), Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(12), true, true);
    }

    @Example
    void editsOfTheFixturesPatchAsAFreshReadReads() throws Exception {
        int[] patched = editEveryDocumentUnder(Fixtures.dir(), true);
        assertTrue(patched[0] >= 10, "documents edited: " + patched[0]);
        assertTrue(patched[1] > 30, "edits patched: " + patched[1]);
    }

    // A JUnit test rather than a jqwik example: skipped in a clone without ../shared, jqwik would print a report for it.
    @Test
    void editsOfTheSharedSamplesPatchAsAFreshReadReads() throws Exception {
        int[] patched = editEveryDocumentUnder(Samples.dir(), false);
        assertTrue(patched[0] >= 8, "documents edited: " + patched[0]);
    }

    @Example
    void theUsualEditsArePatchedAndTheRestReadAgain() {
        Path file = Fixtures.path("helio/scene.json");
        Document scene = Formats.open(file, ReadContext.of(file));
        assertNotNull(patch(scene, "#1.name", "\"Tower\""), "a registered string");
        assertNotNull(patch(scene, "#1.layer", "4"), "a registered number");
        assertNotNull(patch(scene, "#1.visible", "false"), "a registered bool");
        assertNotNull(patch(scene, "#2.owner", "#3"), "a retarget of a registered reference");
        assertNull(patch(scene, "#2.target", "null"), "a reference that becomes null is read again");
        assertNull(patch(scene, "#1.parent", "#3"), "null that becomes a reference is read again");

        Path party = Fixtures.path("jsonex-lite/party.json");
        Document jsonEx = Formats.open(party, ReadContext.of(party));
        assertNotNull(patch(jsonEx, "$.party._gold", "1300"), "a JsonEx scalar");
        assertNotNull(patch(jsonEx, "$.party._leader", "#4"), "a JsonEx retarget");
        assertNull(patch(jsonEx, "$.party._gold", "\"many\""), "refused: a number stays a number");
    }

    /** The document a fast edit gives, or null when that edit is refused or read again. */
    private static Document patch(Document doc, String path, String value) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        SetValue edit = new SetValue(v, NewValue.parse(value), path);
        try {
            return patched(doc, edit);
        } catch (EditRefusedException e) {
            return null;
        }
    }

    private static Document patched(Document doc, SpliceCommand edit) {
        List<Splice> splices = edit.plan(doc);
        ValueSwap swap = edit.swap(doc);
        return swap == null || splices.size() != 1 ? null : swap.apply(doc, splices.get(0));
    }

    /** Edits every document under a folder with random scripts; returns {documents, edits patched}. */
    /** {@code tally}: collect jqwik statistics, which only a jqwik property or example may (a JUnit test may not). */
    private static int[] editEveryDocumentUnder(Path dir, boolean tally) throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".md")).sorted().toList();
        }
        int documents = 0, fast = 0;
        for (Path p : files) {
            Document doc;
            try {
                doc = Formats.open(p, ReadContext.of(p));
            } catch (RuntimeException e) {
                continue; // a sidecar registry, say
            }
            documents++;
            for (int seed = 0; seed < 5; seed++) fast += editUndoRedo(doc, new Random(seed * 31L + p.hashCode()), 4, false, tally);
        }
        return new int[] {documents, fast};
    }

    /**
     * Random edits, then undo of them all and redo of them all, each step compared with a fresh read of its
     * text; returns how many of the edits were patched.
     */
    private static int editUndoRedo(Document start, Random r, int edits, boolean retargets, boolean tally) {
        EditHistory history = new EditHistory(start);
        // Findings about the file come between reading's and the graph's: with and without them.
        List<Diagnostic> aboutTheFile = r.nextBoolean() ? List.of()
                : List.of(Diagnostic.warning("the file's name says otherwise", -1, -1));
        GraphAnalysis first = GraphAnalysis.of(start);
        Analysed analysis = new Analysed(first, DocumentCheck.diagnostics(start, first, aboutTheFile), SizeAnalysis.of(start));
        int done = 0, fast = 0;
        for (int i = 0; i < edits * 4 && done < edits; i++) {
            Document doc = history.document();
            int refs = doc.edges().edgeCount();
            int v = retargets && refs > 0 ? doc.edges().value(r.nextInt(refs)) : r.nextInt(doc.index().count());
            SetValue edit = new SetValue(v, NewValue.parse(retargets ? newTarget(r, doc) : newValue(r, doc)), "value " + v);
            boolean patch;
            try {
                patch = patched(doc, edit) != null;
                history.execute(edit);
            } catch (EditRefusedException e) {
                continue;
            }
            done++;
            if (patch) fast++;
            if (tally) Statistics.collect(patch ? "patched" : "read again");
            analysis = assertSameAsFreshRead(history.document(), analysis, aboutTheFile, "edit " + done, tally);
        }
        for (int i = 0; i < done; i++) analysis = assertSameAsFreshRead(history.undo(), analysis, aboutTheFile, "undo " + (i + 1), tally);
        for (int i = 0; i < done; i++) analysis = assertSameAsFreshRead(history.redo(), analysis, aboutTheFile, "redo " + (i + 1), tally);
        return fast;
    }

    /** An analysis, the check's findings made with it and the sizes, as an open file keeps them from edit to edit. */
    private record Analysed(GraphAnalysis analysis, List<Diagnostic> diagnostics, SizeAnalysis sizes) {}

    /**
     * Compares a document, the analysis carried to it and the findings carried with it (only the edited
     * reference's worked out again after a retarget) with a fresh read; returns them.
     */
    private static Analysed assertSameAsFreshRead(Document doc, Analysed before, List<Diagnostic> aboutTheFile, String step, boolean tally) {
        boolean retarget = doc.edges().retargetedEdge(before.analysis().edges()) >= 0;
        GraphAnalysis analysis = GraphAnalysis.following(before.analysis(), doc);
        List<Diagnostic> found = DocumentCheck.following(before.diagnostics(), before.analysis(), doc, analysis, aboutTheFile);
        if (tally) {
            Statistics.label("analysis").collect(retarget ? "after one retarget" : doc.edges() == before.analysis().edges() ? "carried over" : "anew");
            Statistics.label("findings").collect(found != null ? "after one retarget" : "anew");
        }
        if (found == null) found = DocumentCheck.diagnostics(doc, analysis, aboutTheFile);
        Document fresh = Splices.reread(doc, doc.text());
        GraphAnalysis freshAnalysis = GraphAnalysis.of(fresh);
        String where = step + " of " + new String(doc.text(), StandardCharsets.UTF_8);
        assertEquals(String.join("\n", DocumentFacts.of(fresh, freshAnalysis)), String.join("\n", DocumentFacts.of(doc, analysis)), where);
        assertEquals(DocumentCheck.diagnostics(fresh, freshAnalysis, aboutTheFile), found, where);
        // The sizes follow a patched scalar edit (or its undo) from the patch alone, and equal those worked out anew.
        SizeAnalysis sizes = before.sizes().following(doc);
        if (tally) Statistics.label("sizes").collect(sizes.followsScalarEdit() ? "followed" : "anew");
        assertEquals(sizeFacts(SizeAnalysis.of(fresh)), sizeFacts(sizes), where);
        return new Analysed(analysis, found, sizes);
    }

    private static List<String> sizeFacts(SizeAnalysis a) {
        List<String> out = new ArrayList<>();
        out.add("document " + a.documentBytes() + " unreachable " + a.unreachableBytes() + " in " + a.unreachableCount() + " text " + a.textBytes());
        for (int n = 0; n < a.nodeCount(); n++) out.add("node " + n + " shallow " + a.shallow(n) + " retained " + a.retained(n) + " dominator " + a.dominator(n));
        return out;
    }

    private static String newValue(Random r, Document doc) {
        int pick = r.nextInt(20);
        if (pick < 11 || doc.nodeCount() == 0) return GeneratedDocuments.SCALARS[r.nextInt(GeneratedDocuments.SCALARS.length)];
        if (pick < 18) return doc.nodeId(r.nextInt(doc.nodeCount())).toString();
        return "#999";
    }

    /** Mostly an existing node, now and then a missing one. */
    private static String newTarget(Random r, Document doc) {
        if (doc.nodeCount() == 0 || r.nextInt(20) == 0) return "#999";
        return doc.nodeId(r.nextInt(doc.nodeCount())).toString();
    }

    private static Document read(byte[] text, Path name) {
        try {
            return Formats.read(text, ReadContext.of(name));
        } catch (UnreadableDocumentException e) {
            return null;
        }
    }
}
