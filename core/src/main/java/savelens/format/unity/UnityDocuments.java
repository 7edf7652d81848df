package savelens.format.unity;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.scene.SceneLayer;
import savelens.scene.SceneValues;

/**
 * What the Unity scene shape needs of each document, read in one pass in file order: a reader of Unity YAML
 * rebuilds a document's values when one of them is looked at, so every document is visited once, and the
 * hierarchy is then worked out from these arrays alone.
 */
final class UnityDocuments {
    static final byte OTHER = 0, GAME_OBJECT = 1, STRIPPED_GAME_OBJECT = 2, TRANSFORM = 3, STRIPPED_TRANSFORM = 4, COMPONENT = 5,
            SCENE_ROOTS = 6;

    final Document doc;
    final int count;
    final byte[] role;
    /** The node named by {@code m_PrefabInstance} or {@code m_PrefabInternal}, or -1. */
    final int[] instanceLink;
    /** For a stripped GameObject: the file id, inside its prefab, of the object it stands for. */
    final long[] sourceId;
    /** For a transform or component: the GameObject named by {@code m_GameObject} (-1 none) and that value. */
    final int[] gameObject;
    final int[] gameObjectValue;
    /** For a transform: the transform named by {@code m_Father} (-1 none), that value, and {@code m_RootOrder}. */
    final int[] father;
    final int[] fatherValue;
    final long[] rootOrder;
    /** For a transform: {@code m_Children}; for a GameObject: {@code m_Component}; for SceneRoots: {@code m_Roots} (target, value pairs). */
    final int[][] links;
    /** For a GameObject: what it says of itself. */
    final String[] name;
    final boolean[] active;
    final String[] tag;
    final SceneLayer[] layer;
    final Map<Integer, UnityPrefabInstance> instances = new HashMap<>();
    int sceneRoots = -1;

    UnityDocuments(Document doc) {
        this.doc = doc;
        this.count = doc.nodeCount();
        role = new byte[count];
        instanceLink = filled(count);
        sourceId = new long[count];
        gameObject = filled(count);
        gameObjectValue = filled(count);
        father = filled(count);
        fatherValue = filled(count);
        rootOrder = new long[count];
        links = new int[count][];
        name = new String[count];
        active = new boolean[count];
        tag = new String[count];
        layer = new SceneLayer[count];
        UnitySceneFields noted = doc.index() instanceof UnityYamlIndex u ? u.sceneFields() : null;
        for (int node = 0; node < count; node++) {
            byte form = noted == null ? UnitySceneFields.UNNOTED : noted.form(node);
            if (form != UnitySceneFields.UNNOTED) noted(noted, node, form);
            else if (!doc.bodyIsArray(node)) read(node);
        }
    }

    /** A document as the load noted it: the same facts {@link #read} finds, with no rebuild of its values. */
    private void noted(UnitySceneFields f, int node, byte form) {
        switch (form) {
            case UnitySceneFields.GAME_OBJECT -> {
                role[node] = GAME_OBJECT;
                int i = target(f.note(node, UnitySceneFields.INSTANCE));
                instanceLink[node] = i >= 0 ? i : target(f.note(node, UnitySceneFields.INTERNAL));
                links[node] = notedEntries(f, node, UnitySceneFields.COMPONENTS);
                name[node] = f.note(node, UnitySceneFields.NAME) < 0 ? null
                        : YamlScalars.decode(f.text(), f.note(node, UnitySceneFields.NAME_START), f.note(node, UnitySceneFields.NAME_END));
                int flags = f.note(node, UnitySceneFields.FLAGS);
                active[node] = (flags & UnitySceneFields.ACTIVE) != 0;
                tag[node] = scalar(f, node, UnitySceneFields.TAG, flags >> UnitySceneFields.TAG_FORM_SHIFT & 0xFF);
                int layerForm = flags >> UnitySceneFields.LAYER_FORM_SHIFT & 0xFF;
                layer[node] = layerForm == UnitySceneFields.NONE ? null
                        : new SceneLayer(scalar(f, node, UnitySceneFields.LAYER, layerForm), layerForm == UnitySceneFields.RAW);
            }
            case UnitySceneFields.TRANSFORM -> {
                role[node] = TRANSFORM;
                int go = f.note(node, UnitySceneFields.GAME_OBJECT_LINK);
                gameObject[node] = target(go);
                gameObjectValue[node] = go;
                int father = f.note(node, UnitySceneFields.FATHER);
                this.father[node] = target(father);
                fatherValue[node] = father;
                rootOrder[node] = (long) f.note(node, UnitySceneFields.ROOT_ORDER_HIGH) << 32
                        | f.note(node, UnitySceneFields.ROOT_ORDER_LOW) & 0xFFFFFFFFL;
                links[node] = notedEntries(f, node, UnitySceneFields.CHILDREN);
            }
            case UnitySceneFields.COMPONENT -> {
                role[node] = COMPONENT;
                int go = f.note(node, 0);
                gameObject[node] = target(go);
                gameObjectValue[node] = go;
            }
            default -> { } // nothing the shape reads
        }
    }

    /** The node a noted link value leads to: a reference's target; -1 for none (the load notes no other link). */
    private int target(int v) { return v < 0 ? -1 : doc.target(v); }

