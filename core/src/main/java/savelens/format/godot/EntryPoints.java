package savelens.format.godot;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The sections the synthetic root refers to so that every one is reachable: those nothing refers to, and then,
 * for each group still unreached (nodes that only refer to each other, as a parent and the child it names by a
 * NodePath), the scene's root or its last section. References run from a child to its parent in Godot, so a scene's
 * leaves are its entry points. The edges between sections are kept in two int arrays (each section's targets side by
 * side), not a list per section.
 */
final class EntryPoints {
    private final Sections sections;
    /** Whether a section is a node of the document. */
    private final IntPredicate isNode;
    /** Each reference by its value: the section it names, or a negative number where it names none. */
    private final IntPairs references;
    private final int sceneRoot;

    EntryPoints(Sections sections, IntPredicate isNode, IntPairs references, int sceneRoot) {
        this.sceneRoot = sceneRoot;
        this.sections = sections;
        this.isNode = isNode;
        this.references = references;
    }

    List<Integer> find() {
        int n = sections.size();
        int[] owners = new int[references.size()];
        int[] first = new int[n + 1]; // section s's targets are targets[first[s] .. first[s + 1])
        boolean[] targeted = new boolean[n];
        int owner = 0;
        for (int i = 0; i < references.size(); i++) {
            owners[i] = -1;
            int target = references.value(i);
            if (target < 0) continue;
            int v = references.key(i);
            while (owner + 1 < n && sections.value(owner + 1) <= v) owner++;
            owners[i] = owner;
            first[owner + 1]++;
            if (target != owner) targeted[target] = true;
        }
        for (int s = 0; s < n; s++) first[s + 1] += first[s];
        int[] targets = new int[first[n]];
        int[] filled = new int[n];
        for (int i = 0; i < owners.length; i++) {
            if (owners[i] >= 0) targets[first[owners[i]] + filled[owners[i]]++] = references.value(i);
        }
        boolean[] reached = new boolean[n];
        int[] queue = new int[n];
        List<Integer> entries = new ArrayList<>();
        for (int s = 0; s < n; s++) if (isNode.test(s) && !targeted[s]) reach(s, first, targets, reached, queue, entries);
        // A group left over is entered at the scene's root when it is in it, else at its last section: Godot writes
        // what a section refers to before it, so the last one reaches most.
        if (sceneRoot >= 0 && !reached[sceneRoot]) reach(sceneRoot, first, targets, reached, queue, entries);
        for (int s = n - 1; s >= 0; s--) if (isNode.test(s) && !reached[s]) reach(s, first, targets, reached, queue, entries);
        entries.sort(null);
        return entries;
    }

    private static void reach(int from, int[] first, int[] targets, boolean[] reached, int[] queue, List<Integer> entries) {
        if (reached[from]) return;
        entries.add(from);
        int head = 0, tail = 0;
        reached[from] = true;
        queue[tail++] = from;
        while (head < tail) {
            int s = queue[head++];
            for (int e = first[s]; e < first[s + 1]; e++) {
                int t = targets[e];
                if (!reached[t]) {
                    reached[t] = true;
                    queue[tail++] = t;
                }
            }
        }
    }
}
