package savelens.size;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.GeneratedDocuments;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

class SizeProperties {
    /** A random graph: a few edges a node, back edges (cycles), shared targets, self loops, dangling ones, parts the root never reaches. */
    static ArrayGraph graph(long seed, int n) {
        Random r = new Random(seed);
        int cut = 1 + r.nextInt(n); // nodes from cut on are reached only by chance, or not at all
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            List<Integer> out = new ArrayList<>();
            int k = r.nextInt(4);
            for (int i = 0; i < k; i++) {
                int w = r.nextInt(10) == 0 ? -1 : v < cut ? r.nextInt(r.nextBoolean() ? cut : n) : r.nextInt(n);
                if (v < cut && w >= cut && r.nextInt(3) > 0) w = r.nextInt(cut);
                out.add(w);
            }
            if (r.nextInt(8) == 0) out.add(v);
            adjacency.add(out);
        }
        return new ArrayGraph(adjacency);
    }

    @Property(tries = 400)
    void immediateDominatorsEqualTheTextbooks(@ForAll long seed, @ForAll @IntRange(min = 1, max = 60) int n) {
        ArrayGraph g = graph(seed, n);
        int root = (int) Math.floorMod(seed, (long) n);
        int[] fast = Dominators.immediate(g, root);
        TextbookDominators book = new TextbookDominators(g, root);
        int[] expected = new int[n];
        for (int v = 0; v < n; v++) expected[v] = book.immediate(v);
        assertArrayEquals(expected, fast);
    }

    /**
     * The dominators read a graph's rows through {@link Successors#firstEdge} and {@link Successors#endEdge}: a graph
     * that lists no row starts (a Marshal document's edges, whose packed rows would be copied whole, an int a node)
     * gets the textbook's dominators and the same retained sizes as the listed graph.
     */
    @Property(tries = 200)
    void dominatorsListNoRowStarts(@ForAll long seed, @ForAll @IntRange(min = 1, max = 60) int n) {
        ArrayGraph listed = graph(seed, n);
        Successors unlisted = new Successors() {
            @Override public int nodeCount() { return listed.nodeCount(); }
            @Override public int firstEdge(int node) { return listed.firstEdge(node); }
            @Override public int endEdge(int node) { return listed.endEdge(node); }
            @Override public int target(int e) { return listed.target(e); }
            @Override public int[] rowStarts() { throw new AssertionError("the row starts were listed"); }
        };
        int root = (int) Math.floorMod(seed, (long) n);
        int[] shallow = new int[n];
        for (int v = 0; v < n; v++) shallow[v] = 1 + v % 7;
        Dominators.Result fromRows = Dominators.of(unlisted, root, shallow);
        TextbookDominators book = new TextbookDominators(listed, root);
        for (int v = 0; v < n; v++) assertEquals(book.immediate(v), fromRows.dominator()[v], "dominator of " + v);
        assertArrayEquals(Dominators.of(listed, root, shallow).retained(), fromRows.retained());
    }

    /**
     * A graph shaped like a scene, larger than {@link #graph}'s: objects in a random tree, each with a few parts that
     * point back at it, children that point back at their parents, parts aiming at a few shared objects; and some
     * edges down past a child to a node below it (met by the depth-first search only after it has numbered that node
     * through the child), repeated edges, self loops, dangling ones and nodes only the unreachable part reaches.
     */
    static ArrayGraph sceneLike(long seed, int n) {
        Random r = new Random(seed);
        List<List<Integer>> adjacency = new ArrayList<>();
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            adjacency.add(new ArrayList<>());
            parent[v] = v == 0 ? -1 : r.nextInt(v);
        }
        for (int v = 1; v < n; v++) {
            adjacency.get(parent[v]).add(v);
            if (r.nextInt(3) > 0) adjacency.get(v).add(parent[v]); // the child names its parent, or its part its owner
        }
        int hubs = Math.max(1, n / 16);
        for (int v = 0; v < n; v++) {
            List<Integer> out = adjacency.get(v);
            if (r.nextInt(4) == 0) out.add(r.nextInt(hubs));
            if (r.nextInt(6) == 0 && parent[v] >= 0 && parent[parent[v]] >= 0) adjacency.get(parent[parent[v]]).add(v); // past a child
            if (r.nextInt(10) == 0 && !out.isEmpty()) out.add(out.get(r.nextInt(out.size())));
            if (r.nextInt(12) == 0) out.add(v);
            if (r.nextInt(12) == 0) out.add(-1);
            if (r.nextInt(20) == 0) out.add(r.nextInt(n));
            java.util.Collections.shuffle(out, r);
        }
        return new ArrayGraph(adjacency);
    }

    @Property(tries = 150)
    void sceneLikeDominatorsAndRetainedSizesEqualTheTextbooks(@ForAll long seed, @ForAll @IntRange(min = 1, max = 160) int n) {
        ArrayGraph g = sceneLike(seed, n);
        Random r = new Random(seed ^ 0x5eed);
        // mostly the first node, as a document's root; sometimes another, leaving part of the graph unreached
        int root = r.nextInt(4) == 0 ? r.nextInt(n) : 0;
        int[] shallow = new int[n];
        for (int v = 0; v < n; v++) shallow[v] = r.nextInt(200);
        Dominators.Result fast = Dominators.of(g, root, shallow);
        TextbookDominators book = new TextbookDominators(g, root);
        for (int v = 0; v < n; v++) {
            assertEquals(book.immediate(v), fast.dominator()[v], "immediate dominator of " + v);
            long retained = 0;
            if (book.reachable[v]) {
                for (int u = 0; u < n; u++) if (book.dominates(v, u)) retained += shallow[u];
            } else {
                retained = shallow[v];
            }
            assertEquals(retained, fast.retained()[v], "retained size of " + v);
        }
    }

    @Property(tries = 200)
    void shortestPathsAreTheNodesOnSomeShortestWay(@ForAll long seed, @ForAll @IntRange(min = 1, max = 50) int n) {
        ArrayGraph g = graph(seed, n);
        int target = (int) Math.floorMod(seed >>> 7, (long) n);
        int[] fromRoot = distances(g, 0, false);
        int[] toTarget = distances(g, target, true);
        List<Integer> expected = new ArrayList<>();
        if (fromRoot[target] >= 0) {
            for (int v = 0; v < n; v++) {
                if (fromRoot[v] >= 0 && toTarget[v] >= 0 && fromRoot[v] + toTarget[v] == fromRoot[target]) expected.add(v);
            }
        }
        RootPaths p = RootPaths.to(GraphOver.of(g), target);
        int[] got = p.nodes();
        Arrays.sort(got);
        assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), got);
        if (p.reachable()) assertEquals(countPaths(g, 0, target, fromRoot), p.pathCount());
    }

    private static int[] distances(ArrayGraph g, int from, boolean backwards) {
        int n = g.nodeCount();
        int[] d = new int[n];
        Arrays.fill(d, -1);
        d[from] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>(List.of(from));
        while (!q.isEmpty()) {
            int v = q.poll();
            for (int u = 0; u < n; u++) {
                for (int e = g.firstEdge(u); e < g.endEdge(u); e++) {
                    int a = backwards ? g.target(e) : u, b = backwards ? u : g.target(e);
                    if (a == v && b >= 0 && d[b] < 0) {
                        d[b] = d[v] + 1;
                        q.add(b);
                    }
                }
            }
        }
        return d;
    }

    /** Shortest paths counted as distinct edge sequences, by brute force over the layers. */
    private static long countPaths(ArrayGraph g, int from, int to, int[] dist) {
        long[] ways = new long[g.nodeCount()];
        ways[from] = 1;
        for (int d = 0; d < dist[to]; d++) {
            for (int v = 0; v < g.nodeCount(); v++) {
                if (dist[v] != d) continue;
                for (int e = g.firstEdge(v); e < g.endEdge(v); e++) {
                    int w = g.target(e);
                    if (w >= 0 && dist[w] == d + 1) ways[w] += ways[v];
                }
            }
        }
        return ways[to];
    }

    @Property(tries = 150)
    void generatedDocumentsPassEveryCheck(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40) int nodes) {
        String text = GeneratedDocuments.helio(new Random(seed), nodes, true);
        Document doc = Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("g.json")));
        SizeChecks.check("seed " + seed, doc);
    }

    @Property(tries = 100)
    void generatedNestedDocumentsPassEveryCheck(@ForAll long seed, @ForAll @IntRange(min = 1, max = 30) int objects) {
        String text = GeneratedDocuments.jsonExLite(new Random(seed), objects);
        Document doc = Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("g.json")));
        if (doc.isSingleValue()) return;
        SizeChecks.check("seed " + seed, doc);
    }
}
