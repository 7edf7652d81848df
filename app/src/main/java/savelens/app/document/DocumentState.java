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

    public PathNames paths() { return new PathNames(document, analysis); }
}
