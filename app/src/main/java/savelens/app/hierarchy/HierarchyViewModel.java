package savelens.app.hierarchy;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.json.VisibleText;
import savelens.path.Location;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;
import savelens.scene.SceneObject;

/**
 * The scene of the open document as a hierarchy: read again in the background after every change (a scene of
 * 100,000 objects takes a moment), filtered, searched by tag, and following the document's selection both
 * ways. Touches no control.
 */
public final class HierarchyViewModel {
    /** From this many bytes of text, reading the scene is listed in the status bar (below, it would only flicker). */
    static final int SHOWN_FROM = 1 << 20;

    static final String FIND_TOOLTIP = "Finds the first object with this tag the way the scene looks for it: depth-first from"
            + " the roots, in root-list order, each object before its children (an object deep under the first root"
            + " comes before the second root).";
    static final String SAVED_ACTIVE_TOOLTIP = "The scene's own saved active flag. It does not stop the scene's updates:"
            + " an object runs when it is active in hierarchy (its own flag and every parent's are on). The scene a"
            + " scene manager calls active is a third thing again, and is not saved here.";

    /** What the Visible column and a hidden object's tooltip say: in Godot, hiding is no part of running. */
    public static final String VISIBLE_TOOLTIP = "The node's own visible flag. Hiding does not stop a node in Godot:"
            + " a hidden node still processes (runs) unless its process_mode disables it; a hidden parent hides what is under it.";

    private final DocumentViewModel document;
    private final TaskExecutor executor;
    private final ReadOnlyBooleanWrapper hasVisibility = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<SceneHierarchy> scene = new ReadOnlyObjectWrapper<>();
    /** The scene once its places' names are told to the document (see {@link #namedSceneProperty}). */
    private final ReadOnlyObjectWrapper<SceneHierarchy> namedScene = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper isScene = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper godot = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<SceneObject> selected = new ReadOnlyObjectWrapper<>();
    private final StringProperty filter = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<List<SceneObject>> matches = new ReadOnlyObjectWrapper<>();
    private final StringProperty tag = new SimpleStringProperty("");
    private final ObservableList<String> tags = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper savedActive = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private BackgroundTask<SceneHierarchy> read;
    private BackgroundTask<SceneReading> naming;
    /** The names of the scene shown, as given to the document. */
    private SceneNames names;
    private BackgroundTask<List<SceneObject>> filtering;

    public HierarchyViewModel(DocumentViewModel document, TaskExecutor executor) {
        this.document = document;
        this.executor = executor;
        document.stateProperty().addListener((o, was, now) -> {
            if (!carriedOver(was, now)) readScene(now);
        });
        document.selectedPathProperty().addListener((o, was, now) -> followSelection());
        filter.addListener((o, was, now) -> refilter());
        readScene(document.state());
    }

    // ---- reading the scene

    /**
     * Reads the document as a scene in the background; the scene shown stays until the new one is there. Its rows
     * are listed as soon as the scene is read, with only its top objects made; its tags, its places' names and
     * whether it has visible flags, which build every object, are worked out next ({@link #name}).
     */
    private void readScene(DocumentState state) {
        // Cancelled for this read, not by the user: the tasks are let go first, so that their cancel tells them apart.
        BackgroundTask<?> readBefore = read, namingBefore = naming;
        read = null;
        naming = null;
        if (readBefore != null) readBefore.cancel();
        if (namingBefore != null) namingBefore.cancel();
        Document doc = state.document();
        reading.set(true);
        BackgroundTask<SceneHierarchy> task = BackgroundTask.of("Reading the scene hierarchy", context -> SceneReading.hierarchyOf(doc))
                .inLine(true)
                .shownToUser(doc.textLength() >= SHOWN_FROM)
                .onSuccess(s -> {
                    if (s != null && s.document() != document.document()) return; // a newer state is being read already
                    if (s == null) show(SceneReading.NONE);
                    else {
                        show(s);
                        name(s);
                    }
                })
                .onFailure(failure -> {
                    namedScene.set(null); // no scene of this state is known: what waits for one goes on without it
                    failed(failure);
                })
                .onCancelled(() -> {
                    reading.set(false);
                    if (read != null && read.isCancelled()) namedScene.set(null); // the user's cancel: no scene of this state comes
                });
        read = task;
        executor.execute(task);
    }

    /** The tags, names and visible flags of the scene whose rows are listed, worked out in the background. */
    private void name(SceneHierarchy s) {
        BackgroundTask<SceneReading> task = BackgroundTask.of("Naming the scene's objects", context -> SceneReading.of(s))
                .inLine(true)
                .shownToUser(s.document().textLength() >= SHOWN_FROM)
                .onSuccess(result -> {
                    if (scene.get() == s) show(result); // else a newer read replaced it, and tells when it is done
                })
                .onFailure(failure -> {
                    if (scene.get() == s) namedScene.set(s); // what waits for its names goes on without them
                    failed(failure);
                })
                .onCancelled(() -> {
                    reading.set(false);
                    if (naming != null && naming.isCancelled() && scene.get() == s) namedScene.set(s); // the user's: no names come
                });
        naming = task;
        executor.execute(task);
    }

