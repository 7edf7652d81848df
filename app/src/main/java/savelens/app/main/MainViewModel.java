package savelens.app.main;

import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.app.theme.Theme;
import savelens.document.UnreadableDocumentException;

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
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("SaveLens");
    private final ReadOnlyStringWrapper documentFacts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper selection = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>();
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
        run(BackgroundTask.of("Opening " + path.getFileName(), () -> DocumentLoader.load(path), state -> {
            loadError.set(null);
            recent.opened(path);
            preferences.flush();
            add(new DocumentViewModel(path, state, false));
        }, failure -> loadError.set("Could not open " + path.getFileName() + ": " + describe(failure))));
    }

    /** Opens the bundled sample (a temporary copy), as the window does when started without a file. */
    public void openSample() {
        run(BackgroundTask.of("Opening the sample", () -> {
            Path copy = BundledSample.copy();
            return new Loaded(copy, DocumentLoader.load(copy));
        }, loaded -> add(new DocumentViewModel(loaded.file, loaded.state, true)),
                failure -> loadError.set("Could not open the bundled sample: " + describe(failure))));
    }

    private record Loaded(Path file, DocumentState state) {}

    private void add(DocumentViewModel doc) {
        // The sample stands in for "nothing open": a real file takes its place while it is untouched.
        documents.removeIf(d -> d.isSample() && !d.dirtyProperty().get() && !doc.isSample());
        documents.add(doc);
        current.set(doc);
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
        String m = failure.getMessage();
        return m == null || m.isBlank() ? failure.getClass().getSimpleName() : m;
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
    private <T> void run(BackgroundTask<T> task) {
        tracked().execute(task);
    }

    private TaskExecutor tracked() {
        return new TaskExecutor() {
            @Override public <T> void execute(BackgroundTask<T> task) {
                started(task.title());
                executor.execute(BackgroundTask.of(task.title(), task.work(), result -> {
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
    }

    private void finished() {
        running = Math.max(0, running - 1);
        busy.set(running > 0);
        if (running == 0) busyText.set("");
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
        documentFacts.set(s.document().format().name() + " · " + s.document().nodeCount() + " nodes · "
                + s.analysis().references() + " references · " + s.analysis().cycles().size() + " cycles");
        selection.set(doc.selectedPath());
    }

    public ObservableList<DocumentViewModel> documents() { return documents; }

    public RecentFiles recent() { return recent; }

    public AppPreferences preferences() { return preferences; }

    public ReadOnlyObjectProperty<DocumentViewModel> currentProperty() { return current.getReadOnlyProperty(); }

    public DocumentViewModel current() { return current.get(); }

    public ReadOnlyStringProperty loadErrorProperty() { return loadError.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }

    public ReadOnlyStringProperty busyTextProperty() { return busyText.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** Format, nodes, references and cycles of the current document. */
    public ReadOnlyStringProperty documentFactsProperty() { return documentFacts.getReadOnlyProperty(); }

    public ReadOnlyStringProperty selectionProperty() { return selection.getReadOnlyProperty(); }

    public ObjectProperty<Theme> themeProperty() { return theme; }

    public ReadOnlyBooleanProperty undoableProperty() { return undoable.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty redoableProperty() { return redoable.getReadOnlyProperty(); }

    public ReadOnlyStringProperty undoTextProperty() { return undoText.getReadOnlyProperty(); }
}
