package savelens.format.godot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.scene.Inherited;
import savelens.scene.PrefabSource;
import savelens.scene.SceneFacts;
import savelens.scene.SceneShape;
import savelens.scene.SceneValues;

/**
 * Godot text scenes: every {@code [node]} section an object, named by {@code name}, under the node its
 * {@code parent} path names (the nearest one in this file when the path goes into an instanced scene), children
 * in file order but where {@code index=} places them, {@code groups} as tags. A node runs unless its
 * {@code process_mode} is 4 (disabled); only 0 (inherit, the default) takes its parent's, so 1 (pausable),
 * 2 (when paused) and 3 (always) run under a disabled parent. {@code visible} (true unless written) does not stop
 * a node, so it is shown apart from being active. An instanced node ({@code instance=ExtResource(…)}) comes from that scene,
 * its lines in this file being its modifications. The root is the node without a parent.
 *
 * <p>A parent path may lead into an instanced or inherited scene ({@code parent="Door/Hinge"}, {@code Hinge} being the
 * door scene's): the nodes on the way that this file does not have are shown as the rows of {@link Inherited},
 * read from that scene when it is at hand and holds them, else as placeholders named by the path, so that every
 * node sits under the parent its file names.
 */
public final class GodotSceneShape implements SceneShape {
    public static final GodotSceneShape INSTANCE = new GodotSceneShape();
    private static final long INHERIT = 0, DISABLED = 4;

    /** Public for {@link java.util.ServiceLoader}, which lists it with the scene shapes; {@link #INSTANCE} elsewhere. */
    public GodotSceneShape() {}

    @Override public String name() { return "godot"; }

    @Override public boolean typedNodesWithGroups() { return true; }

    @Override public boolean hasComponents() { return false; }

    /** First: it answers for a document read by Godot's text format alone, from facts read with it, so at once. */
    @Override public int recognitionOrder() { return 100; }

    @Override public boolean recognises(Document doc) {
        GodotSceneFacts g = GodotSceneFacts.of(doc);
        return g != null && g.isScene() && g.rootNode() >= 0;
    }

    /** The fields read of every node, found in one walk of its members. */
    private static final byte[][] FIELDS = java.util.stream.Stream.of("name", "type", "parent", "process_mode", "visible", "groups", "index")
            .map(f -> f.getBytes(java.nio.charset.StandardCharsets.UTF_8)).toArray(byte[][]::new);
    private static final int NAME = 0, TYPE = 1, PARENT = 2, PROCESS_MODE = 3, VISIBLE = 4, GROUPS = 5, INDEX = 6;

