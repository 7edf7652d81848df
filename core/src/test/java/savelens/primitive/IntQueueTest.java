package savelens.primitive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IntQueueTest {
    @Test
    void givesValuesBackInTheOrderAddedAcrossManyBlocks() {
        IntQueue q = new IntQueue();
        assertTrue(q.isEmpty());
        int next = 0, expected = 0;
        // Adds and takes interleaved, the queue's length rising and falling over several blocks.
        for (int round = 0; round < 6; round++) {
            for (int i = 0; i < 50_000; i++) q.add(next++);
            for (int i = 0; i < 30_000; i++) assertEquals(expected++, q.take());
        }
        while (!q.isEmpty()) assertEquals(expected++, q.take());
        assertEquals(next, expected);
        assertEquals(next, q.added());
        assertEquals(next, q.taken());
        q.add(-5);
        assertFalse(q.isEmpty());
        assertEquals(-5, q.take());
    }
}
