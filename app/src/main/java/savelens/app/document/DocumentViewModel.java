package savelens.app.document;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import savelens.save.Backups;
import savelens.app.memory.MemoryAdvice;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.app.task.TaskSequence;
import savelens.document.Document;
import savelens.edit.EditCommand;
import savelens.edit.EditHistory;
import savelens.file.OpenFile;
import savelens.edit.EditRefusedException;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.json.VisibleText;
import savelens.document.ValueKind;
import savelens.scene.SceneNames;
import savelens.save.FileStamp;
import savelens.save.SaveFailedException;
import savelens.save.SaveOptions;
import savelens.save.SaveRefusedException;
import savelens.save.SaveSteps;
import savelens.save.SaveResult;

/**
 * One open document in the window: the {@link OpenFile} (whose history the edits go to and which saves),
 * the current state, the selection (kept as a path so that it survives edits, which renumber values),
 * jump history, and saving in the background. Touches no control.
 */
public final class DocumentViewModel {
    private final OpenFile openFile;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final UndoViewModel undo;
    private final ReadOnlyObjectWrapper<DocumentState> state = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<DocumentPath> selectedPath = new ReadOnlyObjectWrapper<>(DocumentPath.root());
    private final ReadOnlyObjectWrapper<SceneNames> sceneNames = new ReadOnlyObjectWrapper<>();
    private final NavigationHistory navigation = new NavigationHistory();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper passing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper(false);
    private final IntegerProperty backups = new SimpleIntegerProperty(SaveOptions.DEFAULT_BACKUPS);
    private final ReadOnlyObjectWrapper<SaveQuestion> question = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper changedOnDisk = new ReadOnlyBooleanWrapper(false);
    private SaveSteps saveSteps = SaveSteps.onDisk();
    /** What to run once the save that raised the question lands after all (a close waiting on it). */
    private Runnable afterQuestion;
    private final boolean sample;
    private final ReadOnlyBooleanWrapper applying = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper analysed = new ReadOnlyBooleanWrapper(true);
    /** The first state's analysis under way ({@link #analyseWith}), or null. */
    private BackgroundTask<DocumentState> analysis;
    /** Set once the document's tab has gone ({@link #close}): nothing more is started for it. */
    private boolean closed;
    private TaskExecutor background;
    /** Where a retarget's references are followed; null for {@link #background}. */
    private TaskExecutor follows;
    /** Steps computed by {@link #background}, one after another; null while steps run where they are asked for. */
    private TaskSequence steps;
    private int backgroundFrom = BACKGROUND_FROM;
    /** Whether a scalar patched in place is done on this thread even in a big document (see {@link #step}). */
    private boolean scalarsInPlace;
    /** The state a step computed in the background, until the history makes its document current. */
    private DocumentState computed;

    /** A file {@link DocumentLoader} opened, with its first state. */
    public DocumentViewModel(DocumentLoader.Loaded loaded, boolean sample) {
        this(loaded.file(), loaded.state(), sample);
    }

    /** {@code initial}: the state of the file's current document. */
    public DocumentViewModel(OpenFile openFile, DocumentState initial, boolean sample) {
        this.openFile = openFile;
        this.file.set(openFile.path());
        this.sample = sample;
        this.state.set(initial);
        this.analysed.set(initial.isAnalysed());
        this.undo = new UndoViewModel(openFile.history());
        message.addListener((o, was, now) -> passing.set(false)); // every message stays until a save's notice says otherwise
        undo.addListener(this::documentChanged);
        title.bind(Bindings.createStringBinding(
                () -> (this.file.get() == null ? "untitled" : this.file.get().getFileName().toString())
                        + (undo.dirtyProperty().get() ? " *" : ""),
                this.file, undo.dirtyProperty()));
    }

    public DocumentState state() { return state.get(); }

    public Document document() { return state.get().document(); }

    public PathNames paths() { return state.get().paths(); }

    public Path file() { return file.get(); }

    /** The open file: its format, its edit history, how it saves. */
    public OpenFile openFile() { return openFile; }

