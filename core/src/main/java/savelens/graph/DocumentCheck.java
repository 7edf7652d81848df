package savelens.graph;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.json.DuplicateMembers;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/** All diagnostics of a document: what reading found, plus dangling references and unreachable nodes. */
public final class DocumentCheck {
    private DocumentCheck() {}

    public static List<Diagnostic> diagnostics(Document doc, GraphAnalysis analysis) {
        return diagnostics(doc, analysis, List.of());
    }

    /** As above, with findings about the file that holds the document (its name), listed after reading's. */
    public static List<Diagnostic> diagnostics(Document doc, GraphAnalysis analysis, List<Diagnostic> aboutTheFile) {
        List<Diagnostic> out = new ArrayList<>(doc.readDiagnostics());
        out.addAll(aboutTheFile);
        duplicateMembers(doc, out);
        ReferenceEdges edges = analysis.edges();
        for (int node = 0; node < doc.nodeCount(); node++) {
            for (int e = edges.firstEdge(node); e < edges.endEdge(node); e++) {
                if (edges.target(e) >= 0) continue;
                int v = edges.value(e);
                out.add(Diagnostic.error("dangling reference: " + describe(doc, node, v) + " refers to "
                        + doc.referencedNodeId(v) + ", which does not exist", node, v));
            }
        }
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!analysis.isReachable(node)) {
                out.add(Diagnostic.warning(doc.nodeId(node) + " " + doc.type(node) + " is not reachable from the root", node, -1));
            }
        }
        return out;
    }

    /** A name given twice in one object: the game takes the last, other tools may not. */
    private static void duplicateMembers(Document doc, List<Diagnostic> out) {
        JsonIndex json = doc.json();
        DuplicateMembers d = json.duplicates();
        for (int i = 0; i < d.count(); i++) {
            int later = d.later(i);
            int[] first = JsonIndex.lineColumn(json.text(), json.keyStart(d.earlier(i)));
            int[] second = JsonIndex.lineColumn(json.text(), json.keyStart(later));
            out.add(Diagnostic.error("duplicate member " + JsonText.quote(json.name(later)) + " at line " + first[0] + ", column "
                    + first[1] + " and line " + second[0] + ", column " + second[1] + ": the game reads only the last one",
                    doc.ownerNode(later), later));
        }
    }

    private static String describe(Document doc, int node, int value) {
        String name = doc.name(value);
        if (name == null) {
            int parent = doc.json().parent(value);
            String field = parent >= 0 ? doc.name(parent) : null;
            return doc.nodeId(node) + (field != null ? "." + field : "") + "[" + doc.indexInParent(value) + "]";
        }
        return doc.nodeId(node) + "." + name;
    }
}
