package savelens.app.inspector;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.app.panels.Counted;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReferenceEdges;
import savelens.document.ShownIds;
import savelens.document.ShownTypes;
import savelens.document.ValueKind;
import savelens.document.ValueNames;
import savelens.index.ValueIndex;
import savelens.json.MalformedEscapeException;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeDef;
import savelens.scene.SceneComponent;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * What the inspector shows for the selection: the node it belongs to, that node's path from the root and
 * the places that refer to it, and the editable fields of the container the selection sits in. When the document
 * is a scene and the selection is one of its objects, all of that object's components follow its own fields, each
 * as a section of editable fields (as a scene editor's inspector shows them), with its two active flags.
 */
public final class InspectorViewModel {
    private final DocumentViewModel document;
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper headingDetail = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nodePath = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nodePathHeading = new ReadOnlyStringWrapper(PATH_FROM_ROOT);
    private final ReadOnlyStringWrapper nodePlace = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper typeInfo = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper containerPath = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<DocumentPath> focusedField = new ReadOnlyObjectWrapper<>();
    private final ObservableList<FieldRow> fields = FXCollections.observableArrayList();
    private final ObservableList<ReferenceRow> referencedBy = FXCollections.observableArrayList();
    private final ObjectProperty<SceneHierarchy> scene = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<SceneObject> sceneObject = new ReadOnlyObjectWrapper<>();
    /** A scene object's components section is shown where its engine has components (not Godot's typed nodes). */
    private final ReadOnlyBooleanWrapper componentsShown = new ReadOnlyBooleanWrapper(false);
    /** The object is a Godot node: its active flags are said in Godot's words (process_mode, can_process). */
    private final ReadOnlyBooleanWrapper godotNode = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<ComponentSection> components = FXCollections.observableArrayList();

    public InspectorViewModel(DocumentViewModel document) {
        this.document = document;
        document.selectedPathProperty().addListener((o, was, now) -> refresh(false));
        // A patched edit (a scalar's text, a reference's target) keeps every value's place: rows that differ are replaced alone.
        document.stateProperty().addListener((o, was, now) -> refresh(was != null && (now.document().keepsStructureOf(was.document())
                || now.document().keepsValuesOf(was.document()))));
        // The scene is read again in the background after a change: its arrival keeps what is shown where it can.
        scene.addListener((o, was, now) -> refresh(true));
        // Shown without the referrers already when the state came whose analysis is to follow: refreshed when it lands.
        document.analysedProperty().addListener((o, was, now) -> {
            if (now) refresh(true);
        });
        // The scene's names land after its objects: references and referrers are then named by them.
        document.sceneNamesProperty().addListener((o, was, now) -> refresh(true));
        refresh(false);
    }

    public DocumentViewModel document() { return document; }

    /**
     * Shows the selection. {@code inPlace}: the new state keeps the values of the one shown (a patched scalar edit or
     * retarget), so rows come back at the same places and only those that changed are replaced, which keeps the other
     * editors (and the focus in them) as they are.
     */
    private void refresh(boolean inPlace) {
        DocumentState state = document.state();
        Document doc = state.document();
        // Never waits for the analysis: until it lands a node below the root is named by its id, then refreshed.
        PathNames paths = state.pathsNow();
        if (doc.isSingleValue()) {
            showSingleValue(doc);
            return;
        }
        Location at = document.selectedLocation();
        if (at == null) at = new Location(doc.root(), -1);

        // The container to show: a node's fields, an unfolded reference's target, an array or object itself,
        // or for a scalar or a marker the container it sits in.
        int node;
        int container;
        DocumentPath containerAt;
        DocumentPath focus = null;
        if (at.isNode()) {
            node = at.node();
            container = doc.body(node);
            containerAt = paths.node(node);
        } else {
            int v = at.value();
            ValueKind kind = doc.kind(v);
            // Until the graph is analysed a reference shows as a field of its container: whether it unfolds is not known.
            if ((kind == ValueKind.REFERENCE || kind == ValueKind.NODE) && doc.target(v) >= 0 && state.isAnalysed() && state.analysis().isHome(v)) {
                node = doc.target(v);
                container = doc.body(node);
                containerAt = paths.node(node);
            } else if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) {
                node = doc.ownerNode(v);
                container = v;
                containerAt = paths.value(v);
            } else {
                container = doc.index().parent(v);
                node = doc.ownerNode(v);
                containerAt = node >= 0 && container == doc.body(node) ? paths.node(node) : paths.value(container);
                focus = paths.value(v);
            }
        }
        if (node < 0) node = doc.root();
        // The heading and the node's place are worked out first and each set once: set to the generic label and then
        // to the scene's (or the game's) words, every refresh (three per edit of a scene) changed them twice and back,
        // and the fields showing them were laid out again each time.
        Naming naming = new Naming();
        naming.heading = NodeLabels.full(doc, node);
        String withoutId = NodeLabels.withoutLongId(doc, node);
        if (withoutId != null) { // a 19-digit Unity file id is a detail: the type leads
            naming.heading = withoutId;
            naming.detail = ShownIds.of(doc, node);
        }
        naming.path = paths.node(node).toString();
        String written = doc.type(node);
        TypeDef def = doc.registry().type(written);
        // Registry talk only where a registry could apply (helio, Jackson, or one given); elsewhere it is noise.
        typeInfo.set(def != null ? "registry: " + VisibleText.show(def.name()) + " v" + def.version()
                : !doc.registryApplies() ? writtenType(written, ShownTypes.of(doc, node))
                : doc.registry().isEmpty() ? "no registry" : "type not in the registry");
        // Scene objects' fields are headed with the object's scene path, as the user knows it.
        naming.container = document.placeName(containerAt);
        show(fields, rows(doc, paths, node, container, containerAt, def, state.names()), inPlace);
        // Who refers to a node is listed with the analysis, off this thread: until then the list waits for it.
        show(referencedBy, state.isAnalysed() ? referencedBy(doc, paths, node) : List.of(), inPlace);
        SceneObject object = container == doc.body(node) ? sceneObject(doc, node) : null;
        sceneObject.set(object);
        componentsShown.set(object != null && scene.get().shape().hasComponents());
        godotNode.set(object != null && scene.get().shape().typedNodesWithGroups());
        // A scene names its objects in fields of its own (Unity's m_Name), which the generic label does not know.
        if (object != null && !object.name().isEmpty() && NodeLabels.displayName(doc, node) == null) {
            naming.heading = naming.heading + " \"" + VisibleText.show(object.name(), 60) + "\"";
        }
        // A scene's author knows an object by where it sits: its scene path leads, the node's label follows.
        String sceneName = document.sceneName(paths.node(node));
        if (sceneName != null) nameByTheScene(naming, doc, node, sceneName);
        else nameByTheGame(naming, state, doc, paths, node, containerAt);
        heading.set(naming.heading);
        headingDetail.set(naming.detail);
        nodePath.set(naming.path);
        nodePathHeading.set(naming.pathHeading);
        nodePlace.set(naming.place);
        containerPath.set(naming.container);
        show(components, object == null ? List.of() : sections(doc, paths, object), inPlace);
        focusedField.set(focus);
    }

    /** The words that head the inspector, worked out before any is shown. */
    private static final class Naming {
        String heading;
        String detail = "";
        String path;
        String pathHeading = PATH_FROM_ROOT;
        String place = "";
        String container;
    }

    /**
     * A scene's object or component: its scene path heads it and stands for where it is; its id and type follow,
     * dimmed (a Unity file id has 19 digits), and so does the node's own place in the file, its id path: the path the
     * tree unfolds it by may pass through a signal connection or a component that names the object.
     */
    private static void nameByTheScene(Naming naming, Document doc, int node, String sceneName) {
        naming.heading = sceneName;
        naming.detail = NodeLabels.besideScenePath(doc, node, sceneName);
        naming.pathHeading = SCENE_PATH;
        naming.path = sceneName;
        naming.place = "in the file: " + DocumentPath.node(doc.nodeId(node));
    }

    static final String PATH_FROM_ROOT = "Path from root", SCENE_PATH = "Scene path";

    /** A node the game's data names (an RPG Maker actor) is headed by that name, and so are its own fields. */
    private static void nameByTheGame(Naming naming, DocumentState state, Document doc, PathNames paths, int node, DocumentPath containerAt) {
        if (!state.hasGameNames()) return;
        DocumentPath at = paths.node(node);
        String name = state.gameNameOfNode(node, at);
        if (name == null) return;
        naming.heading = NodeLabels.withGameName(doc, node, name);
        if (containerAt.equals(at)) naming.container = VisibleText.show(name);
    }

    /**
     * The scene object a node is, when the document is a scene. The scene is read in the background, so right
     * after an edit it may be the one before: its node numbers still hold when the edit kept the structure.
     */
    private SceneObject sceneObject(Document doc, int node) {
        SceneHierarchy s = scene.get();
        if (s == null || (s.document() != doc && !doc.keepsStructureOf(s.document()))) return null;
        return s.object(node);
    }

    /** One section per component of the object, in its order, with the component's fields. */
    private List<ComponentSection> sections(Document doc, PathNames paths, SceneObject object) {
        List<ComponentSection> out = new ArrayList<>();
        for (SceneComponent c : object.components()) {
            int n = c.node();
            if (n < 0 || n >= doc.nodeCount() || doc.bodyIsArray(n)) continue;
            DocumentPath at = paths.node(n);
            TypeDef def = doc.registry().type(doc.type(n));
            List<FieldRow> rows = new ArrayList<>();
            for (FieldRow row : rows(doc, paths, n, doc.body(n), at, def, ValueNames.NONE)) {
                List<FieldRow> parts = row.kind() == ValueKind.OBJECT ? parts(doc, paths, n, row) : null;
                if (parts == null) rows.add(row);
                else rows.addAll(parts);
            }
            out.add(new ComponentSection(c.kind() == null ? "Component" : VisibleText.show(c.kind(), 60), c.id().toString(), at, rows));
        }
        return out;
    }

    /** A small inline object of numbers in a component (a position's {x, y, z}, a colour) is edited in place, one row per part. */
    private List<FieldRow> parts(Document doc, PathNames paths, int node, FieldRow row) {
        Location at = paths.resolve(row.path());
        if (at == null || at.isNode()) return null;
        int value = at.value();
        if (doc.visibleChildCount(value) == 0 || doc.visibleChildCount(value) > MAX_PARTS) return null;
        boolean[] numbers = {true};
        doc.forEachChild(value, v -> {
            if (doc.kind(v) != ValueKind.NUMBER) numbers[0] = false;
        });
        if (!numbers[0]) return null; // a reference written as a mapping ({fileID, guid, type}) stays one value
        List<FieldRow> out = new ArrayList<>();
        for (FieldRow part : rows(doc, paths, node, value, row.path(), null, ValueNames.NONE)) {
            out.add(new FieldRow(row.name() + "." + part.name(), part.path(), part.kind(), part.slot(), part.registryKind(),
                    part.text(), part.targetLabel(), part.targetName()));
        }
        return out;
    }

    /** An inline object with more parts than this stays a link to its own fields. */
    static final int MAX_PARTS = 6;

    /** Puts rows in a list: all anew, or in place, only those that differ (one replacement each). */
    private static <T> void show(ObservableList<T> list, List<T> rows, boolean inPlace) {
        if (list.equals(rows)) return; // another place in the same container: its editors (and a menu open on one) stay
        if (!inPlace || list.size() != rows.size()) {
            list.setAll(rows);
            return;
        }
        for (int i = 0; i < rows.size(); i++) if (!rows.get(i).equals(list.get(i))) list.set(i, rows.get(i));
    }

    private List<FieldRow> rows(Document doc, PathNames paths, int node, int container, DocumentPath containerAt, TypeDef def,
                                ValueNames names) {
        List<FieldRow> out = new ArrayList<>();
        String unregistered = doc.registryApplies() ? "unregistered" : "";
        boolean array = doc.index().kind(container) == ValueIndex.ARRAY;
        boolean isBody = container == doc.body(node);
        String arrayField = !isBody && array && doc.index().parent(container) == doc.body(node) ? doc.name(container) : null;
        int[] index = {0};
        doc.forEachChild(container, v -> {
            int at = index[0]++;
            String name = array ? "[" + at + "]" : doc.name(v);
            DocumentPath path = array ? containerAt.index(at) : containerAt.member(doc, name);
            String shownName = array ? name : VisibleText.show(name);
            String registryKind = unregistered;
            FieldKind slot = null;
            if (def != null) {
                FieldDef f = isBody && !array ? def.field(name) : arrayField != null ? def.field(arrayField) : null;
                if (f != null) {
                    // An element of an array field holds what the field's elements hold: a reference for "array".
                    slot = isBody ? f.kind() : f.kind() == FieldKind.ARRAY ? FieldKind.REF : f.kind() == FieldKind.ANY ? FieldKind.ANY : null;
                    registryKind = isBody ? f.kind().jsonName() : "ref (element of array)";
                    if (isBody && f.type() != null) registryKind += " → " + VisibleText.show(f.type());
                }
            }
            ValueKind kind = doc.kind(v);
            String text = editorText(doc, v);
            int t = doc.target(v);
            TargetWords target = kind != ValueKind.REFERENCE ? null : t >= 0 ? target(doc, t) : new TargetWords("no such node", "no such node");
            String targetLabel = target == null ? null : target.label();
            String targetName = target == null ? null : target.name();
            String gameName = names.nameFor(doc, v); // an RPG Maker id's name in the game's data: item 41 "Potion"
            if (gameName != null) registryKind = (registryKind.isEmpty() ? "" : registryKind + " ") + "\u201c" + VisibleText.show(gameName, 60) + "\u201d";
            out.add(new FieldRow(shownName, path, kind, slot, registryKind, text, targetLabel, targetName));
        });
        return out;
    }

    /**
     * A reference's target in the window's words. {@code label}: by its scene path in a scene, by the game's name where
     * the game's data names it (an RPG Maker actor), its id and type after it. {@code name}, what its link says: the
     * scene path or the game's name alone (the id is in the tooltip), else its label, a long id left out.
     */
    private record TargetWords(String label, String name) {}

    private TargetWords target(Document doc, int node) {
        String scene = doc == document.document() ? document.sceneNameOfNode(node) : null;
        if (scene != null) return new TargetWords(NodeLabels.withScenePath(doc, node, scene), scene);
        String game = gameNameOf(doc, node);
        if (game != null) return new TargetWords(NodeLabels.withGameName(doc, node, game), VisibleText.show(game));
        String label = NodeLabels.full(doc, node);
        String withoutLongId = NodeLabels.withoutLongId(doc, node); // Unity's SceneRoots, its 19-digit id in the tooltip
        return new TargetWords(label, withoutLongId != null ? withoutLongId : label);
    }

    /** The game's name for a node of the current document ({@code actor 1 Harold}), or null. */
    private String gameNameOf(Document doc, int node) {
        DocumentState s = document.state();
        if (doc != s.document() || !s.hasGameNames()) return null;
        return s.gameNameOfNode(node, s.pathsNow().node(node));
    }

    /** What a value's editor starts with. */
    private static String editorText(Document doc, int v) {
        return switch (doc.kind(v)) {
            case STRING -> VisibleText.show(doc.index().string(v));
            case REFERENCE -> doc.referencedNodeId(v).toString();
            case ARRAY -> Counted.of(doc.visibleChildCount(v), "element");
            case OBJECT -> Counted.of(doc.visibleChildCount(v), "field");
            case NODE -> NodeLabels.full(doc, doc.target(v));
            case NULL -> "null"; // as the file writes none: Unity's {fileID: 0}, Godot 3's nil
            default -> doc.raw(v);
        };
    }

    /** A document that is one value (no nodes): that value is the only row, at {@code $}. */
    private void showSingleValue(Document doc) {
        ValueKind kind = doc.kind(0);
        heading.set("$ — the whole document is " + kind.describe());
        headingDetail.set("");
        nodePath.set("$");
        nodePathHeading.set(PATH_FROM_ROOT);
        nodePlace.set("");
        typeInfo.set("no nodes");
        containerPath.set("$");
        fields.setAll(List.of(new FieldRow("$", DocumentPath.root(), kind, null, doc.registryApplies() ? "unregistered" : "", editorText(doc, 0), null)));
        referencedBy.clear();
        sceneObject.set(null);
        componentsShown.set(false);
        godotNode.set(false);
        components.clear();
        focusedField.set(DocumentPath.root());
    }

    private List<ReferenceRow> referencedBy(Document doc, PathNames paths, int node) {
        List<ReferenceRow> out = new ArrayList<>();
        ReferenceEdges edges = doc.edges();
        for (int e : edges.incoming(node)) {
            int source = edges.source(e);
            DocumentPath path = paths.value(edges.value(e));
            // Where the reference sits, not the node the tree would unfold there (which is this node itself).
            String place = doc == document.document() ? document.sceneNameOfValue(edges.value(e)) : null;
            // A referrer outside the scene's objects by its label; a long id (Unity's 19 digits) would crowd out the place.
            String referrer = NodeLabels.withoutLongId(doc, source);
            out.add(new ReferenceRow(place != null ? place : (referrer != null ? referrer : NodeLabels.brief(doc, source)) + " — " + path, path));
            if (out.size() >= 1000) break;
        }
        return out;
    }

    /** Sets a field to the value an editor made; null when done, else why not (also the document's message). */
    public String commit(FieldRow row, NewValue value) { return document.setValue(row.path(), value); }

    /**
     * Sets a string field from its text as edited, in the form {@link VisibleText} shows (escapes are read
     * back). Nothing is written when the text is the one shown or stands for the string the field holds;
     * returns null when done or when there was nothing to do, else why not (also the document's message).
     */
    public String commitText(FieldRow row, String text) {
        if (text.equals(row.text())) return null;
        String value;
        try {
            value = VisibleText.parse(text);
        } catch (MalformedEscapeException e) {
            return document.refuse(row.name() + ": " + e.getMessage());
        }
        Location at = document.paths().resolve(row.path());
        Document doc = document.document();
        if (at != null && !at.isNode() && doc.kind(at.value()) == ValueKind.STRING && value.equals(doc.index().string(at.value()))) {
            return null; // another spelling of the same string (a four-digit escape for a tab): the file keeps its bytes
        }
        return document.setValue(row.path(), NewValue.string(value));
    }

    public void follow(ReferenceRow row) { document.jumpTo(row.path()); }

    /** Jumps to the node a reference field names. */
    public void followReference(FieldRow row) {
        Location at = document.paths().resolve(row.path());
        if (at == null || at.isNode()) return;
        int t = document.document().target(at.value());
        if (t >= 0) document.jumpToNode(t);
    }

    /** Nodes whose id, type or name contains the text, labelled {@code #ID Type "name"}, as choices for a reference picker. */
    public List<String> referenceChoices(String text) {
        Document doc = document.document();
        String needle = text.trim().toLowerCase(java.util.Locale.ROOT);
        if (needle.startsWith("#")) needle = needle.substring(1);
        List<String> out = new ArrayList<>();
        for (int n = 0; n < doc.nodeCount() && out.size() < 50; n++) {
            String label = NodeLabels.full(doc, n);
            if (label.toLowerCase(java.util.Locale.ROOT).contains(needle)) out.add(label);
        }
        return out;
    }

    public ObservableList<FieldRow> fields() { return fields; }

    public ObservableList<ReferenceRow> referencedBy() { return referencedBy; }

    /** The document read as a scene, or null: the window binds it to the Hierarchy's. */
    public ObjectProperty<SceneHierarchy> sceneProperty() { return scene; }

    /** The scene object shown (its components follow its fields), or null. */
    public ReadOnlyObjectProperty<SceneObject> sceneObjectProperty() { return sceneObject.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty componentsShownProperty() { return componentsShown.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty godotNodeProperty() { return godotNode.getReadOnlyProperty(); }

    /** The object's own active flag as its engine says it: {@code activeSelf: true}, or Godot's {@code process_mode: disabled}. */
    public String activeSelfText(SceneObject o) {
        if (!godotNode.get()) return "activeSelf: " + o.activeSelf();
        return "process_mode: " + (o.activeSelf() ? "not disabled" : "disabled");
    }

    /** Whether the object runs, in its engine's words: {@code activeInHierarchy}, or Godot's {@code can_process()}. */
    public String activeInHierarchyText(SceneObject o) {
        return (godotNode.get() ? "can_process: " : "activeInHierarchy: ") + o.activeInHierarchy();
    }

    /** The shown scene object's components, each with its fields; empty when no scene object is shown. */
    public ObservableList<ComponentSection> components() { return components; }

    /** The type as the file writes it, where the heading shows it shorter ({@code List<Hero>}): the whole name is still there to read. */
    private static String writtenType(String written, String shown) {
        return written == null || written.equals(shown) ? "" : "type as written: " + VisibleText.show(written);
    }

    public ReadOnlyStringProperty headingProperty() { return heading.getReadOnlyProperty(); }

    public ReadOnlyStringProperty nodePathProperty() { return nodePath.getReadOnlyProperty(); }

    /** What the path field holds: "Scene path" for a scene's object or component, else "Path from root". */
    public ReadOnlyStringProperty nodePathHeadingProperty() { return nodePathHeading.getReadOnlyProperty(); }

    /** Where a scene's node is in the file ({@code in the file: #"FrontDoor"}), shown beside its scene path; else empty. */
    public ReadOnlyStringProperty nodePlaceProperty() { return nodePlace.getReadOnlyProperty(); }

    /** What follows the heading, dimmed: a scene node's id and type ({@code #-4617375467376130530 GameObject}); else empty. */
    public ReadOnlyStringProperty headingDetailProperty() { return headingDetail.getReadOnlyProperty(); }

    public ReadOnlyStringProperty typeInfoProperty() { return typeInfo.getReadOnlyProperty(); }

    public ReadOnlyStringProperty containerPathProperty() { return containerPath.getReadOnlyProperty(); }

    /** The path of the selected scalar, whose editor should take the focus; null when a container is selected. */
    public ReadOnlyObjectProperty<DocumentPath> focusedFieldProperty() { return focusedField.getReadOnlyProperty(); }
}
