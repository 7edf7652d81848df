package savelens.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Incoming lists moved along by retargets, one after another, say for every node what lists made anew from the edges
 * say: through runs long enough that the nodes given lists of their own are laid flat again several times, with edges
 * led to and from dangling, to the node they led to already, and to nodes with long lists. The lists before each move
 * still say what they said.
 */
class IncomingListsProperties {
    @Property(tries = 200)
    void movedListsEqualListsMadeAnew(@ForAll @IntRange(min = 1, max = 300) int nodes,
                                      @ForAll @IntRange(min = 0, max = 600) int edgeCount, @ForAll long seed) {
        Random r = new Random(seed);
        int[] target = new int[edgeCount];
        for (int e = 0; e < edgeCount; e++) target[e] = pick(r, nodes);
        IncomingLists lists = made(target, nodes);
        int flattened = 0;
        for (int step = 0; step < 200 && edgeCount > 0; step++) {
            int e = r.nextInt(edgeCount);
            int a = target[e], b = pick(r, nodes);
            IncomingLists before = lists;
            int[][] said = all(before, nodes);
            lists = lists.moved(e, a, b);
            target[e] = b;
            assertTrue(lists.ownCount() <= IncomingLists.MOST_OWN, "own lists: " + lists.ownCount());
            if (lists.ownCount() < before.ownCount()) flattened++;
            assertSame(made(target, nodes), lists, nodes, "step " + step);
            for (int v = 0; v < nodes; v++) assertArrayEquals(said[v], before.copy(v), "the lists before, node " + v);
        }
        if (nodes >= 150 && edgeCount >= 100) assertTrue(flattened >= 2, "laid flat " + flattened + " times");
    }

    /** Mostly one of a few nodes (long lists), else any node, now and then none (dangling). */
    private static int pick(Random r, int nodes) {
        int p = r.nextInt(10);
        if (p == 0) return -1;
        if (p < 4) return r.nextInt(Math.min(nodes, 3));
        return r.nextInt(nodes);
    }

    /** The lists as {@code ReferenceEdges} first makes them: edge order within each node's. */
    private static IncomingLists made(int[] target, int nodes) {
        List<TreeSet<Integer>> per = new ArrayList<>();
        for (int v = 0; v < nodes; v++) per.add(new TreeSet<>());
        for (int e = 0; e < target.length; e++) if (target[e] >= 0) per.get(target[e]).add(e);
        int[] start = new int[nodes + 1];
        for (int v = 0; v < nodes; v++) start[v + 1] = start[v] + per.get(v).size();
        int[] edges = new int[start[nodes]];
        for (int v = 0, i = 0; v < nodes; v++) for (int e : per.get(v)) edges[i++] = e;
        return IncomingLists.flat(start, edges);
    }

    private static int[][] all(IncomingLists lists, int nodes) {
        int[][] out = new int[nodes][];
        for (int v = 0; v < nodes; v++) out[v] = lists.copy(v);
        return out;
    }

    private static void assertSame(IncomingLists expected, IncomingLists got, int nodes, String where) {
        for (int v = 0; v < nodes; v++) {
            assertArrayEquals(expected.copy(v), got.copy(v), where + ", node " + v);
            assertEquals(expected.count(v), got.count(v), where + ", count of node " + v);
            for (int i = 0; i < got.count(v); i++) assertEquals(expected.edge(v, i), got.edge(v, i), where + ", node " + v + " edge " + i);
        }
    }
}
