package savelens.app.panels;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.scene.SceneHierarchy;

/**
 * Which cycles a scene always has: an object and its components point at each other (Unity's GameObject and its
 * Transform), and a parent and its children (Unity's {@code m_Father} and {@code m_Children}, Godot's parent links).
 * A cycle is the format's own when each of its nodes is an object of the scene, one of their components, or a part
 * of a prefab instance (Unity's PrefabInstance and the stripped objects that name it), and the objects it goes
 * through hang together as one piece of the hierarchy (each one's parent among them, but the top's). Anything else in
 * a cycle (a resource, a second piece of the tree) makes it a surprise worth a look.
 */
final class StructuralCycles {
    private final SceneHierarchy scene;
    /** Per prefab instance node, the node of the object it places: read from the scene's arrays, no object built. */
    private final Map<Integer, Integer> byInstance;

    StructuralCycles(SceneHierarchy scene) {
        this.scene = scene;
        this.byInstance = scene.objectsByPrefabInstance();
    }

    boolean isStructural(List<Integer> nodes) {
        // By node, no object made: a cycle through a big scene passes through every object.
        Set<Integer> objects = new HashSet<>();
        for (int node : nodes) {
            int o = objectOf(node);
            if (o < 0) return false;
            objects.add(o);
        }
        int tops = 0;
        for (int node : objects) {
            int parent = scene.parentOf(node);
            if (parent < 0 || !objects.contains(parent)) tops++;
            if (tops > 1) return false;
        }
        return tops == 1;
    }

    /** The object a node is part of (its node, or -1): as the object or a component, as its prefab instance, or naming that instance. */
    private int objectOf(int node) {
        int o = scene.objectNodeContaining(node);
        if (o >= 0) return o;
        Integer placed = byInstance.get(node);
        if (placed != null || byInstance.isEmpty()) return placed == null ? -1 : placed;
        Document doc = scene.document();
        Integer[] found = new Integer[1];
        doc.forEachField(node, field -> {
            if (found[0] == null && doc.kind(field) == ValueKind.REFERENCE) found[0] = byInstance.get(doc.target(field));
        });
        return found[0] == null ? -1 : found[0];
    }
}
