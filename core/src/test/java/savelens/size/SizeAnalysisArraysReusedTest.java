package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * An analysis after the first allocates only the arrays it keeps (the shallow sizes, dominators and retained sizes,
 * and the dominator tree): the arrays its passes work in and drop come back from the analysis before. At a million
 * nodes each of those is a humongous object, and each allocated anew in a full heap started a pause of the collector.
 * The sizes stay those of a fresh analysis, whatever size of document the arrays were last used for.
 */
class SizeAnalysisArraysReusedTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @Test
    void anAnalysisAfterTheFirstAllocatesOnlyWhatItKeeps() {
        Document doc = Formats.read(SceneGenerator.generate(100_000, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
        int n = doc.nodeCount();
        doc.edges(); // listed with the document, as the window has them before it asks for sizes
        for (int round = 0; round < 2; round++) whole(doc); // the arrays' first use, and the code's first runs
        long thread = Thread.currentThread().getId();
        long before = THREADS.getThreadAllocatedBytes(thread);
        SizeAnalysis a = SizeAnalysis.of(doc);
        a.children(doc.root());
        long allocated = THREADS.getThreadAllocatedBytes(thread) - before;
        // Kept: three ints a node, and the tree's one; the passes' arrays (four more a node and one an edge) are reused.
        long kept = 4L * 4 * n;
        long bound = kept + 2L * n;
        assertTrue(allocated < bound, "an analysis of " + n + " nodes allocated " + allocated + " bytes, more than the "
                + kept + " it keeps and " + 2L * n + " more (bound " + bound + ")");
        before = THREADS.getThreadAllocatedBytes(thread);
        a.histogram();
        a.biggest(SizeAnalysisArraysReusedTest.TOP);
        long listed = THREADS.getThreadAllocatedBytes(thread) - before;
        assertTrue(listed < 2L * n, "the histogram and the biggest nodes of " + n + " nodes allocated " + listed + " bytes (bound " + 2L * n + ")");
    }

    private static final int TOP = 20;

    /**
     * With its arrays made ahead (as the Size panel makes them once its sizes are listed), the analysis after a
     * retarget, worked out while the panel is drawn, makes no big array: not those it keeps, nor a listing of the
     * edited document's targets (which the document kept besides, one per revision).
     */
    @Test
    void withItsArraysMadeAheadAnAnalysisOfARetargetMakesNoBigArray() {
        Document doc = Formats.read(SceneGenerator.generate(100_000, SceneGenerator.DEFAULT_SEED), ReadContext.of(Path.of("scene.json")));
        int n = doc.nodeCount();
        for (int round = 0; round < 2; round++) whole(doc);
        Document retargeted = retarget(doc);
        retargeted.edges();
        SizeAnalysis.of(doc).makeArraysAhead();
        long thread = Thread.currentThread().getId();
        long before = THREADS.getThreadAllocatedBytes(thread);
        SizeAnalysis a = SizeAnalysis.withTree(retargeted);
        a.children(retargeted.root());
        long allocated = THREADS.getThreadAllocatedBytes(thread) - before;
        assertTrue(allocated < 2L * n, "an analysis of a retarget of " + n + " nodes, its arrays made ahead, allocated " + allocated
                + " bytes (bound " + 2L * n + ")");
        // Its dominators are those the edges listed whole give (the textbook computation, quadratic, is for small graphs).
        int[] listed = retargeted.edges().targets();
        int[] dominators = Dominators.immediate(new Successors() {
            @Override public int nodeCount() { return n; }
            @Override public int firstEdge(int node) { return a.graph().firstEdge(node); }
            @Override public int endEdge(int node) { return a.graph().endEdge(node); }
            @Override public int target(int e) { return listed[e]; }
            @Override public int[] targets() { return listed; }
        }, a.graph().root());
        for (int v = 0; v < n; v++) assertEquals(dominators[v], a.dominator(v), "immediate dominator of " + v);
    }

    /** The first root's first reference, retargeted to the second root's object. */
    private static Document retarget(Document doc) {
        savelens.path.DocumentPath to = savelens.path.DocumentPath.parse("$.roots[1]");
        int target = doc.referencedNodeId(to.resolve(doc).value()) == null ? -1 : 0;
        assertEquals(0, target, "the scene's second root is a reference");
        return new savelens.edit.SetValue(savelens.path.DocumentPath.parse("$.roots[0]").resolve(doc).value(),
                savelens.document.NewValue.reference(doc.referencedNodeId(to.resolve(doc).value())), "retarget").execute(doc);
    }

    @Test
    void reusedArraysGiveTheSizesOfFreshOnes() {
        Document big = Formats.read(SceneGenerator.generate(20_000, 7), ReadContext.of(Path.of("big.json")));
        Document small = Formats.read(SceneGenerator.generate(3_000, 11), ReadContext.of(Path.of("small.json")));
        Facts bigFirst = Facts.of(big);
        Facts smallAfterBig = Facts.of(small); // in arrays longer than it needs, holding the big one's numbers
        Facts bigAgain = Facts.of(SizeAnalysis.withTree(big)); // its tree made with the analysis
        Facts smallAgain = Facts.of(small);
        bigFirst.assertSame(bigAgain);
        smallAfterBig.assertSame(smallAgain);
        // And as a fresh analysis gives them, in arrays of its own.
        Facts fresh = Facts.fresh(small);
        smallAfterBig.assertSame(fresh);
    }

    private static void whole(Document doc) {
        SizeAnalysis a = SizeAnalysis.of(doc);
        a.children(doc.root());
        a.histogram();
        a.biggest(TOP);
    }

    /** What an analysis says of every node. */
    private record Facts(int[] dominator, long[] retained, int[] rootChildren, List<TypeSize> histogram, List<BigNode> biggest) {
        static Facts of(Document doc) {
            return of(SizeAnalysis.of(doc));
        }

        /** With the pass's arrays allocated anew: the kept set is taken away first. */
        static Facts fresh(Document doc) {
            try (Scratch held = Scratch.take()) {
                return of(doc);
            }
        }

        static Facts of(SizeAnalysis a) {
            int n = a.nodeCount();
            int[] dominator = new int[n];
            long[] retained = new long[n];
            for (int v = 0; v < n; v++) {
                dominator[v] = a.dominator(v);
                retained[v] = a.retained(v);
            }
            return new Facts(dominator, retained, a.children(a.document().root()), a.histogram(), a.biggest(TOP));
        }

        void assertSame(Facts other) {
            assertArrayEquals(dominator, other.dominator, "dominators");
            assertArrayEquals(retained, other.retained, "retained sizes");
            assertArrayEquals(rootChildren, other.rootChildren, "the root's children");
            assertEquals(histogram, other.histogram, "histogram");
            assertEquals(biggest, other.biggest, "biggest nodes");
        }
    }
}
