package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValue;

/**
 * Every fact of the analysis and every finding after a retarget, its undo and its redo, each followed from the state
 * before it, equal those of the edited text read and analysed anew: on random graphs (trees of roots with references
 * up and across, as scenes are, and graphs with references anywhere), retargets that make and break cycles and shared
 * nodes, lead a reference to a missing id or back from one, and cut off or bring back parts of the graph.
 */
@StatisticsReport(onFailureOnly = true)
class AnalysisAfterEditProperties {
    @Property(tries = 200)
    void retargetUndoAndRedoEachEqualAFreshAnalysis(@ForAll @IntRange(min = 1, max = 90) int nodes,
                                                     @ForAll boolean sceneShaped, @ForAll long seed) {
        retargetInTurn(nodes, sceneShaped, seed, false, 12);
    }

    /**
     * As the window has them: who refers to each node listed (and every edge's source) before the first retarget and
     * after each step, so that each retarget moves its edge in the lists before; enough retargets in a row that the
     * lists the retargets gave nodes of their own are laid flat again on the way, more than once.
     */
    @Property(tries = 100)
    void retargetsWithTheIncomingListsKeptEachEqualAFreshAnalysis(@ForAll @IntRange(min = 1, max = 90) int nodes,
                                                                   @ForAll boolean sceneShaped, @ForAll long seed) {
        retargetInTurn(nodes, sceneShaped, seed, true, 40);
    }

    /**
     * More retargets in a row than a revision keeps beside the targets it shares with the one before (see
     * {@code PatchedInts}), so that they are laid into a copy of their own on the way, with the lists as the window has them.
     */
    @Property(tries = 25)
    void longRunsOfRetargetsEachEqualAFreshAnalysis(@ForAll @IntRange(min = 40, max = 90) int nodes,
                                                    @ForAll boolean sceneShaped, @ForAll long seed) {
        retargetInTurn(nodes, sceneShaped, seed, true, 150);
    }

    private static void retargetInTurn(int nodes, boolean sceneShaped, long seed, boolean listed, int retargets) {
        Random r = new Random(seed);
        Document doc = RandomGraphs.read(sceneShaped ? scene(r, nodes) : graph(r, nodes));
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        if (listed) listAsTheWindow(doc);
        List<Diagnostic> findings = DocumentCheck.diagnostics(doc, analysis);
        for (int i = 0; i < retargets && doc.edges().edgeCount() > 0; i++) {
            int edge = r.nextInt(doc.edges().edgeCount());
            SetValue edit = new SetValue(doc.edges().value(edge), newTarget(r, doc, edge), "edge " + edge);
            Document edited;
            try {
                edited = edit.execute(doc);
            } catch (EditRefusedException refused) { // a typed reference to a node that is not there
                continue;
            }
            String where = "retarget " + (i + 1) + " of edge " + edge;
            GraphAnalysis after = GraphAnalysis.following(analysis, edited);
            if (listed) listAsTheWindow(edited);
            List<Diagnostic> foundAfter = followFindings(findings, analysis, edited, after);
            assertAsFresh(edited, after, foundAfter, where);
            Statistics.label("executed").collect(after.reachWorkedOut());

            Document undone = edit.undo(edited);
            GraphAnalysis back = GraphAnalysis.following(after, undone);
            if (listed) listAsTheWindow(undone);
            List<Diagnostic> foundBack = followFindings(foundAfter, after, undone, back);
            assertAsFresh(undone, back, foundBack, where + ", undone");
            assertEquals(new String(doc.text(), StandardCharsets.UTF_8), new String(undone.text(), StandardCharsets.UTF_8), where);

            Document redone = edit.redo(undone);
            GraphAnalysis again = GraphAnalysis.following(back, redone);
            if (listed) listAsTheWindow(redone);
            List<Diagnostic> foundAgain = followFindings(foundBack, back, redone, again);
            assertAsFresh(redone, again, foundAgain, where + ", redone");
            // The next retarget goes on from the redone state: a run of retargets each followed from the last.
            doc = redone;
            analysis = again;
            findings = foundAgain;
        }
    }

    /** What the window lists of each state's edges ({@code DocumentState}): who refers to each node, each edge's source. */
    private static void listAsTheWindow(Document doc) {
        if (doc.nodeCount() == 0) return;
        doc.edges().incomingCount(0);
        doc.edges().listSources();
    }

    /** The findings after one edit as the window has them: followed where the edit allows, else made anew. */
    private static List<Diagnostic> followFindings(List<Diagnostic> before, GraphAnalysis beforeAnalysis, Document doc, GraphAnalysis now) {
        List<Diagnostic> followed = DocumentCheck.following(before, beforeAnalysis, doc, now, List.of());
        return followed != null ? followed : DocumentCheck.diagnostics(doc, now);
    }

    /**
     * A node picked at random, the edge's own source (a self-reference), the root (a cycle), the target of a later edge
     * of the same source, or a missing id.
     */
    private static NewValue newTarget(Random r, Document doc, int edge) {
        int n = doc.nodeCount();
        int pick = r.nextInt(10);
        if (pick == 0) return NewValue.parse("#99999");
        if (pick == 1) return NewValue.reference(doc.nodeId(doc.edges().source(edge)));
        if (pick == 2) return NewValue.reference(doc.nodeId(0));
        if (pick == 3) { // the target of a later edge of the same source: a sibling's node taken by an earlier entry
            int s = doc.edges().source(edge);
            for (int f = edge + 1; f < doc.edges().endEdge(s); f++) {
                int t = doc.edges().target(f);
                if (t >= 0 && r.nextBoolean()) return NewValue.reference(doc.nodeId(t));
            }
        }
        return NewValue.reference(doc.nodeId(r.nextInt(n)));
    }