    @Override public SceneFacts read(Document doc) {
        GodotSceneFacts g = GodotSceneFacts.of(doc);
        SceneFacts facts = new SceneFacts(doc);
        ValueIndex x = doc.index();
        int[] f = new int[FIELDS.length];
        // Names and groups are left in the text (decoded when shown); each type is one string, shared.
        Map<String, String> types = new HashMap<>();
        // Each node's parent and index values (-1: none), for the children's pass below.
        int[] parentValue = new int[doc.nodeCount()];
        int[] indexOf = new int[doc.nodeCount()];
        java.util.Arrays.fill(parentValue, -1);
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!g.isSceneNode(node)) continue;
            fields(doc, node, f);
            long mode = SceneValues.integer(doc, f[PROCESS_MODE], 0);
            int name = f[NAME] >= 0 && doc.kind(f[NAME]) == ValueKind.STRING ? f[NAME] : -1;
            int groups = f[GROUPS] >= 0 && x.isContainer(f[GROUPS]) ? f[GROUPS] : -1;
            facts.object(node, name, name < 0 ? -1 : x.start(name), name < 0 ? -1 : x.end(name), mode != DISABLED, -1, -1, -1, groups, null);
            String type = SceneValues.string(doc, f[TYPE]);
            facts.type(node, type == null ? null : types.computeIfAbsent(type, t -> t));
            facts.inheritsActive(node, mode == INHERIT);
            facts.visible(node, SceneValues.flag(doc, f[VISIBLE], true));
            parentValue[node] = f[PARENT];
            indexOf[node] = f[INDEX];
        }
        ChildOrder children = new ChildOrder();
        Map<String, Integer> rows = new HashMap<>();
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!g.isSceneNode(node)) continue;
            int p = parentValue[node];
            if (p < 0) continue;
            int parent = SceneValues.link(doc, p);
            if (parent < 0) parent = row(g, facts, parentPath(g.nodePath(node)), rows, children);
            facts.parent(node, parent, p);
            if (parent < 0) continue;
            children.add(parent, node, p, SceneValues.integer(doc, indexOf[node], -1));
        }
        children.give(facts);
        for (int node = 0; node < doc.nodeCount(); node++) {
            String scene = g.isSceneNode(node) ? g.instancedScene(node) : null;
            if (scene != null) facts.prefab(node, new PrefabSource(node, doc.nodeId(node), scene, modifications(doc, node), true));
        }
        facts.rootListDeclared(false);
        facts.root(g.rootNode(), -1);
        return facts;
    }

    /** The {@link #FIELDS} of a node (-1 where not written), as {@link SceneValues#field} finds each. */
    private static void fields(Document doc, int node, int[] into) {
        if (doc.bodyIsArray(node)) java.util.Arrays.fill(into, -1);
        else doc.childrenNamed(doc.body(node), FIELDS, into);
    }

    /** The properties an instanced node's section sets over its scene, one {@code key = value} each. */
    private static List<String> modifications(Document doc, int node) {
        List<String> out = new ArrayList<>();
        doc.forEachField(node, v -> {
            String name = doc.name(v);
            if (!HEADER.contains(name)) out.add(name + " = " + doc.raw(v));
        });
        return out;
    }

    private static final java.util.Set<String> HEADER = java.util.Set.of("name", "type", "parent", "instance", "groups", "index",
            "node_paths", "unique_id", "parent_id_path", "owner", "instance_placeholder", "connections");

    private static String parentPath(String path) {
        int cut = path.lastIndexOf('/');
        return cut < 0 ? "." : path.substring(0, cut);
    }

    /**
     * The object at a path from the root: the file's node there, or the row standing for a node of another scene,
     * made (with the rows above it) the first time a path names it and placed after its parent's children so far.
     */
    private static int row(GodotSceneFacts g, SceneFacts facts, String path, Map<String, Integer> rows, ChildOrder children) {
        List<String> missing = new ArrayList<>(); // from the path up to the nearest object there is, without recursion
        int parent = -1;
        for (String at = path; parent < 0; at = parentPath(at)) {
            parent = at.equals(".") ? g.rootNode() : g.nodeAt(at);
            if (parent < 0) parent = rows.getOrDefault(at, -1);
            if (parent < 0) missing.add(at);
        }
        for (int i = missing.size() - 1; i >= 0; i--) parent = newRow(g, facts, missing.get(i), parent, rows, children);
        return parent;
    }

    private static int newRow(GodotSceneFacts g, SceneFacts facts, String path, int parent, Map<String, Integer> rows,
                              ChildOrder children) {
        GodotSceneFacts.Elsewhere at = g.elsewhere(path);
        Inherited from = at == null ? new Inherited(null, false, "no node of this file or of a scene it instances is at " + path)
                : at.holds() ? new Inherited(at.scene(), true, null)
                : at.atHand() ? new Inherited(at.scene(), false, at.scene() + " has no such node")
                : new Inherited(at.scene(), false, at.scene() + " is not at hand");
        int row = facts.inheritedObject(NodeId.of(path), path.substring(path.lastIndexOf('/') + 1), from);
        rows.put(path, row);
        facts.parent(row, parent, -1);
        children.add(parent, row, -1, -1);
        return row;
    }
}
