package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.index.ValueIndex;

/**
 * What a {@link SceneShape} reads from a document, as written and before any judgement: the objects, what each
 * says about its parent, children and components, what each component says about its owner, and the scene's
 * root list. Every link keeps the value that writes it, so that a finding can point at it. The shape fills it
 * in (objects first, then links); {@link SceneHierarchy} makes the hierarchy and its diagnostics of it.
 */
public final class SceneFacts {
    final Document doc;
    final List<ObjectFacts> objects = new ArrayList<>();
    final List<Diagnostic> shapeFindings = new ArrayList<>();
    private int[] objectSlot;
    /** The ids of the rows that are no node of the document, numbered from the document's node count on. */
    private final List<NodeId> inheritedIds = new ArrayList<>();
    private final int[] componentSlot;
    final List<ComponentFacts> components = new ArrayList<>();
    int sceneNode = -1;
    String sceneName;
    Boolean savedActive;
    boolean rootListDeclared;
    final Links roots = new Links();

    public SceneFacts(Document doc) {
        this.doc = doc;
        objectSlot = new int[doc.nodeCount()];
        componentSlot = new int[doc.nodeCount()];
        Arrays.fill(objectSlot, -1);
        Arrays.fill(componentSlot, -1);
    }

    public Document document() { return doc; }

    /** The scene node itself (helio's {@code Scene}), with its name and its own saved active flag (null when unsaved). */
    public void scene(int node, String name, Boolean savedActive) {
        this.sceneNode = node;
        this.sceneName = name;
        this.savedActive = savedActive;
    }

    /**
     * Whether the file keeps a root list of its own (helio's {@code roots}, Unity's {@code SceneRoots}); when it
     * does not, the shape gives the roots it works out and nothing is checked against them.
     */
    public void rootListDeclared(boolean declared) { this.rootListDeclared = declared; }

    /** The next entry of the root list: an object's node, and the value that names it (-1 when none does). */
    public void root(int object, int value) {
        if (isObject(object)) roots.add(object, value);
    }

    /** An object, in document order. */
    public void object(int node, String name, boolean activeSelf, List<String> tags, SceneLayer layer) {
        if (objectSlot[node] >= 0) return;
        objectSlot[node] = objects.size();
        objects.add(new ObjectFacts(node, name == null ? "" : name, activeSelf, List.copyOf(tags), layer));
    }

    /**
     * An object, in document order, whose name and tag are left where they are written (a string value and its span,
     * value -1 for none) and decoded only when shown: a check of a big scene decodes none of them. {@code tagList} is
     * an array of tags, read when there is no tag string (-1 for none).
     */
    public void object(int node, int name, int nameStart, int nameEnd, boolean activeSelf, int tag, int tagStart, int tagEnd,
            int tagList, SceneLayer layer) {
        if (objectSlot[node] >= 0) return;
        objectSlot[node] = objects.size();
        ObjectFacts o = new ObjectFacts(node, null, activeSelf, null, layer);
        o.nameValue = name;
        o.nameStart = nameStart;
        o.nameEnd = nameEnd;
        o.tagValue = tag;
        o.tagStart = tagStart;
        o.tagEnd = tagEnd;
        o.tagList = tagList;
        objects.add(o);
    }

    /** An object's name ("" when it has none), decoded now when the shape left it in the text. */
    String name(ObjectFacts o) {
        if (o.name != null) return o.name;
        if (o.nameValue < 0) return "";
        DECODED.increment();
        return doc.index().string(o.nameValue, ValueIndex.STRING, o.nameStart, o.nameEnd);
    }

    /** An object's tags, decoded now when the shape left them in the text. */
    List<String> tags(ObjectFacts o) {
        if (o.tags != null) return o.tags;
        if (o.tagValue >= 0) {
            DECODED.increment();
            return List.of(doc.index().string(o.tagValue, ValueIndex.STRING, o.tagStart, o.tagEnd));
        }
        if (o.tagList < 0) return List.of();
        List<String> out = new ArrayList<>();
        doc.forEachChild(o.tagList, t -> {
            String tag = SceneValues.string(doc, t);
            if (tag != null) out.add(tag);
        });
        DECODED.add(out.size());
        return List.copyOf(out);
    }

