package savelens.app.cli;

import java.util.ArrayDeque;
import savelens.document.Document;
import savelens.document.OwnNames;
import savelens.document.ShownIds;
import savelens.document.ShownTypes;
import savelens.document.ValueNames;
import savelens.gamesave.ChangeNames;
import savelens.json.JsonText;
import savelens.path.DocumentPath;
import savelens.scene.ScenePaths;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;
import savelens.size.EdgeLabels;
import savelens.size.SizeGraph;

/**
 * How the size commands name a node: {@code #ID} as paths write it ({@code $} for a made-up root); where it is: a
 * scene object's scene path ({@code Level/Wall}, as {@link ScenePaths} writes it), else the path from the root by
 * which a breadth-first walk first reaches the node ({@code $.actors._data[1]}); and after that its name from the
 * user's world where there is one: the game's data for an RPG Maker actor ({@code actor 1 Harold}), else the node's
 * own name ({@link OwnNames}), left out where the scene path ends with it.
 */
final class NodeNames {
    private final Document doc;
    private final SizeGraph graph;
    private final SceneHierarchy scene;
    private final ScenePaths scenePaths;
    private final ChangeNames gameNames;
    /** The breadth-first walk from the root, as far as it went: each node's first edge in, and the queue. */
    private int[] home;
    private boolean[] seen;
    private int[] queue;
    private int head, tail;

    NodeNames(Document doc, SizeGraph graph, ValueNames valueNames) {
        this.doc = doc;
        this.graph = graph;
        this.gameNames = ChangeNames.of(valueNames);
        // Only a scene file (its root made up) names nodes by their place in a hierarchy; reading a save shaped like a
        // scene as one would cost a walk over every node for names it does not use.
        this.scene = doc.isSingleValue() || !doc.hasSyntheticRoot() ? null
                : SceneHierarchy.of(doc).filter(h -> h.shape().isSceneFile()).orElse(null);
        this.scenePaths = scene == null ? null : ScenePaths.of(scene);
    }

    /** {@code #ID} as paths and {@code --json} write it, or {@code $} for a root the format made up. */
    String id(int node) {
        return node == doc.root() && doc.hasSyntheticRoot() ? "$" : doc.nodeId(node).toString();
    }

    /** {@link #id} as a person reads it ({@link ShownIds}): for the lines, never for {@code --json}. */
    String shownId(int node) {
        return ShownIds.of(doc, node);
    }

    /** The scene path or the path from the root; null for the root itself and for a node the root does not reach. */
    String where(int node) {
        if (node == doc.root()) return null;
        if (scene != null) {
            SceneObject o = scene.objectContaining(node);
            if (o != null) return scenePath(o);
        }
        return homePath(node);
    }

    /** The node's name from the user's world (see the class), or null. */
    String name(int node) {
        if (!gameNames.isEmpty()) {
            String where = where(node);
            DocumentPath path = null;
            if (where != null && where.startsWith("$")) {
                try {
                    path = DocumentPath.parse(where);
                } catch (RuntimeException notAPath) {
                    // a path the walk wrote that reads back otherwise: named by the node alone
                }
            }
            String game = gameNames.nodeName(doc, node, path);
            if (game != null) return game;
        }
        String own = OwnNames.of(doc, node);
        if (own == null) return null;
        if (own.length() > 60) own = own.substring(0, 60) + "…";
        String where = scene == null ? null : where(node);
        return where != null && !where.startsWith("$") && where.endsWith(own) ? null : own;
    }

    /** {@code #ID Type where "name"}, where and name left out where there is none. */
    String label(int node) {
        String where = where(node);
        String name = name(node);
        return shownId(node) + " " + ShownTypes.of(doc, node) + (where == null ? "" : " " + where) + (name == null ? "" : " " + JsonText.quote(name));
    }

    /** {@code #ID Type "name"}, the name left out where there is none. */
    String brief(int node) {
        String name = name(node);
        return shownId(node) + " " + ShownTypes.of(doc, node) + (name == null ? "" : " " + JsonText.quote(name));
    }

    private String scenePath(SceneObject o) { return scenePaths.of(o); }

    /**
     * Where a path too long to show starts: its last {@link #SHOWN_STEPS} steps follow. A node deep in a long chain
     * (a list of a million linked entries) would otherwise be named by a path as long as the chain, and naming every
     * node of it would take time and output that grow with the square of its length.
     */
    static final String CUT = "$…";
    private static final int SHOWN_STEPS = 12;

    /** {@link #where}, but only where it is whole: null for a path cut short, which no command would read back. */
    String wholePath(int node) {
        String where = where(node);
        return where == null || where.startsWith(CUT) ? null : where;
    }

    private String homePath(int node) {
        int[] home = homes(node);
        if (home[node] < 0) return null;
        ArrayDeque<String> steps = new ArrayDeque<>();
        int v = node;
        String from = "$";
        while (v != doc.root() && home[v] >= 0) {
            if (steps.size() == SHOWN_STEPS) {
                from = CUT;
                break;
            }
            SceneObject o = scene == null || v == node ? null : scene.objectContaining(v);
            if (o != null) { // in a scene, from the nearest object up the way, by its place in the hierarchy
                from = scenePath(o);
                break;
            }
            int e = home[v];
            int source = sourceOf(e);
            steps.push(EdgeLabels.label(doc, source, graph.value(e)));
            v = source;
        }
        return from + String.join("", steps);
    }

    /**
     * Per node, the edge a breadth-first walk from the root first reaches it by (-1 for the root and the unreached),
     * walked only as far as the nodes asked about: the biggest nodes are mostly near the root, and a million-node
     * walk to name twenty of them is most of what {@code size} would do besides the analysis.
     */
    private int[] homes(int node) {
        if (home == null) {
            int n = doc.nodeCount();
            home = new int[n];
            java.util.Arrays.fill(home, -1);
            seen = new boolean[n];
            queue = new int[n];
            int root = graph.root();
            if (root >= 0) {
                queue[tail++] = root;
                seen[root] = true;
            }
        }
        while (!seen[node] && head < tail) {
            int v = queue[head++];
            for (int e = graph.firstEdge(v); e < graph.endEdge(v); e++) {
                int w = graph.target(e);
                if (w >= 0 && !seen[w]) {
                    seen[w] = true;
                    home[w] = e;
                    queue[tail++] = w;
                }
            }
        }
        return home;
    }

    private int sourceOf(int e) {
        int lo = 0, hi = doc.nodeCount() - 1;
        while (lo < hi) { // the last node whose edges start at or before e
            int mid = (lo + hi + 1) >>> 1;
            if (graph.firstEdge(mid) <= e) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
}
