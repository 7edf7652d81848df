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
        treeListsEachNodesDominatedSet(what, doc, a, book);
    }

    /**
     * The tree's children of a node are the nodes it immediately dominates, in node order; its subtree is the node and
     * every node it dominates, each after its dominator; and it keeps one int per node beside the analysis's three.
     */
    static void treeListsEachNodesDominatedSet(String what, Document doc, SizeAnalysis a, TextbookDominators book) {
        int n = doc.nodeCount();
        DominatorTree tree = a.tree();
        for (int d = -2; d < n; d++) {
            if (d == Dominators.NONE) continue;
            java.util.List<Integer> kids = new java.util.ArrayList<>();
            for (int v = 0; v < n; v++) if (a.dominator(v) == d) kids.add(v);
            assertEquals(kids, java.util.Arrays.stream(tree.children(d)).boxed().toList(), what + ": children of " + d);
            assertEquals(kids.size(), tree.childCount(d), what + ": child count of " + d);
            assertEquals(!kids.isEmpty(), tree.hasChildren(d), what + ": has children " + d);
            if (d < 0) continue;
            int[] sub = tree.subtree(d);
            assertEquals(sub.length, tree.subtreeSize(d));
            assertEquals(d, sub[0], what + ": a subtree starts with its node");
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (int v : sub) {
                assertTrue(v == d || seen.contains(a.dominator(v)), what + ": " + v + " comes after its dominator");
                seen.add(v);
            }
            java.util.Set<Integer> dominated = new java.util.HashSet<>();
            dominated.add(d);
            if (book.reachable[d]) for (int v = 0; v < n; v++) if (book.dominates(d, v)) dominated.add(v);
            assertEquals(dominated, seen, what + ": subtree of " + d);
        }
        assertEquals(16L * n, a.keptBytes(), what + ": 16 bytes a node with the tree");
    }

    /** Each byte belongs to the innermost node whose written value covers it, or to the document. */
    static void shallowSizesCoverTheText(String what, Document doc, SizeAnalysis a) {
        byte[] text = doc.text();
        int[] owner = new int[text.length];
        java.util.Arrays.fill(owner, -1);
        for (int v = 0; v < doc.nodeCount(); v++) { // later nodes are written inside earlier ones, never around them
            int value = doc.nodeValue(v);
            for (int i = doc.index().startInt(value); i < doc.index().endInt(value); i++) owner[i] = v;
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