    /** A component's kind, decoded now when the shape left it in the text; its node's type when it writes none. */
    String kind(ComponentFacts c) {
        if (c.kind != null) return c.kind;
        if (c.kindValue < 0) return doc.type(c.node);
        DECODED.increment();
        return doc.index().string(c.kindValue, ValueIndex.STRING, c.kindStart, c.kindEnd);
    }

    /**
     * Names, tags and kinds decoded from the text so far, in every scene (tests count them: a check decodes only the
     * names its findings quote).
     */
    static final LongAdder DECODED = new LongAdder();

    public boolean isObject(int node) { return node >= 0 && node < objectSlot.length && objectSlot[node] >= 0; }

    /** The parent an object names, once {@link #parent} was given (-1 for none). */
    public int parentOf(int object) { return facts(object).parent; }

    /**
     * A row that is no node of the document (see {@link Inherited}), with its id: numbered after the document's
     * nodes, so that it never stands for one. Returns its number, which the links take as they take an object's node.
     */
    public int inheritedObject(NodeId id, String name, Inherited from) {
        int node = doc.nodeCount() + inheritedIds.size();
        inheritedIds.add(id);
        if (node >= objectSlot.length) {
            int old = objectSlot.length;
            objectSlot = Arrays.copyOf(objectSlot, Math.max(node + 1, old + old / 2 + 1));
            Arrays.fill(objectSlot, old, objectSlot.length, -1);
        }
        objectSlot[node] = objects.size();
        ObjectFacts o = new ObjectFacts(node, name == null ? "" : name, true, List.of(), null);
        o.inherited = from;
        objects.add(o);
        return node;
    }

    /** The id of an object's node, or of a row that is no node of the document. */
    public NodeId id(int node) {
        return node < doc.nodeCount() ? doc.nodeId(node) : inheritedIds.get(node - doc.nodeCount());
    }

    /** One more than the largest number an object has. */
    int objectNumbers() { return doc.nodeCount() + inheritedIds.size(); }

    /** An object's type as its engine names it (a Godot node's {@code type}; {@code GameObject} for Unity), or null. */
    public void type(int object, String type) { facts(object).type = type; }

    /**
     * Whether an object's active in hierarchy follows its parent's (true unless the shape says otherwise): Unity's
     * and helio's always do; a Godot node does only with {@code process_mode} 0 (inherit), while 1 to 3 run
     * whatever the parent does.
     */
    public void inheritsActive(int object, boolean inherits) { facts(object).inheritsActive = inherits; }

    /** An object's own saved visibility, for engines that keep one apart from being active (Godot's {@code visible}). */
    public void visible(int object, boolean visible) { facts(object).visible = visible; }

    /** The parent an object names ({@code parent} -1 for none), and the value that names it. */
    public void parent(int object, int parent, int value) {
        ObjectFacts o = facts(object);
        o.parent = isObject(parent) ? parent : -1;
        o.parentValue = value;
    }

    /** The next child an object lists, and the value that lists it. */
    public void child(int object, int child, int value) {
        if (isObject(child)) facts(object).children.add(child, value);
    }

    /** A component node, and what kind of component it is. */
    public void component(int node, String kind) {
        if (componentSlot[node] >= 0) return;
        componentSlot[node] = components.size();
        components.add(new ComponentFacts(node, kind));
    }

    /**
     * A component node whose kind is left where it is written (a string value and its span; value -1 when it writes
     * none, and its node's type is its kind), decoded only when shown.
     */
    public void component(int node, int kind, int kindStart, int kindEnd) {
        if (componentSlot[node] >= 0) return;
        componentSlot[node] = components.size();
        ComponentFacts c = new ComponentFacts(node, null);
        c.kindValue = kind;
        c.kindStart = kindStart;
        c.kindEnd = kindEnd;
        components.add(c);
    }

    public boolean isComponent(int node) { return node >= 0 && node < componentSlot.length && componentSlot[node] >= 0; }

    /** The owner a component names, and the value that names it. */
    public void owner(int component, int object, int value) {
        ComponentFacts c = components.get(componentSlot[component]);
        c.owner = isObject(object) ? object : -1;
        c.ownerValue = value;
    }

    /** The next component an object lists, and the value that lists it. */
    public void listsComponent(int object, int component, int value) {
        if (isComponent(component)) facts(object).components.add(component, value);
    }