    /** True for the bundled sample shown when no file is open; opening a file replaces it while untouched. */
    public boolean isSample() { return sample; }

    public UndoViewModel undoModel() { return undo; }

    public NavigationHistory navigation() { return navigation; }

    // ---- selection and navigation

    public DocumentPath selectedPath() { return selectedPath.get(); }

    /** Where the selection is in the current document, or null. */
    public Location selectedLocation() { return paths().resolve(selectedPath.get()); }

    /** Selects without recording a jump (the user moved through the tree). */
    public void select(DocumentPath path) {
        if (path != null) selectedPath.set(path);
    }

    /**
     * Moves the selection somewhere else (a marker's target, a search hit) and remembers where it was. Before the
     * graph analysis has landed, a place whose canonical path only the analysis knows is selected by the path as
     * given (the tree shows the row of it as far as it unfolds, in its analysing state) and moved to its canonical
     * path when the analysis lands, which this starts on a worker when it does not run: never worked out here.
     */
    public void jumpTo(DocumentPath path) {
        if (path == null) return;
        DocumentPath to = canonicalNow(path);
        if (to.equals(selectedPath.get())) return;
        navigation.jumped(selectedPath.get());
        selectedPath.set(to);
        untilAnalysed(to);
    }

    /** A jump to a node; before the analysis lands, to its id ({@code #12}), made canonical when it lands. */
    public void jumpToNode(int node) { jumpTo(pathsNow().node(node)); }

    public void jumpToValue(int value) { jumpTo(pathsNow().value(value)); }

    /** Selects a node without recording a jump (the Hierarchy's selection), as {@link #jumpToNode} names it. */
    public void selectNode(int node) {
        DocumentPath to = pathsNow().node(node);
        selectedPath.set(to);
        untilAnalysed(to);
    }

    /**
     * The canonical path of a place when it can be told without waiting for the graph analysis (it is there, or the
     * place lies in the root's body); else the path as given, which leads to the same place. Null paths stay null.
     */
    public DocumentPath canonicalNow(DocumentPath path) {
        if (path == null || waitsForAnalysis(path)) return path;
        DocumentPath canonical = paths().canonical(path);
        return canonical != null ? canonical : path;
    }

    /** Whether only the analysis, not there yet, knows the canonical path of this place (it lies below another node). */
    private boolean waitsForAnalysis(DocumentPath path) {
        DocumentState s = state.get();
        if (s.isAnalysed()) return false;
        Location at = s.paths().resolve(path);
        if (at == null) return false;
        int node = at.isNode() ? at.node() : s.document().ownerNode(at.value());
        return node >= 0 && node != s.document().root();
    }

    /** Paths that never wait for the analysis (see {@link DocumentState#pathsNow}). */
    public PathNames pathsNow() { return state.get().pathsNow(); }

    /** The selection made before the analysis landed, to be made canonical when it lands; null when there is none. */
    private DocumentPath selectedBeforeAnalysis;

    /** After selecting {@code path}: when it is not canonical for want of the analysis, it is made so once that lands. */
    private void untilAnalysed(DocumentPath path) {
        if (!waitsForAnalysis(path)) return;
        selectedBeforeAnalysis = path;
        if (background != null) analyseWith(background);
    }

    /** The analysis is there: views that waited for it follow it, then a selection made meanwhile becomes canonical. */
    private void analysisLanded() {
        analysed.set(true);
        DocumentPath waiting = selectedBeforeAnalysis;
        selectedBeforeAnalysis = null;
        if (waiting != null && waiting.equals(selectedPath.get())) {
            DocumentPath canonical = paths().canonical(waiting);
            if (canonical != null) selectedPath.set(canonical);
        }
    }

    public void back() {
        DocumentPath to = navigation.back(selectedPath.get());
        if (to != null) selectedPath.set(to);
    }

    public void forward() {
        DocumentPath to = navigation.forward(selectedPath.get());
        if (to != null) selectedPath.set(to);
    }

    // ---- names a scene gives its places

