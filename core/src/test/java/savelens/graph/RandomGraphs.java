package savelens.graph;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** Helio documents of one type N with random references, for the properties of the analysis after an edit. */
final class RandomGraphs {
    private RandomGraphs() {}

    /**
     * Nodes with up to {@code outDegree} references each in an array and one more in a field, to random nodes (so
     * with cycles and shared nodes), now and then to a missing one or none.
     */
    static String graph(Random r, int nodes, int outDegree) {
        StringBuilder s = header();
        for (int i = 0; i < nodes; i++) {
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"N\",\"fields\":{\"out\":[");
            int k = r.nextInt(outDegree + 1);
            for (int j = 0; j < k; j++) s.append(j > 0 ? "," : "").append(target(r, nodes));
            s.append("],\"one\":").append(r.nextInt(5) == 0 ? "null" : target(r, nodes)).append("}}");
        }
        return s.append("]}").toString();
    }

    /** Mostly a node near this one's number (long chains, small cycles), else anywhere, now and then missing. */
    static String target(Random r, int nodes) {
        int pick = r.nextInt(20);
        if (pick == 0) return "99999";
        return String.valueOf(pick < 8 ? r.nextInt(nodes) : Math.min(nodes - 1, r.nextInt(nodes) / 2 + r.nextInt(3)));
    }

    /** The document up to its first node: the type N (an array of references {@code out}, a reference {@code one}). */
    static StringBuilder header() {
        return new StringBuilder("{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"out\",\"kind\":\"array\",\"type\":\"N\"},"
                + "{\"name\":\"one\",\"kind\":\"ref\",\"type\":\"N\"}]}],\"root\":0,\"nodes\":[");
    }

    static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("graph.json")));
    }
}