    private void failed(Throwable failure) {
        reading.set(false);
        message.set("Could not read the scene: " + failure.getMessage());
    }

    /** The scene's rows: listed, its objects made as they are asked for. */
    private void show(SceneHierarchy s) {
        scene.set(s);
        isScene.set(true);
        godot.set(s.shape().typedNodesWithGroups());
        heading.set(heading(s));
        savedActive.set(s.savedActive() == null ? "" : "saved active: " + s.savedActive());
        followSelection();
        refilter();
    }

    /** The scene with its tags, names and visible flags (or no scene): the read is done. */
    private void show(SceneReading result) {
        reading.set(false);
        SceneHierarchy s = result.scene();
        names = result.names();
        document.sceneRead(names);
        namedScene.set(s);
        hasVisibility.set(result.hasVisibility());
        tags.setAll(result.tags());
        if (s != null) return; // its rows are listed already
        scene.set(null);
        isScene.set(false);
        godot.set(false);
        heading.set("");
        savedActive.set("");
        message.set("");
        followSelection();
        refilter();
    }

    /**
     * After an edit the scene cannot see (a scalar or a retarget of a field it does not read, or the scene's own name), the scene shown is
     * carried over to the new document instead of read again: at a million nodes a read takes seconds and holds a
     * second hierarchy in the heap meanwhile. False when the scene must be read again (or a read is under way).
     */
    private boolean carriedOver(DocumentState was, DocumentState now) {
        SceneHierarchy s = scene.get();
        if (reading.get() || was == null || s == null || names == null || names.scene() != s || s.document() != was.document()) return false;
        SceneHierarchy next = s.following(now.document());
        if (next == null) return false;
        names = names.following(next);
        document.sceneRead(names);
        namedScene.set(next); // named as the scene before was: what waits for this state's scene goes on
        scene.set(next);
        heading.set(heading(next));
        followSelection();
        if (!ObjectFilter.parse(filter.get()).isEmpty()) refilter(); // the matches found are of the scene before
        return true;
    }

    private String heading(SceneHierarchy s) {
        return s == null ? "" : "Scene \"" + VisibleText.show(sceneName(s), 60) + "\"";
    }

