package savelens.scene;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.format.godot.GodotSceneFacts;

/**
 * Godot text scenes: every {@code [node]} section an object, named by {@code name}, under the node its
 * {@code parent} path names (the nearest one in this file when the path goes into an instanced scene), children
 * in file order but where {@code index=} places them, {@code groups} as tags. A node runs unless its
 * {@code process_mode} is 4 (disabled); only 0 (inherit, the default) takes its parent's, so 1 (pausable),
 * 2 (when paused) and 3 (always) run under a disabled parent. {@code visible} (true unless written) does not stop
 * a node, so it is shown apart from being active. An instanced node ({@code instance=ExtResource(…)}) comes from that scene,
 * its lines in this file being its modifications. The root is the node without a parent.
 */
public final class GodotSceneShape implements SceneShape {
    public static final GodotSceneShape INSTANCE = new GodotSceneShape();
    private static final long INHERIT = 0, DISABLED = 4;

    private GodotSceneShape() {}

    @Override public String name() { return "godot"; }

    @Override public boolean recognises(Document doc) {
        GodotSceneFacts g = GodotSceneFacts.of(doc);
        return g != null && g.isScene() && g.rootNode() >= 0;
    }

    @Override public SceneFacts read(Document doc) {
        GodotSceneFacts g = GodotSceneFacts.of(doc);
        SceneFacts facts = new SceneFacts(doc);
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!g.isSceneNode(node)) continue;
            long mode = SceneValues.integer(doc, SceneValues.field(doc, node, "process_mode"), 0);
            facts.object(node, SceneValues.string(doc, SceneValues.field(doc, node, "name")), mode != DISABLED, groups(doc, node), null);
            facts.inheritsActive(node, mode == INHERIT);
            facts.visible(node, SceneValues.flag(doc, SceneValues.field(doc, node, "visible"), true));
        }
        Map<Integer, List<int[]>> children = new HashMap<>();
        for (int node = 0; node < doc.nodeCount(); node++) {
            if (!g.isSceneNode(node)) continue;
            int p = SceneValues.field(doc, node, "parent");
            if (p < 0) continue;
            int parent = SceneValues.link(doc, p);
            if (parent < 0) parent = nearestInFile(g, g.nodePath(node));
            facts.parent(node, parent, p);
            if (parent < 0) continue;
            long index = SceneValues.integer(doc, SceneValues.field(doc, node, "index"), -1);
            List<int[]> list = children.computeIfAbsent(parent, k -> new ArrayList<>());
            int at = index >= 0 && index < list.size() ? (int) index : list.size();
            list.add(at, new int[] {node, p});
        }
        children.forEach((parent, list) -> list.forEach(c -> facts.child(parent, c[0], c[1])));
        for (int node = 0; node < doc.nodeCount(); node++) {
            String scene = g.isSceneNode(node) ? g.instancedScene(node) : null;
            if (scene != null) facts.prefab(node, new PrefabSource(node, doc.nodeId(node), scene, modifications(doc, node)));
        }
        facts.rootListDeclared(false);
        facts.root(g.rootNode(), -1);
        return facts;
    }

    private static List<String> groups(Document doc, int node) {
        List<String> tags = new ArrayList<>();
        int groups = SceneValues.field(doc, node, "groups");
        if (groups >= 0 && doc.index().isContainer(groups)) {
            doc.forEachChild(groups, v -> {
                String t = SceneValues.string(doc, v);
                if (t != null) tags.add(t);
            });
        }
        return tags;
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

    /** For a node whose parent is inside an instanced scene: the nearest node above it that this file has. */
    private static int nearestInFile(GodotSceneFacts g, String path) {
        int cut = path.lastIndexOf('/');
        while (cut > 0) {
            int n = g.nodeAt(path.substring(0, cut));
            if (n >= 0) return n;
            cut = path.lastIndexOf('/', cut - 1);
        }
        return g.rootNode();
    }
}
