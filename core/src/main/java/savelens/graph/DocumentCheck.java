package savelens.graph;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReferenceEdges;
import savelens.index.DuplicateMembers;
import savelens.index.LineTable;
import savelens.index.ValueIndex;
import savelens.json.JsonText;
import savelens.progress.ReadProgress;

/** All diagnostics of a document: what reading found, plus dangling references and unreachable nodes. */
public final class DocumentCheck {
    private DocumentCheck() {}

    public static List<Diagnostic> diagnostics(Document doc, GraphFindings graph) {
        return diagnostics(doc, graph, List.of());
    }

    /**
     * As above, with findings about the file that holds the document (its name), listed after reading's. Each node is
     * looked at only when the counts say there is something to find.
     */
    public static List<Diagnostic> diagnostics(Document doc, GraphFindings graph, List<Diagnostic> aboutTheFile) {
        List<Diagnostic> out = new ArrayList<>(doc.readDiagnostics());
        out.addAll(aboutTheFile);
        duplicateMembers(doc, out);
        if (graph.dangling() > 0) dangling(doc, graph.edges(), out);
        if (graph.unreachable() > 0) unreachable(doc, graph, out);
        return out;
    }

    /**
     * The diagnostics of {@code doc}, edited from the document of {@code beforeAnalysis} (whose diagnostics were
     * {@code before}) by one retarget that kept its reading findings: only the edited reference's dangling finding
     * and, when the search from the root changed, the unreachable nodes are found again. Null when the edit was
     * another; then {@link #diagnostics(Document, GraphAnalysis, List)} applies.
     */
    public static List<Diagnostic> following(List<Diagnostic> before, GraphAnalysis beforeAnalysis, Document doc,
            GraphAnalysis analysis, List<Diagnostic> aboutTheFile) {
        Document was = beforeAnalysis.document();
        ReferenceEdges edges = analysis.edges();
        int e = edges.retargetedEdge(beforeAnalysis.edges());
        if (e < 0 || doc.readDiagnostics() != was.readDiagnostics() || doc.index().duplicates().count() > 0
                || was.index().duplicates().count() > 0) {
            return null;
        }
        int prefix = doc.readDiagnostics().size() + aboutTheFile.size();
        int danglingEnd = prefix + beforeAnalysis.dangling();
        if (before.size() != danglingEnd + beforeAnalysis.unreachable()
                || !before.subList(doc.readDiagnostics().size(), prefix).equals(aboutTheFile)) {
            return null;
        }
        List<Diagnostic> out = new ArrayList<>(before.size() + 1);
        out.addAll(before.subList(0, prefix));
        // Dangling findings come in edge order: the edited one's place is the number of dangling edges before it.
        int place = prefix;
        for (int i = 0; i < e; i++) if (edges.target(i) < 0) place++;
        out.addAll(before.subList(prefix, place));
        if (edges.target(e) < 0) out.add(danglingFinding(doc, edges.source(e), edges.value(e)));
        int rest = beforeAnalysis.edges().target(e) < 0 ? place + 1 : place;
        out.addAll(before.subList(rest, danglingEnd));
        if (analysis.sameSearchAs(beforeAnalysis)) out.addAll(before.subList(danglingEnd, before.size()));
        else unreachable(doc, analysis, out);
        return out;
    }

    private static void dangling(Document doc, ReferenceEdges edges, List<Diagnostic> out) {
        for (int node = 0; node < doc.nodeCount(); node++) {
            ReadProgress.checkCancelled(node);
            for (int e = edges.firstEdge(node); e < edges.endEdge(node); e++) {
                if (edges.target(e) < 0) out.add(danglingFinding(doc, node, edges.value(e)));
            }
        }
    }

    private static Diagnostic danglingFinding(Document doc, int node, int v) {
        return Diagnostic.error("dangling reference: " + describe(doc, node, v) + " refers to "
                + doc.referencedNodeId(v) + ", which does not exist", node, v);
    }

    private static void unreachable(Document doc, GraphFindings analysis, List<Diagnostic> out) {
        for (int node = 0; node < doc.nodeCount(); node++) {
            ReadProgress.checkCancelled(node);
            if (!analysis.isReachable(node)) {
                out.add(Diagnostic.warning(doc.nodeId(node) + " " + doc.type(node) + " is not reachable from the root", node, -1));
            }
        }
    }

    /** A name given twice in one object: the game takes the last, other tools may not. */
    private static void duplicateMembers(Document doc, List<Diagnostic> out) {
        ValueIndex json = doc.index();
        DuplicateMembers d = json.duplicates();
        if (d.count() == 0) return;
        LineTable lines = LineTable.of(json.text());
        for (int i = 0; i < d.count(); i++) {
            int later = d.later(i);
            int[] first = lines.lineColumn(json.keyStartInt(d.earlier(i)));
            int[] second = lines.lineColumn(json.keyStartInt(later));
            out.add(Diagnostic.error("duplicate member " + JsonText.quote(json.name(later)) + " at line " + first[0] + ", column "
                    + first[1] + " and line " + second[0] + ", column " + second[1] + ": the game reads only the last one",
                    doc.ownerNode(later), later));
        }
    }

    private static String describe(Document doc, int node, int value) {
        String name = doc.name(value);
        if (name == null) {
            int parent = doc.index().parent(value);
            String field = parent >= 0 ? doc.name(parent) : null;
            return doc.nodeId(node) + (field != null ? "." + field : "") + "[" + doc.indexInParent(value) + "]";
        }
        return doc.nodeId(node) + "." + name;
    }
}
