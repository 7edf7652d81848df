package savelens.format.godot;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import savelens.document.NodeId;

/**
 * The sections the synthetic root refers to so that every one is reachable: those nothing refers to, and then,
 * for each group still unreached (nodes that only refer to each other, as a parent and the child it names by a
 * NodePath), the scene's root or its last section. References run from a child to its parent in Godot, so a scene's
 * leaves are its entry points.
 */
final class EntryPoints {
    private final List<Section> sections;
    private final NodeId[] ids;
    private final Map<Integer, NodeId> references;
    private final Map<Integer, Integer> sectionOf;

    private final int sceneRoot;

    EntryPoints(List<Section> sections, NodeId[] ids, Map<Integer, NodeId> references, Map<Integer, Integer> sectionOf, int sceneRoot) {
        this.sceneRoot = sceneRoot;
        this.sections = sections;
        this.ids = ids;
        this.references = references;
        this.sectionOf = sectionOf;
    }

    List<Integer> find() {
        int n = sections.size();
        List<List<Integer>> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(new ArrayList<>());
        boolean[] targeted = new boolean[n];
        int owner = 0;
        for (Map.Entry<Integer, Integer> e : sectionOf.entrySet()) {
            int v = e.getKey();
            while (owner + 1 < n && sections.get(owner + 1).value() <= v) owner++;
            out.get(owner).add(e.getValue());
            if (e.getValue() != owner) targeted[e.getValue()] = true;
        }
        boolean[] reached = new boolean[n];
        List<Integer> entries = new ArrayList<>();
        for (int s = 0; s < n; s++) if (ids[s] != null && !targeted[s]) reach(s, out, reached, entries);
        // A group left over is entered at the scene's root when it is in it, else at its last section: Godot writes
        // what a section refers to before it, so the last one reaches most.
        if (sceneRoot >= 0 && !reached[sceneRoot]) reach(sceneRoot, out, reached, entries);
        for (int s = n - 1; s >= 0; s--) if (ids[s] != null && !reached[s]) reach(s, out, reached, entries);
        entries.sort(null);
        return entries;
    }

    private static void reach(int from, List<List<Integer>> out, boolean[] reached, List<Integer> entries) {
        if (reached[from]) return;
        entries.add(from);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reached[from] = true;
        queue.add(from);
        while (!queue.isEmpty()) {
            for (int t : out.get(queue.poll())) {
                if (!reached[t]) {
                    reached[t] = true;
                    queue.add(t);
                }
            }
        }
    }
}
