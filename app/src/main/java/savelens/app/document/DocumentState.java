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

    /** The state of a document edited from this one: the analysis carries over where the edit changed no edge. */
    public DocumentState following(Document next) {
        GraphAnalysis analysis = GraphAnalysis.following(this.analysis, next);
        return new DocumentState(next, analysis, List.copyOf(DocumentCheck.diagnostics(next, analysis)));
    }

    public PathNames paths() { return new PathNames(document, analysis); }
}
