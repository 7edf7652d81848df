package savelens.scene;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.progress.ReadProgress;

/**
 * The helio scene shape ({@code Scene{name, active, roots}}, {@code GameObject{name, tag, layer, active, parent,
 * children, components}}, {@code Component{kind, owner}}) as field names: the same shape under other names is
 * another instance of this record. A document has it when a node is a {@code GameObject}, or lists
 * components (a non-empty array of links), or has both a {@code parent} and a {@code children} list.
 */
public record HelioSceneShape(String objectType, String sceneType, String nameField, String activeField, String tagField,
        String tagsField, String layerField, String parentField, String childrenField, String componentsField,
        String rootsField, String ownerField, String kindField) implements SceneShape {

    public static final HelioSceneShape STANDARD = new HelioSceneShape("GameObject", "Scene", "name", "active", "tag", "tags",
            "layer", "parent", "children", "components", "roots", "owner", "kind");

    @Override public String name() { return "helio"; }

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

    @Override public SceneFacts read(Document doc) {
        // One pass in document order reads what every node says (its fields found in one walk of its members,
        // its links resolved at once); the facts are then put together from that alone, so however the links
        // cross the document, its text is read once and not again per link followed.
        SceneFacts facts = new SceneFacts(doc);
        int nodes = doc.nodeCount();
        NodeReading[] read = new NodeReading[nodes];
        byte[][] names = fieldNames();
        int[] field = new int[names.length];
        int scene = -1;
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            if (doc.bodyIsArray(node)) continue;
            doc.childrenNamed(doc.body(node), names, field);
            NodeReading r = new NodeReading();
            read[node] = r;
            boolean isScene = sceneType.equals(doc.type(node)) || SceneValues.isArray(doc, field[ROOTS]);
            if (isScene && (scene < 0 || node == doc.root())) {
                scene = node;
                r.sceneName = SceneValues.string(doc, field[NAME]);
                r.sceneActive = field[ACTIVE] < 0 ? null : SceneValues.flag(doc, field[ACTIVE], true);
                r.roots = links(doc, field[ROOTS]);
            }
            SceneFacts.Links components = links(doc, field[COMPONENTS]);
            boolean listsComponents = components != null && components.size > 0 && components.size == doc.visibleChildCount(field[COMPONENTS]);
            boolean object = !isScene && (listsComponents
                    || field[PARENT] >= 0 && SceneValues.isArray(doc, field[CHILDREN])
                    || objectType.equals(doc.type(node)) && (field[PARENT] >= 0 || field[CHILDREN] >= 0 || field[NAME] >= 0));
            if (object) {
                facts.object(node, SceneValues.string(doc, field[NAME]), SceneValues.flag(doc, field[ACTIVE], true),
                        tags(doc, field[TAG], field[TAGS]), SceneValues.layer(doc, field[LAYER]));
                facts.type(node, doc.type(node));
                r.linkValue = field[PARENT];
                r.link = SceneValues.link(doc, field[PARENT]);
                r.children = links(doc, field[CHILDREN]);
                r.components = components;
            } else {
                r.kind = SceneValues.string(doc, field[KIND]);
                r.linkValue = field[OWNER];
                r.link = SceneValues.link(doc, field[OWNER]);
            }
        }
        // Components: what objects list, then nodes that name an owner; each with its kind (or its type).
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            if (!facts.isObject(node) || read[node].components == null) continue;
            SceneFacts.Links listed = read[node].components;
            for (int i = 0; i < listed.size; i++) {
                int c = listed.nodes[i];
                if (!facts.isObject(c)) facts.component(c, kind(doc, read, c));
            }
        }
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            NodeReading r = read[node];
            if (r == null || facts.isObject(node)) continue;
            if (r.linkValue < 0 && !facts.isComponent(node)) continue;
            facts.component(node, kind(doc, read, node));
            if (r.linkValue >= 0) facts.owner(node, r.link, r.linkValue);
        }
        List<Integer> parentless = new ArrayList<>();
        for (int node = 0; node < nodes; node++) {
            ReadProgress.checkCancelled(node);
            if (!facts.isObject(node)) continue;
            NodeReading r = read[node];
            facts.parent(node, r.link, r.linkValue);
            if (!facts.isObject(r.link)) parentless.add(node);
            if (r.children != null) for (int i = 0; i < r.children.size; i++) facts.child(node, r.children.nodes[i], r.children.values[i]);
            if (r.components != null) for (int i = 0; i < r.components.size; i++) facts.listsComponent(node, r.components.nodes[i], r.components.values[i]);
        }
        SceneFacts.Links roots = scene < 0 ? null : read[scene].roots;
        if (scene >= 0) facts.scene(scene, read[scene].sceneName, read[scene].sceneActive);
        if (roots != null) {
            facts.rootListDeclared(true);
            for (int i = 0; i < roots.size; i++) facts.root(roots.nodes[i], roots.values[i]);
        } else {
            for (int node : parentless) facts.root(node, -1);
        }
        return facts;
    }

    // The fields read from every node, by position in fieldNames().
    private static final int NAME = 0, ACTIVE = 1, TAG = 2, TAGS = 3, LAYER = 4, PARENT = 5, CHILDREN = 6, COMPONENTS = 7,
            ROOTS = 8, OWNER = 9, KIND = 10;

    private byte[][] fieldNames() {
        String[] names = {nameField, activeField, tagField, tagsField, layerField, parentField, childrenField, componentsField,
                rootsField, ownerField, kindField};
        byte[][] out = new byte[names.length][];
        for (int i = 0; i < names.length; i++) out[i] = names[i].getBytes(StandardCharsets.UTF_8);
        return out;
    }

    /** What one node says, read in the pass: for an object its parent and lists, for any other node its owner and kind. */
    private static final class NodeReading {
        int link = -1;
        int linkValue = -1;
        SceneFacts.Links children;
        SceneFacts.Links components;
        String kind;
        String sceneName;
        Boolean sceneActive;
        SceneFacts.Links roots;
    }

    /** The links of an array (the nodes they lead to and the values that name them); null when the value is no array. */
    private static SceneFacts.Links links(Document doc, int array) {
        if (!SceneValues.isArray(doc, array)) return null;
        SceneFacts.Links out = new SceneFacts.Links();
        forEachLink(doc, array, out::add);
        return out;
    }

    private static String kind(Document doc, NodeReading[] read, int node) {
        String kind = read[node] == null ? null : read[node].kind;
        return kind != null ? kind : doc.type(node);
    }

    private String kind(Document doc, int node) {
        String kind = doc.bodyIsArray(node) ? null : SceneValues.string(doc, SceneValues.field(doc, node, kindField));
        return kind != null ? kind : doc.type(node);
    }

    private static List<String> tags(Document doc, int tagValue, int tagsValue) {
        String tag = SceneValues.string(doc, tagValue);
        if (tag != null) return List.of(tag);
        if (!SceneValues.isArray(doc, tagsValue)) return List.of();
        List<String> out = new ArrayList<>();
        doc.forEachChild(tagsValue, t -> {
            String s = SceneValues.string(doc, t);
            if (s != null) out.add(s);
        });
        return out;
    }

    private int sceneNode(Document doc) {
        if (doc.root() >= 0 && isScene(doc, doc.root())) return doc.root();
        for (int node = 0; node < doc.nodeCount(); node++) if (isScene(doc, node)) return node;
        return -1;
    }

    private interface LinkSink {
        void accept(int node, int value);
    }

    private static void forEachLink(Document doc, int array, LinkSink sink) {
        if (!SceneValues.isArray(doc, array)) return;
        doc.forEachChild(array, v -> {
            int target = SceneValues.link(doc, v);
            if (target >= 0) sink.accept(target, v);
        });
    }
}
