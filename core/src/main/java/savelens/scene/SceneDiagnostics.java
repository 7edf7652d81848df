package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Diagnostic;
import savelens.json.VisibleText;
import savelens.progress.ReadProgress;

/**
 * What is wrong with a scene's lists (seed 004: the owner table, the root list, parents and children must tell
 * one story): an object that no list reaches, a root with a parent, parent and children disagreeing, an object
 * listed twice, a component and its owner disagreeing, and, as errors, hierarchy cycles. Objects from a prefab
 * instance are left out of the list checks, which their source prefab decides. Every check goes through the facts'
 * arrays by slot.
 */
final class SceneDiagnostics {
    private final SceneFacts facts;
    private final SceneTree tree;
    private final List<Diagnostic> out = new ArrayList<>();

    SceneDiagnostics(SceneFacts facts, SceneTree tree) {
        this.facts = facts;
        this.tree = tree;
    }

    List<Diagnostic> findings() { return findings(treeless()); }

    /**
     * The findings that need the facts alone, not the tree's walk (all but the loops of children lists): a check of a
     * big scene makes them on a second core while the tree is walked ({@link SceneHierarchy}).
     */
    Treeless treeless() {
        boolean[] onParentCycle = parentCycles();
        int cycles = out.size();
        rootList();
        parentsAndChildren();
        listedTwice();
        components();
        return new Treeless(List.copyOf(out), cycles, onParentCycle);
    }

    /** What {@link #treeless} found: the hierarchy cycles (the first {@code cycles}) then the lists' findings. */
    record Treeless(List<Diagnostic> found, int cycles, boolean[] onParentCycle) {}

    /** Every finding, in their one order: the parent cycles, the children lists' loops of the tree, the rest. */
    List<Diagnostic> findings(Treeless treeless) {
        List<Diagnostic> all = new ArrayList<>(treeless.found().subList(0, treeless.cycles()));
        listLoops(treeless.onParentCycle(), all);
        all.addAll(treeless.found().subList(treeless.cycles(), treeless.found().size()));
        return all;
    }

    /** Objects that are their own ancestor by their parent links: one error per cycle. */
    private boolean[] parentCycles() {
        int n = facts.objects;
        byte[] state = new byte[n]; // 0 not seen, 1 on the current walk, 2 done
        boolean[] onCycle = new boolean[n];
        int[] walk = new int[16]; // the slots of the current walk up the parents, unboxed: every object passes here
        int[] parentSlot = facts.parentSlots();
        for (int s = 0; s < n; s++) {
            ReadProgress.checkCancelled(s);
            if (state[s] != 0) continue;
            int walked = 0;
            int at = s;
            while (at >= 0 && state[at] == 0) {
                state[at] = 1;
                if (walked == walk.length) walk = Arrays.copyOf(walk, walked * 2);
                walk[walked++] = at;
                at = parentSlot[at];
            }
            if (at >= 0 && state[at] == 1) {
                int from = 0;
                while (walk[from] != at) from++;
                StringBuilder path = new StringBuilder();
                for (int i = from; i < walked; i++) {
                    int c = walk[i];
                    onCycle[c] = true;
                    path.append(describe(facts.objectNode[c])).append(" → ");
                }
                int first = facts.objectNode[at];
                path.append(facts.id(first));
                out.add(Diagnostic.error("hierarchy cycle: " + path + " (each the parent of the one before): "
                        + (walked - from == 1 ? "an object is its own parent" : "an object is its own ancestor"), first, facts.parentValue[at]));
            }
            for (int i = 0; i < walked; i++) state[walk[i]] = 2;
        }
        return onCycle;
    }

    /** A children list that leads back to an object above: an engine walking down from the roots never ends. */
    private void listLoops(boolean[] onParentCycle, List<Diagnostic> out) {
        for (int[] loop : tree.loops) {
            int lister = loop[0];
            int child = loop[1];
            if (onParentCycle[facts.slot(lister)] && onParentCycle[facts.slot(child)]) continue;
            out.add(Diagnostic.error("hierarchy cycle: " + describe(lister) + " lists " + describe(child)
                    + " among its children, which is above it in the hierarchy", lister, loop[2]));
        }
    }

    private void rootList() {
        if (!facts.rootListDeclared) return;
        SceneFacts.Links roots = facts.roots;
        for (int i = 0; i < roots.size; i++) {
            int node = roots.nodes[i];
            int s = facts.slot(node);
            if (facts.parent[s] >= 0 && facts.prefab(s) == null) {
                out.add(Diagnostic.warning(describe(node) + " is in the root list but has a parent, " + describe(facts.parent[s]),
                        node, roots.values[i]));
            }
        }
        boolean[] inRootList = facts.inRootList();
        for (int s = 0; s < facts.objects; s++) {
            if (facts.parent[s] < 0 && facts.prefab(s) == null && !inRootList[s]) {
                int node = facts.objectNode[s];
                out.add(Diagnostic.warning(describe(node) + " has no parent and is missing from the root list: the scene owns it"
                        + " but its hierarchy never reaches it", node, facts.parentValue[s]));
            }
        }
    }