    /** The names of the document read as a scene (read in the background), or null when it is not one. */
    public void sceneRead(SceneNames names) { sceneNames.set(names); }

    public ReadOnlyObjectProperty<SceneNames> sceneNamesProperty() { return sceneNames.getReadOnlyProperty(); }

    /**
     * What the user calls the place at this path: its scene name ({@code Rooms/Secret/Treasure},
     * {@code Rooms/Secret/Treasure › Transform.m_LocalPosition}) when the document is a scene and the place belongs
     * to one of its objects, else the game's name for it ({@code actor 1 Harold}, {@code gold}), else the path itself.
     * Names of the scene read before an edit serve while they still point at the same nodes.
     */
    public String placeName(DocumentPath path) {
        if (path == null) return "";
        String name = sceneName(path);
        if (name == null) name = gameName(path);
        return name == null ? path.toString() : name;
    }

    /**
     * The game's name for the place at a path as shown ({@code switch 44 街灯}, {@code actor 1 Harold\r}): the
     * value's own, else that of the node it is or holds inline; null without one.
     */
    public String gameName(DocumentPath path) {
        DocumentState s = state();
        if (path == null || !s.hasGameNames()) return null;
        String name = s.gameName(path);
        if (name == null) {
            Document doc = s.document();
            Location at = paths().resolve(path);
            int node = at == null ? -1 : at.isNode() ? at.node() : doc.kind(at.value()) == ValueKind.NODE ? doc.target(at.value()) : -1;
            name = node >= 0 ? s.gameNameOfNode(node, path) : s.gameNameOfNode(path);
        }
        return name == null ? null : VisibleText.show(name);
    }

    /** The scene name of a node of the current document (an object's path, {@code Object › Component}), or null. */
    public String sceneNameOfNode(int node) {
        SceneNames names = currentSceneNames();
        String name = names == null ? null : names.node(node);
        return name == null ? null : showScenePath(name);
    }

    /**
     * The scene name of the place a value of the current document sits ({@code Object › Kind.field}), or null: the
     * value's own place even where it is a reference the tree unfolds (unlike {@link #sceneName}).
     */
    public String sceneNameOfValue(int value) {
        SceneNames names = currentSceneNames();
        String name = names == null ? null : names.value(value);
        return name == null ? null : showScenePath(name);
    }

    /**
     * {@link #sceneNameOfNode} as it answers now, for work on another thread: the scene names of the current
     * document, captured.
     */
    public java.util.function.IntFunction<String> sceneNameOfNodeNow() {
        SceneNames names = currentSceneNames();
        return node -> {
            String name = names == null ? null : names.node(node);
            return name == null ? null : showScenePath(name);
        };
    }

    /** The scene names when they still name the current document's nodes, else null. */
    private SceneNames currentSceneNames() {
        SceneNames names = sceneNames.get();
        Document doc = document();
        return names == null || (names.scene().document() != doc && !doc.keepsStructureOf(names.scene().document())) ? null : names;
    }

    /** The place's scene name as {@link #placeName} shows it, or null when it has none. */
    public String sceneName(DocumentPath path) {
        SceneNames names = currentSceneNames();
        Document doc = document();
        if (path == null || names == null) return null;
        Location at = paths().resolve(path);
        String name = at == null ? null : at.isNode() ? names.node(at.node()) : names.value(at.value());
        if (at != null && !at.isNode()) {
            // Where the tree unfolds a node (its home reference, an inline node), the place is that node.
            int v = at.value();
            ValueKind kind = doc.kind(v);
            if ((kind == ValueKind.REFERENCE || kind == ValueKind.NODE) && doc.target(v) >= 0 && state().isAnalysed()
                    && state().analysis().isHome(v)) {
                String node = names.node(doc.target(v));
                if (node != null) name = node;
            }
        }
        return name == null ? null : showScenePath(name);
    }

