package savelens.app.main;

import java.nio.file.Path;
import savelens.app.panels.Counted;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.graph.FileCounts;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.LoadProgress;
import savelens.app.memory.MemoryAdvice;
import savelens.app.task.BackgroundTask;
import savelens.app.task.Repeating;
import savelens.app.task.TaskExecutor;
import savelens.app.theme.Theme;
import savelens.document.TooLargeForMemoryException;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.format.Format;

/**
 * The window's state: the open documents and which is current, loading (in the background, with its
 * error kept for the window to show), recent files, theme, and the status line. Touches no control.
 */
public final class MainViewModel {
    private final TaskExecutor executor;
    private final AppPreferences preferences;
    private final RecentFiles recent;
    private final ObservableList<DocumentViewModel> documents = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<DocumentViewModel> current = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper loadError = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper busyText = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    /** Loads under way, for Cancel; touched on the UI thread only. */
    private final Set<BackgroundTask<?>> loads = new LinkedHashSet<>();
    /** The newest running task the status bar shows, and how many others run beside it. */
    private final ObjectProperty<BackgroundTask<?>> shownTask = new SimpleObjectProperty<>();
    private final IntegerProperty others = new SimpleIntegerProperty();
    private final ReadOnlyBooleanWrapper cancellable = new ReadOnlyBooleanWrapper(false);
    private String note = "";
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("SaveLens");
    private final ReadOnlyStringWrapper documentFacts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper selection = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>();
    private final IntegerProperty backups = new SimpleIntegerProperty();
    private final ReadOnlyBooleanWrapper undoable = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper redoable = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper("Undo");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper("Redo");
    private final ReadOnlyBooleanWrapper canGoBack = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canGoForward = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper(false);
    private final FileWatch watch = new FileWatch();
    /** Text size from which a file's tree shows before its graph is analysed (see {@link DocumentLoader#read}). */
    private long analyseLaterFrom = DocumentViewModel.BACKGROUND_FROM;