    /** Parent links and children lists that disagree; package-private for the test that Cancel stops it. */
    void parentsAndChildren() {
        boolean[] listedByParent = facts.listedByParent();
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            int parent = facts.parent[s];
            if (parent < 0 || listedByParent[s]) continue;
            int node = facts.objectNode[s];
            if (exempt(node, parent)) continue;
            out.add(Diagnostic.warning(describe(node) + " names " + describe(parent) + " as its parent, but "
                    + facts.id(parent) + " does not list it among its children", node, facts.parentValue[s]));
        }
        SceneFacts.Lists children = facts.children();
        int[] childSlot = facts.childSlots();
        for (int p = 0; p < facts.objects; p++) {
            ReadProgress.checkCancelled(p);
            int node = facts.objectNode[p];
            for (int i = children.from[p]; i < children.from[p + 1]; i++) {
                int c = children.node[i];
                int named = facts.parent[childSlot[i]];
                if (named == node || exempt(node, c)) continue;
                out.add(Diagnostic.warning(describe(node) + " lists " + describe(c) + " among its children, but its parent is "
                        + (named < 0 ? "none" : describe(named)), node, children.value[i]));
            }
        }
    }

    /** An object in more than one place of the root list and the children lists. */
    private void listedTwice() {
        int n = facts.objects;
        int[] count = new int[n];
        int[] secondValue = new int[n];
        int[] secondLister = new int[n];
        if (facts.rootListDeclared) for (int i = 0; i < facts.roots.size; i++) {
            count(facts.slot(facts.roots.nodes[i]), facts.roots.values[i], facts.sceneNode, count, secondValue, secondLister);
        }
        SceneFacts.Lists children = facts.children();
        int[] childSlot = facts.childSlots();
        for (int p = 0; p < n; p++) {
            ReadProgress.checkCancelled(p);
            int node = facts.objectNode[p];
            for (int i = children.from[p]; i < children.from[p + 1]; i++) count(childSlot[i], children.value[i], node, count, secondValue, secondLister);
        }
        for (int s = 0; s < n; s++) {
            ReadProgress.checkCancelled(s);
            if (count[s] < 2) continue;
            int node = facts.objectNode[s];
            out.add(Diagnostic.warning(describe(node) + " is listed " + count[s] + " times in the scene's root list and children lists",
                    secondLister[s] >= 0 ? secondLister[s] : node, secondValue[s]));
        }
    }

    private static void count(int s, int value, int lister, int[] count, int[] secondValue, int[] secondLister) {
        if (++count[s] == 2) {
            secondValue[s] = value;
            secondLister[s] = lister;
        }
    }

    private void components() {
        boolean[] listedByOwner = facts.listedByOwner();
        for (int k = 0; k < facts.components; k++) {
            int owner = facts.owner[k];
            if (owner < 0 || listedByOwner[k] || facts.prefab(facts.slot(owner)) != null) continue;
            int node = facts.componentNode[k];
            out.add(Diagnostic.warning("component " + facts.id(node) + " " + facts.kind(k) + " names " + describe(owner)
                    + " as its owner, which does not list it", node, facts.ownerValue[k]));
        }
        SceneFacts.Lists lists = facts.componentLists();
        for (int s = 0; s < facts.objects; s++) {
            if (facts.prefab(s) != null) continue;
            int node = facts.objectNode[s];
            for (int i = lists.from[s]; i < lists.from[s + 1]; i++) {
                int k = facts.componentSlot(lists.node[i]);
                int owner = facts.owner[k];
                if (owner == node || facts.ownerValue[k] < 0 && owner < 0) continue;
                out.add(Diagnostic.warning(describe(node) + " lists component " + facts.id(facts.componentNode[k]) + " " + facts.kind(k)
                        + ", whose owner is " + (owner < 0 ? "none" : describe(owner)), node, lists.value[i]));
            }
        }
    }

    private boolean exempt(int a, int b) {
        return facts.hasPrefabs() && (facts.prefab(facts.slot(a)) != null || facts.prefab(facts.slot(b)) != null);
    }

    private String describe(int object) {
        String id = facts.id(object).toString();
        if (!facts.isObject(object)) return id;
        String name = facts.name(facts.slot(object));
        return name.isEmpty() ? id : id + " " + VisibleText.show(name, 40);
    }
}
