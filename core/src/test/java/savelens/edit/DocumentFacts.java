package savelens.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.graph.Cycle;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;

/**
 * Everything a reader of a document can observe, as lines of text, so that two documents (a patched one and
 * a fresh read of the same text) compare with one assertEquals and a readable difference: every value's
 * kind, span, name, parent and role (and the text's bytes, read last); every node's id, type, value, body and noted text; the edges; the findings; and the
 * graph analysis given for it.
 */
public final class DocumentFacts {
    private DocumentFacts() {}

    public static List<String> of(Document doc, GraphAnalysis analysis) {
        List<String> out = new ArrayList<>();
        ValueIndex json = doc.index();
        out.add("text " + doc.textLength() + " values " + json.count() + " registry " + doc.registrySource()
                + " root " + doc.root() + " single " + doc.isSingleValue() + " nesting " + doc.hasNesting());
        for (int v = 0; v < json.count(); v++) {
            String role = switch (doc.kind(v)) {
                case REFERENCE, NODE -> " → " + doc.target(v) + " (" + doc.referencedNodeId(v) + (doc.isDangling(v) ? ", dangling)" : ")")
                        + (analysis.isHome(v) ? " home" : "");
                default -> "";
            };
            out.add("value " + v + " " + json.kind(v) + "/" + doc.kind(v) + " [" + json.start(v) + "," + json.end(v) + ") key "
                    + json.keyStart(v) + " name " + doc.name(v) + " parent " + json.parent(v) + " after " + json.after(v)
                    + " owner " + doc.ownerNode(v) + (doc.isHidden(v) ? " hidden" : "") + role
                    + " raw " + doc.raw(v));
        }
        for (int n = 0; n < doc.nodeCount(); n++) {
            out.add("node " + n + " " + doc.nodeId(n) + " " + doc.type(n) + " value " + doc.nodeValue(n) + " body " + doc.body(n)
                    + " visible " + doc.visibleChildCount(doc.body(n)) + " byId " + doc.nodeById(doc.nodeId(n)) + " at " + doc.nodeAt(doc.nodeValue(n))
                    + (doc.knowsNodeText() ? " text [" + doc.nodeTextStart(n) + "," + doc.nodeTextEnd(n) + ")" : " text not noted"));
        }
        ReferenceEdges edges = doc.edges();
        for (int n = 0; n < edges.nodeCount(); n++) {
            StringBuilder s = new StringBuilder("edges of " + n + ":");
            for (int e = edges.firstEdge(n); e < edges.endEdge(n); e++) s.append(' ').append(edges.value(e)).append("→").append(edges.target(e));
            s.append(" incoming ").append(Arrays.toString(edges.incoming(n)));
            out.add(s.toString());
        }
        doc.readDiagnostics().forEach(d -> out.add("read " + d));
        out.add("analysis references " + analysis.references() + " dangling " + analysis.dangling() + " shared " + analysis.shared()
                + " unreachable " + analysis.unreachable() + " on cycles " + analysis.nodesOnCycles());
        for (Cycle c : analysis.cycles()) out.add("cycle " + c);
        for (int n = 0; n < doc.nodeCount(); n++) {
            out.add("graph " + n + " cycle " + analysis.onCycle(n) + " in " + analysis.incomingCount(n) + " reachable "
                    + analysis.isReachable(n) + " home " + analysis.homeEdge(n) + " path " + Arrays.toString(analysis.pathFromRoot(n)));
        }
        DocumentCheck.diagnostics(doc, analysis).forEach(d -> out.add("check " + d));
        // Last, so that an edited text held in pieces was read through them above before it is written flat here.
        out.add("bytes " + Arrays.hashCode(doc.text()));
        return out;
    }
}
