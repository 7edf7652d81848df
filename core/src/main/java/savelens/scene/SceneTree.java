package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import savelens.document.Document;
import savelens.progress.ReadProgress;

/**
 * Places every object of a scene once, depth-first from the root list through the children lists (see
 * {@link SceneHierarchy}), with an explicit stack: a hierarchy as deep as the file is long must not overflow
 * the thread's. Records the children entries that lead back to an object on the current path (a loop in the
 * lists) for the diagnostics.
 */
final class SceneTree {
    private List<SceneObject> objects; // built when first asked for: the diagnostics need only the walk
    /** Children entries that name an object on the path to the lister: the lister, that object, the entry's value. */
    final List<int[]> loops = new ArrayList<>();

    private final SceneFacts facts;
    private final int[] extraFirst; // per slot: objects naming it as parent that it does not list, chained
    private final int[] extraNext;
    private final int[] extraLast;
    private final int[] parentOf; // per slot: the tree parent's node, -1 at the top, -2 while unplaced
    private final int[] depth;
    private final boolean[] active;
    private final boolean[] onPath;
    private final int[] order;
    private int placed;

    SceneTree(SceneFacts facts) {
        this.facts = facts;
        int n = facts.objects.size();
        extraFirst = filled(n);
        extraNext = filled(n);
        extraLast = filled(n);
        parentOf = new int[n];
        Arrays.fill(parentOf, -2);
        depth = new int[n];
        active = new boolean[n];
        onPath = new boolean[n];
        order = new int[n];
        chainUnlistedChildren();
        for (int i = 0; i < facts.roots.size; i++) walk(facts.roots.nodes[i]);
        ReadProgress.checkCancelled();
        for (SceneFacts.ObjectFacts o : facts.objects) if (o.parent < 0) walk(o.node);
        ReadProgress.checkCancelled();
        for (SceneFacts.ObjectFacts o : facts.objects) walk(o.node); // only objects on a loop of parents remain
    }

    /** Every object, in the walk's order (built once, on the first call). */
    synchronized List<SceneObject> objects() {
        if (objects == null) objects = build();
        return objects;
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    /** Objects whose parent does not list them go under it after its listed children, in document order. */
    private void chainUnlistedChildren() {
        boolean[] listedByParent = facts.listedByParent();
        for (int s = 0; s < facts.objects.size(); s++) {
            SceneFacts.ObjectFacts o = facts.objects.get(s);
            if (o.parent < 0 || listedByParent[s]) continue;
            int p = facts.slot(o.parent);
            if (extraFirst[p] < 0) extraFirst[p] = s;
            else extraNext[extraLast[p]] = s;
            extraLast[p] = s;
        }
    }

    /** Places {@code start} (when not placed yet) and everything below it. */
    private void walk(int start) {
        int s = facts.slot(start);
        if (parentOf[s] != -2) return;
        int[] stack = new int[16];
        int[] cursor = new int[16];
        int[] extra = new int[16]; // the next unlisted child to take once the listed ones are done
        int top = 0;
        place(s, -1);
        stack[0] = s;
        cursor[0] = 0;
        extra[0] = extraFirst[s];
        while (top >= 0) {
            int at = stack[top];
            SceneFacts.ObjectFacts o = facts.objects.get(at);
            int next = -1;
            while (next < 0) {
                int k = cursor[top]++;
                if (k < o.children.size) {
                    int c = facts.slot(o.children.nodes[k]);
                    if (onPath[c]) loops.add(new int[] {o.node, o.children.nodes[k], o.children.values[k]});
                    else if (parentOf[c] == -2) next = c;
                } else {
                    int e = extra[top];
                    if (e < 0) break;
                    extra[top] = extraNext[e];
                    if (parentOf[e] == -2) next = e;
                }
            }
            if (next < 0) {
                onPath[at] = false;
                top--;
                continue;
            }
            place(next, at);
            if (++top == stack.length) {
                stack = Arrays.copyOf(stack, top * 2);
                cursor = Arrays.copyOf(cursor, top * 2);
                extra = Arrays.copyOf(extra, top * 2);
            }
            stack[top] = next;
            cursor[top] = 0;
            extra[top] = extraFirst[next];
        }
    }

    private void place(int slot, int parentSlot) {
        SceneFacts.ObjectFacts o = facts.objects.get(slot);
        parentOf[slot] = parentSlot < 0 ? -1 : facts.objects.get(parentSlot).node;
        depth[slot] = parentSlot < 0 ? 0 : depth[parentSlot] + 1;
        active[slot] = o.activeSelf && (parentSlot < 0 || !o.inheritsActive || active[parentSlot]);
        onPath[slot] = true;
        order[placed++] = slot;
    }

    private List<SceneObject> build() {
        int n = facts.objects.size();
        List<List<Integer>> children = new ArrayList<>(n);
        for (int i = 0; i < n; i++) children.add(new ArrayList<>(0));
        for (int i = 0; i < placed; i++) {
            int s = order[i];
            if (parentOf[s] >= 0) children.get(facts.slot(parentOf[s])).add(facts.objects.get(s).node);
        }
        List<List<SceneComponent>> components = components();
        List<SceneObject> objects = new ArrayList<>(placed);
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            int s = order[i];
            SceneFacts.ObjectFacts o = facts.objects.get(s);
            objects.add(new SceneObject(o.node, facts.id(o.node), facts.name(o), parentOf[s], children.get(s), o.activeSelf, active[s],
                    facts.tags(o), o.layer, components.get(s), depth[s], o.prefab, o.visible, o.type, o.inherited));
        }
        BUILT.add(objects.size());
        return objects;
    }

    /** Per slot: the components the object lists, then those that name it as owner and that it does not list. */
    private List<List<SceneComponent>> components() {
        Document doc = facts.doc;
        Map<String, String> kinds = new HashMap<>(); // a few kinds among many components: each kept once
        List<List<SceneComponent>> out = new ArrayList<>(facts.objects.size());
        for (SceneFacts.ObjectFacts o : facts.objects) {
            List<SceneComponent> list = new ArrayList<>(o.components.size);
            for (int i = 0; i < o.components.size; i++) {
                int c = o.components.nodes[i];
                list.add(new SceneComponent(c, doc.nodeId(c), kind(facts.componentFacts(c), kinds)));
            }
            out.add(list);
        }
        boolean[] listedByOwner = facts.listedByOwner();
        for (int k = 0; k < facts.components.size(); k++) {
            SceneFacts.ComponentFacts c = facts.components.get(k);
            if (c.owner < 0 || listedByOwner[k]) continue;
            out.get(facts.slot(c.owner)).add(new SceneComponent(c.node, doc.nodeId(c.node), kind(c, kinds)));
        }
        return out;
    }

    private String kind(SceneFacts.ComponentFacts c, Map<String, String> kinds) {
        String kind = facts.kind(c);
        return kinds.computeIfAbsent(kind, k -> k);
    }

    /** Scene objects built so far, in every scene (tests count them: a check builds none). */
    static final LongAdder BUILT = new LongAdder();
}
