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
import net.jqwik.api.constraints.IntRange;
import savelens.Fixtures;
import savelens.GeneratedDocuments;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/**
 * An edit that replaces a scalar or retargets a reference patches the document instead of reading the text
 * again; the patched document must be exactly the one a fresh read of the same text gives, and so must its
 * graph analysis carried over or made anew. Random edits (scalars of every kind, references to existing and
 * missing nodes, most of them refused or read again, many patched), then undo and redo of them all, on
 * generated helio and JsonEx documents and on every fixture and shared sample; after each step every
 * observable of the document ({@link DocumentFacts}) is compared with a fresh read.
 */
class PatchedEditProperties {
    @Property(tries = 80)
    void editsOfGeneratedHelioDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 100) int nodes,
                                                              @ForAll boolean registry, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = GeneratedDocuments.helio(r, nodes, registry).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6));
    }

    @Property(tries = 100)
    void editsOfGeneratedJsonExDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 120) int objects, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = GeneratedDocuments.jsonExLite(r, objects).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6));
    }

    @Example
    void editsOfTheFixturesPatchAsAFreshReadReads() throws Exception {
        int[] patched = editEveryDocumentUnder(Fixtures.dir());
        assertTrue(patched[0] >= 10, "documents edited: " + patched[0]);
        assertTrue(patched[1] > 30, "edits patched: " + patched[1]);
    }

    @Example
    void editsOfTheSharedSamplesPatchAsAFreshReadReads() throws Exception {
        int[] patched = editEveryDocumentUnder(Samples.dir());
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
        return swap == null || splices.size() != 1 ? null : swap.apply(doc, splices.get(0), Splices.apply(doc.text(), splices));
    }

    /** Edits every document under a folder with random scripts; returns {documents, edits patched}. */
    private static int[] editEveryDocumentUnder(Path dir) throws Exception {
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
            for (int seed = 0; seed < 5; seed++) fast += editUndoRedo(doc, new Random(seed * 31L + p.hashCode()), 4);
        }
        return new int[] {documents, fast};
    }

    /**
     * Random edits, then undo of them all and redo of them all, each step compared with a fresh read of its
     * text; returns how many of the edits were patched.
     */
    private static int editUndoRedo(Document start, Random r, int edits) {
        EditHistory history = new EditHistory(start);
        GraphAnalysis analysis = GraphAnalysis.of(start);
        int done = 0, fast = 0;
        for (int i = 0; i < edits * 4 && done < edits; i++) {
            Document doc = history.document();
            int v = r.nextInt(doc.json().count());
            SetValue edit = new SetValue(v, NewValue.parse(newValue(r, doc)), "value " + v);
            boolean patch;
            try {
                patch = patched(doc, edit) != null;
                history.execute(edit);
            } catch (EditRefusedException e) {
                continue;
            }
            done++;
            if (patch) fast++;
            Statistics.collect(patch ? "patched" : "read again");
            analysis = assertSameAsFreshRead(history.document(), analysis, "edit " + done);
        }
        for (int i = 0; i < done; i++) analysis = assertSameAsFreshRead(history.undo(), analysis, "undo " + (i + 1));
        for (int i = 0; i < done; i++) analysis = assertSameAsFreshRead(history.redo(), analysis, "redo " + (i + 1));
        return fast;
    }

    /** Compares a document and the analysis carried to it with a fresh read; returns that analysis. */
    private static GraphAnalysis assertSameAsFreshRead(Document doc, GraphAnalysis before, String step) {
        GraphAnalysis analysis = GraphAnalysis.following(before, doc);
        Document fresh = Splices.reread(doc, doc.text());
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))), String.join("\n", DocumentFacts.of(doc, analysis)),
                step + " of " + new String(doc.text(), StandardCharsets.UTF_8));
        return analysis;
    }

    private static String newValue(Random r, Document doc) {
        int pick = r.nextInt(20);
        if (pick < 11 || doc.nodeCount() == 0) return GeneratedDocuments.SCALARS[r.nextInt(GeneratedDocuments.SCALARS.length)];
        if (pick < 18) return doc.nodeId(r.nextInt(doc.nodeCount())).toString();
        return "#999";
    }

    private static Document read(byte[] text, Path name) {
        try {
            return Formats.read(text, ReadContext.of(name));
        } catch (UnreadableDocumentException e) {
            return null;
        }
    }
}