    /**
     * Where a place is in the file, from the node it is or lies in, as the inspector says a scene node's place
     * ({@code in the file: #211}) and the command line takes it: {@code #211.m_LocalPosition.y}. The path as it is
     * when it does not pass through that node's home path.
     */
    public DocumentPath placeInFile(DocumentPath path) {
        Document doc = document();
        Location at = path == null ? null : paths().resolve(path);
        if (at == null) return path;
        int node;
        if (at.isNode()) node = at.node();
        else {
            int v = at.value();
            ValueKind kind = doc.kind(v);
            boolean unfolds = doc.target(v) >= 0 && (kind == ValueKind.NODE
                    || kind == ValueKind.REFERENCE && state().isAnalysed() && state().analysis().isHome(v));
            node = unfolds ? doc.target(v) : doc.ownerNode(v);
            if (unfolds) return DocumentPath.node(doc.nodeId(node));
        }
        if (node < 0) return path;
        DocumentPath home = pathsNow().node(node); // never waits for a retarget's analysis: named by its id meanwhile
        if (!path.startsWith(home)) return path;
        DocumentPath out = DocumentPath.node(doc.nodeId(node));
        List<DocumentPath.Step> steps = path.steps();
        for (DocumentPath.Step step : steps.subList(home.length(), steps.size())) {
            if (step instanceof DocumentPath.Member m) out = out.member(m.name());
            else if (step instanceof DocumentPath.Index i) out = out.index(i.index());
            else if (step instanceof DocumentPath.Key k) out = out.key(k.literal());
            else if (step instanceof DocumentPath.Entry e) out = out.entry(e.entry());
            else return path;
        }
        return out;
    }

    /**
     * A scene name as shown: invisible characters escaped; in the object's path its backslashes are left as they are,
     * since a scene path has already written each backslash of a name as two (escaping them again would show four).
     * What follows the path ({@code › Transform.field}) is shown as any name is.
     */
    static String showScenePath(String name) {
        int step = name.lastIndexOf(SceneNames.STEP);
        String path = step < 0 ? name : name.substring(0, step);
        StringBuilder out = new StringBuilder(name.length() + 8);
        String[] parts = path.split("\\\\", -1);
        for (int i = 0; i < parts.length; i++) out.append(i == 0 ? "" : "\\").append(VisibleText.show(parts[i]));
        if (step >= 0) out.append(SceneNames.STEP).append(VisibleText.show(name.substring(step + SceneNames.STEP.length())));
        return out.toString();
    }

    // ---- editing

    /**
     * Runs an edit; returns null when done (or, on a big document, under way), or the reason it was refused
     * (also shown as the message).
     */
    public String execute(EditCommand command) {
        return execute(command, null);
    }

    /** As {@link #execute(EditCommand)}; {@code onApplied} runs once the edit is the current state (at once, or when a background step lands). */
    public String execute(EditCommand command, Runnable onApplied) {
        return step(undo.prepareExecute(command), onApplied);
    }

    /** Sets the value at a path (a scalar, a reference or null); null when done, else why not. */
    public String setValue(DocumentPath path, NewValue value) {
        Location at = paths().resolve(path);
        if (at == null || at.isNode()) return refuse(path + " is not a value that can be set");
        return execute(new SetValue(at.value(), value, editName(path)));
    }

    /**
     * The place an edit names for the undo menu and its refusals, in the user's words: its scene name
     * ({@code boat › Floater.rate}), else the game's name for it ({@code gold}, {@code switch 4 Door open}), else the path.
     */
    String editName(DocumentPath path) {
        String scene = sceneName(path);
        if (scene != null) return scene;
        String game = state().gameName(path);
        return game != null ? game : path.toString();
    }

    /** Says why something the user asked for was not done (the message); returns the reason. */
    public String refuse(String reason) {
        message.set(reason);
        return reason;
    }

    public void undo() { stepThrough(undo::prepareUndo); }

    public void redo() { stepThrough(undo::prepareRedo); }

    /**
     * An undo or redo. Asked for while a step is computed (Ctrl+Z pressed again), it waits its turn and is
     * prepared once the step before it has landed. Edits are not queued: they name values of the document
     * the user saw, which the step under way renumbers.
     */
    private void stepThrough(Supplier<EditHistory.Change> prepare) {
        if (steps != null && steps.isBusy()) {
            steps.add(() -> {
                EditHistory.Change c = prepare.get();
                return c == null ? null : backgroundStep(c, null);
            });
            return;
        }
        EditHistory.Change c = prepare.get();
        if (c != null) step(c, null);
    }

