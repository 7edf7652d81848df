package savelens.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.Formats;

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
        GraphAnalysis g = GraphAnalysis.of(helio(nodes.toString()));
        assertEquals(1, g.cycles().size());
        assertEquals(n, g.nodesOnCycles());
        assertEquals(n + 1, g.cycles().get(0).example().size(), "the example walks the whole ring and back");
        assertEquals(n - 1, g.pathFromRoot(n - 1).length);
        assertEquals(0, g.shared());
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
}
