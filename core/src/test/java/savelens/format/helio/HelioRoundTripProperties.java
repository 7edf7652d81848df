package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ReferenceEdges;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.json.JsonText;

/** Random graphs (cycles, self-references, shared nodes) survive write → read; single edits touch only their bytes. */
class HelioRoundTripProperties {
    /** A node: its "next" target (or -1 for null), its kids, a number and a name. */
    record GenNode(int next, List<Integer> kids, int hp, String name) {}

    @Provide
    Arbitrary<List<GenNode>> graphs() {
        return Arbitraries.integers().between(1, 40).flatMap(n -> {
            Arbitrary<GenNode> node = Combinators.combine(
                    Arbitraries.integers().between(-1, n - 1),
                    Arbitraries.integers().between(0, n - 1).list().ofMaxSize(4),
                    Arbitraries.integers().between(-1000, 1000),
                    Arbitraries.strings().ofMaxLength(8)).as(GenNode::new);
            return node.list().ofSize(n);
        });
    }

    static String write(List<GenNode> nodes) {
        StringBuilder s = new StringBuilder("{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"},"
                + "{\"name\":\"kids\",\"kind\":\"array\"},{\"name\":\"hp\",\"kind\":\"number\"},{\"name\":\"name\",\"kind\":\"string\"}]}],"
                + "\"root\":0,\"nodes\":[");
        for (int i = 0; i < nodes.size(); i++) {
            GenNode g = nodes.get(i);
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"next\":").append(g.next() < 0 ? "null" : g.next())
                    .append(",\"kids\":").append(g.kids()).append(",\"hp\":").append(g.hp())
                    .append(",\"name\":").append(JsonText.quote(g.name())).append("}}");
        }
        return s.append("]}").toString().replace(", ", ",");
    }

    static Document read(byte[] text) {
        return Formats.read(text, ReadContext.of(Path.of("random.json")));
    }

    @Property(tries = 200)
    void graphsSurviveWriteThenRead(@ForAll("graphs") List<GenNode> nodes) {
        byte[] text = write(nodes).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text);
        assertArrayEquals(text, new HelioFormat().encode(doc.text()));
        assertEquals(nodes.size(), doc.nodeCount());
        ReferenceEdges edges = doc.edges();
        for (int i = 0; i < nodes.size(); i++) {
            GenNode g = nodes.get(i);
            List<Integer> expected = new ArrayList<>();
            if (g.next() >= 0) expected.add(g.next());
            expected.addAll(g.kids());
            List<Integer> actual = new ArrayList<>();
            for (int e = edges.firstEdge(i); e < edges.endEdge(i); e++) actual.add((int) doc.integerId(edges.target(e)));
            assertEquals(expected, actual, "edges of #" + i);
            assertEquals(g.name(), doc.index().string(doc.childNamed(doc.body(i), "name")));
        }
    }

    @Property(tries = 200)
    void aSingleEditChangesOnlyItsOwnBytes(@ForAll("graphs") List<GenNode> nodes,
                                           @ForAll int which, @ForAll int newHp, @ForAll boolean editName) {
        byte[] text = write(nodes).getBytes(StandardCharsets.UTF_8);
        Document doc = read(text);
        int node = Math.floorMod(which, nodes.size());
        int value = doc.childNamed(doc.body(node), editName ? "name" : "hp");
        String literal = editName ? JsonText.quote("n" + newHp) : Integer.toString(newHp);
        Document edited = new SetValue(value, NewValue.parse(literal), "v").execute(doc);
        int s = doc.index().startInt(value), e = doc.index().endInt(value);
        String expected = new String(text, 0, s, StandardCharsets.UTF_8) + literal + new String(text, e, text.length - e, StandardCharsets.UTF_8);
        assertEquals(expected, new String(edited.text(), StandardCharsets.UTF_8));
    }
}
