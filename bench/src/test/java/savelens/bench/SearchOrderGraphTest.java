package savelens.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import savelens.size.Dominators;
import savelens.size.Successors;

/** The renumbered graph is the same graph: edge for edge, its dominators the original's renumbered, numbered in search order. */
class SearchOrderGraphTest {
    private record Graph(int[] start, int[] to) implements Successors {
        @Override public int nodeCount() { return start.length - 1; }
        @Override public int firstEdge(int node) { return start[node]; }
        @Override public int endEdge(int node) { return start[node + 1]; }
        @Override public int target(int e) { return to[e]; }
    }

    private static Graph random(Random r, int n) {
        int[] start = new int[n + 1];
        int[] to = new int[n * 3];
        int k = 0;
        for (int v = 0; v < n; v++) {
            for (int i = r.nextInt(4); i > 0; i--) to[k++] = r.nextInt(10) == 0 ? -1 : r.nextInt(n);
            start[v + 1] = k;
        }
        return new Graph(start, Arrays.copyOf(to, k));
    }

    @Test
    void theSameGraphNumberedInSearchOrder() {
        Random r = new Random(11);
        for (int round = 0; round < 300; round++) {
            int n = 1 + r.nextInt(80);
            Graph g = random(r, n);
            int root = r.nextInt(n);
            SearchOrderGraph s = SearchOrderGraph.of(g, root);
            int[] number = s.number;
            assertEquals(0, s.root);
            int[] seen = new int[n];
            for (int v = 0; v < n; v++) seen[number[v]]++;
            for (int u = 0; u < n; u++) assertEquals(1, seen[u], "each number once");
            for (int v = 0; v < n; v++) {
                assertEquals(g.endEdge(v) - g.firstEdge(v), s.endEdge(number[v]) - s.firstEdge(number[v]));
                for (int i = 0; i < g.endEdge(v) - g.firstEdge(v); i++) {
                    int w = g.target(g.firstEdge(v) + i);
                    assertEquals(w < 0 ? -1 : number[w], s.target(s.firstEdge(number[v]) + i), "edge for edge, in order");
                }
            }
            int[] before = Dominators.immediate(g, root);
            int[] after = Dominators.immediate(s, s.root);
            int reached = 0;
            for (int v = 0; v < n; v++) {
                int d = before[v];
                assertEquals(d < 0 ? d : number[d], after[number[v]], "dominators renumbered");
                if (d != Dominators.UNREACHABLE) reached++;
            }
            // The search numbers what it reaches from 0 up, so a dominator (an ancestor in its tree) comes first.
            for (int u = 1; u < reached; u++) assertEquals(true, after[u] >= 0 && after[u] < u);
            for (int u = reached; u < n; u++) assertEquals(Dominators.UNREACHABLE, after[u]);
        }
    }
}
