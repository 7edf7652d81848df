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
        // Who refers to a node, and each edge's source, are listed here, off the FX thread, once: a retarget then
        // moves one edge in the lists, and follows the search from the root along them.
        if (document.nodeCount() > 0) {
            analysis.edges().incomingCount(0);
            analysis.edges().listSources();
        }
        return new DocumentState(document, analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis, file.diagnostics())),
                file.valueNames());
    }

    /**
     * The state of a document edited from this one in the open file (null when no file holds it). Where the edit
     * changed no edge (a patched scalar edit, which keeps every value's number, name and finding), the analysis
     * and the findings carry over; after a patched retarget only what the one edge changes is worked out again;
     * else both are made anew.
     */
    public DocumentState following(Document next, OpenFile file) {
        GraphAnalysis nextAnalysis = GraphAnalysis.following(analysis, next);
        if (nextAnalysis.edges() == analysis.edges() && next.readDiagnostics() == document.readDiagnostics()) {
            return new DocumentState(next, nextAnalysis, diagnostics, names);
        }
        // The inspector asks who refers to the selection on the FX thread: count the incoming edges here instead
        // (after a retarget they were moved from the lists of the state before, and this costs nothing).
        if (next.nodeCount() > 0) {
            nextAnalysis.edges().incomingCount(0);
            nextAnalysis.edges().listSources();
        }
        List<Diagnostic> aboutTheFile = file == null ? List.of() : file.diagnostics();
        List<Diagnostic> found = DocumentCheck.following(diagnostics, analysis, next, nextAnalysis, aboutTheFile);
        if (found == null) found = DocumentCheck.diagnostics(next, nextAnalysis, aboutTheFile);
        return new DocumentState(next, nextAnalysis, List.copyOf(found), file == null ? ValueNames.NONE : file.valueNames());
    }

    /** This revision with names from another game-data folder. */
    public DocumentState withNames(ValueNames other) {
        return new DocumentState(document, analysis, diagnostics, other);
    }

    public PathNames paths() { return new PathNames(document, analysis); }
}
