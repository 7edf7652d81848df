package savelens.format.helio;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.document.Document;
import savelens.index.ValueIndex;
import savelens.progress.ReadProgress;
import savelens.scene.SceneFacts;
import savelens.scene.SceneShape;
import savelens.scene.SceneValues;

/**
 * The helio scene shape ({@code Scene{name, active, roots}}, {@code GameObject{name, tag, layer, active, parent,
 * children, components}}, {@code Component{kind, owner}}) as field names: the same shape under other names is
 * another instance of this record. A document has it when a node is a {@code GameObject}, or lists
 * components (a non-empty array of links), or has both a {@code parent} and a {@code children} list.
 */
public record HelioSceneShape(String objectType, String sceneType, String nameField, String activeField, String tagField,
        String tagsField, String layerField, String parentField, String childrenField, String componentsField,
        String rootsField, String ownerField, String kindField) implements SceneShape {

    public static final HelioSceneShape STANDARD = new HelioSceneShape();

    /** The standard names; public for {@link java.util.ServiceLoader}, which lists it with the scene shapes ({@link #STANDARD} elsewhere). */
    public HelioSceneShape() {
        this("GameObject", "Scene", "name", "active", "tag", "tags", "layer", "parent", "children", "components", "roots", "owner", "kind");
    }

    @Override public String name() { return "helio"; }

    /** After the shapes that judge a document by its format's own sections (Godot's), before Unity's slower look. */
    @Override public int recognitionOrder() { return 200; }

    @Override public boolean isSceneFile() { return false; }

    @Override public boolean recognises(Document doc) {
        for (int node = 0; node < doc.nodeCount(); node++) if (isObject(doc, node)) return true;
        return false;
    }

    private boolean isObject(Document doc, int node) {
        if (doc.bodyIsArray(node) || isScene(doc, node)) return false;
        if (isListOfLinks(doc, SceneValues.field(doc, node, componentsField))) return true;
        if (SceneValues.field(doc, node, parentField) >= 0 && SceneValues.isArray(doc, SceneValues.field(doc, node, childrenField))) return true;
        return objectType.equals(doc.type(node)) && (SceneValues.field(doc, node, parentField) >= 0
                || SceneValues.field(doc, node, childrenField) >= 0 || SceneValues.field(doc, node, nameField) >= 0);
    }

    /** A non-empty array of links to nodes: a list of names ({@code "components":["Position"]}) is something else. */
    private static boolean isListOfLinks(Document doc, int array) {
        if (!SceneValues.isArray(doc, array) || doc.visibleChildCount(array) == 0) return false;
        boolean[] all = {true};
        doc.forEachChild(array, v -> all[0] &= SceneValues.link(doc, v) >= 0);
        return all[0];
    }

    private boolean isScene(Document doc, int node) {
        return !doc.bodyIsArray(node) && (sceneType.equals(doc.type(node)) || SceneValues.isArray(doc, SceneValues.field(doc, node, rootsField)));
    }

    @Override public SceneFacts read(Document doc) { return read(doc, true); }

    /**
     * A node's fields of other names are never looked at (see {@link #read}): a value inside one of those is not read.
     * Anything else counts as read, a value outside every node's fields among them.
     */
    @Override public boolean reads(Document doc, int value) {
        int owner = doc.ownerNode(value);
        if (owner < 0 || doc.bodyIsArray(owner)) return true;
        int body = doc.body(owner);
        ValueIndex index = doc.index();
        int field = value;
        while (field >= 0 && index.parent(field) != body) field = index.parent(field);
        if (field < 0) return true;
        String name = doc.name(field);
        for (String read : names()) if (read.equals(name)) return true;
        return false;
    }

    /**
     * From the fields noted while the document was read, where there are any: an object's tag is its {@code tag} string
     * or one of its {@code tags} list, so with no such string saying the tag and no such list, no object has it.
     */
    @Override public boolean mayHaveTag(Document doc, String tag) {
        HelioSceneFields noted = doc.syntax() instanceof HelioSyntax h && standardNames() ? h.sceneFields(doc) : null;
        return noted == null || NotedSceneRead.mayHaveTag(doc, noted, tag);
    }

    /** The scene node's name field: a scene node is no object, so its name is read as the scene's and nothing else. */
    @Override public String sceneNameField() { return nameField; }

    /**
     * {@code fromNoted}: read the fields noted while the document was read where there are any (the standard names, the
     * index they were noted in), straight from them ({@link NotedSceneRead}); else each node's text is scanned.
     */
    SceneFacts read(Document doc, boolean fromNoted) {
        HelioSceneFields noted = fromNoted && doc.syntax() instanceof HelioSyntax h && standardNames() ? h.sceneFields(doc) : null;
        return noted != null ? NotedSceneRead.read(this, doc, noted) : readNodeByNode(doc, null);
    }

    /**
     * The scene read node by node, each node's fields taken from {@code noted} (the fields noted while the document was
     * read) or, when null, from a scan of its text. Tests compare it with {@link NotedSceneRead}.
     */
    SceneFacts readNodeByNode(Document doc, HelioSceneFields noted) {
        // What every node says (its wanted fields and the elements of its lists) is taken in document order with no
        // lookup per value; the facts are then put together from primitive arrays alone, so however the links cross
        // the document, its text is read at most once and not again per link followed. Names, tags and kinds are kept
        // as where they are written and decoded only when something shows them.
        SceneFacts facts = new SceneFacts(doc);
        int nodes = doc.nodeCount();
        byte[][] names = fieldNames();
        HelioNodeScan scan = new HelioNodeScan(doc, names, HelioSceneFields.KEEPS_ELEMENTS, noted);
        boolean[] read = new boolean[nodes];
        int[] link = new int[nodes];
        int[] linkValue = new int[nodes];
        int[] kindValue = new int[nodes]; // a component's kind as written: value, start, end (-1 when none is a string)
        int[] kindStart = new int[nodes];
        int[] kindEnd = new int[nodes];
        // The children and components each object lists, one after another: an object's run is [from, to).
        SceneFacts.Links children = new SceneFacts.Links();
        SceneFacts.Links components = new SceneFacts.Links();
        int[] childrenFrom = new int[nodes];
        int[] childrenTo = new int[nodes];
        int[] componentsFrom = new int[nodes];
        int[] componentsTo = new int[nodes];
        boolean[] listsComponentArray = new boolean[nodes];
        int scene = -1;
        String sceneName = null;
        Boolean sceneActive = null;
        SceneFacts.Links roots = null;
        SceneFacts.Links sceneRoots = new SceneFacts.Links();
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            link[node] = -1;
            linkValue[node] = -1;
            kindValue[node] = -1;
            if (!scan.read(node)) continue;
            read[node] = true;
            int[] field = scan.field;
            String type = doc.type(node);
            boolean isScene = sceneType.equals(type) || scan.isArray(ROOTS);
            if (isScene && (scene < 0 || node == doc.root())) {
                scene = node;
                sceneName = scan.string(NAME);
                sceneActive = field[ACTIVE] < 0 ? null : scan.flag(ACTIVE, true);
                sceneRoots.truncate(0);
                roots = null;
                if (scan.isArray(ROOTS)) {
                    scan.links(ROOTS, sceneRoots);
                    roots = sceneRoots;
                }
            }
            int from = components.size();
            int listed = scan.isArray(COMPONENTS) ? scan.links(COMPONENTS, components) : -1;
            boolean listsComponents = listed > 0 && listed == scan.elementCount(COMPONENTS);
            boolean object = !isScene && (listsComponents
                    || field[PARENT] >= 0 && scan.isArray(CHILDREN)
                    || objectType.equals(type) && (field[PARENT] >= 0 || field[CHILDREN] >= 0 || field[NAME] >= 0));
            if (object) {
                facts.object(node, scan.isString(NAME) ? field[NAME] : -1, scan.start[NAME], scan.end[NAME], scan.flag(ACTIVE, true),
                        scan.isString(TAG) ? field[TAG] : -1, scan.start[TAG], scan.end[TAG],
                        scan.isArray(TAGS) ? field[TAGS] : -1, scan.fromNoted() ? scan.layer(LAYER) : SceneValues.layer(doc, field[LAYER]));
                facts.type(node, type);
                linkValue[node] = field[PARENT];
                link[node] = scan.link(PARENT);
                componentsFrom[node] = from;
                componentsTo[node] = components.size();
                listsComponentArray[node] = listed >= 0;
                childrenFrom[node] = children.size();
                if (scan.isArray(CHILDREN)) scan.links(CHILDREN, children);
                childrenTo[node] = children.size();
            } else {
                components.truncate(from); // only an object's list is kept
                if (scan.isString(KIND)) {
                    kindValue[node] = field[KIND];
                    kindStart[node] = (int) scan.start[KIND]; // kept as unsigned ints, -1 for none (see offset)
                    kindEnd[node] = (int) scan.end[KIND];
                }
                linkValue[node] = field[OWNER];
                link[node] = scan.link(OWNER);
            }
        }
        scan = null; // done with the fields
        // Components: what objects list, then nodes that name an owner; each with its kind (or its type).
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            if (!facts.isObject(node) || !listsComponentArray[node]) continue;
            for (int i = componentsFrom[node]; i < componentsTo[node]; i++) {
                int c = components.node(i);
                if (!facts.isObject(c)) facts.component(c, kindValue[c], offset(kindStart[c]), offset(kindEnd[c]));
            }
        }
        for (int node = 0; node < nodes; node++) {
            if (!read[node] || facts.isObject(node)) continue;
            if (linkValue[node] < 0 && !facts.isComponent(node)) continue;
            facts.component(node, kindValue[node], offset(kindStart[node]), offset(kindEnd[node]));
            if (linkValue[node] >= 0) facts.owner(node, link[node], linkValue[node]);
        }
        SceneFacts.Links parentless = new SceneFacts.Links();
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            if (!facts.isObject(node)) continue;
            facts.parent(node, link[node], linkValue[node]);
            if (!facts.isObject(link[node])) parentless.add(node, -1);
            for (int i = childrenFrom[node]; i < childrenTo[node]; i++) facts.child(node, children.node(i), children.value(i));
            for (int i = componentsFrom[node]; i < componentsTo[node]; i++) facts.listsComponent(node, components.node(i), components.value(i));
        }
        return finished(facts, scene, sceneName, sceneActive, roots, parentless);
    }

    /**
     * The scene node and the roots, once every object is known: the scene's own root list when it declares one, else
     * the objects with no object for a parent (both reads end so).
     */
    static SceneFacts finished(SceneFacts facts, int scene, String sceneName, Boolean sceneActive, SceneFacts.Links roots,
                               SceneFacts.Links parentless) {
        if (scene >= 0) facts.scene(scene, sceneName, sceneActive);
        if (roots != null) {
            facts.rootListDeclared(true);
            for (int i = 0; i < roots.size(); i++) facts.root(roots.node(i), roots.value(i));
        } else {
            for (int i = 0; i < parentless.size(); i++) facts.root(parentless.node(i), -1);
        }
        return facts;
    }

    // The fields read from every node, by position in fieldNames().
    private static final int NAME = 0, ACTIVE = 1, TAG = 2, TAGS = 3, LAYER = 4, PARENT = 5, CHILDREN = 6, COMPONENTS = 7,
            ROOTS = 8, OWNER = 9, KIND = 10;

    private String[] names() {
        return new String[] {nameField, activeField, tagField, tagsField, layerField, parentField, childrenField, componentsField,
                rootsField, ownerField, kindField};
    }

    /** True when this shape reads the fields {@link HelioSceneFields} notes while a document is read. */
    private boolean standardNames() { return Arrays.equals(names(), HelioSceneFields.NAMES); }

    private byte[][] fieldNames() {
        String[] names = names();
        byte[][] out = new byte[names.length][];
        for (int i = 0; i < names.length; i++) out[i] = names[i].getBytes(StandardCharsets.UTF_8);
        return out;
    }


    /** A kept offset as the offset it is: kept as an unsigned int (a JSON text holds up to 4 GiB), -1 for none. */
    private static long offset(int stored) { return stored == -1 ? -1 : stored & 0xFFFF_FFFFL; }
}