    /**
     * Lets steps on a big document be computed by this executor: a retarget is patched in milliseconds at a million
     * nodes but its analysis is followed for tens to hundreds, and any other edit reads the whole text again and
     * analyses it anew (0.2 s at 100,000 nodes, 0.8 s at a million), which would hold the window. A scalar patched in
     * place (a millisecond at any size, its analysis carried over) is still done where it is asked for. Without
     * one, or below {@link #BACKGROUND_FROM} bytes of text, every step runs where it is asked for.
     */
    public void computeBigStepsWith(TaskExecutor executor) {
        computeStepsWith(executor, BACKGROUND_FROM, true);
    }

    /**
     * As {@link #computeBigStepsWith}, from {@code fromBytes} of text (tests take every document for big), every step
     * computed there: a scalar patched in place too.
     */
    void computeStepsWith(TaskExecutor executor, int fromBytes) {
        computeStepsWith(executor, fromBytes, false);
    }

    /** As {@link #computeStepsWith(TaskExecutor, int)}; {@code scalarsHere}: a scalar patched in place is done at once. */
    void computeStepsWith(TaskExecutor executor, int fromBytes, boolean scalarsHere) {
        this.background = executor;
        this.backgroundFrom = fromBytes;
        this.scalarsInPlace = scalarsHere;
        this.steps = new TaskSequence(executor);
        applying.bind(steps.busyProperty());
    }

    /**
     * Works out the current state's analysis and findings in the background when they are not there: the first
     * state's, which the loader left for later so that the tree could show first (with the file's hash, which a save
     * compares with the disk), or a retarget's, whose edited rows show before its references are followed
     * ({@link DocumentState#followingLater}). {@link #analysedProperty} turns true when they land. Any step or view
     * that needs them meanwhile waits for them. The window asks once the tree's first rows are on screen, and an edit
     * once its state is committed; asked again while it runs, it does nothing.
     */
    public void analyseWith(TaskExecutor executor) {
        if (analysed.get() || analysis != null || closed) return;
        DocumentState current = state.get();
        boolean follow = current.retargetedFrom() != null;
        // Kept before it is executed: an executor that runs it in place has finished with it when execute returns.
        BackgroundTask<DocumentState> task = BackgroundTask.of(follow ? "Following the references" : "Analysing the graph", context -> {
                    current.analyse();
                    openFile.stamp();
                    return current;
                })
                .inLine(true)
                // A follow takes tens of milliseconds: listed at once, the status bar would change twice around it.
                .shownAfter(follow ? STEP_LISTED_AFTER : java.time.Duration.ZERO)
                .onSuccess(done -> {
                    analysis = null;
                    analysisOf(done, executor);
                })
                // Cancel stops it where it is; the rows stay marked as analysing until something asks for it again
                // (a jump, an edit) and it starts anew. Cancelled in the hash after it, the analysis itself is there.
                .onCancelled(() -> {
                    analysis = null;
                    if (current.isAnalysed()) analysisOf(current, executor);
                    else if (!closed) message.set(ANALYSIS_CANCELLED);
                })
                .onDropped(done -> {
                    if (done.isAnalysed()) analysisOf(done, executor);
                })
                // The rows stay marked as analysing; say why, instead of leaving it on the error stream.
                .onFailure(failure -> {
                    analysis = null;
                    message.set(analysisFailed(failure, file()));
                });
        analysis = task;
        // The marks the user sees wait for a follow: it goes before the work that can wait.
        if (follow) executor.executeFirst(task);
        else executor.execute(task);
    }

    /**
     * Where a retarget's references are followed ({@link #analyseWith}), given first (the document's tab holds the
     * work that can wait meanwhile); without one, the executor steps are computed by.
     */
    public void followRetargetsWith(TaskExecutor executor) { this.follows = executor; }

