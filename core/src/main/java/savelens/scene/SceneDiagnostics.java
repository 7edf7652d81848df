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
 * instance are left out of the list checks, which their source prefab decides.
 */
final class SceneDiagnostics {
    private final SceneFacts facts;
    private final SceneTree tree;
    private final List<Diagnostic> out = new ArrayList<>();

    SceneDiagnostics(SceneFacts facts, SceneTree tree) {
        this.facts = facts;
        this.tree = tree;
    }

    List<Diagnostic> findings() {
        boolean[] onParentCycle = parentCycles();
        listLoops(onParentCycle);
        rootList();
        parentsAndChildren();
        listedTwice();
        components();
        return out;
    }

    /** Objects that are their own ancestor by their parent links: one error per cycle. */
    private boolean[] parentCycles() {
        int n = facts.objects.size();
        byte[] state = new byte[n]; // 0 not seen, 1 on the current walk, 2 done
        boolean[] onCycle = new boolean[n];
        int[] walk = new int[16]; // the slots of the current walk up the parents, unboxed: every object passes here
        for (int s = 0; s < n; s++) {
            ReadProgress.checkCancelled(s);
            int walked = 0;
            int at = s;
            while (at >= 0 && state[at] == 0) {
                state[at] = 1;
                if (walked == walk.length) walk = Arrays.copyOf(walk, walked * 2);
                walk[walked++] = at;
                int p = facts.objects.get(at).parent;
                at = p < 0 ? -1 : facts.slot(p);
            }
            if (at >= 0 && state[at] == 1) {
                int from = 0;
                while (walk[from] != at) from++;
                StringBuilder path = new StringBuilder();
                for (int i = from; i < walked; i++) {
                    int c = walk[i];
                    onCycle[c] = true;
                    path.append(describe(facts.objects.get(c).node)).append(" → ");
                }
                path.append(facts.id(facts.objects.get(at).node));
                SceneFacts.ObjectFacts first = facts.objects.get(at);
                out.add(Diagnostic.error("hierarchy cycle: " + path + " (each the parent of the one before): "
                        + (walked - from == 1 ? "an object is its own parent" : "an object is its own ancestor"), first.node, first.parentValue));
            }
            for (int i = 0; i < walked; i++) state[walk[i]] = 2;
        }
        return onCycle;
    }

    /** A children list that leads back to an object above: an engine walking down from the roots never ends. */
    private void listLoops(boolean[] onParentCycle) {
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
            SceneFacts.ObjectFacts o = facts.facts(roots.nodes[i]);
            if (o.parent >= 0 && o.prefab == null) {
                out.add(Diagnostic.warning(describe(o.node) + " is in the root list but has a parent, " + describe(o.parent),
                        o.node, roots.values[i]));
            }
        }
        boolean[] inRootList = facts.inRootList();
        for (SceneFacts.ObjectFacts o : facts.objects) {
            if (o.parent < 0 && o.prefab == null && !inRootList[facts.slot(o.node)]) {
                out.add(Diagnostic.warning(describe(o.node) + " has no parent and is missing from the root list: the scene owns it"
                        + " but its hierarchy never reaches it", o.node, o.parentValue));
            }
        }
    }

    private void parentsAndChildren() {
        boolean[] listedByParent = facts.listedByParent();
        for (SceneFacts.ObjectFacts o : facts.objects) {
            if (o.parent < 0 || exempt(o.node, o.parent)) continue;
            if (!listedByParent[facts.slot(o.node)]) {
                out.add(Diagnostic.warning(describe(o.node) + " names " + describe(o.parent) + " as its parent, but "
                        + facts.id(o.parent) + " does not list it among its children", o.node, o.parentValue));
            }
        }
        for (SceneFacts.ObjectFacts p : facts.objects) {
            for (int i = 0; i < p.children.size; i++) {
                int c = p.children.nodes[i];
                int named = facts.facts(c).parent;
                if (named == p.node || exempt(p.node, c)) continue;
                out.add(Diagnostic.warning(describe(p.node) + " lists " + describe(c) + " among its children, but its parent is "
                        + (named < 0 ? "none" : describe(named)), p.node, p.children.values[i]));
            }
        }
    }

    /** An object in more than one place of the root list and the children lists. */
    private void listedTwice() {
        int[] count = new int[facts.objects.size()];
        int[] secondValue = new int[facts.objects.size()];
        int[] secondLister = new int[facts.objects.size()];
        if (facts.rootListDeclared) for (int i = 0; i < facts.roots.size; i++) {
            count(facts.roots.nodes[i], facts.roots.values[i], facts.sceneNode, count, secondValue, secondLister);
        }
        for (SceneFacts.ObjectFacts p : facts.objects) {
            for (int i = 0; i < p.children.size; i++) count(p.children.nodes[i], p.children.values[i], p.node, count, secondValue, secondLister);
        }
        for (int s = 0; s < count.length; s++) {
            if (count[s] < 2) continue;
            int node = facts.objects.get(s).node;
            out.add(Diagnostic.warning(describe(node) + " is listed " + count[s] + " times in the scene's root list and children lists",
                    secondLister[s] >= 0 ? secondLister[s] : node, secondValue[s]));
        }
    }

    private void count(int object, int value, int lister, int[] count, int[] secondValue, int[] secondLister) {
        int s = facts.slot(object);
        if (++count[s] == 2) {
            secondValue[s] = value;
            secondLister[s] = lister;
        }
    }

    private void components() {
        boolean[] listedByOwner = facts.listedByOwner();
        for (int k = 0; k < facts.components.size(); k++) {
            SceneFacts.ComponentFacts c = facts.components.get(k);
            if (c.owner < 0 || facts.facts(c.owner).prefab != null) continue;
            if (!listedByOwner[k]) {
                out.add(Diagnostic.warning("component " + facts.id(c.node) + " " + facts.kind(c) + " names " + describe(c.owner)
                        + " as its owner, which does not list it", c.node, c.ownerValue));
            }
        }
        for (SceneFacts.ObjectFacts o : facts.objects) {
            if (o.prefab != null) continue;
            for (int i = 0; i < o.components.size; i++) {
                SceneFacts.ComponentFacts c = facts.componentFacts(o.components.nodes[i]);
                if (c.owner == o.node || c.ownerValue < 0 && c.owner < 0) continue;
                out.add(Diagnostic.warning(describe(o.node) + " lists component " + facts.id(c.node) + " " + facts.kind(c)
                        + ", whose owner is " + (c.owner < 0 ? "none" : describe(c.owner)), o.node, o.components.values[i]));
            }
        }
    }

    private boolean exempt(int a, int b) {
        return facts.facts(a).prefab != null || facts.facts(b).prefab != null;
    }

    private String describe(int object) {
        String id = facts.id(object).toString();
        if (!facts.isObject(object)) return id;
        String name = facts.name(facts.facts(object));
        return name.isEmpty() ? id : id + " " + VisibleText.show(name, 40);
    }
}
