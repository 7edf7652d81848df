package savelens.app.cli;

import java.util.ArrayDeque;
import savelens.document.Document;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;
import savelens.size.EdgeLabels;
import savelens.size.SizeGraph;

/**
 * How the size commands name a node: {@code #ID} as paths write it ({@code $} for a made-up root), and beside it a
 * name from the user's world: a scene object's path in the hierarchy ({@code Level/Wall}), else the path from the
 * root by which a breadth-first walk first reaches the node ({@code $.actors._data[1]}).
 */
final class NodeNames {
    private final Document doc;
    private final SizeGraph graph;
    private final SceneHierarchy scene;
    private int[] home;

    NodeNames(Document doc, SizeGraph graph) {
        this.doc = doc;
        this.graph = graph;
        // Only a scene file (its root made up) names nodes by their place in a hierarchy; reading a save shaped like a
        // scene as one would cost a walk over every node for names it does not use.
        this.scene = doc.isSingleValue() || !doc.hasSyntheticRoot() ? null
                : SceneHierarchy.of(doc).filter(h -> h.shape().isSceneFile()).orElse(null);
    }

    /** {@code #ID}, or {@code $} for a root the format made up. */
    String id(int node) {
        return node == doc.root() && doc.hasSyntheticRoot() ? "$" : doc.nodeId(node).toString();
    }

    /** The scene path or the path from the root; null for the root itself and for a node the root does not reach. */
    String name(int node) {
        if (node == doc.root()) return null;
        if (scene != null) {
            SceneObject o = scene.objectContaining(node);
            if (o != null) return scenePath(o);
        }
        return homePath(node);
    }

    /** {@code #ID Type name}, the name left out where there is none. */
    String label(int node) {
        String name = name(node);
        return id(node) + " " + doc.type(node) + (name == null ? "" : " " + name);
    }

    private String scenePath(SceneObject o) {
        ArrayDeque<String> parts = new ArrayDeque<>();
        int guard = 0;
        for (SceneObject at = o; at != null && guard++ < 10_000; at = at.parent() < 0 ? null : scene.object(at.parent())) {
            parts.push(at.name().isEmpty() ? at.id().toString() : at.name());
        }
        return String.join("/", parts);
    }

    private String homePath(int node) {
        if (home == null) home = homes();
        if (home[node] < 0) return null;
        ArrayDeque<String> steps = new ArrayDeque<>();
        int v = node;
        int guard = 0;
        String from = "$";
        while (v != doc.root() && home[v] >= 0 && guard++ < 100_000) {
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

    /** Per node, the edge a breadth-first walk from the root first reaches it by (-1 for the root and the unreached). */
    private int[] homes() {
        int n = doc.nodeCount();
        int[] reached = new int[n];
        java.util.Arrays.fill(reached, -1);
        int root = graph.root();
        if (root < 0) return reached;
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = root;
        seen[root] = true;
        while (head < tail) {
            int v = queue[head++];
            for (int e = graph.firstEdge(v); e < graph.endEdge(v); e++) {
                int w = graph.target(e);
                if (w >= 0 && !seen[w]) {
                    seen[w] = true;
                    reached[w] = e;
                    queue[tail++] = w;
                }
            }
        }
        return reached;
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
