package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Containers wider than a char of distance: their far values' parents, kept by runs. */
class MarshalWideTest {
    @Test
    void aWideArraysElementsKeepOneRunOfFarParents() {
        int n = 200_000;
        MarshalBytes b = new MarshalBytes().array(n);
        for (int i = 0; i < n; i++) b.fixnum(i % 100);
        MarshalIndex index = MarshalIndex.of(b.bytes());
        assertEquals(n + 2, index.count());
        for (int v = 2; v < index.count(); v++) assertEquals(1, index.parent(v), "parent of " + v);
        assertEquals(0, index.farParentRuns(), "a scalar's parent is found, not kept");
    }

    /**
     * {@code A = [66000 fixnums, B = [70000 fixnums], 10 fixnums, C = [3 fixnums], 5000 fixnums]}: values at every
     * distance from 1 to 70000 of their parent, far runs of A's, then B's, then A's again.
     */
    @Test
    void farParentsAreRightAcrossRunsAndAtTheCharsEdge() {
        MarshalBytes b = new MarshalBytes();
        int[] expected = new int[1 + 1 + 66_000 + 1 + 70_000 + 10 + 1 + 3 + 5000];
        int v = 1;
        int a = v++;
        b.array(66_000 + 1 + 10 + 1 + 5000);
        for (int i = 0; i < 66_000; i++) { b.fixnum(i % 7); expected[v++] = a; }
        int inner = v;
        expected[v++] = a;
        b.array(70_000);
        for (int i = 0; i < 70_000; i++) { b.fixnum(i % 7); expected[v++] = inner; }
        for (int i = 0; i < 10; i++) { b.fixnum(i); expected[v++] = a; }
        int small = v;
        expected[v++] = a;
        b.array(3);
        for (int i = 0; i < 3; i++) { b.fixnum(i); expected[v++] = small; }
        for (int i = 0; i < 5000; i++) { b.fixnum(i); expected[v++] = a; }
        byte[] bytes = b.bytes();
        MarshalIndex index = MarshalIndex.of(bytes);
        assertEquals(expected.length, index.count());
        for (int w = 1; w < expected.length; w++) assertEquals(expected[w], index.parent(w), "parent of " + w + ", " + (w - expected[w]) + " after it");
        assertEquals(1, index.farParentRuns(), "B and C, both A's (the scalars' parents are found, not kept)");
        // Siblings follow from the parents: A's elements are all found, in order, and each value ends where it should.
        int elements = 0;
        for (int c = index.firstChild(a); c >= 0; c = index.nextSibling(c)) elements++;
        assertEquals(66_000 + 1 + 10 + 1 + 5000, elements);
        assertEquals(bytes.length, index.end(a));
        for (int w = 1; w < expected.length; w += 997) assertEquals(MarshalSkip.end(bytes, index.startInt(w)), index.endInt(w), "end of " + w);
    }
}
