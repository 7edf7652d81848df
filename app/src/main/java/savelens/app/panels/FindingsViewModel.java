package savelens.app.panels;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.document.NodeListNames;
import savelens.app.document.PathNames;
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.TaskContext;
import savelens.app.task.TaskExecutor;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.graph.Cycle;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;

/**
 * The cycles and diagnostics of the current revision, the scene's own findings among them when the document is a
 * scene (read in the background, so they join when it is read); choosing one reveals it in the tree.
 */
public final class FindingsViewModel {
    static final int MAX_EXAMPLE = 12;
    /** The pseudo-class of a panel whose rows are of a state before the current one (see {@link #updatingProperty}). */
    public static final javafx.css.PseudoClass UPDATING = javafx.css.PseudoClass.getPseudoClass("updating");

    private final DocumentViewModel document;
    private final ObservableList<CycleRow> cycles = FXCollections.observableArrayList();
    private final ObservableList<DiagnosticRow> diagnostics = FXCollections.observableArrayList();
    private final ObjectProperty<SceneHierarchy> scene = new SimpleObjectProperty<>();
    private final TaskExecutor executor;
    private BackgroundTask<Rows> listing;
    /** What {@link #listing} lists: the state, and the scene and names it lists it with. */
    private DocumentState listedState;
    private SceneHierarchy listedScene;
    private SceneNames listedNames;
    /** True while the rows wait for the scene of the current state (see {@link #refresh}). */
    private boolean waitingForScene;
    /** The state the rows shown were listed for (or carried over to); null before any. */
    private DocumentState rowsOf;
    private final ReadOnlyBooleanWrapper updating = new ReadOnlyBooleanWrapper(false);
    /** How many times the rows were worked out (for tests: once per document state and scene). */
    private final AtomicLong listings = new AtomicLong();

    /** The rows of both lists, made together off the UI thread. */
    private record Rows(List<CycleRow> cycles, List<DiagnosticRow> diagnostics) {}

    /** Lists the findings where they are asked for (tests, small documents). */
    public FindingsViewModel(DocumentViewModel document) {
        this(document, new CurrentThreadTaskExecutor());
    }

