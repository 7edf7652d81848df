package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IncomingCountsTest {
    @Test
    void countsPastAByteAndBackDown() {
        IncomingCounts c = new IncomingCounts(3);
        for (int i = 0; i < 70_000; i++) c.increment(1);
        c.increment(2);
        c.increment(2);
        assertEquals(0, c.get(0));
        assertEquals(70_000, c.get(1));
        assertEquals(2, c.get(2));
        assertEquals(2, c.atLeastTwo());
        for (int i = 0; i < 69_999; i++) c.decrement(1);
        assertEquals(1, c.get(1));
        assertEquals(1, c.atLeastTwo());
    }

    @Test
    void aCopyCountsOnItsOwn() {
        IncomingCounts c = new IncomingCounts(2);
        for (int i = 0; i < 300; i++) c.increment(0);
        IncomingCounts copy = c.copy();
        copy.increment(0);
        copy.increment(1);
        assertEquals(300, c.get(0));
        assertEquals(0, c.get(1));
        assertEquals(301, copy.get(0));
        assertEquals(1, copy.get(1));
    }
}