    /** The analysis of {@code done} landed: so is the current state's, or the current state (another edit's) is analysed next. */
    private void analysisOf(DocumentState done, TaskExecutor executor) {
        if (closed || analysed.get()) return;
        if (state.get().isAnalysed()) analysisLanded();
        else if (state.get() != done) analyseWith(executor);
    }

    /** What the message says when the graph analysis failed: out of heap, the advice the command line gives too. */
    private static String analysisFailed(Throwable failure, Path file) {
        String notShown = "which rows are shared or refer back is not shown";
        if (failure instanceof OutOfMemoryError) {
            return "The references of this file could not be analysed, so " + notShown + ": the file is " + MemoryAdvice.tooLarge(MemoryAdvice.argument(file));
        }
        return "The references of this file could not be analysed (an internal error), so " + notShown + ".";
    }

    /** What the message says once the graph analysis was cancelled. */
    public static final String ANALYSIS_CANCELLED = "Analysing the graph was cancelled: which rows are shared or refer back"
            + " shows once it has run; it starts again when something needs it.";

    /**
     * The document's tab is gone: the work it started for itself (the graph analysis and the hash after it) stops.
     * A save under way goes on.
     */
    public void close() {
        closed = true;
        if (analysis != null) analysis.cancel();
    }

    /**
     * False while the first state's analysis is worked out (see {@link #analyseWith}): what depends on it (whether
     * a reference row unfolds or is shared, who refers to a node, the counts of references and cycles) shows once
     * this turns true.
     */
    public ReadOnlyBooleanProperty analysedProperty() { return analysed.getReadOnlyProperty(); }

    /**
     * How long a step computed in the background runs before the status bar lists it. Listed at once, the bar changed
     * twice around every step (the window laid out again as it came and as it went, and its moving bar drawn every
     * frame meanwhile), work on the FX thread and the renderer that a retarget at a million nodes, done in a few
     * hundred milliseconds, waited behind on a machine of two processors.
     */
    static final java.time.Duration STEP_LISTED_AFTER = java.time.Duration.ofMillis(400);

    /** Text size from which a step is computed in the background. */
    public static final int BACKGROUND_FROM = 2 << 20;

    /** An edit, undo or redo; returns null when done or under way, or why it was refused. */
    private String step(EditHistory.Change change, Runnable onApplied) {
        if (applying.get()) return refuse("Still applying the last change; try again in a moment");
        boolean here = background == null || document().textLength() < backgroundFrom;
        try {
            // A scalar patched in place costs a millisecond at any size and carries the analysis over: done here, the
            // edit shows at the next pulse instead of after a hop to a worker and back. Not before the first state's
            // analysis is there, which this thread would wait for.
            Document next = here || !scalarsInPlace || !state.get().isAnalysed() ? null : change.computeInPlace();
            if (here || next != null) {
                undo.commit(change, next != null ? next : change.compute());
                message.set(null);
                if (onApplied != null) onApplied.run();
                return null;
            }
        } catch (EditRefusedException e) {
            return refuse(e.getMessage());
        }
        message.set(null);
        steps.add(() -> backgroundStep(change, onApplied));
        return null;
    }

    /**
     * A step computed on a worker: the new document is patched or read again there, analysed (or its analysis
     * carried over from the state it starts from), and lands on the UI thread.
     */
    private BackgroundTask<DocumentState> backgroundStep(EditHistory.Change change, Runnable onApplied) {
        DocumentState before = state.get();
        return BackgroundTask.of(change.description(), context -> before.followingLater(change.compute(), openFile))
                .cancellable(false)
                .shownAfter(STEP_LISTED_AFTER)
                .onSuccess(next -> {
                    computed = next;
                    undo.commit(change, next.document());
                    message.set(null);
                    if (onApplied != null) onApplied.run();
                })
                .onFailure(failure -> {
                    steps.clear(); // what was asked after a step that failed no longer means the same
                    message.set(failure instanceof EditRefusedException ? failure.getMessage()
                            : "Could not apply " + change.description() + ": " + failure.getMessage());
                });
    }

