package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import savelens.document.Diagnostic;
import savelens.document.Document;

/**
 * A scene as its engine sees it (seed: scene lifecycle and serialization): the objects it owns, the root list
 * that is the hierarchy's entry point, each object's parent and children, and its components.
 *
 * <p>The tree is walked as the engine walks it for updates and saving: from the root list, through each
 * object's children in order. An object the walk does not reach is still shown, so nothing the file owns is
 * hidden: under the parent it names when that one is placed, else at the top after the roots (each such case
 * is also a diagnostic). Every object appears once, at its first place in that walk, so lists that repeat an
 * object or loop back never make the tree endless.
 */
public final class SceneHierarchy {
    private final Document doc;
    private final SceneShape shape;
    private final int sceneNode;
    private final String name;
    private final Boolean savedActive;
    private final List<Integer> rootList;
    private SceneFacts facts; // kept only until the objects are built
    private SceneTree tree;
    private Placed placed; // the objects and where each is, built when first asked for
    private List<Diagnostic> diagnostics; // made when first asked for, or by of(): see forObjects

    /** The objects in the walk's order, the top ones, and per node its place and the object it belongs to. */
    private record Placed(List<SceneObject> objects, List<SceneObject> roots, int[] place, int[] objectOfComponent) {}

    private SceneHierarchy(SceneShape shape, SceneFacts facts, SceneTree tree) {
        this.doc = facts.doc;
        this.shape = shape;
        this.sceneNode = facts.sceneNode;
        this.name = facts.sceneName;
        this.savedActive = facts.savedActive;
        this.facts = facts;
        this.tree = tree;
        List<Integer> listed = new ArrayList<>(facts.roots.size);
        for (int i = 0; i < facts.roots.size; i++) listed.add(facts.roots.nodes[i]);
        this.rootList = Collections.unmodifiableList(listed);
    }

    /** The findings need the walk and the facts, not the objects: a check of a big scene builds none of them. */
    private synchronized List<Diagnostic> findings() {
        if (diagnostics != null) return diagnostics;
        List<Diagnostic> found = new ArrayList<>(facts.shapeFindings);
        found.addAll(new SceneDiagnostics(facts, tree).findings());
        return diagnostics = List.copyOf(found);
    }

    private synchronized Placed placed() {
        if (placed != null) return placed;
        findings(); // made of the facts and the walk, let go below
        List<SceneObject> all = tree.objects();
        List<SceneObject> top = new ArrayList<>();
        for (SceneObject o : all) if (o.parent() < 0) top.add(o);
        int[] place = new int[facts.objectNumbers()];
        Arrays.fill(place, -1);
        for (int i = 0; i < all.size(); i++) place[all.get(i).node()] = i;
        int[] objectOfComponent = new int[doc.nodeCount()];
        Arrays.fill(objectOfComponent, -1);
        for (SceneObject o : all) {
            for (SceneComponent c : o.components()) if (objectOfComponent[c.node()] < 0) objectOfComponent[c.node()] = o.node();
        }
        for (int k = 0; k < facts.components; k++) {
            int node = facts.componentNode[k];
            if (objectOfComponent[node] < 0 && facts.owner[k] >= 0) objectOfComponent[node] = facts.owner[k];
        }
        placed = new Placed(Collections.unmodifiableList(all), Collections.unmodifiableList(top), place, objectOfComponent);
        facts = null;
        tree = null;
        return placed;
    }

    /** The document's scene, or empty when the document is not a scene. */
    public static Optional<SceneHierarchy> of(Document doc) {
        return SceneShapes.of(doc).map(s -> of(doc, s));
    }

    /** The document read as a scene of this shape. */
    public static SceneHierarchy of(Document doc, SceneShape shape) {
        SceneHierarchy scene = forObjects(doc, shape);
        scene.findings(); // on the reading thread: a view asking for them later must not wait
        return scene;
    }

    /**
     * The document's scene, or empty when it is not a scene, with its findings left until they are asked for: what
     * only lists the objects (the scene and find-tag commands) does not look for what is wrong with the lists.
     */
    public static Optional<SceneHierarchy> forObjects(Document doc) {
        return SceneShapes.of(doc).map(s -> forObjects(doc, s));
    }

