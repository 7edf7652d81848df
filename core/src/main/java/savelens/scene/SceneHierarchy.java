package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.OwnNames;
import savelens.document.TextPatch;
import savelens.progress.ReadProgress;

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
    /** What is made of the objects and findings as they are asked for: shared by the scenes carried over from this one. */
    private final Building b;

    /**
     * The objects, their places and the findings, each made when first asked for. A scene carried over to an edited
     * document ({@link #following}) shares its scene's: the edit changed nothing they read, so building them from the
     * first document's facts gives the same objects, and an edit does not wait for a million of them to be built.
     * Its own lock guards the objects made one at a time.
     */
    private static final class Building {
        volatile SceneFacts facts; // kept only until the objects are built
        volatile SceneTree tree;
        volatile Placed placed; // the objects and where each is, built when first asked for
        /** Before every object is built: the objects made one at a time, by slot (see {@link #object}). */
        SceneObject[] made;
        List<SceneObject> madeRoots;
        int[] madeObjectOfComponent;
        /** Held while every object is built, so that two threads asking for them do not both build them. */
        final Object all = new Object();
        /** Made when first asked for, or by {@link #of(Document, SceneShape)}: see {@link #forObjects(Document)}. */
        volatile List<Diagnostic> diagnostics;
        /** Held while the findings are made, apart from the objects' lock: a row asking for its object does not wait. */
        final Object finding = new Object();

        Building(SceneFacts facts, SceneTree tree) {
            this.facts = facts;
            this.tree = tree;
        }
    }

    /** The objects in the walk's order, the top ones, and per node its place and the object it belongs to. */
    private record Placed(List<SceneObject> objects, List<SceneObject> roots, int[] place, int[] objectOfComponent) {}

    private SceneHierarchy(SceneShape shape, SceneFacts facts, SceneTree tree) {
        this.doc = facts.doc;
        this.shape = shape;
        this.sceneNode = facts.sceneNode;
        this.name = facts.sceneName != null ? facts.sceneName : facts.sceneNode < 0 ? null : OwnNames.of(facts.doc, facts.sceneNode);
        this.savedActive = facts.savedActive;
        this.b = new Building(facts, tree);
        List<Integer> listed = new ArrayList<>(facts.roots.size);
        for (int i = 0; i < facts.roots.size; i++) listed.add(facts.roots.nodes[i]);
        this.rootList = Collections.unmodifiableList(listed);
    }

    /**
     * The findings need the walk and the facts, not the objects: a check of a big scene builds none of them. Made
     * before the facts are let go ({@link #place}), so a call that finds them gone finds the findings made.
     */
    private List<Diagnostic> findings() {
        List<Diagnostic> d = b.diagnostics;
        if (d != null) return d;
        synchronized (b.finding) {
            if (b.diagnostics != null) return b.diagnostics;
            return b.diagnostics = findings(b.facts, b.tree, null);
        }
    }

    /** The shape's findings, then the lists'; {@code treeless}: those made already without the tree, or null. */
    private static List<Diagnostic> findings(SceneFacts f, SceneTree tree, SceneDiagnostics.Treeless treeless) {
        List<Diagnostic> found = new ArrayList<>(f.shapeFindings);
        SceneDiagnostics d = new SceneDiagnostics(f, tree);
        found.addAll(treeless == null ? d.findings() : d.findings(treeless));
        return List.copyOf(found);
    }

    /**
     * {@code before}'s scene over {@code next}, under the name given: the objects, their places and the findings are
     * {@code before}'s own, made or not ({@link Building}).
     */
    private SceneHierarchy(SceneHierarchy before, Document next, String name) {
        this.b = before.b;
        this.doc = next;
        this.shape = before.shape;
        this.sceneNode = before.sceneNode;
        this.name = name;
        this.savedActive = before.savedActive;
        this.rootList = before.rootList;
    }

    /**
     * Every object and where each is, built on the first call. A thread that asks for one object, the roots or an
     * object's children meanwhile is answered from objects made one at a time, not held until all are built.
     */
    private Placed placed() {
        Placed p = b.placed;
        if (p != null) return p;
        synchronized (b.all) {
            if (b.placed == null) b.placed = place();
            return b.placed;
        }
    }

    private Placed place() {
        findings(); // made of the facts and the walk, let go below
        SceneFacts facts = b.facts;
        SceneTree tree = b.tree;
        List<SceneObject> all = tree.objects();
        List<SceneObject> top = new ArrayList<>();
        for (SceneObject o : all) if (o.parent() < 0) top.add(o);
        int[] place = new int[facts.objectNumbers()];
        Arrays.fill(place, -1);
        for (int i = 0; i < all.size(); i++) place[all.get(i).node()] = i;
        int[] objectOfComponent;
        synchronized (b) {
            objectOfComponent = b.madeObjectOfComponent; // made already when the rows were listed first
        }
        if (objectOfComponent == null) objectOfComponent = tree.objectOfComponent();
        Placed p = new Placed(Collections.unmodifiableList(all), Collections.unmodifiableList(top), place, objectOfComponent);
        b.placed = p; // published before the facts go, so that a reader who finds them gone finds this
        b.facts = null;
        b.tree = null;
        synchronized (b) {
            b.made = null;
            b.madeRoots = null;
            b.madeObjectOfComponent = null;
        }
        return p;
    }

    /**
     * The object of a node before every object is built, made now and kept (the same as the one built later); null
     * when the node is no object. The caller holds this scene's lock and has read the facts and the tree.
     */
    private SceneObject made(SceneFacts facts, SceneTree tree, int node) {
        if (node < 0 || node >= facts.objectNumbers() || (node < facts.doc.nodeCount() && !facts.isObject(node))) return null;
        int s = facts.slot(node);
        if (b.made == null) b.made = new SceneObject[facts.objects];
        if (b.made[s] == null) b.made[s] = tree.object(s);
        return b.made[s];
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
     * As {@link #of(Document)}, for a command that checks a big scene once: when the facts are read, the findings that
     * need no walk of the tree are made on a thread of their own while this one walks it (two passes over a million
     * objects at once, on two cores). An interrupt of this thread stops both.
     */
    public static Optional<SceneHierarchy> ofSideBySide(Document doc) {
        return SceneShapes.of(doc).map(shape -> {
            SceneFacts facts = shape.read(doc);
            if (facts.objects < SIDE_BY_SIDE_FROM) {
                SceneHierarchy scene = new SceneHierarchy(shape, facts, new SceneTree(facts));
                scene.findings();
                return scene;
            }
            facts.prepareShared(); // what both read, made before the second thread starts
            FutureTask<SceneDiagnostics.Treeless> side = new FutureTask<>(() -> new SceneDiagnostics(facts, null).treeless());
            Thread finder = new Thread(side, "savelens-scene-findings");
            finder.setDaemon(true);
            finder.start();
            SceneTree tree;
            SceneDiagnostics.Treeless treeless;
            try {
                tree = new SceneTree(facts);
                treeless = side.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("the scene's reading was interrupted");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                if (e.getCause() instanceof Error r) throw r;
                throw new IllegalStateException(e.getCause());
            } finally {
                side.cancel(true); // a walk stopped by a Cancel or a failure stops the findings too; done, nothing
            }
            SceneHierarchy scene = new SceneHierarchy(shape, facts, tree);
            scene.b.diagnostics = findings(facts, tree, treeless);
            return scene;
        });
    }

    /** Objects from which the findings are worth a thread of their own. */
    private static final int SIDE_BY_SIDE_FROM = 50_000;

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

    /**
     * The objects of the document's scene with this tag, depth-first from the roots (only the first when {@code first}),
     * as {@link #findAllWithTag} finds them; empty when the document is not a scene. Each object's tags are looked at
     * first, in document order: the hierarchy is walked only to order the objects found, and not when none has the tag;
     * the scene is not read when its shape sees that no value names the tag ({@link SceneShape#mayHaveTag}).
     */
    public static Optional<List<SceneObject>> findWithTag(Document doc, String tag, boolean first) {
        return SceneShapes.of(doc).map(shape -> {
            if (!shape.mayHaveTag(doc, tag)) return List.<SceneObject>of();
            SceneFacts facts = shape.read(doc);
            boolean[] tagged = new boolean[facts.objects];
            boolean any = false;
            for (int s = 0; s < facts.objects; s++) {
                ReadProgress.checkCancelled(s);
                if (facts.mayHaveTags(s) && facts.tags(s).contains(tag)) any = tagged[s] = true;
            }
            if (!any) return List.of();
            SceneTree t = new SceneTree(facts);
            List<SceneObject> out = new ArrayList<>();
            for (int i = 0; i < t.placed; i++) {
                int s = t.order[i];
                if (!tagged[s]) continue;
                out.add(t.object(s));
                if (first) break;
            }
            return out;
        });
    }

    public Document document() { return doc; }

    /**
     * This scene over {@code next}, a document patched from this one's by one scalar edit that keeps its structure
     * ({@link Document#patchFrom}, {@link Document#keepsStructureOf}) or by one retarget ({@link Document#keepsValuesOf}),
     * when the edit cannot change the scene: a value the shape never reads ({@link SceneShape#reads}), or the scene's
     * own name (then only the name changes). The objects and findings are shared and nothing is read again. Null when
     * the scene must be read anew.
     */
    public SceneHierarchy following(Document next) {
        TextPatch edit = next.patchFrom(doc);
        if (edit == null) return null;
        int value = edit.value();
        // A retarget changes one link: of a reference the shape never follows, the objects and their places stand.
        if (!next.keepsStructureOf(doc)) return next.keepsValuesOf(doc) && !shape.reads(doc, value) ? new SceneHierarchy(this, next, name) : null;
        if (namesScene(value)) return new SceneHierarchy(this, next, sceneNameIn(next));
        return shape.reads(doc, value) ? null : new SceneHierarchy(this, next, name);
    }

    /** True when the value is the scene's name field or one the scene is named by ({@link OwnNames}). */
    private boolean namesScene(int value) {
        if (sceneNode < 0 || doc.bodyIsArray(sceneNode)) return false;
        String nameField = shape.sceneNameField();
        if (nameField != null && doc.childNamed(doc.body(sceneNode), nameField) == value) return true;
        for (String field : OwnNames.FIELDS) if (doc.childNamed(doc.body(sceneNode), field) == value) return true;
        return false;
    }

    /** The scene's name in a document this scene carries over to: its name field, else its own name. */
    private String sceneNameIn(Document next) {
        String nameField = shape.sceneNameField();
        String own = nameField == null ? null : SceneValues.string(next, next.childNamed(next.body(sceneNode), nameField));
        return own != null ? own : OwnNames.of(next, sceneNode);
    }

    /**
     * True when {@code other} is this scene carried over to another document ({@link #following}) or back: the same
     * objects in the same places and the same findings (the name may differ), built or not. Builds nothing.
     */
    public boolean sameObjectsAs(SceneHierarchy other) {
        return other != null && other.b == b;
    }

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
        SceneTree t = b.tree; // read before the objects: the tree is let go only once they are placed
        Placed p = b.placed;
        if (p != null) p.objects().forEach(action);
        else t.forEachObject(action);
    }

    /**
     * Each object in the order of {@link #objects()} as a row to print (see {@link SceneRow}): before the objects are
     * built, read from the scene's arrays with no object made; one row, moved from object to object.
     */
    public void forEachRow(Consumer<SceneRow> action) {
        SceneTree t = b.tree; // read before the objects: the tree is let go only once they are placed
        Placed p = b.placed;
        if (p != null) {
            SceneRow.eachBuilt(p.objects(), action);
        } else {
            t.forEachRow(action);
        }
    }

    /**
     * As {@link #forEachRow}, for a printer of every row that never asks a component's kind: before the objects are
     * built, a name written as plain ASCII is read as its bytes ({@link SceneRow#plainNameLength}) and the kinds are not
     * read. {@link SceneRow#number} is the row's place in {@link #objects()}.
     */
    public void forEachRowKindless(Consumer<SceneRow> action) {
        SceneTree t = b.tree; // read before the objects: the tree is let go only once they are placed
        Placed p = b.placed;
        if (p != null) {
            SceneRow.eachBuilt(p.objects(), action);
        } else {
            t.forEachRowKindless(action);
        }
    }

    /**
     * Per place in {@link #objects()}, its place among its same-named siblings as {@link ScenePaths} numbers it: 0 when
     * its name is its own, else from 1. Builds no object.
     */
    public int[] sameNamePlacesInOrder() { return sameNamePlaces(); }

    /**
     * Each object as a row, in two passes: first every row in the order the file gives the objects ({@code prepare},
     * numbered from 0 up: {@link SceneRow#number}), then each row's number in the order of {@link #objects()}
     * ({@code inOrder}). A printer that makes each row's text in the first pass and writes the texts in the second reads
     * the scene's arrays and the document's text going forward, where the tree's order jumps about them for every
     * row. Once the objects are built, both passes go in their order.
     */
    public void forEachRowPrepared(Consumer<SceneRow> prepare, IntConsumer inOrder) {
        SceneTree t = b.tree; // read before the objects: the tree is let go only once they are placed
        Placed p = b.placed;
        if (p == null) {
            t.forEachRowPrepared(prepare, inOrder);
            return;
        }
        SceneRow.eachBuilt(p.objects(), prepare);
        for (int i = 0; i < p.objects().size(); i++) inOrder.accept(i);
    }

    /**
     * Every object as a row to print, in two passes that may be split between threads ({@link SceneRows}): the rows read
     * in the order the file gives the objects, in runs, then their numbers in the order of {@link #objects()}. What
     * {@link #forEachRowPrepared} does on one thread.
     */
    public SceneRows rows() {
        SceneTree t = b.tree; // read before the objects: the tree is let go only once they are placed
        Placed p = b.placed;
        return p != null ? new SceneRows(p.objects()) : new SceneRows(t);
    }

    /**
     * The top of the tree: the root list's objects in its order, then any object the walk from them does not
     * reach and that has no placed parent. Before every object is built, only these are made.
     */
    public List<SceneObject> roots() {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        if (p != null) return p.roots();
        synchronized (b) {
            if (b.madeRoots == null) {
                List<SceneObject> top = new ArrayList<>();
                for (int s : t.topSlots()) top.add(made(f, t, f.objectNode[s]));
                b.madeRoots = Collections.unmodifiableList(top);
            }
            return b.madeRoots;
        }
    }

    /**
     * Makes what a window asks of the scene first, now, on the calling thread (a worker): the top objects and which
     * object each component belongs to, so that listing the rows and following a selection make no more than the
     * objects they show.
     */
    public void prepareRows() {
        roots();
        objectContaining(-1);
    }

    /** The nodes of the root list as the file writes it (or as the shape works it out when the file keeps none). */
    public List<Integer> rootList() { return rootList; }

    /** The object whose node this is, or null. */
    public SceneObject object(int node) {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        if (p == null) {
            synchronized (b) {
                if (b.placed == null) return made(f, t, node);
            }
            p = b.placed;
        }
        int[] place = p.place();
        int i = node >= 0 && node < place.length ? place[node] : -1;
        return i < 0 ? null : p.objects().get(i);
    }

    /** The object a node is or belongs to as a component, or null (for a diagnostic's or a selection's node). */
    public SceneObject objectContaining(int node) {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        SceneObject o = object(node);
        int[] objectOfComponent;
        if (p != null) objectOfComponent = p.objectOfComponent();
        else {
            synchronized (b) {
                if (b.placed != null) objectOfComponent = b.placed.objectOfComponent(); // all were built meanwhile
                else {
                    if (b.madeObjectOfComponent == null) b.madeObjectOfComponent = t.objectOfComponent();
                    objectOfComponent = b.madeObjectOfComponent;
                }
            }
        }
        if (o != null || node < 0 || node >= objectOfComponent.length) return o;
        return objectOfComponent[node] < 0 ? null : object(objectOfComponent[node]);
    }

    /**
     * The node of the object a node is or belongs to as a component, as {@link #objectContaining} answers, or -1.
     * Makes no object: a look at a cycle through every object of a big scene asks it of each.
     */
    public int objectNodeContaining(int node) {
        if (placeOf(node) >= 0) return node;
        int[] ofComponent = objectsOfComponents();
        if (node < 0 || node >= ofComponent.length) return -1;
        int owner = ofComponent[node];
        return owner >= 0 && placeOf(owner) >= 0 ? owner : -1;
    }

    /** The node of the object's tree parent, -1 at the top or for a node that is no object. Makes no object. */
    public int parentOf(int objectNode) {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        int place = placeOf(objectNode);
        if (place < 0) return -1;
        if (p == null) p = b.placed; // built meanwhile: the place is the same
        return p != null ? p.objects().get(place).parent() : t.parentNode(f.slot(objectNode));
    }

    private int[] objectsOfComponents() {
        SceneTree t = b.tree;
        Placed p = b.placed;
        if (p != null) return p.objectOfComponent();
        synchronized (b) {
            if (b.placed != null) return b.placed.objectOfComponent();
            if (b.madeObjectOfComponent == null) b.madeObjectOfComponent = t.objectOfComponent();
            return b.madeObjectOfComponent;
        }
    }

    /** The object's place in {@link #objects()}, or -1 when the node is no object. Builds no object. */
    int placeOf(int node) {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        if (p == null) {
            if (node < 0 || node >= f.objectNumbers() || (node < f.doc.nodeCount() && !f.isObject(node))) return -1;
            return t.placesOfSlots()[f.slot(node)];
        }
        int[] place = p.place();
        return node >= 0 && node < place.length ? place[node] : -1;
    }

    /**
     * Per place in {@link #objects()}, the object's place among its same-named siblings ({@link ScenePaths}): from the
     * built objects when they are built, else from the scene's arrays with no object made.
     */
    int[] sameNamePlaces() {
        SceneTree t = b.tree;
        Placed p = b.placed;
        if (p == null && !t.built()) {
            SameNames numbered = new SameNames(t.placed);
            t.forEachSiblings(numbered::number);
            return numbered.places();
        }
        List<SceneObject> all = objects();
        SameNames numbered = new SameNames(all.size());
        IntFunction<String> name = i -> all.get(i).name();
        List<SceneObject> top = roots();
        int[] places = new int[top.size()];
        for (int i = 0; i < places.length; i++) places[i] = placeOf(top.get(i).node());
        numbered.number(places, 0, places.length, name);
        for (int i = 0; i < all.size(); i++) {
            ReadProgress.checkCancelled(i);
            List<Integer> kids = all.get(i).children();
            places = new int[kids.size()];
            for (int k = 0; k < places.length; k++) places[k] = placeOf(kids.get(k));
            numbered.number(places, 0, places.length, name);
        }
        return numbered.places();
    }

    /**
     * Every tag of the scene's objects, sorted, each once. Before the objects are built, read from the scene's arrays:
     * none is made for it.
     */
    public List<String> tags() {
        SceneFacts f = b.facts;
        Placed p = b.placed;
        TreeSet<String> tags = new TreeSet<>();
        if (p != null) {
            List<SceneObject> all = p.objects();
            for (int i = 0; i < all.size(); i++) {
                ReadProgress.checkCancelled(i);
                tags.addAll(all.get(i).tags());
            }
        } else {
            for (int s = 0; s < f.objects; s++) {
                ReadProgress.checkCancelled(s);
                if (f.mayHaveTags(s)) tags.addAll(f.tags(s));
            }
        }
        return List.copyOf(tags);
    }

    /**
     * Per prefab instance node, the object it places (the last in the order of {@link #objects()} when it places
     * several): from the scene's arrays before the objects are built, so a look at the scene's cycles builds none.
     */
    public Map<Integer, Integer> objectsByPrefabInstance() {
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        Placed p = b.placed;
        Map<Integer, Integer> out = new HashMap<>();
        if (p != null) {
            for (SceneObject o : p.objects()) if (o.prefab() != null && o.prefab().instanceNode() >= 0) out.put(o.prefab().instanceNode(), o.node());
            return out;
        }
        for (int i = 0; i < t.placed; i++) {
            int s = t.order[i];
            PrefabSource from = f.prefab(s);
            if (from != null && from.instanceNode() >= 0) out.put(from.instanceNode(), f.objectNode[s]);
        }
        return out;
    }

    /** True when some object has a visible flag of its own ({@link SceneObject#hasVisibility}). Builds no object. */
    public boolean hasVisibility() {
        SceneFacts f = b.facts;
        Placed p = b.placed;
        if (p != null) {
            for (SceneObject o : p.objects()) if (o.hasVisibility()) return true;
            return false;
        }
        for (int s = 0; s < f.objects; s++) if (f.visible(s) != null) return true;
        return false;
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
    private List<SceneObject> withTag(String tag, boolean first) {
        List<SceneObject> out = new ArrayList<>();
        SceneFacts f = b.facts;
        SceneTree t = b.tree;
        if (b.placed != null || t.built()) {
            for (SceneObject o : objects()) {
                if (!o.hasTag(tag)) continue;
                out.add(o);
                if (first) break;
            }
            return out;
        }
        for (int i = 0; i < t.placed; i++) {
            int s = t.order[i];
            if (!f.mayHaveTags(s) || !f.tags(s).contains(tag)) continue;
            out.add(t.object(s));
            if (first) break;
        }
        return out;
    }

    /** The scene's findings (hierarchy and lists), each pointing at its object; graph findings are DocumentCheck's. */
    public List<Diagnostic> diagnostics() { return findings(); }

    /** True once every object is built ({@link #objects}): for tests. */
    boolean objectsBuilt() { return b.placed != null; }

    /** True once the findings are made ({@link #diagnostics}, or on the way to every object): for tests and tools. */
    public boolean findingsMade() { return b.diagnostics != null; }
}