    private void documentChanged() {
        Document now = undo.document();
        if (now == state.get().document()) return;
        DocumentState next = computed != null && computed.document() == now ? computed : state.get().following(now, openFile);
        computed = null;
        state.set(next);
        selectedBeforeAnalysis = null; // the edit's state has its own paths
        if (next.isAnalysed()) analysed.set(true); // an edit's step worked the analysis out before the first state's task said so
        else if (next.retargetedFrom() != null) {
            // A retarget shown before its references are followed: what depends on them waits, marked, until they land.
            analysed.set(false);
            TaskExecutor followWith = follows != null ? follows : background;
            if (followWith != null) analyseWith(followWith);
        }
        // An undone insertion can take the selected place away: fall back to the nearest place still there.
        if (paths().resolve(selectedPath.get()) == null) {
            DocumentPath keep = DocumentPath.root();
            for (DocumentPath p : selectedPath.get().prefixes()) if (paths().resolve(p) != null) keep = p;
            selectedPath.set(keep);
        }
    }

    /**
     * Names the document's values from a game's data folder the user chose (RPG Maker); null when done, else why
     * not (also the message): a folder that is no game's data folder is refused with the reason.
     */
    public String useGameData(Path dir) {
        try {
            openFile.useGameData(savelens.file.Formats.checkGameData(dir));
        } catch (IllegalArgumentException notGameData) {
            return refuse(notGameData.getMessage());
        }
        message.set(null);
        state.set(state.get().withNames(openFile.valueNames()));
        return null;
    }

    // ---- saving

    public void save(TaskExecutor executor, Runnable onSaved) { saveAs(file.get(), executor, onSaved); }

    /**
     * Writes the document atomically, keeping {@link #backupsProperty} backups. A failure leaves the file and
     * the edits as they were and says why; a refusal the user can act on (the file changed on disk, is
     * read-only, or its folder refuses new files) becomes the {@link #saveQuestionProperty}. On success the
     * document is clean and, for Save As, bound to the new file.
     */
    public void saveAs(Path target, TaskExecutor executor, Runnable onSaved) {
        write(target, executor, onSaved, true);
    }

    /** The answer Overwrite: writes over what is on disk now, whatever it is. */
    public void overwrite(TaskExecutor executor) {
        SaveQuestion q = question.get();
        if (q == null || q.reason() != SaveRefusedException.Reason.CHANGED_ON_DISK) return;
        Runnable after = afterQuestion;
        dismissQuestion();
        write(q.file(), executor, after, false);
    }

    /** The question is answered otherwise (Save As, Reload) or put off; the edits stay as they are. */
    public void dismissQuestion() {
        question.set(null);
        afterQuestion = null;
    }

    /** {@code compare}: refuse the save when the file changed on disk since it was read or last saved. */
    private void write(Path target, TaskExecutor executor, Runnable onSaved, boolean compare) {
        if (applying.get()) { // the file would miss the step the user just made
            message.set("Still applying the last change; save again in a moment");
            return;
        }
        Document snapshot = document();
        int keep = Math.max(0, Math.min(SaveOptions.MAX_BACKUPS, backups.get()));
        SaveOptions options = SaveOptions.defaults().withBackups(keep).through(saveSteps);
        saving.set(true);
        executor.execute(BackgroundTask.of("Saving " + target.getFileName(),
                        context -> openFile.write(snapshot, target, options.expecting(compare ? openFile.stamp() : null)))
                .cancellable(false) // stopped half-way, a save would leave its temporary file for the next one to clear
                .onSuccess(saved -> {
                    saving.set(false);
                    openFile.saved(target, saved, snapshot);
                    changedOnDisk.set(false); // what is on disk now is this document
                    file.set(target);
                    message.set(savedMessage(target, saved, keep));
                    passing.set(saved.warnings().isEmpty());
                    if (onSaved != null) onSaved.run();
                })
                .onFailure(failure -> {
                    saving.set(false);
                    if (failure instanceof SaveRefusedException refused && refused.reason() == SaveRefusedException.Reason.CHANGED_WHILE_SAVING) {
                        // As for any change by another program: the banner offers Reload, Compare and Keep Mine.
                        changedOnDisk.set(true);
                        message.set("Not saved: " + target.getFileName() + " changed on disk while saving. Your edits are kept"
                                + (refused.keptIn() == null ? "" : ", and written to " + refused.keptIn().getFileName()) + ".");
                        return;
                    }
                    if (failure instanceof SaveRefusedException refused) {
                        question.set(new SaveQuestion(refused.reason(), target));
                        afterQuestion = onSaved;
                        message.set("Not saved: " + question.get().heading() + " Your edits are kept.");
                        return;
                    }
                    String reason = failure instanceof SaveFailedException ? failure.getMessage()
                            : failure.getClass().getSimpleName() + (failure.getMessage() == null ? "" : ": " + failure.getMessage());
                    message.set("Could not save " + target.getFileName() + ": " + reason + ". Your edits are kept.");
                }));
    }

