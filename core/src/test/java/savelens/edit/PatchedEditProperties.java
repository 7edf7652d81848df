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
import savelens.Samples;
import savelens.document.Document;
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
    private static final String TYPES = "[{\"name\":\"A\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\",\"type\":\"A\"},"
            + "{\"name\":\"kids\",\"kind\":\"array\",\"type\":\"B\"},{\"name\":\"s\",\"kind\":\"string\"},"
            + "{\"name\":\"n\",\"kind\":\"number\"},{\"name\":\"b\",\"kind\":\"bool\"},{\"name\":\"any\",\"kind\":\"any\"}]},"
            + "{\"name\":\"B\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"},{\"name\":\"all\",\"kind\":\"array\"}]}]";

    private static final String[] SCALARS = {"0", "1", "2", "3", "7", "-3", "1.5", "100.0", "2e3", "99999999999999999999", "true",
            "false", "null", "\"x\"", "\"Héros \\\"q\\\"\\n\"", "\"\"", "\"@c\""};

    @Property(tries = 120)
    void editsOfGeneratedHelioDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 160) int nodes,
                                                              @ForAll boolean registry, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = helio(r, nodes, registry).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6));
    }

    @Property(tries = 100)
    void editsOfGeneratedJsonExDocumentsPatchAsAFreshReadReads(@ForAll @IntRange(min = 1, max = 120) int objects, @ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = jsonExLite(r, objects).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text, Path.of("generated.json"));
        if (doc == null) return;
        editUndoRedo(doc, r, 1 + r.nextInt(6));
    }

    @Example
    void editsOfTheFixturesPatchAsAFreshReadReads() throws Exception {
        int[] patched = editEveryDocumentUnder(Fixtures.dir());
        assertTrue(patched[0] >= 10, "documents edited: " + patched[0]);
        assertTrue(patched[1] > 50, "edits patched: " + patched[1]);
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
            for (int seed = 0; seed < 10; seed++) fast += editUndoRedo(doc, new Random(seed * 31L + p.hashCode()), 5);
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
        if (pick < 11 || doc.nodeCount() == 0) return SCALARS[r.nextInt(SCALARS.length)];
        if (pick < 18) return "#" + doc.id(r.nextInt(doc.nodeCount()));
        return "#999";
    }

    private static Document read(byte[] text, Path name) {
        try {
            return Formats.read(text, ReadContext.of(name));
        } catch (UnreadableDocumentException e) {
            return null;
        }
    }

    // ---- generated documents

    /**
     * A helio graph: registered fields of each kind (now and then holding the wrong kind), unregistered ones
     * whose integers may or may not all name nodes (inferred references), inline objects and arrays, ids in
     * order, spaced out or shuffled, dangling references, an unregistered type.
     */
    static String helio(Random r, int nodes, boolean registry) {
        long[] ids = new long[nodes];
        int order = r.nextInt(3);
        for (int i = 0; i < nodes; i++) ids[i] = order == 0 ? i : order == 1 ? 5 + 3L * i : i;
        if (order == 2) for (int i = nodes - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            long t = ids[i];
            ids[i] = ids[j];
            ids[j] = t;
        }
        boolean inferable = r.nextBoolean();
        StringBuilder s = new StringBuilder("{");
        if (registry) s.append("\"types\":").append(TYPES).append(',');
        s.append("\"root\":").append(ids[0]).append(",\"nodes\":[");
        for (int i = 0; i < nodes; i++) {
            if (i > 0) s.append(r.nextInt(4) == 0 ? ",\n " : ",");
            String type = switch (r.nextInt(5)) {
                case 0, 1 -> "A";
                case 2, 3 -> "B";
                default -> "C";
            };
            s.append("{\"id\":").append(ids[i]).append(",\"type\":\"").append(type).append("\",\"fields\":{");
            List<String> fields = new ArrayList<>();
            fields.add("\"r\":" + ref(r, ids));
            if (type.equals("A")) {
                fields.add("\"kids\":[" + refs(r, ids) + "]");
                fields.add("\"s\":" + (r.nextInt(15) == 0 ? "5" : "\"n" + i + "\""));
                fields.add("\"n\":" + (r.nextBoolean() ? String.valueOf(r.nextInt(50)) : r.nextInt(9) + ".25"));
                fields.add("\"b\":" + r.nextBoolean());
                fields.add("\"any\":" + SCALARS[r.nextInt(SCALARS.length)]);
            } else if (type.equals("B")) {
                fields.add("\"all\":[" + refs(r, ids) + "]");
            }
            fields.add("\"x\":" + (inferable ? ids[r.nextInt(nodes)] : SCALARS[r.nextInt(SCALARS.length)]));
            if (r.nextBoolean()) fields.add("\"pos\":{\"x\":" + r.nextInt(9) + ".5,\"y\":[1,\"z\",null]}");
            if (r.nextInt(4) == 0) fields.add("\"tags\":[\"a\",\"b\"]");
            s.append(String.join(",", fields)).append("}}");
        }
        return s.append("]}").toString();
    }

    private static String ref(Random r, long[] ids) {
        int pick = r.nextInt(12);
        if (pick == 0) return "null";
        if (pick == 1) return "999";
        if (pick == 2) return "\"not a ref\"";
        return String.valueOf(ids[r.nextInt(ids.length)]);
    }

    private static String refs(Random r, long[] ids) {
        List<String> out = new ArrayList<>();
        for (int k = r.nextInt(4); k > 0; k--) out.add(r.nextInt(8) == 0 ? "null" : String.valueOf(ids[r.nextInt(ids.length)]));
        return String.join(",", out);
    }

    /** The simplified JsonEx: objects with ids and class names, nested objects and arrays, references forward and back. */
    static String jsonExLite(Random r, int objects) {
        int[] next = {0};
        StringBuilder s = new StringBuilder();
        jsonExObject(r, s, next, objects, 0);
        return s.toString();
    }

    private static void jsonExObject(Random r, StringBuilder s, int[] next, int budget, int depth) {
        int id = next[0]++;
        s.append('{');
        int members = 1 + r.nextInt(4);
        for (int m = 0; m < members; m++) {
            s.append("\"_f").append(m).append("\":");
            int pick = r.nextInt(10);
            if (pick < 2 && next[0] < budget && depth < 8) {
                jsonExObject(r, s, next, budget, depth + 1);
            } else if (pick < 4) {
                s.append("{\"@reference\":").append(r.nextInt(budget + 2)).append('}');
            } else if (pick < 5 && depth < 8) {
                s.append('[').append(SCALARS[r.nextInt(SCALARS.length)]).append(",{\"@reference\":").append(r.nextInt(budget + 1)).append("}]");
            } else {
                s.append(SCALARS[r.nextInt(SCALARS.length)]);
            }
            s.append(',');
        }
        if (r.nextInt(5) > 0) s.append("\"@constructor\":\"Game_").append((char) ('A' + r.nextInt(3))).append("\",");
        s.append("\"@circularID\":").append(id).append('}');
    }
}