    /** The scene's saved name; a Unity scene saves none and goes by its file's name, as the editor shows it. */
    private String sceneName(SceneHierarchy s) {
        if (s.name() != null) return s.name();
        String file = document.file() == null ? "untitled" : document.file().getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    // ---- selection, both ways

    /** Selects an object in the document (the tree and the inspector follow). */
    public void select(SceneObject object) {
        if (object == null) return;
        int node = nodeInDocument(object);
        if (node >= 0) document.selectNode(node);
    }

    /** The object the document's selection is, or lies in (one of its fields or components). */
    private void followSelection() {
        SceneHierarchy s = scene.get();
        Location at = document.selectedLocation();
        if (s == null || at == null) {
            selected.set(null);
            return;
        }
        Document doc = document.document();
        int node;
        if (at.isNode()) node = at.node();
        else {
            int v = at.value();
            ValueKind kind = doc.kind(v);
            // A reference unfolded at its home stands for the node it names, as in the tree and the inspector.
            boolean home = (kind == ValueKind.REFERENCE || kind == ValueKind.NODE) && doc.target(v) >= 0
                    && document.state().isAnalysed() && document.state().analysis().isHome(v);
            node = home ? doc.target(v) : doc.ownerNode(v);
        }
        selected.set(s.objectContaining(nodeInScene(node)));
    }

    /** A node of the current document as the shown scene numbers it (the same unless the scene is still being read). */
    private int nodeInScene(int node) {
        SceneHierarchy s = scene.get();
        Document doc = document.document();
        if (node < 0 || s.document() == doc || doc.keepsStructureOf(s.document())) return node;
        return s.document().nodeById(doc.nodeId(node));
    }

    /**
     * The current document's node of a shown object (found by its id when the edit since moved nodes); -1 for a row
     * of another scene, which is no node of the document.
     */
    private int nodeInDocument(SceneObject object) {
        if (object.isInherited()) return -1;
        SceneHierarchy s = scene.get();
        Document doc = document.document();
        if (s == null || s.document() == doc || doc.keepsStructureOf(s.document())) return object.node();
        return doc.nodeById(object.id());
    }

    // ---- filter and find

    /** The objects the filter lets through, in depth-first order; null while no filter is set. */
    private void refilter() {
        if (filtering != null) filtering.cancel();
        SceneHierarchy s = scene.get();
        ObjectFilter f = ObjectFilter.parse(filter.get());
        if (s == null || f.isEmpty()) {
            matches.set(null);
            if (s != null) message.set("");
            return;
        }
        BackgroundTask<List<SceneObject>> task = BackgroundTask.of("Filtering the hierarchy", context -> {
                    java.util.BitSet missing = f.field() == ObjectFilter.Field.MISSING ? MissingReferences.objectsOf(s, context::isCancelled) : new java.util.BitSet();
                    return f.apply(s.objects(), s.document()::type, missing::get, context::isCancelled);
                })
                .shownToUser(false)
                .onSuccess(found -> {
                    if (scene.get() != s) return;
                    matches.set(found);
                    message.set(found.isEmpty() ? "no object matches " + f
                            : found.size() + " of " + s.objects().size() + " objects match");
                });
        filtering = task;
        executor.execute(task);
    }

    /** Selects the first object with the tag in {@link #tagProperty}, depth-first from the roots (the seed's order). */
    public void findFirstWithTag() {
        SceneHierarchy s = scene.get();
        String t = tag.get() == null ? "" : tag.get().trim();
        if (s == null) return;
        if (t.isEmpty()) {
            message.set("Type or choose a tag to find");
            return;
        }
        SceneObject found = s.findFirstWithTag(t).orElse(null);
        if (found == null) {
            message.set("No object is tagged \"" + VisibleText.show(t) + "\"");
            return;
        }
        List<SceneObject> shown = matches.get();
        if (shown != null && !shown.contains(found)) filter.set(""); // the filter would hide what was found
        select(found);
        message.set("First with tag \"" + VisibleText.show(t) + "\" depth-first from the roots: " + found.id() + " "
                + VisibleText.show(found.name(), 60));
    }

    // ---- properties

    public DocumentViewModel document() { return document; }

    /** The scene shown, or null when the document is not one (or is still being read the first time). */
    public ReadOnlyObjectProperty<SceneHierarchy> sceneProperty() { return scene.getReadOnlyProperty(); }

    public SceneHierarchy scene() { return scene.get(); }

    /**
     * The scene shown once its places' names are known to the document ({@link DocumentViewModel#sceneNamesProperty}),
     * or once naming it failed or was cancelled; null when the document is no scene, or reading this state's scene failed
     * or was cancelled. What names its rows in the scene's words waits
     * for this rather than {@link #sceneProperty}, so that it works them out once, not once before the names and once
     * after.
     */
    public ReadOnlyObjectProperty<SceneHierarchy> namedSceneProperty() { return namedScene.getReadOnlyProperty(); }

    /** True when the scene's engine keeps a visible flag apart from being active (Godot): the Visible column shows. */
    public ReadOnlyBooleanProperty hasVisibilityProperty() { return hasVisibility.getReadOnlyProperty(); }

    /** True when the document is a scene: the window shows its Hierarchy. */
    public ReadOnlyBooleanProperty isSceneProperty() { return isScene.getReadOnlyProperty(); }

    /**
     * True when the scene is Godot's: rows show each node's type with a glyph by its kind, and the tags column is
     * headed "Groups", as Godot calls them.
     */
    public ReadOnlyBooleanProperty godotProperty() { return godot.getReadOnlyProperty(); }

    /** What the Type column says of an object: its type, or for an instanced scene "instance of main.tscn". */
    public static String typeText(SceneObject o) {
        if (o.prefab() != null && o.prefab().ofScene()) {
            String source = o.prefab().source();
            String file = source == null ? "a scene" : source.substring(source.lastIndexOf('/') + 1);
            return "instance of " + file;
        }
        return o.type() == null ? "" : o.type();
    }

    /** True while the scene is read (again) in the background. */
    public ReadOnlyBooleanProperty readingProperty() { return reading.getReadOnlyProperty(); }

    /** The object the document's selection is or lies in; null when it lies in none. */
    public ReadOnlyObjectProperty<SceneObject> selectedProperty() { return selected.getReadOnlyProperty(); }

    /**
     * Name, tag, layer or component kind to filter by; {@code tag:}, {@code layer:}, {@code component:}, {@code type:}
     * pick one; {@code inactive}, {@code hidden}, {@code missing} a state.
     */
    public StringProperty filterProperty() { return filter; }

    /** The objects the filter lets through, depth-first; null while there is no filter (the whole tree shows). */
    public ReadOnlyObjectProperty<List<SceneObject>> matchesProperty() { return matches.getReadOnlyProperty(); }

    /** The tag that {@link #findFirstWithTag} looks for. */
    public StringProperty tagProperty() { return tag; }

    /** The scene's tags, sorted, as choices for {@link #tagProperty}. */
    public ObservableList<String> tags() { return tags; }

    /** {@code Scene "Village"}; empty when there is no scene. */
    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    /** The scene's own saved active flag ({@code saved active: false}); empty when the file saves none. */
    public ReadOnlyStringProperty savedActiveProperty() { return savedActive.getReadOnlyProperty(); }

    public String savedActiveTooltip() { return SAVED_ACTIVE_TOOLTIP; }

    public String findTooltip() { return FIND_TOOLTIP; }

    /** What the last filter or find came to. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
}
