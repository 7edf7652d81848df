package savelens.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import savelens.document.Document;

/** The checks every analysed document must pass, each against a computation of its own. */
final class SizeChecks {
    private SizeChecks() {}

    static void check(String what, Document doc) {
        SizeAnalysis a = SizeAnalysis.of(doc);
        shallowSizesCoverTheText(what, doc, a);
        TextbookDominators book = new TextbookDominators(a.graph(), a.graph().root());
        for (int v = 0; v < doc.nodeCount(); v++) {
            assertEquals(book.immediate(v), a.dominator(v), what + ": immediate dominator of " + doc.nodeId(v));
        }
        retainedIsTheDominatedSet(what, doc, a, book);
        histogramRetainsEachTypesSet(what, doc, a, book);
    }

    /** Each byte belongs to the innermost node whose written value covers it, or to the document. */
    static void shallowSizesCoverTheText(String what, Document doc, SizeAnalysis a) {
        byte[] text = doc.text();
        int[] owner = new int[text.length];
        java.util.Arrays.fill(owner, -1);
        for (int v = 0; v < doc.nodeCount(); v++) { // later nodes are written inside earlier ones, never around them
            int value = doc.nodeValue(v);
            for (int i = doc.index().start(value); i < doc.index().end(value); i++) owner[i] = v;
        }
        long[] counted = new long[doc.nodeCount()];
        long outside = 0;
        for (int o : owner) {
            if (o < 0) outside++;
            else counted[o]++;
        }
        long sum = 0;
        for (int v = 0; v < doc.nodeCount(); v++) {
            assertEquals(counted[v], a.shallow(v), what + ": shallow size of " + doc.nodeId(v));
            sum += a.shallow(v);
        }
        assertEquals(outside, a.documentBytes(), what + ": the document's own bytes");
        assertEquals(text.length, sum + a.documentBytes(), what + ": shallow sizes and document bytes add up to the text");
    }

    static void retainedIsTheDominatedSet(String what, Document doc, SizeAnalysis a, TextbookDominators book) {
        int n = doc.nodeCount();
        long unreachable = 0;
        for (int d = 0; d < n; d++) {
            if (!book.reachable[d]) {
                assertEquals(a.shallow(d), a.retained(d), what + ": an unreachable node retains itself only");
                unreachable += a.shallow(d);
                continue;
            }
            long sum = 0;
            for (int v = 0; v < n; v++) if (book.dominates(d, v)) sum += a.shallow(v);
            assertEquals(sum, a.retained(d), what + ": retained size of " + doc.nodeId(d));
        }
        assertEquals(unreachable, a.retained(Dominators.UNREACHABLE), what + ": the unreachable entry");
    }

    /** A type retains the nodes that any of its instances dominates, each once. */
    static void histogramRetainsEachTypesSet(String what, Document doc, SizeAnalysis a, TextbookDominators book) {
        int n = doc.nodeCount();
        Map<String, long[]> expected = new HashMap<>();
        for (int v = 0; v < n; v++) {
            long[] e = expected.computeIfAbsent(String.valueOf(doc.type(v)), k -> new long[3]);
            e[0]++;
            e[1] += a.shallow(v);
        }
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
            long retained = 0;
            for (int v = 0; v < n; v++) {
                boolean held = false;
                for (int d = 0; d < n && !held; d++) {
                    if (!String.valueOf(doc.type(d)).equals(e.getKey())) continue;
                    held = d == v || book.dominates(d, v);
                }
                if (held) retained += a.shallow(v);
            }
            e.getValue()[2] = retained;
        }
        assertEquals(expected.size(), a.histogram().size(), what + ": one row per type");
        for (TypeSize row : a.histogram()) {
            long[] e = expected.get(String.valueOf(row.type()));
            assertTrue(e != null, what + ": type " + row.type());
            assertEquals(e[0], row.count(), what + ": count of " + row.type());
            assertEquals(e[1], row.shallow(), what + ": shallow bytes of " + row.type());
            assertEquals(e[2], row.retained(), what + ": retained bytes of " + row.type());
        }
    }
}
