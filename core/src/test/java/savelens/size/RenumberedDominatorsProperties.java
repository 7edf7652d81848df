package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The dominators and retained sizes do not depend on how the nodes are numbered: over the same graph with its nodes
 * renumbered (in the order its own depth-first search meets them, or at random with each node's edges in another
 * order, so that the search takes another tree), mapped back to the original nodes, they are the ones over the graph
 * as it is, and the textbook's. The analysis works on the search's numbering internally and maps back once; a slip
 * in either direction (a number taken for a node, an unreached node's entry, a cycle's back edge) shows here.
 */
class RenumberedDominatorsProperties {
    /** A graph renumbered: node v of the original is {@code number[v]} here; each row's edges optionally shuffled. */
    private record Renumbered(ArrayGraph graph, int[] number) {}

    private static Renumbered renumber(ArrayGraph g, int[] number, Random shuffleRows) {
        int n = g.nodeCount();
        List<List<Integer>> rows = new ArrayList<>();
        for (int u = 0; u < n; u++) rows.add(null);
        for (int v = 0; v < n; v++) {
            List<Integer> out = new ArrayList<>();
            for (int e = g.firstEdge(v); e < g.endEdge(v); e++) out.add(g.target(e) < 0 ? -1 : number[g.target(e)]);
            if (shuffleRows != null) Collections.shuffle(out, shuffleRows);
            rows.set(number[v], out);
        }
        return new Renumbered(new ArrayGraph(rows), number);
    }

    /** Each node's number in the order a depth-first search from the root meets it (edges in order), the rest after. */
    private static int[] searchOrder(ArrayGraph g, int root) {
        int n = g.nodeCount();
        int[] number = new int[n];
        Arrays.fill(number, -1);
        int count = 0;
        int[] stack = new int[n], cursor = new int[n];
        int sp = 0;
        number[root] = count++;
        stack[sp] = root;
        cursor[sp++] = g.firstEdge(root);
        while (sp > 0) {
            int v = stack[sp - 1], e = cursor[sp - 1];
            if (e == g.endEdge(v)) {
                sp--;
                continue;
            }
            cursor[sp - 1] = e + 1;
            int w = g.target(e);
            if (w >= 0 && number[w] < 0) {
                number[w] = count++;
                stack[sp] = w;
                cursor[sp++] = g.firstEdge(w);
            }
        }
        for (int v = 0; v < n; v++) if (number[v] < 0) number[v] = count++;
        return number;
    }

    private static int[] randomOrder(int n, Random r) {
        List<Integer> order = new ArrayList<>();
        for (int v = 0; v < n; v++) order.add(v);
        Collections.shuffle(order, r);
        return order.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void sameOverRenumbered(ArrayGraph g, int root, int[] shallow, Renumbered r) {
        int n = g.nodeCount();
        Dominators.Result plain = Dominators.of(g, root, shallow);
        int[] renumberedShallow = new int[n];
        for (int v = 0; v < n; v++) renumberedShallow[r.number()[v]] = shallow[v];
        Dominators.Result over = Dominators.of(r.graph(), r.number()[root], renumberedShallow);
        int[] dominator = new int[n], retained = new int[n];
        int[] node = new int[n];
        for (int v = 0; v < n; v++) node[r.number()[v]] = v;
        for (int v = 0; v < n; v++) {
            int d = over.dominator()[r.number()[v]];
            dominator[v] = d < 0 ? d : node[d];
            retained[v] = over.retained()[r.number()[v]];
        }
        assertArrayEquals(plain.dominator(), dominator, "dominators");
        assertArrayEquals(plain.retained(), retained, "retained sizes");
        TextbookDominators book = new TextbookDominators(g, root);
        for (int v = 0; v < n; v++) {
            if (book.immediate(v) != dominator[v]) throw new AssertionError("dominator of " + v + ": " + dominator[v] + ", the textbook's " + book.immediate(v));
        }
    }

    private static int[] shallow(int n, Random r) {
        int[] shallow = new int[n];
        for (int v = 0; v < n; v++) shallow[v] = r.nextInt(200);
        return shallow;
    }

    @Property(tries = 300)
    void theSameInTheSearchsOrderAsInTheGraphs(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int n,
            @ForAll boolean sceneShaped) {
        ArrayGraph g = sceneShaped ? SizeProperties.sceneLike(seed, n) : SizeProperties.graph(seed, n);
        Random r = new Random(seed ^ 0x0dd5);
        int root = r.nextInt(3) == 0 ? r.nextInt(n) : 0; // another root leaves part of the graph unreached
        sameOverRenumbered(g, root, shallow(n, r), renumber(g, searchOrder(g, root), null));
    }

    @Property(tries = 300)
    void theSameInAnyOrderWithTheEdgesInAnyOrder(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int n,
            @ForAll boolean sceneShaped) {
        ArrayGraph g = sceneShaped ? SizeProperties.sceneLike(seed, n) : SizeProperties.graph(seed, n);
        Random r = new Random(seed ^ 0x5ca1e);
        int root = r.nextInt(3) == 0 ? r.nextInt(n) : 0;
        sameOverRenumbered(g, root, shallow(n, r), renumber(g, randomOrder(n, r), r));
    }
}