    /** A scalar noted at {@code at} (value, start, end), read as {@code SceneValues} reads it in the form the load saw. */
    private static String scalar(UnitySceneFields f, int node, int at, int form) {
        if (form == UnitySceneFields.NONE) return null;
        int start = f.note(node, at + 1), end = f.note(node, at + 2);
        return form == UnitySceneFields.STRING ? YamlScalars.decode(f.text(), start, end)
                : new String(f.text(), start, end - start, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** A noted list as {@link #entries} gives it (null when it was no list): its entries that lead somewhere, as pairs. */
    private int[] notedEntries(UnitySceneFields f, int node, int at) {
        int n = f.note(node, at);
        if (n < 0) return null;
        int[] out = new int[2 * n];
        int k = 0;
        for (int i = 1; i <= n; i++) {
            int link = f.note(node, at + i);
            int target = target(link);
            if (target < 0) continue;
            out[k++] = target;
            out[k++] = link;
        }
        return k == out.length ? out : Arrays.copyOf(out, k);
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    private int field(int node, String field) { return SceneValues.field(doc, node, field); }

    private void read(int node) {
        String type = doc.type(node);
        switch (type) {
            case "GameObject" -> {
                instanceLink[node] = instanceLink(node);
                int components = field(node, "m_Component");
                if (components < 0) {
                    role[node] = STRIPPED_GAME_OBJECT;
                    int source = field(node, "m_CorrespondingSourceObject");
                    if (source < 0) source = field(node, "m_PrefabParentObject");
                    sourceId[node] = source >= 0 && doc.kind(source) == ValueKind.OBJECT
                            ? SceneValues.integer(doc, doc.childNamed(source, "fileID"), 0) : 0;
                    return;
                }
                role[node] = GAME_OBJECT;
                // "- component: {fileID: N}", or "- 4: {fileID: N}" in older files: the entry's one member is the link.
                links[node] = entries(components, true);
                name[node] = SceneValues.string(doc, field(node, "m_Name"));
                active[node] = SceneValues.flag(doc, field(node, "m_IsActive"), true);
                tag[node] = SceneValues.scalar(doc, field(node, "m_TagString"));
                layer[node] = SceneValues.layer(doc, field(node, "m_Layer"));
            }
            case "PrefabInstance" -> instances.put(node, new UnityPrefabInstance(doc, node, "m_SourcePrefab"));
            case "Prefab" -> {
                // An old instance names its source; the one Prefab of an old prefab asset names none.
                if (linksElsewhere(field(node, "m_ParentPrefab"))) instances.put(node, new UnityPrefabInstance(doc, node, "m_ParentPrefab"));
            }
            case "SceneRoots" -> {
                if (sceneRoots >= 0) return;
                int roots = field(node, "m_Roots");
                if (!SceneValues.isArray(doc, roots)) return;
                role[node] = SCENE_ROOTS;
                sceneRoots = node;
                links[node] = entries(roots, false);
            }
            default -> {
                int go = field(node, "m_GameObject");
                boolean transform = type.equals("Transform") || type.equals("RectTransform");
                if (go < 0) {
                    if (transform) {
                        role[node] = STRIPPED_TRANSFORM;
                        instanceLink[node] = instanceLink(node);
                    }
                    return;
                }
                role[node] = transform ? TRANSFORM : COMPONENT;
                gameObject[node] = SceneValues.link(doc, go);
                gameObjectValue[node] = go;
                if (!transform) return;
                int f = field(node, "m_Father");
                father[node] = SceneValues.link(doc, f);
                fatherValue[node] = f;
                rootOrder[node] = SceneValues.integer(doc, field(node, "m_RootOrder"), Integer.MAX_VALUE);
                int children = field(node, "m_Children");
                if (SceneValues.isArray(doc, children)) links[node] = entries(children, false);
            }
        }
    }

    private int instanceLink(int node) {
        int i = SceneValues.link(doc, field(node, "m_PrefabInstance"));
        return i >= 0 ? i : SceneValues.link(doc, field(node, "m_PrefabInternal"));
    }

    /** The targets of a list's entries and the values naming them, as pairs; an entry naming nothing is left out. */
    private int[] entries(int list, boolean wrapped) {
        int[][] out = {new int[2 * Math.max(1, doc.visibleChildCount(list))]};
        int[] k = {0};
        doc.forEachChild(list, entry -> {
            int link = wrapped && doc.kind(entry) == ValueKind.OBJECT ? doc.childAt(entry, 0) : entry;
            int target = SceneValues.link(doc, link);
            if (target < 0) return;
            out[0][k[0]++] = target;
            out[0][k[0]++] = link;
        });
        return k[0] == out[0].length ? out[0] : Arrays.copyOf(out[0], k[0]);
    }

    /** A {@code {fileID: N, guid: G}} with N ≠ 0: a link to another asset. */
    private boolean linksElsewhere(int v) {
        return v >= 0 && doc.kind(v) == ValueKind.OBJECT && doc.childNamed(v, "guid") >= 0
                && SceneValues.integer(doc, doc.childNamed(v, "fileID"), 0) != 0;
    }

    boolean isTransform(int node) { return node >= 0 && (role[node] == TRANSFORM || role[node] == STRIPPED_TRANSFORM); }
}
