package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.Fixtures;
import savelens.document.ValueKind;
import savelens.file.Formats;
import savelens.format.rpgmaker.RpgMakerMvFormat;

class GraphAnalysisTest {
    static Document helio(String nodes) {
        String text = "{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"},{\"name\":\"kids\",\"kind\":\"array\"}]}],"
                + "\"root\":0,\"nodes\":[" + nodes + "]}";
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("g.json")));
    }

    static String node(int id, String fields) {
        return "{\"id\":" + id + ",\"type\":\"N\",\"fields\":{" + fields + "}}";
    }

    @Test
    void aRingOfTwoHundredThousandNodesNeedsNoDeepStack() {
        int n = 200_000;
        StringBuilder nodes = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) nodes.append(',');
            nodes.append(node(i, "\"next\":" + ((i + 1) % n)));
        }
        Document doc = helio(nodes.toString());
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.cycles().size());
        assertEquals(n, g.nodesOnCycles());
        assertEquals(n + 1, g.cycles().get(0).example().size(), "the example walks the whole ring and back");
        assertEquals(n - 1, g.pathFromRoot(n - 1).length);
        assertEquals(n - 1, g.distance(n - 1), "distances past a byte and a char");
        assertTrue(g.onCycle(n - 1));
        assertEquals(0, g.shared());
        // A command's look at it, with marks an int a node or as wide as the stack is deep: the whole ring.
        for (boolean intMarks : new boolean[] {true, false}) {
            GraphFacts facts = GraphFacts.withMarks(doc, intMarks);
            assertEquals(1, facts.cycleCount());
            assertEquals(n, facts.nodesOnCycles());
            assertEquals(0, facts.unreachable());
            assertEquals(g.cycles().get(0).example(), facts.cycles().get(0).example());
        }
    }

    @Test
    void selfReferenceIsACycleAndShared() {
        Document doc = helio(node(0, "\"next\":1") + "," + node(1, "\"next\":1"));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.cycles().size());
        assertEquals(List.of(1, 1), g.cycles().get(0).example());
        assertEquals(1, g.shared(), "#1 is referenced by #0 and by itself");
    }

    @Test
    void unreachableAndDanglingAreCounted() {
        Document doc = helio(node(0, "\"next\":7") + "," + node(1, "\"next\":null"));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(1, g.dangling());
        assertEquals(1, g.unreachable());
        assertFalse(g.isReachable(1));
        assertNull(g.pathFromRoot(1));
    }

    @Test
    void homeIsTheFirstBreadthFirstOccurrence() {
        // 0 -> kids [1, 2]; 1 -> next 2: 2's home is in 0's kids, 1.next is a shared marker
        Document doc = helio(node(0, "\"kids\":[1,2]") + "," + node(1, "\"next\":2") + "," + node(2, ""));
        GraphAnalysis g = GraphAnalysis.of(doc);
        int kids = doc.childNamed(doc.body(0), "kids");
        assertTrue(g.isHome(doc.childAt(kids, 1)));
        assertFalse(g.isHome(doc.childNamed(doc.body(1), "next")));
        assertEquals(2, g.incomingCount(2));
        assertArrayEquals(new int[] {1}, new int[] {g.pathFromRoot(2).length});
    }

    static Document mv(byte[] save) {
        return Formats.read(save, ReadContext.of(Path.of("file1.rpgsave")));
    }

    /** The value at a member path below the root, following nested nodes into their bodies. */
    static int member(Document doc, String... steps) {
        int container = doc.body(doc.root());
        int v = -1;
        for (String step : steps) {
            if (v >= 0) container = doc.kind(v) == ValueKind.NODE ? doc.body(doc.target(v)) : v;
            v = step.chars().allMatch(Character::isDigit)
                    ? doc.childAt(container, Integer.parseInt(step)) : doc.childNamed(container, step);
        }
        return v;
    }

    static List<Integer> pathValues(GraphAnalysis g, int node) {
        return Arrays.stream(g.pathFromRoot(node)).map(e -> g.edges().value(e)).boxed().toList();
    }

    @Test
    void anInlineNodesHomeIsWhereItIsWrittenEvenAfterAnEarlierReference() {
        // The party (and its {"@r":2} to the hero) comes before the actors, where the hero is written out.
        String text = "{\"party\":{\"_leader\":{\"@r\":2},\"@c\":1},"
                + "\"actors\":{\"_data\":{\"@c\":4,\"@a\":[null,{\"_name\":\"Hero\",\"_self\":{\"@r\":2},\"@c\":2}]},\"@c\":3},\"@c\":0}";
        Document doc = mv(new RpgMakerMvFormat().encode(text.getBytes(StandardCharsets.UTF_8)));
        GraphAnalysis g = GraphAnalysis.of(doc);
        int written = member(doc, "actors", "_data", "1");
        int leader = member(doc, "party", "_leader");
        assertEquals(ValueKind.NODE, doc.kind(written));
        assertEquals(ValueKind.REFERENCE, doc.kind(leader));
        int hero = doc.target(written);
        assertEquals(hero, doc.target(leader));
        assertTrue(g.isHome(written));
        assertFalse(g.isHome(leader));
        assertFalse(g.isHome(member(doc, "actors", "_data", "1", "_self")));
        assertEquals(List.of(member(doc, "actors"), member(doc, "actors", "_data"), written), pathValues(g, hero));
        assertEquals(3, g.incomingCount(hero));
        assertEquals(1, g.cycles().size(), "the hero's reference to itself");
    }

    @Test
    void theRepositorysMvSaveExpandsHaroldAmongTheActorsNotAtTheLeader() {
        Document doc = mv(Fixtures.bytes("rpgmaker-mv/file1.rpgsave"));
        GraphAnalysis g = GraphAnalysis.of(doc);
        int written = member(doc, "actors", "_data", "1");
        int leader = member(doc, "party", "_leader");
        int harold = doc.target(written);
        assertEquals(harold, doc.target(leader));
        assertTrue(g.isHome(written));
        assertFalse(g.isHome(leader));
        assertEquals(List.of(member(doc, "actors"), member(doc, "actors", "_data"), written), pathValues(g, harold));
        assertEquals(0, g.unreachable());
    }

    /** The components of random graphs against plain reachability: nodes share a cycle exactly when each reaches the other. */
    @Test
    void cyclesAreWhatReachabilitySays() {
        java.util.Random random = new java.util.Random(29);
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(14);
            boolean[][] edge = new boolean[n][n];
            StringBuilder nodes = new StringBuilder();
            for (int v = 0; v < n; v++) {
                StringBuilder kids = new StringBuilder();
                for (int w = 0; w < n; w++) {
                    if (random.nextInt(n + 2) != 0) continue;
                    edge[v][w] = true;
                    kids.append(kids.length() > 0 ? "," : "").append(w);
                }
                nodes.append(v > 0 ? "," : "").append(node(v, "\"kids\":[" + kids + "]"));
            }
            boolean[][] reaches = new boolean[n][n]; // by one edge or more
            for (int v = 0; v < n; v++) reaches[v] = edge[v].clone();
            for (int k = 0; k < n; k++) for (int v = 0; v < n; v++) for (int w = 0; w < n; w++) reaches[v][w] |= reaches[v][k] && reaches[k][w];
            Document doc = helio(nodes.toString());
            GraphAnalysis g = GraphAnalysis.of(doc);
            int on = 0;
            for (int v = 0; v < n; v++) {
                assertEquals(reaches[v][v], g.onCycle(v), "round " + round + ": node " + v + " on a cycle");
                if (reaches[v][v]) on++;
            }
            assertEquals(on, g.nodesOnCycles(), "round " + round);
            for (Cycle c : g.cycles()) {
                for (int a : c.nodes()) for (int b : c.nodes()) assertTrue(a == b || reaches[a][b], "round " + round + ": " + a + " reaches " + b);
                List<Integer> example = c.example();
                assertEquals(example.get(0), example.get(example.size() - 1), "round " + round + ": the example comes back");
                for (int k = 1; k < example.size(); k++) assertTrue(edge[example.get(k - 1)][example.get(k)], "round " + round + ": the example follows edges");
            }
            int members = g.cycles().stream().mapToInt(c -> c.nodes().size()).sum();
            assertEquals(on, members, "round " + round + ": each node on a cycle is in one");
        }
    }
}