    /** The object comes from a prefab instance: the checks its source prefab decides are not made on it. */
    public void prefab(int object, PrefabSource source) { facts(object).prefab = source; }

    /** A finding only the shape can make (a Unity {@code SceneRoots} entry that is no root). */
    public void diagnostic(Diagnostic d) { shapeFindings.add(d); }

    ObjectFacts facts(int object) { return objects.get(objectSlot[object]); }

    private boolean[] listedByParent;
    private boolean[] listedByOwner;

    /** Per object slot: whether the parent it names lists it among its children. */
    boolean[] listedByParent() {
        // Asked by the tree and the findings alike, once the shape has read everything: worked out once.
        if (listedByParent != null) return listedByParent;
        boolean[] listed = new boolean[objects.size()];
        for (ObjectFacts p : objects) {
            for (int i = 0; i < p.children.size; i++) {
                int c = p.children.nodes[i];
                if (facts(c).parent == p.node) listed[slot(c)] = true;
            }
        }
        return listedByParent = listed;
    }

    /** Per component slot: whether the owner it names lists it among its components. */
    boolean[] listedByOwner() {
        if (listedByOwner != null) return listedByOwner;
        boolean[] listed = new boolean[components.size()];
        for (ObjectFacts o : objects) {
            for (int i = 0; i < o.components.size; i++) {
                int c = o.components.nodes[i];
                if (componentFacts(c).owner == o.node) listed[componentSlot[c]] = true;
            }
        }
        return listedByOwner = listed;
    }

    /** Per object slot: whether the root list names it. */
    boolean[] inRootList() {
        boolean[] listed = new boolean[objects.size()];
        for (int i = 0; i < roots.size; i++) listed[slot(roots.nodes[i])] = true;
        return listed;
    }

    ComponentFacts componentFacts(int component) { return components.get(componentSlot[component]); }

    int slot(int object) { return objectSlot[object]; }

    /** Object or component nodes in the order a list writes them, with the values that write them. */
    public static final class Links {
        private static final int[] NONE = {};
        // Empty until the first add: most objects of a big scene list no children.
        int[] nodes = NONE;
        int[] values = NONE;
        int size;

        public int size() { return size; }

        /** The node of entry {@code i}. */
        public int node(int i) { return nodes[i]; }

        /** The value that writes entry {@code i}. */
        public int value(int i) { return values[i]; }

        /** Keeps only the first {@code size} entries (a shape that reads a list before it knows it keeps it). */
        public void truncate(int size) { this.size = Math.min(size, this.size); }

        public void add(int node, int value) {
            if (size == nodes.length) {
                nodes = Arrays.copyOf(nodes, Math.max(4, size * 2));
                values = Arrays.copyOf(values, Math.max(4, size * 2));
            }
            nodes[size] = node;
            values[size++] = value;
        }
    }

    static final class ObjectFacts {
        final int node;
        /** Null when left in the text (see {@link SceneFacts#name}); then the string value and its span, -1 for none. */
        final String name;
        int nameValue = -1;
        int nameStart;
        int nameEnd;
        final boolean activeSelf;
        /** Null when left in the text (see {@link SceneFacts#tags}): a tag string and its span, or an array of tags. */
        final List<String> tags;
        int tagValue = -1;
        int tagStart;
        int tagEnd;
        int tagList = -1;
        final SceneLayer layer;
        int parent = -1;
        int parentValue = -1;
        final Links children = new Links();
        final Links components = new Links();
        PrefabSource prefab;
        boolean inheritsActive = true;
        Boolean visible;
        String type;
        Inherited inherited;

        ObjectFacts(int node, String name, boolean activeSelf, List<String> tags, SceneLayer layer) {
            this.node = node;
            this.name = name;
            this.activeSelf = activeSelf;
            this.tags = tags;
            this.layer = layer;
        }
    }

    static final class ComponentFacts {
        final int node;
        /** Null when left in the text (see {@link SceneFacts#kind}): then the string value and its span, -1 for none. */
        final String kind;
        int kindValue = -1;
        int kindStart;
        int kindEnd;
        int owner = -1;
        int ownerValue = -1;

        ComponentFacts(int node, String kind) {
            this.node = node;
            this.kind = kind;
        }
    }
}
