package savelens.app.document;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.gamesave.ChangeNames;
import savelens.path.DocumentPath;
import savelens.document.ValueNames;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * One revision of an open document with the facts every view needs: its graph analysis, its findings (the
 * file's own among them) and the names the game's data gives its values.
 * <p>
 * The first revision of a big file can be {@linkplain #analysedLater analysed later}: its tree's first rows need
 * only the document, so the window shows them while the analysis is worked out. Until then
 * {@link #isAnalysed} is false; whoever asks for the analysis or the findings first works them out (or waits for
 * the thread that does), so nothing ever answers from a guess.
 */
public final class DocumentState {
    private final Document document;
    private final ValueNames names;
    private final Facts facts;
    /**
     * The revision this one was retargeted from while this one's facts are still being followed (see
     * {@link #followingLater}), else null: its analysis says how the rows stood, to be shown as not yet current.
     */
    private volatile DocumentState retargetedFrom;

    private DocumentState(Document document, Facts facts, ValueNames names) {
        this(document, facts, names, null);
    }

    private DocumentState(Document document, Facts facts, ValueNames names, DocumentState retargetedFrom) {
        this.document = document;
        this.facts = facts;
        this.names = names;
        this.retargetedFrom = retargetedFrom;
    }

    public DocumentState(Document document, GraphAnalysis analysis, List<Diagnostic> diagnostics, ValueNames names) {
        this(document, new Facts(new Analysed(analysis, diagnostics)), names);
    }

    /** A revision of a document that no file holds: no findings about a file, no names from outside it. */
    public static DocumentState of(Document document) {
        GraphAnalysis analysis = GraphAnalysis.of(document);
        return new DocumentState(document, analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis)), ValueNames.NONE);
    }

    /** A revision of the document of an open file (its current one, or one an edit is computing). */
    public static DocumentState of(Document document, OpenFile file) {
        return new DocumentState(document, new Facts(() -> analyse(document, file)).worked(), file.valueNames());
    }

    /**
     * The first revision of an open file with its analysis and findings worked out when first asked for (see
     * {@link #analyse}), not now.
     */
    public static DocumentState analysedLater(Document document, OpenFile file) {
        return new DocumentState(document, new Facts(() -> analyse(document, file)), file.valueNames());
    }

    private static Analysed analyse(Document document, OpenFile file) {
        GraphAnalysis analysis = GraphAnalysis.of(document);
        // Who refers to a node, and each edge's source, are listed here, off the FX thread, once: a retarget then
        // moves one edge in the lists, and follows the search from the root along them.
        if (document.nodeCount() > 0) {
            analysis.edges().incomingCount(0);
            analysis.edges().listSources();
        }
        return new Analysed(analysis, List.copyOf(DocumentCheck.diagnostics(document, analysis, file.diagnostics())));
    }

    public Document document() { return document; }

    /** The graph analysis; worked out now (or waited for) when it is not yet. */
    public GraphAnalysis analysis() { return facts.get().analysis(); }

    /** The findings; worked out now (or waited for) with the analysis when they are not yet. */
    public List<Diagnostic> diagnostics() { return facts.get().diagnostics(); }

    public ValueNames names() { return names; }

    /** True once the analysis and findings exist: asking for them then costs nothing. */
    public boolean isAnalysed() { return facts.isWorked(); }

    /** Works out the analysis and the findings, if nothing has yet; for a worker thread. */
    public DocumentState analyse() {
        facts.get();
        retargetedFrom = null; // nothing needs the revision before any more: let it go
        return this;
    }

    /**
     * While the facts of a retargeted revision are followed (see {@link #followingLater}): the analysed revision it was
     * retargeted from, whose values it keeps. Its analysis tells how each row stood before the edit, which a view may
     * show marked as not yet current; null once this revision's own facts are there, and for any other revision.
     */
    public DocumentState retargetedFrom() {
        DocumentState before = retargetedFrom;
        return before == null || isAnalysed() ? null : before;
    }

    /**
     * As {@link #following}, but a retarget (an edit that keeps every value and moves an edge) is given its state at
     * once, its analysis and findings followed when first asked for ({@link #analyse} on a worker): at a million
     * nodes the follow takes tens of milliseconds that the edited row need not wait for. Any other edit is followed now.
     */
    public DocumentState followingLater(Document next, OpenFile file) {
        if (!isAnalysed() || next.keepsStructureOf(document) || !next.keepsValuesOf(document)) return following(next, file);
        return new DocumentState(next, new Facts(() -> following(next, file).facts.get()),
                file == null ? ValueNames.NONE : file.valueNames(), this);
    }

    /**
     * The state of a document edited from this one in the open file (null when no file holds it). Where the edit
     * changed no edge (a patched scalar edit, which keeps every value's number, name and finding), the analysis
     * and the findings carry over; after a patched retarget only what the one edge changes is worked out again;
     * else both are made anew.
     */
    public DocumentState following(Document next, OpenFile file) {
        GraphAnalysis analysis = analysis();
        GraphAnalysis nextAnalysis = GraphAnalysis.following(analysis, next);
        if (nextAnalysis.edges() == analysis.edges() && next.readDiagnostics() == document.readDiagnostics()) {
            return new DocumentState(next, nextAnalysis, diagnostics(), names);
        }
        // The inspector asks who refers to the selection on the FX thread: count the incoming edges here instead
        // (after a retarget they were moved from the lists of the state before, and this costs nothing).
        if (next.nodeCount() > 0) {
            nextAnalysis.edges().incomingCount(0);
            nextAnalysis.edges().listSources();
        }
        List<Diagnostic> aboutTheFile = file == null ? List.of() : file.diagnostics();
        List<Diagnostic> found = DocumentCheck.following(diagnostics(), analysis, next, nextAnalysis, aboutTheFile);
        if (found == null) found = DocumentCheck.diagnostics(next, nextAnalysis, aboutTheFile);
        return new DocumentState(next, nextAnalysis, List.copyOf(found), file == null ? ValueNames.NONE : file.valueNames());
    }

    /** This revision with names from another game-data folder (its analysis shared, worked out or not). */
    public DocumentState withNames(ValueNames other) {
        return new DocumentState(document, facts, other);
    }

    /** The game's names for this revision's places, the one lookup the window's names go through; made when first asked. */
    private volatile ChangeNames gameNames;

    private ChangeNames gameNames() {
        ChangeNames g = gameNames;
        if (g == null) gameNames = g = ChangeNames.of(names); // the same answer on any thread: made twice at worst
        return g;
    }

    /** Whether the game's data names places of this revision (an RPG Maker save with its data/ folder). */
    public boolean hasGameNames() { return !gameNames().isEmpty(); }

    /** The game's name for the value at a path ({@code gold}, {@code switch 4 Door open}), or null. */
    public String gameName(DocumentPath path) { return gameNames().name(path); }

    /** The game's name for a node at its path ({@code actor 1 Harold}, also where the party holds it first), or null. */
    public String gameNameOfNode(int node, DocumentPath at) { return gameNames().nodeName(document, node, at); }

    /** The game's name for the node a path alone names ({@code $.actors._data[1]}), or null. */
    public String gameNameOfNode(DocumentPath at) { return gameNames().nodeName(at); }

    /**
     * The paths of places in this revision. Before the analysis exists they are right for the root and what is
     * written in its body, and work the analysis out for anything further (see {@link PathNames}).
     */
    public PathNames paths() { return new PathNames(document, this::analysis); }

    /**
     * Paths that never wait for the analysis: once it is there they are {@link #paths}; before, a node other than the
     * root is named by its id ({@code #12}), which leads to the same place, for what must answer at once (the UI thread).
     */
    public PathNames pathsNow() { return new PathNames(document, () -> isAnalysed() ? analysis() : null); }

    /** The analysis and the findings of one revision. */
    private record Analysed(GraphAnalysis analysis, List<Diagnostic> diagnostics) {}

    /**
     * Made once, by the first thread that asks; the others wait for it. A thread stopped on the way (its task
     * cancelled) leaves nothing behind, and the next to ask starts again. A thread that waits is stopped by a
     * Cancel too (an interrupt), not held until the one that works has finished.
     */
    private static final class Facts {
        /** Let go once made: a follow's work holds the revision before, its analysis among it. */
        private Supplier<Analysed> work;
        private volatile Analysed made;
        private final ReentrantLock working = new ReentrantLock();

        Facts(Analysed made) {
            this.work = null;
            this.made = made;
        }

        Facts(Supplier<Analysed> work) { this.work = work; }

        Facts worked() {
            get();
            return this;
        }

        boolean isWorked() { return made != null; }

        Analysed get() {
            Analysed a = made;
            if (a != null) return a;
            try {
                working.lockInterruptibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("cancelled while waiting for the graph analysis");
            }
            try {
                if (made == null) {
                    made = work.get();
                    work = null;
                }
                return made;
            } finally {
                working.unlock();
            }
        }
    }
}
