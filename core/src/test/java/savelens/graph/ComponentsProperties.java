package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/**
 * The components of the one Tarjan walk, kept by number or as a command's cycles, are those of Tarjan's algorithm as
 * the textbook writes it (recursive, from each node in turn, each node's edges in order), in the same order.
 */
class ComponentsProperties {
    @Property(tries = 300)
    void componentsEqualTextbookTarjan(@ForAll @IntRange(min = 1, max = 120) int nodes, @ForAll @IntRange(min = 1, max = 5) int outDegree,
                                      @ForAll long seed) {
        Document doc = RandomGraphs.read(RandomGraphs.graph(new Random(seed), nodes, outDegree));
        ReferenceEdges edges = doc.edges();
        int[] expected = new Textbook(edges).components;
        StronglyConnectedComponents scc = StronglyConnectedComponents.of(edges);
        int[] got = new int[nodes];
        for (int v = 0; v < nodes; v++) got[v] = scc.componentOf(v);
        assertArrayEquals(expected, got, "component numbers, in the order Tarjan completes them");
        int count = Arrays.stream(expected).max().orElse(-1) + 1;
        assertEquals(count, scc.count());
        List<int[]> several = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            int[] members = members(expected, c);
            assertEquals(members.length > 1, scc.hasSeveralNodes(c), "component " + c);
            if (members.length > 1) several.add(members);
        }
        // A command's cycles, the same walk with marks as narrow as its stack: the textbook's cyclic components.
        for (int v = 0; v < nodes; v++) if (members(expected, expected[v]).length == 1 && Cycles.selfReference(edges, v)) several.add(new int[] {v});
        several.sort(java.util.Comparator.comparingInt(c -> c[0]));
        List<Cycle> cycles = GraphFacts.withMarks(doc, false).cycles();
        assertEquals(several.size(), cycles.size());
        for (int k = 0; k < several.size(); k++) {
            assertArrayEquals(several.get(k), cycles.get(k).nodes().stream().mapToInt(Integer::intValue).toArray(), "cycle " + k);
        }
    }

    /**
     * Walks given up when deep, their components found by sweeps: the same components as the textbook's, numbered in
     * an order Tarjan could complete them in (every edge leads to a component numbered no higher), which a retarget's
     * follow relies on.
     */
    @Property(tries = 300)
    void sweptComponentsAreTheTextbooksInAnOrderTarjanCouldComplete(@ForAll @IntRange(min = 1, max = 120) int nodes,
            @ForAll @IntRange(min = 1, max = 5) int outDegree, @ForAll @IntRange(min = 1, max = 6) int deepWalk, @ForAll long seed) {
        Document doc = RandomGraphs.read(RandomGraphs.graph(new Random(seed), nodes, outDegree));
        ReferenceEdges edges = doc.edges();
        int[] expected = new Textbook(edges).components;
        StronglyConnectedComponents scc = StronglyConnectedComponents.of(edges, () -> false, 0, deepWalk);
        int count = Arrays.stream(expected).max().orElse(-1) + 1;
        assertEquals(count, scc.count());
        int[] named = new int[count]; // the textbook's component each of the swept numbers stands for
        Arrays.fill(named, -1);
        for (int v = 0; v < nodes; v++) {
            int c = scc.componentOf(v);
            assertTrue(c >= 0 && c < count, "node " + v + " numbered " + c);
            if (named[c] < 0) named[c] = expected[v];
            assertEquals(named[c], expected[v], "node " + v + " is in the textbook's component of the others numbered " + c);
            assertEquals(members(expected, expected[v]).length > 1, scc.hasSeveralNodes(c), "component " + c);
        }
        for (int v = 0; v < nodes; v++) {
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w >= 0) assertTrue(scc.componentOf(v) >= scc.componentOf(w), "edge " + v + " → " + w);
            }
        }
    }

    /** Members listed ascending, by a bit a node or sorted, whichever the span asks. */
    @Property(tries = 300)
    void membersComeAscending(@ForAll @IntRange(min = 1, max = 400) int size, @ForAll @IntRange(min = 1, max = 200) int spread,
                              @ForAll long seed) {
        Random r = new Random(seed);
        int[] stack = new int[size + 7];
        int base = r.nextInt(1000);
        List<Integer> distinct = new ArrayList<>();
        for (int i = 0; distinct.size() < size; i++) {
            int v = base + r.nextInt(size * spread);
            if (!distinct.contains(v)) distinct.add(v);
        }
        for (int i = 0; i < size; i++) stack[3 + i] = distinct.get(i);
        int[] expected = distinct.stream().mapToInt(Integer::intValue).sorted().toArray();
        assertArrayEquals(expected, Cycles.ascending(stack, 3, 3 + size));
    }

    private static int[] members(int[] component, int c) {
        return java.util.stream.IntStream.range(0, component.length).filter(v -> component[v] == c).toArray();
    }

    /** Tarjan's algorithm, recursive, numbering components as it completes them. */
    private static final class Textbook {
        final ReferenceEdges edges;
        final int[] index, low, components;
        final boolean[] onStack;
        final int[] stack;
        int sp, next, count;

        Textbook(ReferenceEdges edges) {
            this.edges = edges;
            int n = edges.nodeCount();
            index = new int[n];
            low = new int[n];
            components = new int[n];
            onStack = new boolean[n];
            stack = new int[n];
            Arrays.fill(index, -1);
            for (int v = 0; v < n; v++) if (index[v] < 0) connect(v);
            assertTrue(sp == 0);
        }

        void connect(int v) {
            index[v] = low[v] = next++;
            stack[sp++] = v;
            onStack[v] = true;
            for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                int w = edges.target(e);
                if (w < 0) continue;
                if (index[w] < 0) {
                    connect(w);
                    low[v] = Math.min(low[v], low[w]);
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
            }
            if (low[v] == index[v]) {
                int w;
                do {
                    w = stack[--sp];
                    onStack[w] = false;
                    components[w] = count;
                } while (w != v);
                count++;
            }
        }
    }
}
