package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ReferenceEdges;
import savelens.document.ValueKind;
import savelens.file.Formats;

/**
 * A Marshal document's edges (rows packed, links in pages, each row filled from its packed start) are the plain
 * model's: every reference or nested node, in value order, in the row of the innermost node whose body holds it,
 * with its target. Over the fixtures, random files and one whose root holds more nodes than a page and a char.
 */
class MarshalEdgesProperties {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("Save01.rvdata2"));

    /** The edges of each node as the plain model lists them: {value, target} in value order. */
    private static List<List<int[]>> plainRows(Document doc) {
        List<List<int[]>> rows = new ArrayList<>();
        for (int n = 0; n < doc.nodeCount(); n++) rows.add(new ArrayList<>());
        for (int v = 0; v < doc.index().count(); v++) {
            ValueKind k = doc.kind(v);
            if (k != ValueKind.REFERENCE && k != ValueKind.NODE) continue;
            int owner = doc.ownerNode(v);
            if (owner >= 0) rows.get(owner).add(new int[] {v, doc.target(v)});
        }
        return rows;
    }

    private static void assertPlainEdges(Document doc, String what) {
        List<List<int[]>> rows = plainRows(doc);
        ReferenceEdges edges = doc.edges();
        assertEquals(doc.nodeCount(), edges.nodeCount(), what);
        int[] starts = edges.rowStarts();
        int e = 0;
        for (int n = 0; n < rows.size(); n++) {
            assertEquals(e, edges.firstEdge(n), what + ": row " + n);
            assertEquals(e, starts[n], what + ": row " + n + " listed");
            for (int[] edge : rows.get(n)) {
                assertEquals(edge[0], edges.value(e), what + ": value of edge " + e);
                assertEquals(edge[1], edges.target(e), what + ": target of edge " + e);
                assertEquals(n, edges.source(e), what + ": source of edge " + e);
                e++;
            }
            assertEquals(e, edges.endEdge(n), what + ": end of row " + n);
        }
        assertEquals(e, edges.edgeCount(), what);
        assertEquals(e, starts[rows.size()], what);
    }

    @Test void fixturesAndRandomFilesHaveThePlainModelsEdges() throws Exception {
        List<byte[]> files = new ArrayList<>();
        for (String engine : List.of("rpgmaker-xp", "rpgmaker-vx", "rpgmaker-vxace")) {
            try (var all = Files.walk(Fixtures.path(engine))) {
                for (Path f : all.filter(p -> p.toString().matches(".*\\.r(xdata|vdata2?)$")).toList()) files.add(Files.readAllBytes(f));
            }
        }
        for (long seed = 0; seed < 300; seed++) files.add(MarshalWriter.asRuby(new RandomMarshal(seed).streams()));
        long edges = 0;
        for (int i = 0; i < files.size(); i++) {
            Document doc = Formats.read(files.get(i), CONTEXT);
            assertPlainEdges(doc, "file " + i);
            edges += doc.edges().edgeCount();
        }
        assertTrue(files.size() > 300 && edges > 1000, files.size() + " files, edges compared: " + edges);
    }

    /**
     * A root array of 70,000 objects, each a node, then one object linked back from each of 70,000 more elements: the
     * root's row is longer than a char counts, so the rows after it start further from their group's first than a
     * char holds, and the links fill more than one page.
     */
    @Test void aRowLongerThanACharAndLinksOverPagesAreThePlainModels() {
        int objects = 70_000;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {4, 8, '['});
        rubyLong(out, 2L * objects);
        for (int i = 0; i < objects; i++) {
            out.write('o');
            if (i == 0) out.writeBytes(new byte[] {':', 6, 'A'});
            else out.writeBytes(new byte[] {';', 0});
            out.write(0); // no instance variables
        }
        for (int i = 0; i < objects; i++) {
            out.write('@');
            rubyLong(out, 1 + i); // slot 0 is the root array
        }
        Document doc = Formats.read(out.toByteArray(), CONTEXT);
        assertTrue(doc.nodeCount() > objects, "nodes: " + doc.nodeCount());
        assertTrue(doc.edges().edgeCount() >= 2 * objects, "edges: " + doc.edges().edgeCount());
        assertPlainEdges(doc, "70,000 objects");
    }

    /** Ruby's {@code w_long} for values past the one-byte forms. */
    private static void rubyLong(ByteArrayOutputStream out, long v) {
        if (v == 0) {
            out.write(0);
            return;
        }
        if (v > 0 && v < 123) {
            out.write((int) v + 5);
            return;
        }
        byte[] b = new byte[8];
        int n = 0;
        for (long x = v; x != 0 && n < 8; x >>= 8) b[n++] = (byte) x;
        out.write(n);
        out.write(b, 0, n);
    }
}
