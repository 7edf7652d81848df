package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.document.Diagnostic;
import savelens.document.Document;

/**
 * A command's graph facts say what the window's analysis says, whichever fact is asked first (the components' walk
 * counts what the root reaches; a search alone lists it), with either marks for the walk; and the findings made from
 * them are the same, in the same order.
 */
class GraphFactsProperties {
    @Property(tries = 300)
    void factsEqualTheAnalysis(@ForAll @IntRange(min = 1, max = 120) int nodes, @ForAll @IntRange(min = 1, max = 4) int outDegree,
                               @ForAll boolean cyclesFirst, @ForAll boolean intMarks, @ForAll long seed) {
        Random r = new Random(seed);
        // The root anywhere: the components' walk starts from it, whichever node it is.
        String text = RandomGraphs.graph(r, nodes, outDegree).replace("\"root\":0,", "\"root\":" + r.nextInt(nodes) + ",");
        Document doc = RandomGraphs.read(text);
        GraphAnalysis analysis = GraphAnalysis.of(doc);
        GraphFacts facts = GraphFacts.withMarks(doc, intMarks);
        if (cyclesFirst) facts.cycles(); // the walk that lists the members first; else the one that only counts them
        List<String> findings = describe(DocumentCheck.diagnostics(doc, facts));
        assertEquals(describe(DocumentCheck.diagnostics(doc, analysis)), findings);
        assertEquals(facts(doc, analysis), facts(doc, facts));
    }

    @Property(tries = 50)
    void aDeepChainOfRings(@ForAll @IntRange(min = 300, max = 70_000) int nodes, @ForAll boolean intMarks) {
        // Each node refers to the next, and every 1000th back to the first: one component as deep as the document,
        // marks past a byte and a char.
        StringBuilder s = RandomGraphs.header();
        for (int i = 0; i < nodes; i++) {
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[").append(i + 1 < nodes ? i + 1 : 0)
                    .append("],\"one\":").append(i % 1000 == 999 ? "0" : "null").append("}}");
        }
        Document doc = RandomGraphs.read(s.append("]}").toString());
        assertEquals(facts(doc, GraphAnalysis.of(doc)), facts(doc, GraphFacts.withMarks(doc, intMarks)));
    }

    private static String facts(Document doc, GraphAnalysis a) {
        StringBuilder s = new StringBuilder(counts(a.references(), a.dangling(), a.shared(), a.unreachable(), a.cycles().size(), a.nodesOnCycles()));
        for (Cycle c : a.cycles()) s.append("cycle ").append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (int v = 0; v < doc.nodeCount(); v++) s.append(a.isReachable(v) ? "" : v + " unreachable\n");
        return s.toString();
    }

    private static String facts(Document doc, GraphFacts f) {
        StringBuilder s = new StringBuilder(counts(f.references(), f.dangling(), f.shared(), f.unreachable(), f.cycleCount(), f.nodesOnCycles()));
        for (Cycle c : f.cycles()) s.append("cycle ").append(c.nodes()).append(" e.g. ").append(c.example()).append('\n');
        for (int v = 0; v < doc.nodeCount(); v++) s.append(f.isReachable(v) ? "" : v + " unreachable\n");
        return s.toString();
    }

    private static String counts(int references, int dangling, int shared, int unreachable, int cycles, int onCycles) {
        return "references " + references + ", dangling " + dangling + ", shared " + shared + ", unreachable " + unreachable
                + ", cycles " + cycles + ", on cycles " + onCycles + "\n";
    }

    private static List<String> describe(List<Diagnostic> findings) {
        List<String> out = new ArrayList<>();
        for (Diagnostic d : findings) out.add(d.severity() + " " + d.node() + " " + d.value() + " " + d.message());
        return out;
    }
}