    private static void assertAsFresh(Document doc, GraphAnalysis followed, List<Diagnostic> findings, String where) {
        Document read = RandomGraphs.read(new String(doc.text(), StandardCharsets.UTF_8));
        GraphAnalysis fresh = GraphAnalysis.of(read);
        assertEquals(facts(read, fresh), facts(doc, followed), where);
        assertEquals(describe(DocumentCheck.diagnostics(read, fresh)), describe(findings), where + ": findings");
    }

    /**
     * A command's facts ({@link GraphFacts}, read once) say what the window's kept analysis says, on scene-shaped
     * documents as on graphs with references anywhere, and so do the findings made from them.
     */
    @Property(tries = 100)
    void aCommandsFactsSayWhatTheKeptAnalysisSays(@ForAll @IntRange(min = 1, max = 90) int nodes, @ForAll boolean sceneShaped,
                                                 @ForAll long seed) {
        Random r = new Random(seed);
        Document doc = RandomGraphs.read(sceneShaped ? scene(r, nodes) : graph(r, nodes));
        GraphAnalysis kept = GraphAnalysis.of(doc);
        GraphFacts facts = GraphFacts.of(doc);
        assertEquals(describe(DocumentCheck.diagnostics(doc, kept)), describe(DocumentCheck.diagnostics(doc, facts)));
        StringBuilder expected = new StringBuilder(), got = new StringBuilder();
        expected.append(kept.references()).append(' ').append(kept.dangling()).append(' ').append(kept.shared()).append(' ')
                .append(kept.unreachable()).append(' ').append(kept.nodesOnCycles()).append(' ').append(kept.cycles().size()).append('\n');
        got.append(facts.references()).append(' ').append(facts.dangling()).append(' ').append(facts.shared()).append(' ')
                .append(facts.unreachable()).append(' ').append(facts.nodesOnCycles()).append(' ').append(facts.cycleCount()).append('\n');
        for (Cycle c : kept.cycles()) expected.append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (Cycle c : facts.cycles()) got.append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (int v = 0; v < doc.nodeCount(); v++) {
            expected.append(kept.isReachable(v) ? "" : v + " unreachable\n");
            got.append(facts.isReachable(v) ? "" : v + " unreachable\n");
        }
        assertEquals(expected.toString(), got.toString());
    }

    /** Everything the analysis says, node by node, in words (a failure shows where the two differ). */
    private static String facts(Document doc, GraphAnalysis a) {
        StringBuilder s = new StringBuilder();
        s.append("references ").append(a.references()).append(", dangling ").append(a.dangling()).append(", shared ")
                .append(a.shared()).append(", unreachable ").append(a.unreachable()).append(", on cycles ").append(a.nodesOnCycles()).append('\n');
        for (Cycle c : a.cycles()) s.append("cycle ").append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (int v = 0; v < doc.nodeCount(); v++) {
            s.append(v).append(": distance ").append(a.distance(v)).append(" home ").append(a.homeEdge(v))
                    .append(" incoming ").append(a.incomingCount(v)).append(a.onCycle(v) ? " on a cycle" : "")
                    .append(" path ").append(java.util.Arrays.toString(a.pathFromRoot(v)))
                    .append(" referred to by ").append(java.util.Arrays.toString(doc.edges().incoming(v))).append('\n');
        }
        for (int e = 0; e < doc.edges().edgeCount(); e++) {
            s.append("edge ").append(e).append(" from ").append(doc.edges().source(e)).append(" to ").append(doc.edges().target(e))
                    .append(" at ").append(doc.edges().value(e)).append(" whose link leads to ").append(doc.target(doc.edges().value(e))).append(" referred to by ")
                    .append(java.util.Arrays.toString(doc.edges().incoming(Math.max(0, doc.edges().target(e))))).append('\n');
        }
        return s.toString();
    }

    private static List<String> describe(List<Diagnostic> findings) {
        List<String> out = new ArrayList<>();
        for (Diagnostic d : findings) out.add(d.severity() + " " + d.node() + " " + d.value() + " " + d.message());
        return out;
    }

    /** A scene: roots under node 0, each node's children below it, a reference up to the parent and now and then one across. */
    private static String scene(Random r, int nodes) {
        int roots = 1 + r.nextInt(4);
        int fanOut = 1 + r.nextInt(4);
        StringBuilder s = RandomGraphs.header();
        for (int i = 0; i < nodes; i++) {
            if (i > 0) s.append(',');
            StringBuilder out = new StringBuilder();
            for (int c = 1; c < nodes; c++) if (c != i && parent(c, roots, fanOut) == i) out.append(out.length() == 0 ? "" : ",").append(c);
            int up = i == 0 ? -1 : r.nextInt(6) == 0 ? r.nextInt(nodes) : parent(i, roots, fanOut);
            s.append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[").append(out).append("],\"one\":")
                    .append(up < 0 ? "null" : String.valueOf(up)).append("}}");
        }
        return s.append("]}").toString();
    }

    private static int parent(int c, int roots, int fanOut) { return c <= roots ? 0 : 1 + (c - roots - 1) / fanOut; }

    /** References anywhere: up to three in an array and one in a field, mostly to nodes near, now and then to a missing one. */
    private static String graph(Random r, int nodes) { return RandomGraphs.graph(r, nodes, 3); }
}