    private static String savedMessage(Path target, SaveResult saved, int keep) {
        StringBuilder s = new StringBuilder("Saved " + target.getFileName());
        Path backup = Backups.newest(target);
        if (keep > 0 && java.nio.file.Files.exists(backup)) s.append(" (backup: ").append(backup.getFileName()).append(')');
        for (String w : saved.warnings()) s.append(". Note: ").append(w);
        return s.toString();
    }

    /** The file-system steps saves are made of: the disk's, or a test's that does something between two of them. */
    public void saveSteps(SaveSteps steps) { saveSteps = steps; }

    /** How many backup generations a save keeps (FILE.bak … FILE.bak.N; 0 none); the window binds it to its setting. */
    public IntegerProperty backupsProperty() { return backups; }

    /** A refused save waiting for the user's answer, or null. */
    public ReadOnlyObjectProperty<SaveQuestion> saveQuestionProperty() { return question.getReadOnlyProperty(); }

    /** The stamp a save compares the file on disk with; null when the file is not compared. */
    public FileStamp stamp() { return openFile.stamp(); }

    /** {@link #stamp} when the file is hashed already, else null: for checks on the UI thread, which must not hash it. */
    public FileStamp stampIfMade() { return openFile.stampIfMade(); }

    // ---- the file changed by another program

    /** Another program rewrote the file while this document has unsaved edits: the window offers Reload, Compare, Keep Mine. */
    public void noticeChangeOnDisk() { changedOnDisk.set(true); }

    /**
     * Keep Mine: the edits stay and the notice goes; the stamp stays that of the file as it was read, so the next
     * save finds the file changed and asks before writing over it.
     */
    public void keepMine() { changedOnDisk.set(false); }

    /** True while the window should say that the file changed on disk under unsaved edits. */
    public ReadOnlyBooleanProperty changedOnDiskProperty() { return changedOnDisk.getReadOnlyProperty(); }

    // ---- properties

    public ReadOnlyObjectProperty<DocumentState> stateProperty() { return state.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<Path> fileProperty() { return file.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<DocumentPath> selectedPathProperty() { return selectedPath.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** The last thing worth telling the user: a refused edit, a failed or finished save. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    /** True while the message is a passing notice (a save that went well), which the window lets go after a while. */
    public ReadOnlyBooleanProperty passingProperty() { return passing.getReadOnlyProperty(); }

    /** Lets a passing notice go, if it is still the message shown. */
    public void letGo(String notice) {
        if (passing.get() && notice != null && notice.equals(message.get())) message.set(null);
    }

    public ReadOnlyBooleanProperty savingProperty() { return saving.getReadOnlyProperty(); }

    /** True while a step on a big document is computed in the background. */
    public ReadOnlyBooleanProperty applyingProperty() { return applying.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty undoableProperty() { return undo.undoableProperty(); }

    public ReadOnlyBooleanProperty redoableProperty() { return undo.redoableProperty(); }

    public ReadOnlyBooleanProperty dirtyProperty() { return undo.dirtyProperty(); }
}
