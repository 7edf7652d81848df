package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/**
 * A command's cycles and counts, found with walks given up when deep and the components they were entering found by
 * sweeps, are those of a plain reference: each node's component as the nodes it reaches that reach it back, by a
 * search from every node. Graphs of rings, chains and random references, the root anywhere, walks given up from one
 * node deep on.
 */
class SweptComponentsProperties {
    @Property(tries = 400)
    void sweptComponentsEqualThePlainOnes(@ForAll @IntRange(min = 1, max = 150) int nodes, @ForAll @IntRange(min = 0, max = 4) int outDegree,
                                          @ForAll @IntRange(min = 1, max = 12) int deepWalk, @ForAll boolean intMarks,
                                          @ForAll boolean cyclesFirst, @ForAll long seed) {
        Random r = new Random(seed);
        Document doc = RandomGraphs.read(graph(r, nodes, outDegree));
        String expected = facts(doc, Plain.of(doc.edges()));
        GraphFacts facts = GraphFacts.withDeepWalk(doc, intMarks, deepWalk);
        if (cyclesFirst) facts.cycles(); // the walks that list the members first; else those that only count them
        assertEquals(expected, facts(doc, facts));
        assertEquals(expected, facts(doc, GraphFacts.withMarks(doc, intMarks)), "the walks alone");
    }

    /**
     * Rings and chains of random lengths laid out in random directions (paths back that turn up and down, so sweeps
     * that settle late or not at all), with random references between them; the root a random node.
     */
    private static String graph(Random r, int nodes, int outDegree) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < nodes; i++) out.add(new ArrayList<>());
        int[] order = new int[nodes];
        for (int i = 0; i < nodes; i++) order[i] = i;
        if (r.nextBoolean()) {
            for (int i = nodes - 1; i > 0; i--) {
                int j = r.nextInt(i + 1), t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
        }
        for (int i = 0; i < nodes; ) {
            int length = 1 + r.nextInt(Math.max(1, r.nextBoolean() ? nodes : 8));
            int end = Math.min(nodes, i + length);
            for (int k = i; k + 1 < end; k++) out.get(order[k]).add(order[k + 1]);
            if (r.nextInt(3) > 0) out.get(order[end - 1]).add(order[i]); // a ring, else a chain
            i = end;
        }
        for (int v = 0; v < nodes; v++) {
            for (int k = r.nextInt(outDegree + 1); k > 0; k--) out.get(v).add(r.nextInt(10) == 0 ? 99999 : r.nextInt(nodes));
        }
        StringBuilder s = new StringBuilder(RandomGraphs.header().toString().replace("\"root\":0,", "\"root\":" + r.nextInt(nodes) + ","));
        for (int v = 0; v < nodes; v++) {
            if (v > 0) s.append(',');
            s.append("{\"id\":").append(v).append(",\"type\":\"N\",\"fields\":{\"out\":[");
            for (int k = 0; k < out.get(v).size(); k++) s.append(k > 0 ? "," : "").append(out.get(v).get(k));
            s.append("],\"one\":").append(r.nextInt(4) == 0 ? String.valueOf(r.nextInt(nodes)) : "null").append("}}");
        }
        return s.append("]}").toString();
    }

    private static String facts(Document doc, GraphFacts f) {
        StringBuilder s = new StringBuilder("cycles " + f.cycleCount() + ", on cycles " + f.nodesOnCycles() + ", unreachable " + f.unreachable() + "\n");
        for (Cycle c : f.cycles()) s.append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (int v = 0; v < doc.nodeCount(); v++) s.append(f.isReachable(v) ? "" : v + " unreachable\n");
        return s.toString();
    }

    private static String facts(Document doc, Plain p) {
        StringBuilder s = new StringBuilder("cycles " + p.cycles.size() + ", on cycles " + p.cycles.stream().mapToInt(List::size).sum()
                + ", unreachable " + (doc.nodeCount() - p.fromRoot(doc.root()).size()) + "\n");
        int[][] members = p.cycles.stream().map(c -> c.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        List<Cycle> cycles = Cycles.of(p.edges, List.of(members)); // the example is found from the members alone
        for (Cycle c : cycles) s.append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        List<Integer> reached = p.fromRoot(doc.root());
        for (int v = 0; v < doc.nodeCount(); v++) s.append(reached.contains(v) ? "" : v + " unreachable\n");
        return s.toString();
    }

    /** Components by their definition: what each node reaches, and which of those reach it back. */
    private static final class Plain {
        final ReferenceEdges edges;
        final List<List<Integer>> cycles = new ArrayList<>();

        private Plain(ReferenceEdges edges) { this.edges = edges; }

        static Plain of(ReferenceEdges edges) {
            Plain p = new Plain(edges);
            int n = edges.nodeCount();
            boolean[][] reaches = new boolean[n][];
            for (int v = 0; v < n; v++) reaches[v] = p.reach(v);
            boolean[] placed = new boolean[n];
            for (int v = 0; v < n; v++) {
                if (placed[v]) continue;
                List<Integer> component = new ArrayList<>();
                for (int w = v; w < n; w++) {
                    if (w == v || reaches[v][w] && reaches[w][v]) {
                        component.add(w);
                        placed[w] = true;
                    }
                }
                if (component.size() > 1 || Cycles.selfReference(edges, v)) p.cycles.add(component);
            }
            return p;
        }

        /** The nodes s reaches by one edge or more, and s itself. */
        boolean[] reach(int s) {
            boolean[] seen = new boolean[edges.nodeCount()];
            ArrayDeque<Integer> open = new ArrayDeque<>(List.of(s));
            seen[s] = true;
            while (!open.isEmpty()) {
                int v = open.pop();
                for (int e = edges.firstEdge(v); e < edges.endEdge(v); e++) {
                    int w = edges.target(e);
                    if (w >= 0 && !seen[w]) {
                        seen[w] = true;
                        open.push(w);
                    }
                }
            }
            return seen;
        }

        List<Integer> fromRoot(int root) {
            List<Integer> reached = new ArrayList<>();
            if (root < 0) return reached;
            boolean[] seen = reach(root);
            for (int v = 0; v < seen.length; v++) if (seen[v]) reached.add(v);
            return reached;
        }
    }
}
