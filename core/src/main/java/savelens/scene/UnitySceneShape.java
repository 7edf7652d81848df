package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ValueKind;

/**
 * Unity YAML scenes and prefabs: every document a node typed by its top-level key. An object is a
 * {@code GameObject} ({@code m_Name}, {@code m_IsActive}, {@code m_TagString}, {@code m_Layer}, its components in
 * {@code m_Component} as {@code - component: {fileID: N}} or, in older files, {@code - 4: {fileID: N}}); each
 * component names it back by {@code m_GameObject}; the hierarchy lives on the {@code Transform} or
 * {@code RectTransform} ({@code m_Father}, {@code m_Children}). The root list is the {@code SceneRoots} document's
 * {@code m_Roots} (2022.2 on); without one the roots are the fatherless transforms in {@code m_RootOrder}, and
 * nothing is checked against them. Prefab instances are objects of their own (see {@link UnityPrefabInstance}).
 */
public final class UnitySceneShape implements SceneShape {
    public static final UnitySceneShape INSTANCE = new UnitySceneShape();

    private UnitySceneShape() {}

    @Override public String name() { return "unity"; }

    @Override public boolean recognises(Document doc) {
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (doc.bodyIsArray(node)) continue;
            switch (doc.type(node)) {
                case "GameObject" -> {
                    if (SceneValues.field(doc, node, "m_Component") >= 0 || SceneValues.field(doc, node, "m_PrefabInstance") >= 0
                            || SceneValues.field(doc, node, "m_PrefabInternal") >= 0) return true;
                }
                case "Transform", "RectTransform" -> {
                    if (SceneValues.field(doc, node, "m_Father") >= 0 || SceneValues.field(doc, node, "m_PrefabInstance") >= 0) return true;
                }
                case "PrefabInstance" -> {
                    if (SceneValues.field(doc, node, "m_SourcePrefab") >= 0) return true;
                }
                default -> { }
            }
        }
        return false;
    }

    @Override public SceneFacts read(Document doc) {
        return new Reading(doc).facts;
    }

    private static boolean isTransform(String type) { return type.equals("Transform") || type.equals("RectTransform"); }

    /** One reading of a document: which node stands for which object, then the facts. */
    private static final class Reading {
        final Document doc;
        final SceneFacts facts;
        final Map<Integer, UnityPrefabInstance> instances = new HashMap<>();
        /** Per node: the object it is or belongs to (a transform's GameObject, a stripped transform's instance), or -1. */
        final int[] objectOf;
        /** Per object node: its transform, or -1. */
        final int[] transformOf;
        final Map<Integer, UnityPrefabInstance> byObject = new HashMap<>();

        Reading(Document doc) {
            this.doc = doc;
            this.facts = new SceneFacts(doc);
            this.objectOf = new int[doc.nodeCount()];
            Arrays.fill(objectOf, -1);
            this.transformOf = new int[doc.nodeCount()];
            Arrays.fill(transformOf, -1);
            findInstances();
            objects();
            components();
            hierarchy();
            roots();
        }

        private boolean stripped(int node) {
            String type = doc.type(node);
            if (type.equals("GameObject")) return SceneValues.field(doc, node, "m_Component") < 0;
            return isTransform(type) && SceneValues.field(doc, node, "m_GameObject") < 0;
        }

        /** The instance a node belongs to ({@code m_PrefabInstance}, or the old {@code m_PrefabInternal}), or null. */
        private UnityPrefabInstance instanceOf(int node) {
            UnityPrefabInstance i = instances.get(SceneValues.link(doc, SceneValues.field(doc, node, "m_PrefabInstance")));
            return i != null ? i : instances.get(SceneValues.link(doc, SceneValues.field(doc, node, "m_PrefabInternal")));
        }

        private void findInstances() {
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node)) continue;
                String type = doc.type(node);
                if (type.equals("PrefabInstance")) {
                    instances.put(node, new UnityPrefabInstance(doc, node, "m_SourcePrefab"));
                } else if (type.equals("Prefab") && linksElsewhere(SceneValues.field(doc, node, "m_ParentPrefab"))) {
                    instances.put(node, new UnityPrefabInstance(doc, node, "m_ParentPrefab")); // an old instance, not a prefab's own root
                }
            }
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node) || !doc.type(node).equals("GameObject")) continue;
                UnityPrefabInstance i = instanceOf(node);
                if (i == null) continue;
                if (stripped(node)) i.strippedObjects.add(node);
                else i.writtenObjects++;
            }
            for (UnityPrefabInstance i : instances.values()) {
                // Objects written out in full (the oldest files) are the instance; else it is one object of its own.
                if (i.strippedObjects.isEmpty() && i.writtenObjects > 0) continue;
                i.objectNode = i.node;
                for (int go : i.strippedObjects) {
                    if (i.objectNode == i.node || sourceId(go) == i.rootTarget && i.rootTarget != 0) i.objectNode = go;
                    if (sourceId(go) == i.rootTarget && i.rootTarget != 0) break;
                }
                byObject.put(i.objectNode, i);
            }
        }

        /** A {@code {fileID: N, guid: G}} with N ≠ 0: a link to another asset. */
        private boolean linksElsewhere(int v) {
            return v >= 0 && doc.kind(v) == ValueKind.OBJECT && doc.childNamed(v, "guid") >= 0
                    && SceneValues.integer(doc, doc.childNamed(v, "fileID"), 0) != 0;
        }

        /** The file id, inside its prefab, of the object a stripped document stands for. */
        private long sourceId(int node) {
            int source = SceneValues.field(doc, node, "m_CorrespondingSourceObject");
            if (source < 0) source = SceneValues.field(doc, node, "m_PrefabParentObject");
            return source >= 0 && doc.kind(source) == ValueKind.OBJECT ? SceneValues.integer(doc, doc.childNamed(source, "fileID"), 0) : 0;
        }

        private void objects() {
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node)) continue;
                String type = doc.type(node);
                UnityPrefabInstance own = instances.get(node);
                if (own != null && own.objectNode == node) {
                    instanceObject(own, node);
                } else if (type.equals("GameObject") && !stripped(node)) {
                    facts.object(node, SceneValues.string(doc, SceneValues.field(doc, node, "m_Name")),
                            SceneValues.flag(doc, SceneValues.field(doc, node, "m_IsActive"), true), tag(SceneValues.field(doc, node, "m_TagString")),
                            SceneValues.layer(doc, SceneValues.field(doc, node, "m_Layer")));
                    objectOf[node] = node;
                    UnityPrefabInstance from = instanceOf(node);
                    if (from != null) facts.prefab(node, from.prefabSource(doc));
                } else if (type.equals("GameObject")) {
                    UnityPrefabInstance from = instanceOf(node);
                    if (from != null && from.objectNode == node) {
                        instanceObject(from, node);
                    } else {
                        long source = sourceId(node);
                        String name = from == null ? null : from.property(source, "m_Name");
                        String active = from == null ? null : from.property(source, "m_IsActive");
                        facts.object(node, name, active == null || !active.strip().equals("0"), List.of(), null);
                        objectOf[node] = node;
                        if (from != null) facts.prefab(node, from.prefabSource(doc));
                    }
                }
            }
            for (UnityPrefabInstance i : instances.values()) if (i.objectNode >= 0) objectOf[i.node] = i.objectNode;
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node) || !isTransform(doc.type(node))) continue;
                if (stripped(node)) {
                    UnityPrefabInstance i = instanceOf(node);
                    if (i != null) objectOf[node] = i.objectNode;
                } else {
                    int go = SceneValues.link(doc, SceneValues.field(doc, node, "m_GameObject"));
                    if (go >= 0) objectOf[node] = objectOf[go];
                }
            }
        }

        /** The object an instance is: named, tagged and activated by its overrides of the prefab's root. */
        private void instanceObject(UnityPrefabInstance i, int node) {
            String name = i.rootProperty("m_Name");
            if (name == null) name = i.sourceName(); // Unity names an instance as its prefab until renamed
            String active = i.rootProperty("m_IsActive");
            String tag = i.rootProperty("m_TagString");
            String layer = i.rootProperty("m_Layer");
            facts.object(node, name, active == null || !active.strip().equals("0"), tag == null ? List.of() : List.of(tag),
                    layer == null ? null : new SceneLayer(layer, true));
            objectOf[node] = node;
            facts.prefab(node, i.prefabSource(doc));
        }

        private List<String> tag(int v) {
            String t = SceneValues.scalar(doc, v);
            return t == null ? List.of() : List.of(t);
        }

        private void components() {
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node) || doc.type(node).equals("GameObject")) continue;
                int owner = SceneValues.field(doc, node, "m_GameObject");
                if (owner < 0) continue;
                facts.component(node, doc.type(node));
                int go = SceneValues.link(doc, owner);
                facts.owner(node, go < 0 ? -1 : objectOf[go], owner);
            }
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (!facts.isObject(node) || !doc.type(node).equals("GameObject")) continue;
                int list = SceneValues.field(doc, node, "m_Component");
                if (!SceneValues.isArray(doc, list)) continue;
                for (int i = 0, n = doc.visibleChildCount(list); i < n; i++) {
                    int entry = doc.childAt(list, i);
                    // "- component: {fileID: N}", or "- 4: {fileID: N}" in older files: the entry's one member is the link.
                    int link = doc.kind(entry) == ValueKind.OBJECT ? doc.childAt(entry, 0) : entry;
                    int c = SceneValues.link(doc, link);
                    if (c >= 0) facts.listsComponent(node, c, link);
                }
            }
        }

        private void hierarchy() {
            for (int node = 0; node < doc.nodeCount(); node++) {
                if (doc.bodyIsArray(node) || !isTransform(doc.type(node)) || stripped(node)) continue;
                int object = objectOf[node];
                if (object < 0 || !facts.isObject(object)) continue;
                transformOf[object] = node;
                int father = SceneValues.field(doc, node, "m_Father");
                int f = SceneValues.link(doc, father);
                facts.parent(object, f < 0 ? -1 : objectOf[f], father);
                int children = SceneValues.field(doc, node, "m_Children");
                if (!SceneValues.isArray(doc, children)) continue;
                for (int i = 0, n = doc.visibleChildCount(children); i < n; i++) {
                    int entry = doc.childAt(children, i);
                    int c = SceneValues.link(doc, entry);
                    if (c >= 0 && objectOf[c] >= 0) facts.child(object, objectOf[c], entry);
                }
            }
            for (UnityPrefabInstance i : instances.values()) {
                if (i.objectNode < 0) continue;
                int p = SceneValues.link(doc, i.transformParent);
                if (i.transformParent >= 0) facts.parent(i.objectNode, p < 0 ? -1 : objectOf[p], i.transformParent);
                for (int go : i.strippedObjects) if (go != i.objectNode) facts.parent(go, i.objectNode, -1);
            }
        }

        private void roots() {
            int sceneRoots = -1;
            for (int node = 0; node < doc.nodeCount() && sceneRoots < 0; node++) {
                if (!doc.bodyIsArray(node) && doc.type(node).equals("SceneRoots")) sceneRoots = node;
            }
            int list = sceneRoots < 0 ? -1 : SceneValues.field(doc, sceneRoots, "m_Roots");
            if (SceneValues.isArray(doc, list)) {
                facts.rootListDeclared(true);
                for (int i = 0, n = doc.visibleChildCount(list); i < n; i++) {
                    int entry = doc.childAt(list, i);
                    int target = SceneValues.link(doc, entry);
                    if (target < 0) continue; // a dangling entry is the graph's finding
                    boolean transformOrInstance = isTransform(doc.type(target)) || instances.containsKey(target);
                    if (!transformOrInstance || objectOf[target] < 0) {
                        facts.diagnostic(Diagnostic.warning("SceneRoots lists " + doc.nodeId(target) + " " + doc.type(target)
                                + ", which is neither a transform nor a prefab instance", sceneRoots, entry));
                        continue;
                    }
                    facts.root(objectOf[target], entry);
                }
                return;
            }
            List<int[]> parentless = new ArrayList<>(); // object node, root order
            for (SceneFacts.ObjectFacts o : facts.objects) {
                if (o.parent < 0) parentless.add(new int[] {o.node, rootOrder(o.node)});
            }
            parentless.sort(Comparator.comparingInt(a -> a[1])); // stable: document order among equals
            for (int[] r : parentless) facts.root(r[0], -1);
        }

        /** Where an object stands among the roots by {@code m_RootOrder}: its transform's, or its instance's override. */
        private int rootOrder(int object) {
            UnityPrefabInstance i = byObject.get(object);
            if (i != null) {
                String order = i.firstProperty("m_RootOrder");
                try {
                    return order == null ? Integer.MAX_VALUE : Integer.parseInt(order.strip());
                } catch (NumberFormatException e) {
                    return Integer.MAX_VALUE;
                }
            }
            int t = transformOf[object];
            long order = t < 0 ? Integer.MAX_VALUE : SceneValues.integer(doc, SceneValues.field(doc, t, "m_RootOrder"), Integer.MAX_VALUE);
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, order));
        }
    }
}
