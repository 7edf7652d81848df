package savelens.scene;

import java.util.Arrays;
import savelens.document.Document;
import savelens.progress.ReadProgress;

/**
 * The links of a scene file (Unity, Godot) seen from the top down, as "what keeps this object in the file" asks:
 * the values that point up (a child naming its parent, a component naming its object), which such questions leave
 * out, and the parent→child and object→component links the file writes only upwards (a Godot child's
 * {@code parent=}, or a Unity child object listed by its parent's transform), which they add.
 */
public final class HierarchyLinks {
    private final int[] upward;
    private final int[] downward;
    private final boolean[] inHierarchy;
    private final int[] roots;

    private HierarchyLinks(int[] upward, int[] downward, boolean[] inHierarchy, int[] roots) {
        this.upward = upward;
        this.downward = downward;
        this.inHierarchy = inHierarchy;
        this.roots = roots;
    }

    /** The links of a scene file, or null when the document is no scene file (a save shaped like a scene included). */
    public static HierarchyLinks of(Document doc) {
        // A scene file's entry is a root its format makes up ($, over the top objects); without one there is no
        // scene file, and the shapes' searches over every node are not worth making.
        if (!doc.hasSyntheticRoot()) return null;
        SceneShape shape = SceneShapes.of(doc).orElse(null);
        if (shape == null || !shape.isSceneFile()) return null;
        SceneFacts facts = shape.read(doc);
        int[] up = new int[8];
        int ups = 0;
        int[] down = new int[8];
        int downs = 0;
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            if (facts.parentValue[s] >= 0) {
                if (ups == up.length) up = Arrays.copyOf(up, ups * 2);
                up[ups++] = facts.parentValue[s];
            }
        }
        for (int k = 0; k < facts.components; k++) {
            ReadProgress.checkCancelled(k);
            if (facts.ownerValue[k] >= 0) {
                if (ups == up.length) up = Arrays.copyOf(up, ups * 2);
                up[ups++] = facts.ownerValue[k];
            }
        }
        // A made-up root leads to the top objects itself; a list of them in the file (Unity's SceneRoots) is not
        // what keeps them (else that list would hold every root's transform apart from its object).
        if (doc.hasSyntheticRoot()) {
            for (int i = 0; i < facts.roots.size; i++) {
                if (facts.roots.values[i] < 0) continue;
                if (ups == up.length) up = Arrays.copyOf(up, ups * 2);
                up[ups++] = facts.roots.values[i];
            }
        }
        int[] sortedUp = Arrays.copyOf(up, ups);
        CancellableSort.sort(sortedUp);
        // Rows read from an instanced scene (Godot's inherited nodes) are no nodes of this document: an edge to or
        // from one is taken by its nearest ancestor that is, or by the root.
        int nodes = doc.nodeCount();
        int[] inheritedParent = new int[Math.max(0, facts.objectNumbers() - nodes)];
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            int node = facts.objectNode[s];
            if (node >= nodes) inheritedParent[node - nodes] = facts.parent[s];
        }
        // What points up is turned round: the parent keeps the child, the object its component, listed or not.
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            int node = facts.objectNode[s];
            int parent = facts.parent[s];
            if (node >= nodes || parent < 0 || facts.parentValue[s] < 0) continue;
            int from = inDocument(parent, nodes, inheritedParent, doc.root());
            if (from < 0) continue; // under a made-up root, which leads to its top objects itself
            if (downs + 2 > down.length) down = Arrays.copyOf(down, down.length * 2);
            down[downs++] = from;
            down[downs++] = node;
        }
        for (int k = 0; k < facts.components; k++) {
            ReadProgress.checkCancelled(k);
            int owner = facts.owner[k];
            int from = owner < 0 ? -1 : inDocument(owner, nodes, inheritedParent, doc.root());
            if (from < 0) continue;
            if (downs + 2 > down.length) down = Arrays.copyOf(down, down.length * 2);
            down[downs++] = from;
            down[downs++] = facts.componentNode[k];
        }
        SceneFacts.Lists children = facts.children();
        SceneFacts.Lists components = facts.componentLists();
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            int node = facts.objectNode[s];
            if (node >= nodes) continue;
            for (SceneFacts.Lists list : new SceneFacts.Lists[] {children, components}) {
                for (int i = list.from[s]; i < list.from[s + 1]; i++) {
                    int target = list.node[i];
                    int value = list.value[i];
                    if (target < 0 || target >= nodes) continue;
                    // Written by the object itself to the target: the file's own edge already says it. Its target is
                    // asked first: a lookup in the links, where the owner may rebuild the value's part of the index.
                    if (value >= 0 && doc.target(value) == target && Arrays.binarySearch(sortedUp, value) < 0
                            && doc.ownerNode(value) == node) continue;
                    if (downs + 2 > down.length) down = Arrays.copyOf(down, down.length * 2);
                    down[downs++] = node;
                    down[downs++] = target;
                }
            }
        }
        ReadProgress.checkCancelled();
        down = distinctPairs(Arrays.copyOf(down, downs));
        downs = down.length;
        boolean[] inHierarchy = new boolean[nodes];
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            if (facts.objectNode[s] < nodes) inHierarchy[facts.objectNode[s]] = true;
        }
        for (int k = 0; k < facts.components; k++) {
            ReadProgress.checkCancelled(k);
            if (facts.componentNode[k] < nodes) inHierarchy[facts.componentNode[k]] = true;
        }
        return new HierarchyLinks(sortedUp, Arrays.copyOf(down, downs), inHierarchy, Arrays.copyOf(facts.roots.nodes, facts.roots.size));
    }

    /** The node itself, or for a row of an instanced scene its nearest ancestor in the document (else the root). */
    private static int inDocument(int node, int nodes, int[] inheritedParent, int root) {
        while (node >= nodes) node = inheritedParent[node - nodes];
        return node < 0 ? root : node;
    }

    /** Each (from, to) pair once: a child is named by its parent's list and by its own parent field alike. */
    private static int[] distinctPairs(int[] pairs) {
        long[] keys = new long[pairs.length / 2];
        for (int i = 0; i < keys.length; i++) {
            ReadProgress.checkCancelled(i);
            keys[i] = ((long) pairs[2 * i] << 32) | (pairs[2 * i + 1] & 0xffffffffL);
        }
        CancellableSort.sort(keys);
        int[] out = new int[pairs.length];
        int k = 0;
        for (int i = 0; i < keys.length; i++) {
            ReadProgress.checkCancelled(i);
            if (i > 0 && keys[i] == keys[i - 1]) continue;
            out[k++] = (int) (keys[i] >> 32);
            out[k++] = (int) keys[i];
        }
        return Arrays.copyOf(out, k);
    }

    /** True when the value is a link pointing up (a child's parent, a component's object). */
    public boolean pointsUp(int value) { return value >= 0 && Arrays.binarySearch(upward, value) >= 0; }

    /** True for a node that is an object or a component of the hierarchy. */
    public boolean inHierarchy(int node) { return node >= 0 && node < inHierarchy.length && inHierarchy[node]; }

    /** The hierarchy's top objects, which a made-up root leads to in place of whatever entry points it lists. */
    public int[] roots() { return roots.clone(); }

    /** How many top-down links the file does not write from the upper end. */
    public int addedCount() { return downward.length / 2; }

    /** The upper end (parent, object) of added link i. */
    public int addedFrom(int i) { return downward[2 * i]; }

    /** The lower end (child, component) of added link i. */
    public int addedTo(int i) { return downward[2 * i + 1]; }
}
