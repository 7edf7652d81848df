package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;

/**
 * After a retarget, the distances and homes the analysis follows from the one before equal those of a fresh
 * analysis: on random graphs with cycles, shared nodes, dangling references and parts the root does not reach, through
 * many retargets in a row (each followed from the last).
 */
@StatisticsReport(onFailureOnly = true)
class ReachAfterRetargetProperties {
    @Property(tries = 300)
    void retargetsFollowTheSearchAsAFreshSearchMakesIt(@ForAll @IntRange(min = 1, max = 120) int nodes,
                                                       @ForAll @IntRange(min = 0, max = 4) int outDegree, @ForAll long seed) {
        Random r = new Random(seed);
        retargetInTurn(graph(r, nodes, outDegree), r, 25);
    }

    /** Most retargets of a bigger graph are followed, not searched anew, and all agree with a fresh search. */
    @Example
    void mostRetargetsAreFollowed() {
        Random r = new Random(7);
        int followed = 0;
        for (int g = 0; g < 20; g++) followed += retargetInTurn(graph(r, 3000, 3), r, 40);
        assertTrue(followed > 250, "followed: " + followed + " of 800");
    }

    /** A tree with references across it, as a scene is: a root's own subtree moved to another root's. */
    @Example
    void aSceneRootRetargetedToAnotherIsFollowed() {
        Random r = new Random(3);
        int n = 4000;
        StringBuilder s = RandomGraphs.header();
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(',');
            StringBuilder out = new StringBuilder();
            // Children in a tree (node i's parent is below i), then a reference up to the parent and one across.
            for (int c = 1; c < n; c++) if (c != i && parent(c) == i) out.append(out.length() == 0 ? "" : ",").append(c);
            s.append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[").append(out).append("],\"one\":")
                    .append(i == 0 ? "null" : String.valueOf(r.nextInt(8) == 0 ? r.nextInt(n) : parent(i))).append("}}");
        }
        Document doc = RandomGraphs.read(s.append("]}").toString());
        GraphAnalysis before = GraphAnalysis.of(doc);
        int roots = doc.edges().endEdge(0) - doc.edges().firstEdge(0);
        assertEquals(16, roots);
        int first = doc.edges().value(doc.edges().firstEdge(0));
        Document moved = new SetValue(first, NewValue.reference(doc.nodeId(doc.edges().target(doc.edges().firstEdge(0) + 1))), "roots[0]").execute(doc);
        GraphAnalysis followed = GraphAnalysis.following(before, moved);
        assertEquals("followed", followed.reachWorkedOut());
        assertSame(GraphAnalysis.of(moved), followed, "roots[0] retargeted");
    }

    /**
     * A dangling reference of the root led to a node two steps deeper than the root's own references: the search
     * changes. (Compared as if at one distance, the two ways up to the root, which is not node 0, never met.)
     */
    @Example
    void aReferenceLedToAFarNodeOfARootThatIsNotTheFirstNode() {
        Document doc = RandomGraphs.read("{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"out\",\"kind\":\"array\",\"type\":\"N\"}]}],"
                + "\"root\":3,\"nodes\":[{\"id\":0,\"type\":\"N\",\"fields\":{\"out\":[1]}},{\"id\":1,\"type\":\"N\",\"fields\":{\"out\":[2]}},"
                + "{\"id\":2,\"type\":\"N\",\"fields\":{\"out\":[4]}},{\"id\":3,\"type\":\"N\",\"fields\":{\"out\":[0,99]}},"
                + "{\"id\":4,\"type\":\"N\",\"fields\":{\"out\":[]}}]}");
        GraphAnalysis before = GraphAnalysis.of(doc);
        int dangling = doc.edges().value(doc.edges().firstEdge(3) + 1);
        Document led = new SetValue(dangling, NewValue.reference(doc.nodeId(4)), "$.out[1]").execute(doc);
        GraphAnalysis followed = GraphAnalysis.following(before, led);
        assertSame(GraphAnalysis.of(led), followed, "the root's dangling reference led to node 4");
        assertEquals("followed", followed.reachWorkedOut());
        assertEquals(1, followed.distance(4));
    }

    /** Sixteen roots under node 0, as the generated scenes have, and four children to a node below them. */
    private static int parent(int c) { return c <= 16 ? 0 : 1 + (c - 17) / 4; }

    /** Retargets random references of the graph one after another; returns how many were followed. */
    private static int retargetInTurn(Document doc, Random r, int retargets) {
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        int followed = 0;
        for (int i = 0; i < retargets && doc.edges().edgeCount() > 0; i++) {
            int edge = r.nextInt(doc.edges().edgeCount());
            int value = doc.edges().value(edge);
            int target = r.nextInt(doc.nodeCount() + 1);
            NewValue to = target == doc.nodeCount() ? NewValue.parse("#99999") : NewValue.reference(doc.nodeId(target));
            try {
                doc = new SetValue(value, to, "edge " + edge).execute(doc);
            } catch (EditRefusedException missing) { // a typed reference to a node that is not there
                continue;
            }
            analysis = GraphAnalysis.following(analysis, doc);
            Statistics.collect(analysis.reachWorkedOut());
            if (analysis.reachWorkedOut().equals("followed")) followed++;
            String where = "retarget " + (i + 1) + " of edge " + edge + " in " + new String(doc.text(), StandardCharsets.UTF_8);
            assertSame(GraphAnalysis.of(doc), analysis, where);
            assertEdgesAsRead(doc, analysis, where);
        }
        return followed;
    }

    /**
     * The edges a run of retargets left (targets shared with the links, incoming lists moved edge by edge) and the
     * counts of the analysis followed equal those of the edited text read anew.
     */
    private static void assertEdgesAsRead(Document doc, GraphAnalysis followed, String where) {
        Document read = RandomGraphs.read(new String(doc.text(), StandardCharsets.UTF_8));
        GraphAnalysis fresh = GraphAnalysis.of(read);
        assertEquals(read.edges().edgeCount(), doc.edges().edgeCount(), where);
        for (int e = 0; e < read.edges().edgeCount(); e++) {
            assertEquals(read.edges().target(e), doc.edges().target(e), where);
            assertEquals(read.target(read.edges().value(e)), doc.target(doc.edges().value(e)), where);
        }
        for (int v = 0; v < read.nodeCount(); v++) {
            assertEquals(java.util.Arrays.toString(read.edges().incoming(v)), java.util.Arrays.toString(doc.edges().incoming(v)), where);
            assertEquals(fresh.incomingCount(v), followed.incomingCount(v), where);
        }
        assertEquals(fresh.references(), followed.references(), where);
        assertEquals(fresh.dangling(), followed.dangling(), where);
        assertEquals(fresh.shared(), followed.shared(), where);
    }

    private static void assertSame(GraphAnalysis fresh, GraphAnalysis followed, String where) {
        int n = fresh.document().nodeCount();
        StringBuilder want = new StringBuilder(), got = new StringBuilder();
        for (int v = 0; v < n; v++) {
            want.append(v).append(": ").append(fresh.distance(v)).append(" by ").append(fresh.homeEdge(v)).append('\n');
            got.append(v).append(": ").append(followed.distance(v)).append(" by ").append(followed.homeEdge(v)).append('\n');
        }
        assertEquals(want.toString(), got.toString(), where);
        assertEquals(fresh.unreachable(), followed.unreachable(), where);
    }

    private static Document graph(Random r, int nodes, int outDegree) { return RandomGraphs.read(RandomGraphs.graph(r, nodes, outDegree)); }
}
