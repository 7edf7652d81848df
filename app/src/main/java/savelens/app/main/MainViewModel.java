package savelens.app.main;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
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
import javafx.collections.ObservableList;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.LoadProgress;
import savelens.app.task.BackgroundTask;
import savelens.app.task.LatestValueRelay;
import savelens.app.task.TaskExecutor;
import savelens.app.task.TaskHandle;
import savelens.app.theme.Theme;
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
    private final Set<TaskHandle> loads = new LinkedHashSet<>();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("SaveLens");
    private final ReadOnlyStringWrapper documentFacts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper selection = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>();
    private final IntegerProperty backups = new SimpleIntegerProperty();
    private final ReadOnlyBooleanWrapper undoable = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper redoable = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper("Undo");
    private int running;

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
    }

    // ---- opening and closing

    /** Loads a file in the background; when it cannot be read, the core's message becomes the load error. */
    public void open(Path file) {
        Path path = file.toAbsolutePath().normalize();
        for (DocumentViewModel d : documents) {
            if (path.equals(d.file()) && !d.isSample()) {
                current.set(d);
                return;
            }
        }
        load("Opening " + path.getFileName(), report -> DocumentLoader.read(path, report), loaded -> {
            loadError.set(null);
            recent.opened(path);
            preferences.flush();
            add(new DocumentViewModel(loaded, false));
        }, failure -> loadError.set("Could not open " + path.getFileName() + ": " + describe(failure)));
    }

    /**
     * Reads a document's file again as it is on disk now, in place of the open document (its edits are
     * dropped): the answer Reload when a save found the file changed by another program.
     */
    public void reload(DocumentViewModel doc) {
        Path path = doc.file();
        doc.dismissQuestion();
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
        }, failure -> loadError.set("Could not reload " + path.getFileName() + ": " + describe(failure)));
    }

    /** Opens the bundled sample (a temporary copy), as the window does when started without a file. */
    public void openSample() {
        load("Opening the sample", report -> DocumentLoader.read(BundledSample.copy(), report),
                loaded -> add(new DocumentViewModel(loaded, true)),
                failure -> loadError.set("Could not open the bundled sample: " + describe(failure)));
    }

    /** What a load does on its worker, given where to report its steps. */
    private interface LoadWork<T> {
        T load(Consumer<LoadProgress> report) throws Exception;
    }

    /**
     * Runs a load in the background with its progress shown (throttled onto the UI thread) and a Cancel
     * that leaves everything as it was: nothing is added, and the status says so briefly.
     */
    private <T> void load(String title, LoadWork<T> work, Consumer<T> onLoaded, Consumer<Throwable> onFailure) {
        TaskHandle[] self = {null};
        TaskHandle handle = run(BackgroundTask.reporting(title, context -> {
            // Registered from inside the work too: an executor that runs it in place returns the handle only afterwards.
            context.onUiThread(() -> track(context.handle()));
            LatestValueRelay<LoadProgress> relay = new LatestValueRelay<>(context, p -> showProgress(title, p));
            return work.load(relay::offer);
        }, loaded -> {
            untrack(self[0]);
            onLoaded.accept(loaded);
        }, failure -> {
            untrack(self[0]);
            if (failure instanceof CancellationException) busyText.set("Loading cancelled");
            else onFailure.accept(failure);
        }));
        self[0] = handle;
        if (!handle.isDone()) track(handle);
    }

    private void track(TaskHandle handle) {
        if (handle != null && !handle.isDone()) loads.add(handle);
        loading.set(!loads.isEmpty());
    }

    private void untrack(TaskHandle handle) {
        loads.removeIf(h -> h == handle || h.isDone());
        loading.set(!loads.isEmpty());
    }

    private void showProgress(String title, LoadProgress p) {
        busyText.set(title + "… " + p.describe());
        progress.set(p.isDeterminate() ? p.fraction() : -1);
    }

    /** Stops every load under way; the window stays as it was before they began. */
    public void cancelLoading() {
        for (TaskHandle h : new ArrayList<>(loads)) h.cancel();
        loads.clear();
        loading.set(false);
    }

    private void add(DocumentViewModel doc) {
        prepare(doc);
        // The sample stands in for "nothing open": a real file takes its place while it is untouched.
        documents.removeIf(d -> d.isSample() && !d.dirtyProperty().get() && !doc.isSample());
        documents.add(doc);
        current.set(doc);
    }

    private void prepare(DocumentViewModel doc) {
        doc.computeBigStepsWith(tracked()); // counted like any background work: the status bar says what runs
        doc.backupsProperty().bind(backups);
    }

    public void close(DocumentViewModel doc) {
        int i = documents.indexOf(doc);
        documents.remove(doc);
        if (current.get() == doc) current.set(documents.isEmpty() ? null : documents.get(Math.max(0, i - 1)));
    }

    public void dismissLoadError() { loadError.set(null); }

    static String describe(Throwable failure) {
        if (failure instanceof UnreadableDocumentException) return failure.getMessage();
        if (failure instanceof OutOfMemoryError) return "the file is too large to load in this much memory";
        if (failure instanceof java.io.IOException && failure.getMessage() != null) return "cannot be read: " + failure.getMessage();
        // Anything else is a fault of SaveLens; its exception text means nothing to the user.
        return "SaveLens failed unexpectedly while reading the file (an internal error)";
    }

    // ---- saving

    public void save() {
        DocumentViewModel doc = current.get();
        if (doc != null) doc.save(tracked(), null);
    }

    public void saveAs(Path target) {
        DocumentViewModel doc = current.get();
        if (doc == null) return;
        doc.saveAs(target, tracked(), () -> recent.opened(target));
    }

    /** Runs background work while counting it, so the status bar shows progress. */
    private <T> TaskHandle run(BackgroundTask<T> task) {
        return tracked().submit(task);
    }

    private TaskExecutor tracked() {
        return new TaskExecutor() {
            @Override public <T> TaskHandle submit(BackgroundTask<T> task) {
                started(task.title());
                return executor.submit(new BackgroundTask<>(task.title(), task.work(), result -> {
                    finished();
                    task.onSuccess().accept(result);
                }, failure -> {
                    finished();
                    task.onFailure().accept(failure);
                }));
            }
        };
    }

    private void started(String what) {
        running++;
        busy.set(true);
        busyText.set(what + "…");
        progress.set(-1);
    }

    private void finished() {
        running = Math.max(0, running - 1);
        busy.set(running > 0);
        if (running == 0) {
            busyText.set("");
            progress.set(0);
        }
    }

    public TaskExecutor executor() { return tracked(); }

    // ---- current document and status

    public void setCurrent(DocumentViewModel doc) { current.set(doc); }

    private final ChangeListener<Object> facts = (o, was, now) -> updateStatus();

    private void currentChanged(javafx.beans.value.ObservableValue<? extends DocumentViewModel> o, DocumentViewModel was, DocumentViewModel now) {
        if (was != null) {
            was.stateProperty().removeListener(facts);
            was.selectedPathProperty().removeListener(facts);
        }
        title.unbind();
        undoable.unbind();
        redoable.unbind();
        undoText.unbind();
        if (now == null) {
            title.set("SaveLens");
            undoable.set(false);
            redoable.set(false);
            undoText.set("Undo");
        } else {
            undoable.bind(now.undoableProperty());
            redoable.bind(now.redoableProperty());
            undoText.bind(Bindings.createStringBinding(() -> {
                String what = now.undoModel().undoDescriptionProperty().get();
                return what == null ? "Undo" : "Undo " + what;
            }, now.undoModel().undoDescriptionProperty()));
            now.stateProperty().addListener(facts);
            now.selectedPathProperty().addListener(facts);
            title.bind(Bindings.concat(now.titleProperty(), " — SaveLens"));
        }
        updateStatus();
    }

    private void updateStatus() {
        DocumentViewModel doc = current.get();
        if (doc == null) {
            documentFacts.set("");
            selection.set("");
            return;
        }
        DocumentState s = doc.state();
        documentFacts.set(doc.openFile().format().name() + " · " + s.document().nodeCount() + " nodes · "
                + s.analysis().references() + " references · " + s.analysis().cycles().size() + " cycles");
        selection.set(doc.selectedPath().toString());
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

    public ReadOnlyObjectProperty<DocumentViewModel> currentProperty() { return current.getReadOnlyProperty(); }

    public DocumentViewModel current() { return current.get(); }

    public ReadOnlyStringProperty loadErrorProperty() { return loadError.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }

    public ReadOnlyStringProperty busyTextProperty() { return busyText.getReadOnlyProperty(); }

    /** While busy: the fraction done, or -1 when unknown. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }

    /** True while a load runs that Cancel can stop. */
    public ReadOnlyBooleanProperty loadingProperty() { return loading.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** Format, nodes, references and cycles of the current document. */
    public ReadOnlyStringProperty documentFactsProperty() { return documentFacts.getReadOnlyProperty(); }

    public ReadOnlyStringProperty selectionProperty() { return selection.getReadOnlyProperty(); }

    public ObjectProperty<Theme> themeProperty() { return theme; }

    /** Backup generations every save keeps (FILE.bak … FILE.bak.N; 0 none), remembered between runs. */
    public IntegerProperty backupsProperty() { return backups; }

    public ReadOnlyBooleanProperty undoableProperty() { return undoable.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty redoableProperty() { return redoable.getReadOnlyProperty(); }

    public ReadOnlyStringProperty undoTextProperty() { return undoText.getReadOnlyProperty(); }
}
