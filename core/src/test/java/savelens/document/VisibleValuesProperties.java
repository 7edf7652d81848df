package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.GeneratedDocuments;
import savelens.Samples;
import savelens.file.Formats;

/**
 * The one-pass walk over a node's visible values gives what walking the visible children value by value
 * gives: the same values in the same order, with the same kinds, names and spans, hidden metadata left out
 * and references and nested nodes not entered.
 */
class VisibleValuesProperties {
    @Property(tries = 150)
    void generatedDocumentsWalkAsValueByValue(@ForAll @IntRange(min = 1, max = 200) int size, @ForAll boolean jsonEx, @ForAll long seed) {
        Random r = new Random(seed);
        String text = jsonEx ? GeneratedDocuments.jsonExLite(r, size) : GeneratedDocuments.helio(r, size, r.nextBoolean());
        Document doc;
        try {
            doc = Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("generated.json")));
        } catch (UnreadableDocumentException e) {
            return;
        }
        assertEveryNodeWalksAsValueByValue(doc);
    }

    @Example
    void fixturesAndSamplesWalkAsValueByValue() throws Exception {
        assertTrue(walkEveryDocumentUnder(Fixtures.dir()) >= 10);
    }

    // A JUnit test rather than a jqwik example: skipped in a clone without ../shared, jqwik would print a report for it.
    @Test
    void sharedSamplesWalkAsValueByValue() throws Exception {
        assertTrue(walkEveryDocumentUnder(Samples.dir()) >= 8);
    }

    @Example
    void aVisitorThatSaysStopStopsTheWalk() {
        Path file = Fixtures.path("helio/scene.json");
        Document doc = Formats.open(file, ReadContext.of(file));
        List<Integer> seen = new ArrayList<>();
        boolean finished = new VisibleValues(doc).inside(doc.body(1), (v, kind, key, start, end) -> seen.add(v) && seen.size() < 3);
        assertEquals(false, finished);
        assertEquals(3, seen.size());
    }

    private static int walkEveryDocumentUnder(Path dir) throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".md")).sorted().toList();
        }
        int documents = 0;
        for (Path p : files) {
            Document doc;
            try {
                doc = Formats.open(p, ReadContext.of(p));
            } catch (RuntimeException e) {
                continue; // a sidecar registry, say
            }
            documents++;
            assertEveryNodeWalksAsValueByValue(doc);
        }
        return documents;
    }

    private static void assertEveryNodeWalksAsValueByValue(Document doc) {
        // One walker for every node in order, as a search uses it: its chunk carries on from node to node.
        VisibleValues visible = new VisibleValues(doc);
        for (int n = 0; n < doc.nodeCount(); n++) {
            List<String> walked = new ArrayList<>();
            visible.inside(doc.body(n), (v, kind, key, start, end) -> walked.add(describe(v, kind, key, start, end)));
            List<String> expected = new ArrayList<>();
            valueByValue(doc, doc.body(n), expected);
            assertEquals(expected, walked, "node " + n);
        }
    }

    private static void valueByValue(Document doc, int container, List<String> out) {
        doc.forEachChild(container, v -> {
            ValueKind kind = doc.kind(v);
            out.add(describe(v, kind, doc.index().keyStartInt(v), doc.index().startInt(v), doc.index().endInt(v)));
            if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) valueByValue(doc, v, out);
        });
    }

    private static String describe(int v, ValueKind kind, long key, long start, long end) {
        return v + " " + kind + " key " + key + " [" + start + "," + end + ")";
    }
}
