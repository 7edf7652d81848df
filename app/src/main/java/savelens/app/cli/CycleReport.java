package savelens.app.cli;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.graph.Cycle;
import savelens.document.ShownIds;
import savelens.document.ShownTypes;
import savelens.json.JsonText;

/** What {@code cycles} prints: each strongly connected component with an example cycle, nodes named by {@code #ID}. */
final class CycleReport {
    private CycleReport() {}

    /** One line per component ({@code cycle 1: 2 nodes: #1 Room -> #"b" Room -> #1 Room}), or "no cycles". */
    static List<String> lines(Document doc, List<Cycle> cycles) {
        if (cycles.isEmpty()) return List.of("no cycles");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < cycles.size(); i++) {
            Cycle c = cycles.get(i);
            StringBuilder line = new StringBuilder("cycle " + (i + 1) + ": " + c.size() + (c.size() == 1 ? " node: " : " nodes: "));
            for (int k = 0; k < c.example().size(); k++) {
                int n = c.example().get(k);
                if (k > 0) line.append(" -> ");
                line.append(ShownIds.of(doc, n)).append(' ').append(ShownTypes.of(doc, n));
            }
            out.add(line.toString());
        }
        return out;
    }

    /** {@code {"cycles":[{"size":n,"nodes":["#ID",…],"example":["#ID",…]}]}}: ids as strings, as paths write them. */
    static String json(Document doc, List<Cycle> cycles) {
        StringBuilder s = new StringBuilder("{\"cycles\":[");
        for (int i = 0; i < cycles.size(); i++) {
            Cycle c = cycles.get(i);
            if (i > 0) s.append(',');
            s.append("{\"size\":").append(c.size()).append(",\"nodes\":").append(ids(doc, c.nodes()))
                    .append(",\"example\":").append(ids(doc, c.example())).append('}');
        }
        return s.append("]}").toString();
    }

    private static String ids(Document doc, List<Integer> nodes) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < nodes.size(); i++) {
            if (i > 0) s.append(',');
            s.append(JsonText.quote(doc.nodeId(nodes.get(i)).toString()));
        }
        return s.append(']').toString();
    }
}
