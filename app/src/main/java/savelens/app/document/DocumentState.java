package savelens.app.document;

import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/** One revision of an open document with the facts every view needs: its graph analysis and findings. */
public record DocumentState(Document document, GraphAnalysis analysis, List<Diagnostic> diagnostics) {
    public static DocumentState of(Document document) {
        GraphAnalysis analysis = GraphAnalysis.of(document);
        return new DocumentState(document, analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis)));
    }

    /**
     * The state of a document edited from this one. Where the edit changed no edge (a patched scalar edit, which
     * keeps every value's number, name and finding), the analysis and the findings carry over; else both are made anew.
     */
    public DocumentState following(Document next) {
        GraphAnalysis nextAnalysis = GraphAnalysis.following(analysis, next);
        boolean carried = nextAnalysis.edges() == analysis.edges() && next.readDiagnostics() == document.readDiagnostics();
        return new DocumentState(next, nextAnalysis, carried ? diagnostics : List.copyOf(DocumentCheck.diagnostics(next, nextAnalysis)));
    }

    public PathNames paths() { return new PathNames(document, analysis); }
}
