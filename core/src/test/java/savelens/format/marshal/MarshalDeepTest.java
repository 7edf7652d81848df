package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.size.SizeAnalysis;

/** Files nested a thousand levels deep: each value's end found in one walk, no recursion. */
class MarshalDeepTest {
    private static final int DEPTH = 999;

    /** {@code DEPTH} arrays each {@code [1, [...]]}, the innermost element 2: a chain leaning right. */
    private static byte[] nestedArrays() {
        MarshalBytes b = new MarshalBytes();
        for (int i = 0; i < DEPTH; i++) b.array(2).fixnum(1);
        return b.fixnum(2).bytes();
    }

    /** A linked list of {@code DEPTH} Ruby objects, each {@code @v} then {@code @next}, the last one's nil. */
    private static byte[] linkedList() {
        MarshalBytes b = new MarshalBytes();
        for (int i = 0; i < DEPTH; i++) b.object("Node", 2).symbol("@v").fixnum(i).symbol("@next");
        return b.type('0').bytes();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void eachEndWalksUpItsContainersRightmostSpineOnce() {
        byte[] bytes = nestedArrays();
        MarshalIndex index = MarshalIndex.of(bytes);
        long before = MarshalIndex.spineSteps();
        assertEquals(bytes.length, index.end(1));
        long outermost = MarshalIndex.spineSteps() - before;
        assertTrue(outermost <= 2 * DEPTH, "steps for the outermost array: " + outermost);
        for (int v = 1; v < index.count(); v++) assertEquals(MarshalSkip.end(bytes, index.startInt(v)), index.endInt(v), "end of " + v);
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theSizeAnalysisOfADeepListWalksEachNodesSpineOnce() {
        Document doc = new MarshalFormat().read(linkedList(), ReadContext.of(null));
        assertEquals(DEPTH + 1, doc.nodeCount());
        long before = MarshalIndex.spineSteps();
        SizeAnalysis sizes = SizeAnalysis.of(doc);
        long steps = MarshalIndex.spineSteps() - before;
        // Node d (from the outside) has DEPTH - d levels below it: about DEPTH^2 / 2 steps in all (a walk per level
        // below each, about DEPTH^3 / 6).
        assertTrue(steps <= (long) DEPTH * DEPTH, "spine steps: " + steps);
        assertTrue(sizes != null);
    }

    /**
     * Every kind of nesting by turns, as deep as Marshal is read: {@code [1, …]}, {@code {"k" => …}}, an object's
     * {@code @n}, a {@code U} dump, and an {@code I}-wrapped array whose ivar comes after what is inside it.
     */
    private static byte[] mixedNesting() {
        MarshalBytes b = new MarshalBytes();
        int wrapped = 0;
        for (int i = 0; i < DEPTH - DEPTH / 5; i++) {
            switch (i % 5) {
                case 0 -> b.array(2).fixnum(1);
                case 1 -> b.hash(1).string("k");
                case 2 -> b.object("Node", 1).symbol("@n");
                case 3 -> b.type('U').symbol("Dumped");
                default -> {
                    b.type('I').array(1);
                    wrapped++;
                }
            }
        }
        b.type('0');
        for (int i = 0; i < wrapped; i++) b.count(1).symbol("@e").type('T');
        return b.bytes();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeepChainsEndNeedsNoStackPerLevel() throws Exception {
        byte[] bytes = nestedArrays();
        MarshalIndex index = MarshalIndex.of(bytes);
        assertEquals(bytes.length, MarshalDeepEditTest.onASmallStack(() -> index.endInt(1)));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeepFileIsReadAndItsSizesFoundWithNoStackPerLevel() throws Exception {
        for (byte[] bytes : new byte[][] {nestedArrays(), linkedList(), mixedNesting()}) {
            int values = MarshalIndex.of(bytes).count();
            Object read = MarshalDeepEditTest.onASmallStack(() -> {
                Document doc = new MarshalFormat().read(bytes, ReadContext.of(null));
                SizeAnalysis.of(doc);
                return doc.index().count();
            });
            assertEquals(values, read);
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void steppingOverADeepValueNeedsNoStackPerLevel() throws Exception {
        byte[] bytes = mixedNesting();
        assertEquals(bytes.length, MarshalDeepEditTest.onASmallStack(() -> MarshalSkip.end(bytes, 2)));
        MarshalIndex index = MarshalIndex.of(bytes);
        for (int v = 1; v < index.count(); v++) assertEquals(MarshalSkip.end(bytes, index.startInt(v)), index.endInt(v), "end of " + v);
    }
}
