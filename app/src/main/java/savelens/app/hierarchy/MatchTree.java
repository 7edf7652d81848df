package savelens.app.hierarchy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.control.TreeItem;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * The rows a filter shows: each match under its parents, unfolded down to it, so a match deep under a folded parent
 * is seen where it sits. A parent that does not match itself is marked {@code :context} by its row (shown dimmed).
 */
final class MatchTree {
    private MatchTree() {}

    /** {@code matches} in depth-first order; the rows keep that order, each parent before what is under it. */
    static TreeItem<SceneObject> of(SceneHierarchy scene, List<SceneObject> matches) {
        TreeItem<SceneObject> root = new TreeItem<>();
        Map<Integer, TreeItem<SceneObject>> made = new HashMap<>();
        for (SceneObject m : matches) itemFor(scene, m, root, made);
        return root;
    }

    /** The nodes of the objects that are shown only as the way to a match. */
    static Set<Integer> context(List<SceneObject> matches, TreeItem<SceneObject> root) {
        Set<Integer> matched = new HashSet<>();
        for (SceneObject m : matches) matched.add(m.node());
        Set<Integer> out = new HashSet<>();
        java.util.ArrayDeque<TreeItem<SceneObject>> stack = new java.util.ArrayDeque<>(root.getChildren());
        while (!stack.isEmpty()) {
            TreeItem<SceneObject> item = stack.pop();
            if (!matched.contains(item.getValue().node())) out.add(item.getValue().node());
            stack.addAll(item.getChildren());
        }
        return out;
    }

    private static TreeItem<SceneObject> itemFor(SceneHierarchy scene, SceneObject o, TreeItem<SceneObject> root,
                                                 Map<Integer, TreeItem<SceneObject>> made) {
        TreeItem<SceneObject> item = made.get(o.node());
        if (item != null) return item;
        SceneObject parent = o.parent() < 0 ? null : scene.object(o.parent());
        TreeItem<SceneObject> above = parent == null ? root : itemFor(scene, parent, root, made);
        item = new TreeItem<>(o);
        item.setExpanded(true);
        above.getChildren().add(item);
        made.put(o.node(), item);
        return item;
    }
}
