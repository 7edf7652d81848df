package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A node's slot is the order it joined in, whether the nodes join in ascending order (counted from bits) or not. */
class NodeSlotsTest {
    @Test void nodesJoiningInOrderHaveTheirRankAsSlot() {
        NodeSlots slots = new NodeSlots(1_000);
        int[] nodes = {0, 3, 63, 64, 65, 200, 640, 999};
        for (int i = 0; i < nodes.length; i++) assertEquals(i, slots.add(nodes[i]));
        for (int i = 0; i < nodes.length; i++) assertEquals(i, slots.slot(nodes[i]));
        assertEquals(-1, slots.slot(1));
        assertEquals(-1, slots.slot(998));
        assertEquals(-1, slots.slot(-1));
        assertEquals(-1, slots.slot(5_000));
        assertFalse(slots.contains(66));
        assertEquals(nodes.length, slots.size());
    }

    @Test void nodesBeyondTheDocumentAndOutOfOrderKeepTheSlotsTheyJoinedWith() {
        Random random = new Random(7);
        for (int round = 0; round < 50; round++) {
            int n = 10 + random.nextInt(500);
            NodeSlots slots = new NodeSlots(n);
            Map<Integer, Integer> given = new HashMap<>();
            boolean ascending = random.nextBoolean();
            int next = 0;
            for (int i = 0; i < n; i++) {
                // Ascending runs with a jump back now and then, and nodes past the document's end (rows of no node).
                int node = ascending && random.nextInt(50) > 0 ? next + random.nextInt(3) : random.nextInt(3 * n);
                next = node + 1;
                if (slots.contains(node)) continue;
                int s = slots.add(node);
                assertEquals(given.size(), s);
                given.put(node, s);
            }
            for (int node = -1; node < 3 * n + 70; node++) {
                assertEquals(given.getOrDefault(node, -1), slots.slot(node), "node " + node);
                assertEquals(given.containsKey(node), slots.contains(node));
            }
            assertTrue(slots.size() == given.size());
        }
    }
}