    public MainViewModel(TaskExecutor executor, AppPreferences preferences) {
        this.executor = executor;
        this.preferences = preferences;
        this.recent = new RecentFiles(preferences);
        theme.set(preferences.theme());
        theme.addListener((o, was, now) -> {
            preferences.setTheme(now);
            preferences.flush();
        });
        backups.set(preferences.backups());
        backups.addListener((o, was, now) -> {
            preferences.setBackups(now.intValue());
            preferences.flush();
        });
        current.addListener(this::currentChanged);
        currentChanged(null, null, null);
        executor.runningTasks().addListener((ListChangeListener<BackgroundTask<?>>) c -> showTasks());
        // A document closed, or replaced by its file read again, stops the work it started for itself.
        documents.addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) for (DocumentViewModel gone : c.getRemoved()) if (!documents.contains(gone)) gone.close();
        });
        showTasks();
        // The view settings a document's tab binds to, read now: read when the first tab was added, the divider's
        // waited for the preferences' lock, which a worker writing them out (the recent files) held for a cold XML
        // writer's first use, and held the window for up to a tenth of a second.
        bottomPanelProperty();
        bottomDividerProperty();
        inspectorProperty();
        navigatorProperty();
    }

    // ---- opening and closing

    /** Loads a file in the background; when it cannot be read, the core's message becomes the load error. */
    public void open(Path file) {
        open(file, null, true);
    }

    /**
     * Opens a file (or goes to its tab) and selects a path in it once it is read: the other side of a comparison.
     */
    public void openAt(Path file, savelens.path.DocumentPath select) {
        open(file, select, false);
    }

    /** A file already open comes to the front; {@code select} may be null, {@code remember} lists it under recent files. */
    private void open(Path file, savelens.path.DocumentPath select, boolean remember) {
        Path path = file.toAbsolutePath().normalize();
        for (DocumentViewModel d : documents) {
            if (path.equals(d.file()) && !d.isSample()) {
                current.set(d);
                if (select != null) d.jumpTo(select);
                return;
            }
        }
        // A place to go to in it (the other side of a comparison) is shown through the analysis: read with it.
        long later = select == null ? analyseLaterFrom : Long.MAX_VALUE;
        load("Opening " + path.getFileName(), report -> DocumentLoader.read(path, report, later), loaded -> {
            loadError.set(null);
            if (remember) recent.opened(path);
            DocumentViewModel doc = new DocumentViewModel(loaded, false);
            if (select != null && doc.paths().resolve(select) != null) doc.select(select);
            add(doc);
            // Written out to the disk by the preferences' own thread (the first time loading an XML writer), once the
            // tab is made.
            if (remember) preferences.flush();
        }, failure -> loadError.set("Could not open " + path.getFileName() + ": " + describe(failure, path)));
    }

    /**
     * Looks for open files that another program rewrote: a document without unsaved edits is read again (its
     * selection kept, and its tree's expanded rows by the window); one with edits is marked
     * {@link DocumentViewModel#changedOnDiskProperty changed on disk} for the user to choose. The window calls
     * this on a timer.
     */
    public void checkFiles() {
        watch.check(documents, doc -> {
            if (doc.dirtyProperty().get()) doc.noticeChangeOnDisk();
            else reload(doc);
        });
    }

    /**
     * Reads a document's file again as it is on disk now, in place of the open document (its edits are
     * dropped): the answer Reload when a save found the file changed by another program.
     */
    public void reload(DocumentViewModel doc) {
        Path path = doc.file();
        doc.dismissQuestion();
        // The selection and the rows expanded before are found again through the analysis: read with it.
        load("Reloading " + path.getFileName(), report -> DocumentLoader.read(path, report), loaded -> {
            loadError.set(null);
            DocumentViewModel fresh = new DocumentViewModel(loaded, doc.isSample());
            fresh.select(fresh.paths().resolve(doc.selectedPath()) != null ? doc.selectedPath() : savelens.path.DocumentPath.root());
            int at = documents.indexOf(doc);
            if (at < 0) {
                add(fresh);
                return;
            }
            prepare(fresh);
            documents.set(at, fresh);
            current.set(fresh);
        }, failure -> loadError.set("Could not reload " + path.getFileName() + ": " + describe(failure, path)));
    }

    /** Opens the bundled sample (a temporary copy), as the window does when started without a file. */
    public void openSample() {
        load("Opening the sample", report -> DocumentLoader.read(BundledSample.copy(), report),
                loaded -> add(new DocumentViewModel(loaded, true)),
                failure -> loadError.set("Could not open the bundled sample: " + describe(failure, null)));
    }

    /** What a load does on its worker, given where to report its steps. */
    private interface LoadWork<T> {
        T load(Consumer<LoadProgress> report) throws Exception;
    }

    /**
     * Runs a load in the background with its progress shown and a Cancel that leaves everything as it
     * was: nothing is added, and the status says so briefly.
     */
    private <T> void load(String title, LoadWork<T> work, Consumer<T> onLoaded, Consumer<Throwable> onFailure) {
        BackgroundTask<T> task = BackgroundTask.<T>of(title, context -> work.load(
                        p -> context.report(p.describe(), p.isDeterminate() ? p.fraction() : -1)))
                .onSuccess(onLoaded)
                .onFailure(onFailure)
                .onCancelled(() -> note("Loading cancelled"));
        loads.add(task); // known to Cancel before it starts, however the executor runs it
        executor.execute(task);
    }

    /** Stops every load under way; the window stays as it was before they began. */
    public void cancelLoading() {
        for (BackgroundTask<?> t : List.copyOf(loads)) t.cancel();
    }

    /** Stops the task the status bar shows. */
    public void cancelShownTask() {
        BackgroundTask<?> t = shownTask.get();
        if (t != null) t.cancel();
    }

    private void add(DocumentViewModel doc) {
        prepare(doc);
        // The sample stands in for "nothing open": a real file takes its place while it is untouched.
        documents.removeIf(d -> d.isSample() && !d.dirtyProperty().get() && !doc.isSample());
        documents.add(doc);
        current.set(doc);
    }

    /** Tests show a small file's tree before its analysis, as the window does a big one's. */
    void analyseLaterFrom(long bytes) { analyseLaterFrom = bytes; }

    private void prepare(DocumentViewModel doc) {
        doc.computeBigStepsWith(executor);
        doc.backupsProperty().bind(backups);
    }

    public void close(DocumentViewModel doc) {
        int i = documents.indexOf(doc);
        documents.remove(doc);
        if (current.get() == doc) current.set(documents.isEmpty() ? null : documents.get(Math.max(0, i - 1)));
    }

    public void dismissLoadError() { loadError.set(null); }

    /** Why {@code file} (null for the bundled sample) could not be read, in the user's words. */
    static String describe(Throwable failure, Path file) {
        // Out of heap while it was read or after: the command line's advice, how much memory there was and how to give more.
        if (failure instanceof TooLargeForMemoryException || failure instanceof OutOfMemoryError) {
            return MemoryAdvice.tooLarge(file == null ? "" : MemoryAdvice.argument(file));
        }
        if (failure instanceof UnreadableDocumentException) return failure.getMessage();
        if (failure instanceof java.io.IOException && failure.getMessage() != null) return "cannot be read: " + failure.getMessage();
        // Anything else is a fault of SaveLens; its exception text means nothing to the user.
        return "SaveLens failed unexpectedly while reading the file (an internal error)";
    }

    // ---- saving

    public void save() {
        DocumentViewModel doc = current.get();
        if (doc != null) doc.save(executor, null);
    }

    public void saveAs(Path target) {
        DocumentViewModel doc = current.get();
        if (doc == null) return;
        doc.saveAs(target, executor, () -> recent.opened(target));
    }

    public TaskExecutor executor() { return executor; }

    // ---- background work in the status bar

    /**
     * Shows the newest running task the user should know of (its title, what it says, its progress, whether
     * it can be cancelled), or, when nothing runs, the last note (a cancelled load).
     */
    private void showTasks() {
        loads.removeIf(BackgroundTask::isDone);
        loading.set(!loads.isEmpty());
        letInLater();
        List<BackgroundTask<?>> shown = executor.runningTasks().stream()
                .filter(t -> t.isShownToUser() && t.isLetIntoStatus()).toList();
        BackgroundTask<?> top = shown.isEmpty() ? null : shown.get(shown.size() - 1);
        if (top == shownTask.get() && top != null) {
            others.set(shown.size() - 1);
            return;
        }
        busyText.unbind();
        progress.unbind();
        shownTask.set(top);
        others.set(Math.max(0, shown.size() - 1));
        busy.set(top != null);
        cancellable.set(top != null && top.isCancellable());
        if (top == null) {
            busyText.set(note);
            progress.set(0);
            return;
        }
        note = "";
        busyText.bind(Bindings.createStringBinding(() -> statusOf(top, others.get()), top.messageProperty(), others));
        progress.bind(top.progressProperty());
    }

    /**
     * Tasks to be listed only once they have run a while ({@link BackgroundTask#shownAfter}) are let in when the
     * longest of those waits has passed, if they still run then: one timer for all of them.
     */
    private void letInLater() {
        Duration wait = Duration.ZERO;
        for (BackgroundTask<?> t : executor.runningTasks()) {
            if (t.isShownToUser() && !t.isLetIntoStatus() && t.shownAfter().compareTo(wait) > 0) wait = t.shownAfter();
        }
        if (wait.isZero() || letIn != null) return;
        letIn = executor.repeat(wait, () -> {
            letIn.cancel();
            letIn = null;
            for (BackgroundTask<?> t : executor.runningTasks()) t.letIntoStatus();
            showTasks();
        });
    }

    private Repeating letIn;

    private static String statusOf(BackgroundTask<?> task, int others) {
        String what = task.messageProperty().get();
        return task.title() + "…" + (what.isEmpty() ? "" : " " + what)
                + (others == 0 ? "" : " (and " + Counted.number(others) + " more)");
    }

    /** A word for the status bar once nothing runs. */
    private void note(String text) {
        note = text;
        if (shownTask.get() == null) busyText.set(text);
    }

    // ---- current document and status

    public void setCurrent(DocumentViewModel doc) { current.set(doc); }

    private final ChangeListener<Object> facts = (o, was, now) -> updateStatus();

    private void currentChanged(javafx.beans.value.ObservableValue<? extends DocumentViewModel> o, DocumentViewModel was, DocumentViewModel now) {
        if (was != null) {
            was.stateProperty().removeListener(facts);
            was.selectedPathProperty().removeListener(facts);
            was.sceneNamesProperty().removeListener(facts);
            was.analysedProperty().removeListener(facts);
        }
        title.unbind();
        undoable.unbind();
        redoable.unbind();
        undoText.unbind();
        redoText.unbind();
        canGoBack.unbind();
        canGoForward.unbind();
        saving.unbind();
        if (now == null) {
            title.set("SaveLens");
            undoable.set(false);
            redoable.set(false);
            undoText.set("Undo");
            redoText.set("Redo");
            canGoBack.set(false);
            canGoForward.set(false);
            saving.set(false);
        } else {
            undoable.bind(now.undoableProperty());
            redoable.bind(now.redoableProperty());
            undoText.bind(actionText("Undo", now.undoModel().undoDescriptionProperty()));
            redoText.bind(actionText("Redo", now.undoModel().redoDescriptionProperty()));
            canGoBack.bind(now.navigation().canGoBackProperty());
            canGoForward.bind(now.navigation().canGoForwardProperty());
            saving.bind(now.savingProperty());
            now.stateProperty().addListener(facts);
            now.selectedPathProperty().addListener(facts);
            now.sceneNamesProperty().addListener(facts);
            now.analysedProperty().addListener(facts);
            title.bind(Bindings.concat(now.titleProperty(), " — SaveLens"));
        }
        updateStatus();
    }

    /** "Undo Set name", or the bare verb when there is nothing to name. */
    private static javafx.beans.binding.StringBinding actionText(String verb, ReadOnlyStringProperty what) {
        return Bindings.createStringBinding(() -> what.get() == null || what.get().isEmpty() ? verb : verb + " " + what.get(), what);
    }

    private void updateStatus() {
        DocumentViewModel doc = current.get();
        if (doc == null) {
            documentFacts.set("");
            selection.set("");
            return;
        }
        DocumentState s = doc.state();
        // Counted as info counts them, so the window and the command line agree on every file.
        String nodes = doc.openFile().format().name() + " · " + Counted.of(FileCounts.nodes(s.document()), "node") + " · ";
        documentFacts.set(!s.isAnalysed() ? nodes + LoadProgress.ANALYSING + "…"
                : nodes + Counted.of(FileCounts.references(s.document(), s.analysis()), "reference") + " · " + Counted.of(s.analysis().cycles().size(), "cycle"));
        selection.set(doc.placeName(doc.selectedPath()));
    }

    public ObservableList<DocumentViewModel> documents() { return documents; }

    /** The types the Open dialog offers: every document SaveLens reads, then each format, then any file. */
    public List<FileTypeFilter> openFilters() {
        List<FileTypeFilter> out = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (Format f : Formats.all()) for (String ext : f.extensions()) if (!all.contains("*" + ext)) all.add("*" + ext);
        out.add(new FileTypeFilter("All documents", all));
        for (Format f : Formats.all()) {
            List<String> patterns = f.extensions().stream().map(e -> "*" + e).toList();
            if (!patterns.isEmpty()) out.add(new FileTypeFilter(f.name() + " (" + String.join(", ", patterns) + ")", patterns));
        }
        out.add(new FileTypeFilter("All files", List.of("*")));
        return out;
    }

    public RecentFiles recent() { return recent; }

    public AppPreferences preferences() { return preferences; }

    private javafx.beans.property.BooleanProperty bottomPanel;

    /**
     * Whether each document's bottom panel shows (View ▸ Bottom Panel), remembered between runs. Even when wanted it
     * stays away while it has nothing to say.
     */
    public javafx.beans.property.BooleanProperty bottomPanelProperty() {
        if (bottomPanel == null) bottomPanel = remembered(preferences.bottomPanel(), preferences::setBottomPanel);
        return bottomPanel;
    }

    private javafx.beans.property.DoubleProperty bottomDivider;

    /** Where each document's bottom panel divider is (a share of the height from the top), remembered between runs. */
    public javafx.beans.property.DoubleProperty bottomDividerProperty() {
        if (bottomDivider == null) {
            bottomDivider = new javafx.beans.property.SimpleDoubleProperty(preferences.bottomDivider());
            bottomDivider.addListener((o, was, now) -> preferences.setBottomDivider(now.doubleValue()));
        }
        return bottomDivider;
    }

    private javafx.beans.property.BooleanProperty inspectorShown;

    /** Whether each document's inspector shows beside its tree (View ▸ Inspector), remembered between runs. */
    public javafx.beans.property.BooleanProperty inspectorProperty() {
        if (inspectorShown == null) inspectorShown = remembered(preferences.inspector(), preferences::setInspector);
        return inspectorShown;
    }

    private javafx.beans.property.BooleanProperty navigatorShown;

    /** Whether each document's navigator (Tree, Hierarchy, Save, Raw) shows (View ▸ Navigator), remembered between runs. */
    public javafx.beans.property.BooleanProperty navigatorProperty() {
        if (navigatorShown == null) navigatorShown = remembered(preferences.navigator(), preferences::setNavigator);
        return navigatorShown;
    }

    /** A view setting that starts as the last run left it and is written back whenever it changes. */
    private static javafx.beans.property.BooleanProperty remembered(boolean initial, java.util.function.Consumer<Boolean> store) {
        javafx.beans.property.BooleanProperty p = new javafx.beans.property.SimpleBooleanProperty(initial);
        p.addListener((o, was, now) -> store.accept(now));
        return p;
    }

    public ReadOnlyObjectProperty<DocumentViewModel> currentProperty() { return current.getReadOnlyProperty(); }

    public DocumentViewModel current() { return current.get(); }

    public ReadOnlyStringProperty loadErrorProperty() { return loadError.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }

    public ReadOnlyStringProperty busyTextProperty() { return busyText.getReadOnlyProperty(); }

    /** While busy: the fraction done, or -1 when unknown. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }

    /** True while a load runs (which {@link #cancelLoading} stops). */
    public ReadOnlyBooleanProperty loadingProperty() { return loading.getReadOnlyProperty(); }

    /** True while the task shown can be cancelled (a load, a search; not a save). */
    public ReadOnlyBooleanProperty cancellableProperty() { return cancellable.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** Format, nodes, references and cycles of the current document. */
    public ReadOnlyStringProperty documentFactsProperty() { return documentFacts.getReadOnlyProperty(); }

    public ReadOnlyStringProperty selectionProperty() { return selection.getReadOnlyProperty(); }

    public ObjectProperty<Theme> themeProperty() { return theme; }

    /** Backup generations every save keeps (FILE.bak … FILE.bak.N; 0 none), remembered between runs. */
    public IntegerProperty backupsProperty() { return backups; }

    public ReadOnlyBooleanProperty undoableProperty() { return undoable.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty redoableProperty() { return redoable.getReadOnlyProperty(); }

    /** "Undo Set name" for the Edit menu; "Undo" when nothing can be undone. */
    public ReadOnlyStringProperty undoTextProperty() { return undoText.getReadOnlyProperty(); }

    /** "Redo Set name" for the Edit menu; "Redo" when nothing can be redone. */
    public ReadOnlyStringProperty redoTextProperty() { return redoText.getReadOnlyProperty(); }

    /** The current document has a place to go Back to. */
    public ReadOnlyBooleanProperty canGoBackProperty() { return canGoBack.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canGoForwardProperty() { return canGoForward.getReadOnlyProperty(); }

    /** True while the current document is being written. */
    public ReadOnlyBooleanProperty savingProperty() { return saving.getReadOnlyProperty(); }
}