    private static SceneHierarchy forObjects(Document doc, SceneShape shape) {
        SceneFacts facts = shape.read(doc);
        return new SceneHierarchy(shape, facts, new SceneTree(facts));
    }

    public Document document() { return doc; }

    public SceneShape shape() { return shape; }

    /** The scene's own node (helio's {@code Scene}), or -1 when the format has none. */
    public int sceneNode() { return sceneNode; }

    /** The scene's saved name, or null. */
    public String name() { return name; }

    /**
     * The scene's own saved active flag, or null when the file saves none. Seed 004: this flag is only stored
     * state; it does not stop the scene's updates, which follow each object's active in hierarchy.
     */
    public Boolean savedActive() { return savedActive; }

    /** Every object, depth-first from the roots (children in order): the order find-by-tag searches in. */
    public List<SceneObject> objects() { return placed().objects(); }

    /**
     * Each object in the order of {@link #objects()}, handed over one at a time. Before the objects are built, each
     * is made for the call and not kept: a scene printed once holds no million objects at a time.
     */
    public void forEachObject(Consumer<SceneObject> action) {
        Placed p;
        SceneTree t;
        synchronized (this) {
            p = placed;
            t = tree;
        }
        if (p != null) p.objects().forEach(action);
        else t.forEachObject(action);
    }

    /**
     * The top of the tree: the root list's objects in its order, then any object the walk from them does not
     * reach and that has no placed parent.
     */
    public List<SceneObject> roots() { return placed().roots(); }

    /** The nodes of the root list as the file writes it (or as the shape works it out when the file keeps none). */
    public List<Integer> rootList() { return rootList; }

    /** The object whose node this is, or null. */
    public SceneObject object(int node) {
        int[] place = placed().place();
        int i = node >= 0 && node < place.length ? place[node] : -1;
        return i < 0 ? null : placed().objects().get(i);
    }

    /** The object a node is or belongs to as a component, or null (for a diagnostic's or a selection's node). */
    public SceneObject objectContaining(int node) {
        SceneObject o = object(node);
        int[] objectOfComponent = placed().objectOfComponent();
        if (o != null || node < 0 || node >= objectOfComponent.length) return o;
        return objectOfComponent[node] < 0 ? null : object(objectOfComponent[node]);
    }

    /** The object's place in {@link #objects()}, or -1 when the node is no object. */
    int placeOf(int node) {
        int[] place = placed().place();
        return node >= 0 && node < place.length ? place[node] : -1;
    }

    public List<SceneObject> children(SceneObject o) {
        List<SceneObject> out = new ArrayList<>(o.children().size());
        for (int c : o.children()) out.add(object(c));
        return out;
    }

    /** The first object with this tag depth-first from the roots, as the engine's FindGameObjectWithTag answers. */
    public Optional<SceneObject> findFirstWithTag(String tag) {
        List<SceneObject> found = withTag(tag, true);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** Every object with this tag, depth-first from the roots. */
    public List<SceneObject> findAllWithTag(String tag) { return withTag(tag, false); }

    /**
     * The objects with this tag in the walk's order. Before the objects are built, the tags are read from the facts
     * and only the objects found are made: a find in a big scene builds and decodes no other.
     */
    private synchronized List<SceneObject> withTag(String tag, boolean first) {
        List<SceneObject> out = new ArrayList<>();
        if (placed != null || tree.built()) {
            for (SceneObject o : objects()) {
                if (!o.hasTag(tag)) continue;
                out.add(o);
                if (first) break;
            }
            return out;
        }
        for (int i = 0; i < tree.placed; i++) {
            int s = tree.order[i];
            if (!facts.mayHaveTags(s) || !facts.tags(s).contains(tag)) continue;
            out.add(tree.object(s));
            if (first) break;
        }
        return out;
    }

    /** The scene's findings (hierarchy and lists), each pointing at its object; graph findings are DocumentCheck's. */
    public List<Diagnostic> diagnostics() { return findings(); }
}
