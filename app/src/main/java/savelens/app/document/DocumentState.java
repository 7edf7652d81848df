package savelens.app.document;

import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ValueNames;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * One revision of an open document with the facts every view needs: its graph analysis, its findings (the
 * file's own among them) and the names the game's data gives its values.
 */
public record DocumentState(Document document, GraphAnalysis analysis, List<Diagnostic> diagnostics, ValueNames names) {
    /** A revision of a document that no file holds: no findings about a file, no names from outside it. */
    public static DocumentState of(Document document) {
        GraphAnalysis analysis = GraphAnalysis.of(document);
        return new DocumentState(document, analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis)), ValueNames.NONE);
    }

    /** A revision of the document of an open file (its current one, or one an edit is computing). */
    public static DocumentState of(Document document, OpenFile file) {
        GraphAnalysis analysis = GraphAnalysis.of(document);
        return new DocumentState(document, analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis, file.diagnostics())),
                file.valueNames());
    }

    public PathNames paths() { return new PathNames(document, analysis); }
}
