package savelens.format.unity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.scene.SceneFacts;
import savelens.scene.SceneLayer;
import savelens.scene.SceneShape;
import savelens.scene.SceneValues;

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

    private static final Set<String> UNITY_TYPES = Set.of("GameObject", "Transform", "RectTransform", "PrefabInstance",
            "SceneRoots", "OcclusionCullingSettings", "RenderSettings", "LightmapSettings", "NavMeshSettings");

    /** Public for {@link java.util.ServiceLoader}, which lists it with the scene shapes; {@link #INSTANCE} elsewhere. */
    public UnitySceneShape() {}

    @Override public String name() { return "unity"; }

    /**
     * Last: it recognises a scene by fields only Unity writes, looking at every GameObject, so a document of another
     * shape is settled before (a helio scene's first object settles it at once).
     */
    @Override public int recognitionOrder() { return 300; }

    @Override public boolean recognises(Document doc) {
        for (int node = 0; node < doc.nodeCount(); node++) {
            String type = doc.type(node); // known without reading the node: most nodes are settled by it alone
            if (type == null || !UNITY_TYPES.contains(type) || doc.bodyIsArray(node)) continue;
            switch (type) {
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
                // Only a scene has these: one with no object in it yet is still a scene, with an empty hierarchy.
                case "SceneRoots", "OcclusionCullingSettings", "RenderSettings", "LightmapSettings", "NavMeshSettings" -> {
                    return true;
                }
                default -> { }
            }
        }
        return false;
    }

    @Override public SceneFacts read(Document doc) {
        SceneFacts facts = new Reading(doc).facts;
        for (int node = 0; node < doc.nodeCount(); node++) if (facts.isObject(node)) facts.type(node, "GameObject"); // an instance's object is one too
        return facts;
    }

    /** One reading of a document: which node stands for which object, then the facts. */
    private static final class Reading {
        final Document doc;
        final UnityDocuments d;
        final SceneFacts facts;
        /** Per node: the object it is or belongs to (a transform's GameObject, a stripped transform's instance), or -1. */
        final int[] objectOf;
        /** Per object node: its transform, or -1. */
        final int[] transformOf;
        final Map<Integer, UnityPrefabInstance> byObject = new HashMap<>();

        Reading(Document doc) {
            this.doc = doc;
            this.d = new UnityDocuments(doc);
            this.facts = new SceneFacts(doc);
            this.objectOf = new int[doc.nodeCount()];
            Arrays.fill(objectOf, -1);
            this.transformOf = new int[doc.nodeCount()];
            Arrays.fill(transformOf, -1);
            instances();
            objects();
            components();
            hierarchy();
            roots();
        }

        private UnityPrefabInstance instanceOf(int node) {
            return d.instanceLink[node] < 0 ? null : d.instances.get(d.instanceLink[node]);
        }

        /** Which node stands for each instance: its root's stripped GameObject, else the instance itself. */
        private void instances() {
            for (int node = 0; node < d.count; node++) {
                UnityPrefabInstance i = d.role[node] == UnityDocuments.GAME_OBJECT || d.role[node] == UnityDocuments.STRIPPED_GAME_OBJECT
                        ? instanceOf(node) : null;
                if (i == null) continue;
                if (d.role[node] == UnityDocuments.STRIPPED_GAME_OBJECT) i.strippedObjects.add(node);
                else i.writtenObjects++;
            }
            for (UnityPrefabInstance i : d.instances.values()) {
                // Objects written out in full (the oldest files) are the instance; else it is one object of its own.
                if (i.strippedObjects.isEmpty() && i.writtenObjects > 0) continue;
                i.objectNode = i.strippedObjects.isEmpty() ? i.node : i.strippedObjects.get(0);
                for (int go : i.strippedObjects) {
                    if (i.rootTarget != 0 && d.sourceId[go] == i.rootTarget) {
                        i.objectNode = go;
                        break;
                    }
                }
                byObject.put(i.objectNode, i);
            }
        }

        private void objects() {
            for (int node = 0; node < d.count; node++) {
                UnityPrefabInstance own = byObject.get(node);
                if (own != null) {
                    instanceObject(own, node);
                } else if (d.role[node] == UnityDocuments.GAME_OBJECT) {
                    facts.object(node, d.name[node], d.active[node], d.tag[node] == null ? List.of() : List.of(d.tag[node]), d.layer[node]);
                    objectOf[node] = node;
                    UnityPrefabInstance from = instanceOf(node);
                    if (from != null) facts.prefab(node, from.prefabSource(doc));
                } else if (d.role[node] == UnityDocuments.STRIPPED_GAME_OBJECT) {
                    // Another object of an instance that something in the file refers to: shown under the instance.
                    UnityPrefabInstance from = instanceOf(node);
                    String name = from == null ? null : from.property(d.sourceId[node], "m_Name");
                    String active = from == null ? null : from.property(d.sourceId[node], "m_IsActive");
                    facts.object(node, name, active == null || !active.strip().equals("0"), List.of(), null);
                    objectOf[node] = node;
                    if (from != null) facts.prefab(node, from.prefabSource(doc));
                }
            }
            for (UnityPrefabInstance i : d.instances.values()) if (i.objectNode >= 0) objectOf[i.node] = i.objectNode;
            for (int node = 0; node < d.count; node++) {
                if (d.role[node] == UnityDocuments.STRIPPED_TRANSFORM) {
                    UnityPrefabInstance i = instanceOf(node);
                    if (i != null) objectOf[node] = i.objectNode;
                } else if (d.role[node] == UnityDocuments.TRANSFORM && d.gameObject[node] >= 0) {
                    objectOf[node] = objectOf[d.gameObject[node]];
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

        private void components() {
            for (int node = 0; node < d.count; node++) {
                if (d.role[node] != UnityDocuments.TRANSFORM && d.role[node] != UnityDocuments.COMPONENT) continue;
                facts.component(node, doc.type(node));
                int go = d.gameObject[node];
                facts.owner(node, go < 0 ? -1 : objectOf[go], d.gameObjectValue[node]);
            }
            for (int node = 0; node < d.count; node++) {
                if (d.role[node] != UnityDocuments.GAME_OBJECT || !facts.isObject(node)) continue;
                int[] list = d.links[node];
                for (int k = 0; k < list.length; k += 2) facts.listsComponent(node, list[k], list[k + 1]);
            }
        }

        private void hierarchy() {
            for (int node = 0; node < d.count; node++) {
                if (d.role[node] != UnityDocuments.TRANSFORM) continue;
                int object = objectOf[node];
                if (object < 0 || !facts.isObject(object)) continue;
                transformOf[object] = node;
                int f = d.father[node];
                facts.parent(object, f < 0 ? -1 : objectOf[f], d.fatherValue[node]);
                int[] children = d.links[node];
                if (children == null) continue;
                for (int k = 0; k < children.length; k += 2) {
                    int c = children[k];
                    if (objectOf[c] >= 0) facts.child(object, objectOf[c], children[k + 1]);
                }
            }
            for (UnityPrefabInstance i : d.instances.values()) {
                if (i.objectNode < 0) continue;
                int p = SceneValues.link(doc, i.transformParent);
                if (i.transformParent >= 0) facts.parent(i.objectNode, p < 0 ? -1 : objectOf[p], i.transformParent);
                for (int go : i.strippedObjects) if (go != i.objectNode) facts.parent(go, i.objectNode, -1);
            }
        }

        private void roots() {
            if (d.sceneRoots >= 0) {
                facts.rootListDeclared(true);
                int[] list = d.links[d.sceneRoots];
                for (int k = 0; k < list.length; k += 2) {
                    int target = list[k];
                    if (!d.isTransform(target) && !d.instances.containsKey(target) || objectOf[target] < 0) {
                        facts.diagnostic(Diagnostic.warning("SceneRoots lists " + doc.nodeId(target) + " " + doc.type(target)
                                + ", which is neither a transform nor a prefab instance", d.sceneRoots, list[k + 1]));
                        continue;
                    }
                    facts.root(objectOf[target], list[k + 1]);
                }
                return;
            }
            List<long[]> parentless = new ArrayList<>(); // object node, root order; objects are made in node order
            for (int node = 0; node < d.count; node++) {
                if (facts.isObject(node) && facts.parentOf(node) < 0) parentless.add(new long[] {node, rootOrder(node)});
            }
            parentless.sort(Comparator.comparingLong(a -> a[1])); // stable: document order among equals
            for (long[] r : parentless) facts.root((int) r[0], -1);
        }

        /** Where an object stands among the roots by {@code m_RootOrder}: its transform's, or its instance's override. */
        private long rootOrder(int object) {
            UnityPrefabInstance i = byObject.get(object);
            if (i != null) {
                String order = i.firstProperty("m_RootOrder");
                try {
                    return order == null ? Long.MAX_VALUE : Long.parseLong(order.strip());
                } catch (NumberFormatException e) {
                    return Long.MAX_VALUE;
                }
            }
            int t = transformOf[object];
            return t < 0 ? Long.MAX_VALUE : d.rootOrder[t];
        }
    }
}