    /**
     * Lists the findings with this executor: a big scene has as many cycles as it has object trees, and naming
     * each one's members would hold the window, so the rows are made in the background and shown when made.
     */
    public FindingsViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        document.stateProperty().addListener((o, was, now) -> {
            // A patched scalar edit carries the analysis's cycles and the findings over, and keeps every path: the rows
            // stay. A retarget's findings are not there yet (they come with its analysis): never waited for here.
            if (was != null && now.isAnalysed() && was.isAnalysed() && now.analysis().cycles() == was.analysis().cycles()
                    && now.diagnostics() == was.diagnostics() && now.document().keepsStructureOf(was.document())) {
                if (rowsOf == was) rowsOf = now;
            } else refresh(now);
            updating.set(rowsOf != now);
        });
        // A scene carried over to an edited document (an edit it cannot see) has the same objects and names: the rows stay,
        // unless they wait for it (the edit changed the findings, and they are listed when the edit's scene comes).
        scene.addListener((o, was, now) -> {
            if (now == null || !now.sameObjectsAs(was) || waitingForScene) refresh(document.state());
        });
        // Names of a scene this does not hold yet are listed when that scene comes: once, not before it and again then.
        document.sceneNamesProperty().addListener((o, was, now) -> {
            boolean ofSceneHeld = now == null ? scene.get() == null : now.scene() == scene.get();
            if (ofSceneHeld && (now == null || !now.sameNamesAs(was))) refresh(document.state());
        });
        document.analysedProperty().addListener((o, was, now) -> {
            if (now) refresh(document.state());
        });
        refresh(document.state());
    }

    private void refresh(DocumentState state) {
        SceneHierarchy shown = scene.get();
        SceneNames names = document.sceneNamesProperty().get();
        // Asked again for what is being listed (the scene named before the state's own listener heard of the state).
        if (listing != null && !listing.isCancelled() && listedState == state && listedScene == shown && listedNames == names) return;
        if (listing != null) listing.cancel();
        if (!state.isAnalysed()) {
            // The findings come with the graph analysis, which runs as a task of its own: waiting for it here would go
            // on working it out on a hidden worker after the user cancelled it. Listed when it lands.
            listing = null;
            listedState = null;
            return;
        }
        listedState = state;
        listedScene = shown;
        listedNames = names;
        waitingForScene = shown != null && shown.document() != state.document();
        if (waitingForScene) {
            // The Hierarchy reads and names the scene of every state: rows made before that would be made again then.
            listing = null;
            return;
        }
        IntFunction<String> labels = NodeListNames.of(state, document.sceneNameOfNodeNow());
        BackgroundTask<Rows> task = BackgroundTask.of("Listing the findings", context -> {
                    listings.incrementAndGet();
                    return rows(state, shown, labels, context);
                })
                .shownToUser(false)
                .inLine(true)
                .onSuccess(rows -> {
                    cycles.setAll(rows.cycles());
                    diagnostics.setAll(rows.diagnostics());
                    rowsOf = state;
                    updating.set(rowsOf != document.state());
                });
        listing = task;
        executor.execute(task);
    }

    /** On a worker: the rows of the state's findings, the scene's own among them while its reading still fits. */
    private static Rows rows(DocumentState state, SceneHierarchy shown, IntFunction<String> names, TaskContext context) {
        Document doc = state.document();
        PathNames paths = state.paths();
        SceneHierarchy current = shown != null && (shown.document() == doc || doc.keepsStructureOf(shown.document())) ? shown : null;
        List<CycleRow> c = new ArrayList<>();
        List<CycleRow> structural = new ArrayList<>();
        StructuralCycles ofScene = current == null || state.analysis().cycles().isEmpty() ? null : new StructuralCycles(current);
        for (Cycle cycle : state.analysis().cycles()) {
            if (context.isCancelled()) return new Rows(List.of(), List.of());
            StringBuilder example = new StringBuilder();
            List<Integer> nodes = cycle.example();
            for (int i = 0; i < nodes.size(); i++) {
                if (i == MAX_EXAMPLE && nodes.size() > MAX_EXAMPLE + 1) {
                    example.append(" → … (").append(Counted.number(nodes.size() - MAX_EXAMPLE - 1)).append(" more) → ")
                            .append(names.apply(nodes.get(nodes.size() - 1)));
                    break;
                }
                if (i > 0) example.append(" → ");
                example.append(names.apply(nodes.get(i)));
            }
            boolean always = ofScene != null && ofScene.isStructural(cycle.nodes());
            CycleRow row = new CycleRow(cycle.size(), example.toString(), FindingPlace.ofNode(paths, cycle.example().get(0)), always, cycle.nodes());
            (always ? structural : c).add(row);
        }
        // The surprises first; the cycles every scene of the format has after them (the panel groups them).
        c.addAll(structural);
        List<DiagnosticRow> d = new ArrayList<>();
        for (Diagnostic diagnostic : state.diagnostics()) {
            d.add(new DiagnosticRow(diagnostic.severity(), diagnostic.message(),
                    FindingPlace.of(paths, diagnostic.value(), diagnostic.node())));
        }
        SceneHierarchy s = shown;
        // Until the scene of an edit that moved nodes is read, the findings of the one before would point astray.
        if (s != null && (s.document() == doc || doc.keepsStructureOf(s.document()))) {
            for (Diagnostic diagnostic : s.diagnostics()) {
                d.add(new DiagnosticRow(diagnostic.severity(), diagnostic.message(),
                        FindingPlace.of(paths, diagnostic.value(), diagnostic.node())));
            }
        }
        return new Rows(c, d);
    }

    /** Unfolding a cycle's row lists at most this many of its members (a scene's structure can hold thousands). */
    static final int MEMBERS_SHOWN = 500;

    /** The members of a cycle, each named as the window names it, and where it is: the first {@link #MEMBERS_SHOWN}. */
    public List<CycleMember> members(CycleRow row) {
        // The row's own state: after an edit that renumbered nodes, the current one would name other nodes.
        PathNames paths = row.place().paths();
        if (paths == null) return List.of();
        Document doc = paths.document();
        boolean current = doc == document.state().document();
        // Named as the Size panel names nodes: #13 actor 1 Harold, #200 Root/Door › Transform.
        IntFunction<String> names = current ? NodeListNames.of(document.state(), document.sceneNameOfNodeNow()) : null;
        List<CycleMember> out = new ArrayList<>();
        for (int i = 0; i < row.nodes().size() && i < MEMBERS_SHOWN; i++) {
            int node = row.nodes().get(i);
            if (node < 0 || node >= doc.nodeCount()) continue;
            String label = current ? names.apply(node) : NodeLabels.brief(doc, node);
            out.add(new CycleMember(label, FindingPlace.ofNode(paths, node)));
        }
        return out;
    }

    public void choose(CycleMember member) {
        if (member != null) document.jumpTo(member.path());
    }

    /** How many of the cycles are the format's own (listed after the others, under one row). */
    public long structuralCount() { return cycles.stream().filter(CycleRow::structural).count(); }

    public void choose(CycleRow row) {
        if (row != null) document.jumpTo(row.path());
    }

    public void choose(DiagnosticRow row) {
        if (row != null && row.path() != null) document.jumpTo(row.path());
    }

    public ObservableList<CycleRow> cycles() { return cycles; }

    public ObservableList<DiagnosticRow> diagnostics() { return diagnostics; }

    /**
     * True while the rows shown are of a state before the current one (an edit's findings are listed, or wait for its
     * analysis): the panels show them as not current until the new ones land.
     */
    public ReadOnlyBooleanProperty updatingProperty() { return updating.getReadOnlyProperty(); }

    /** How many times the rows were worked out, cancelled work included. */
    public long listings() { return listings.get(); }

    /**
     * The document read as a scene, or null: the window binds it to the Hierarchy's scene once named
     * ({@code HierarchyViewModel.namedSceneProperty}), so that the findings are listed once for it, in its names.
     */
    public ObjectProperty<SceneHierarchy> sceneProperty() { return scene; }
}
