package savelens.scene;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;

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
        SceneFacts facts = new SceneFacts(doc);
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!isObject(doc, node)) continue;
            facts.object(node, SceneValues.string(doc, SceneValues.field(doc, node, nameField)),
                    SceneValues.flag(doc, SceneValues.field(doc, node, activeField), true), tags(doc, node),
                    SceneValues.layer(doc, SceneValues.field(doc, node, layerField)));
            facts.type(node, doc.type(node));
        }
        components(doc, facts);
        List<Integer> parentless = new ArrayList<>();
        for (int n = 0; n < doc.nodeCount(); n++) {
            if (!facts.isObject(n)) continue;
            int node = n;
            int p = SceneValues.field(doc, node, parentField);
            facts.parent(node, SceneValues.link(doc, p), p);
            if (!facts.isObject(SceneValues.link(doc, p))) parentless.add(node);
            forEachLink(doc, SceneValues.field(doc, node, childrenField), (child, v) -> facts.child(node, child, v));
            forEachLink(doc, SceneValues.field(doc, node, componentsField), (c, v) -> facts.listsComponent(node, c, v));
        }
        int scene = sceneNode(doc);
        int roots = scene < 0 ? -1 : SceneValues.field(doc, scene, rootsField);
        if (scene >= 0) {
            int active = SceneValues.field(doc, scene, activeField);
            facts.scene(scene, SceneValues.string(doc, SceneValues.field(doc, scene, nameField)),
                    active < 0 ? null : SceneValues.flag(doc, active, true));
        }
        if (SceneValues.isArray(doc, roots)) {
            facts.rootListDeclared(true);
            forEachLink(doc, roots, facts::root);
        } else {
            for (int node : parentless) facts.root(node, -1);
        }
        return facts;
    }

    /** Components: what objects list, and nodes that name an owner; each with its kind (or its type). */
    private void components(Document doc, SceneFacts facts) {
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!facts.isObject(node)) continue;
            forEachLink(doc, SceneValues.field(doc, node, componentsField), (c, v) -> {
                if (!facts.isObject(c)) facts.component(c, kind(doc, c));
            });
        }
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (facts.isObject(node) || doc.bodyIsArray(node)) continue;
            int owner = SceneValues.field(doc, node, ownerField);
            if (owner < 0 && !facts.isComponent(node)) continue;
            facts.component(node, kind(doc, node));
            if (owner >= 0) facts.owner(node, SceneValues.link(doc, owner), owner);
        }
    }

    private String kind(Document doc, int node) {
        String kind = doc.bodyIsArray(node) ? null : SceneValues.string(doc, SceneValues.field(doc, node, kindField));
        return kind != null ? kind : doc.type(node);
    }

    private List<String> tags(Document doc, int node) {
        String tag = SceneValues.string(doc, SceneValues.field(doc, node, tagField));
        if (tag != null) return List.of(tag);
        int tags = SceneValues.field(doc, node, tagsField);
        if (!SceneValues.isArray(doc, tags)) return List.of();
        List<String> out = new ArrayList<>();
        doc.forEachChild(tags, t -> {
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
