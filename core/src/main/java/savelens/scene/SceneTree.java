package savelens.scene;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import savelens.document.Document;
import savelens.progress.ReadProgress;

/**
 * Places every object of a scene once, depth-first from the root list through the children lists (see
 * {@link SceneHierarchy}), with an explicit stack: a hierarchy as deep as the file is long must not overflow
 * the thread's. Records the children entries that lead back to an object on the current path (a loop in the
 * lists) for the diagnostics. Everything is kept by object slot in primitive arrays; a {@link SceneObject} is made
 * only when asked for, all of them at once ({@link #objects}) or one ({@link #object}).
 */
final class SceneTree {
    private volatile List<SceneObject> objects; // built when first asked for: the diagnostics need only the walk
    /** Children entries that name an object on the path to the lister: the lister, that object, the entry's value. */
    final List<int[]> loops = new ArrayList<>();

    private final SceneFacts facts;
    private final SceneFacts.Lists children;
    // Per slot: objects naming it as parent that it does not list, chained; null while every object is listed by the
    // parent it names (as a file writes them): then the walk reads no such array per object it places.
    private int[] extraFirst;
    private int[] extraNext;
    /**
     * Per slot, what the walk knows of the object in one word ({@link TreePlaces}): whether it is placed and done, its
     * tree parent, depth and active in hierarchy. The walk jumps about the slots, and reads and writes these together
     * for every object it meets: one word, one cache line, where four arrays were four.
     */
    private final long[] places;
    /** Per children entry, the slot of the object it lists. */
    private final int[] childSlot;
    /** The slots in the walk's order. */
    final int[] order;
    int placed;
    // The tree's own children (per slot, in the walk's order) and each object's components, made when first needed.
    private int[] treeChildFrom;
    private int[] treeChild;
    private int[] componentFrom;
    private int[] componentOf;

    SceneTree(SceneFacts facts) {
        this.facts = facts;
        this.children = facts.children();
        int n = facts.objects;
        if (n > TreePlaces.MAX_OBJECTS) throw new IllegalArgumentException("a scene of more than " + TreePlaces.MAX_OBJECTS + " objects");
        places = new long[n]; // all unplaced
        childSlot = facts.childSlots();
        order = new int[n];
        try {
            chainUnlistedChildren();
            int[][] stacks = {new int[16], new int[16], new int[16]};
            for (int i = 0; i < facts.roots.size; i++) walk(facts.slot(facts.roots.nodes[i]), stacks);
            // Once the root list's walks placed every object (as a scene's do), nothing is left to look for.
            for (int s = 0; placed < n && s < n; s++) {
                ReadProgress.checkCancelled(s);
                if (facts.parent[s] < 0) walk(s, stacks);
            }
            for (int s = 0; placed < n && s < n; s++) {
                ReadProgress.checkCancelled(s);
                walk(s, stacks); // only objects on a loop of parents remain
            }
        } finally {
            PLACED.add(placed);
        }
    }

    /**
     * Every object, in the walk's order (built once, on the first call). The building holds no lock that
     * {@link #object(int)} takes: the window makes the rows it shows one object at a time while a worker builds all.
     */
    List<SceneObject> objects() {
        List<SceneObject> o = objects;
        if (o != null) return o;
        indexes();
        o = build();
        synchronized (this) {
            if (objects == null) objects = o;
            return objects;
        }
    }

    /** True once every object is built. */
    boolean built() { return objects != null; }

    /** The tree's children and the objects' components by slot, made once. */
    private synchronized void indexes() {
        if (treeChildFrom == null) treeChildren();
        if (componentFrom == null) components();
    }

    /** The objects' components by slot, made once: a row says its components, not its children. */
    private synchronized void componentIndex() {
        if (componentFrom == null) components();
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    /** Objects whose parent does not list them go under it after its listed children, in document order. */
    private void chainUnlistedChildren() {
        boolean[] listedByParent = facts.listedByParent();
        int[] parentSlot = facts.parentSlots();
        int[] extraLast = null;
        for (int s = 0; s < facts.objects; s++) {
            ReadProgress.checkCancelled(s);
            int p = parentSlot[s];
            if (p < 0 || listedByParent[s]) continue;
            if (extraLast == null) {
                extraFirst = filled(facts.objects);
                extraNext = filled(facts.objects);
                extraLast = filled(facts.objects);
            }
            if (extraFirst[p] < 0) extraFirst[p] = s;
            else extraNext[extraLast[p]] = s;
            extraLast[p] = s;
        }
    }

    /** Places slot {@code s} (when not placed yet) and everything below it. */
    private void walk(int s, int[][] stacks) {
        long[] places = this.places;
        if (TreePlaces.placed(places[s])) return;
        int[] childSlot = this.childSlot;
        int[] stack = stacks[0];
        int[] cursor = stacks[1];
        int[] extra = stacks[2]; // the next unlisted child to take once the listed ones are done
        int[] from = children.from;
        int[] kids = children.node;
        int top = 0;
        place(s, -1);
        stack[0] = s;
        cursor[0] = from[s];
        int[] extraFirst = this.extraFirst;
        extra[0] = extraFirst == null ? -1 : extraFirst[s];
        while (top >= 0) {
            int at = stack[top];
            int end = from[at + 1];
            int next = -1;
            while (next < 0) {
                int k = cursor[top];
                if (k < end) {
                    cursor[top] = k + 1;
                    int c = childSlot[k];
                    long cs = places[c];
                    if (TreePlaces.onPath(cs)) loops.add(new int[] {facts.objectNode[at], kids[k], children.value[k]});
                    else if (!TreePlaces.placed(cs)) next = c;
                } else {
                    int e = extra[top];
                    if (e < 0) break;
                    extra[top] = extraNext[e];
                    if (!TreePlaces.placed(places[e])) next = e;
                }
            }
            if (next < 0) {
                places[at] = TreePlaces.done(places[at]);
                top--;
                continue;
            }
            place(next, at);
            if (++top == stack.length) {
                stack = stacks[0] = Arrays.copyOf(stack, top * 2);
                cursor = stacks[1] = Arrays.copyOf(cursor, top * 2);
                extra = stacks[2] = Arrays.copyOf(extra, top * 2);
            }
            stack[top] = next;
            cursor[top] = from[next];
            extra[top] = extraFirst == null ? -1 : extraFirst[next];
        }
    }

    private void place(int slot, int parentSlot) {
        ReadProgress.checkCancelled(placed); // the walk of one root may cover the whole scene: Cancel stops it within it
        long up = parentSlot < 0 ? 0 : places[parentSlot];
        boolean active = facts.activeSelf[slot] && (parentSlot < 0 || !facts.inheritsActive(slot) || TreePlaces.active(up));
        places[slot] = TreePlaces.onPath(parentSlot, parentSlot < 0 ? 0 : TreePlaces.depth(up) + 1, active);
        order[placed++] = slot;
    }

    /** The tree parent's node of slot s, or -1 at the top. */
    int parentNode(int s) {
        int p = parentOf(s);
        return p < 0 ? -1 : facts.objectNode[p];
    }

    /** The tree parent's slot of slot s, -1 at the top (or while unplaced). */
    private int parentOf(int s) { return TreePlaces.parent(places[s]); }

    private List<SceneObject> build() {
        String[] names = facts.names();
        SharedLists lists = sharedLists();
        List<SceneObject> objects = new ArrayList<>(placed);
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            int s = order[i];
            objects.add(object(s, names[s], lists));
        }
        return objects;
    }

    /** Each object in the walk's order: the ones built, else each made for the action and not kept. */
    void forEachObject(Consumer<SceneObject> action) {
        List<SceneObject> built = objects;
        if (built != null) {
            built.forEach(action);
            return;
        }
        indexes();
        String[] names = facts.names();
        SharedLists lists = sharedLists();
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            int s = order[i];
            action.accept(object(s, names[s], lists));
        }
    }

    /**
     * Each object in the walk's order as a row read from the arrays (see {@link SceneRow}); the built objects when
     * they are built. Names are decoded as in {@link #forEachObject}, and nothing else is made per object.
     */
    void forEachRow(Consumer<SceneRow> action) {
        List<SceneObject> built = objects;
        if (built != null) {
            SceneRow.eachBuilt(built, action);
            return;
        }
        componentIndex();
        String[] names = facts.names();
        SceneRow row = new SceneRow(this, facts, facts.kinds(), null);
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            int s = order[i];
            action.accept(row.at(s, names[s]));
        }
    }

    /**
     * Each object in the walk's order as a row whose name is read from the text when it is plain ASCII there
     * ({@link SceneRow#plainNameLength}) and decoded only when asked; the components' kinds are not read
     * ({@link SceneRow#componentKind} is not to be asked). The built objects when they are built.
     */
    void forEachRowKindless(Consumer<SceneRow> action) {
        List<SceneObject> built = objects;
        if (built != null) {
            SceneRow.eachBuilt(built, action);
            return;
        }
        componentIndex();
        SceneRow row = new SceneRow(this, facts, null, facts.flatJsonText());
        try {
            for (int i = 0; i < placed; i++) {
                ReadProgress.checkCancelled(i);
                action.accept(row.at(order[i]).numbered(i));
            }
        } finally {
            SceneFacts.DECODED.add(row.decoded);
        }
    }

    /**
     * Each object as a row in slot order ({@code prepare}), then the rows' numbers in the walk's order ({@code inOrder});
     * the built objects in their order twice when they are built. See {@link SceneHierarchy#forEachRowPrepared}.
     */
    void forEachRowPrepared(Consumer<SceneRow> prepare, IntConsumer inOrder) {
        List<SceneObject> built = objects;
        if (built != null) {
            SceneRow.eachBuilt(built, prepare);
            for (int i = 0; i < built.size(); i++) inOrder.accept(i);
            return;
        }
        rowsReady();
        rowReader().rows(0, facts.objects, prepare);
        forEachSlotInOrder(inOrder);
    }

    /** What every {@link RowReader} reads, made now: readers on other threads then only read. */
    void rowsReady() { componentIndex(); }

    SceneFacts facts() { return facts; }

    /** The slots in the walk's order. */
    void forEachSlotInOrder(IntConsumer action) {
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            action.accept(order[i]);
        }
    }

    /** A reader of rows by slot for one thread ({@link SceneRows}); {@link #rowsReady} was called. */
    RowReader rowReader() { return new RowReader(); }

    /** Rows read by slot on one thread: its own row and its own reader of the kinds. */
    final class RowReader {
        // Names are decoded only when asked (a name written as plain ASCII is copied as its bytes), and counted once for
        // all, as facts.names() counts them.
        private final byte[] text = facts.flatJsonText();
        // Each component's kind is read as its object's line is made, in the text beside the object's own name: a
        // pass of its own over every component before (facts.kinds()) read the text at as many places again.
        private final SceneRow row = new SceneRow(SceneTree.this, facts, null, facts.new Kinds(), text);
        /** What the reads ahead read: kept, so that they are made. */
        int touched;

        /** Slots {@code from} to before {@code to} as rows, in slot order. */
        void rows(int from, int to, Consumer<SceneRow> action) {
            int decoded = row.decoded;
            try {
                for (int s = from; s < to; s++) {
                    ReadProgress.checkCancelled(s);
                    if (text != null && (s == from || (s & (NAMES_TOUCHED - 1)) == 0)) {
                        touched += facts.touchNames(s, Math.min(to, (s | (NAMES_TOUCHED - 1)) + 1), text);
                    }
                    action.accept(row.at(s));
                }
            } finally {
                SceneFacts.DECODED.add(row.decoded - decoded);
            }
        }
    }

    /** Names whose text is read ahead at once ({@link SceneFacts#touchNames}), a power of two. */
    private static final int NAMES_TOUCHED = 32;

    int depth(int s) { return TreePlaces.depth(places[s]); }

    boolean active(int s) { return TreePlaces.active(places[s]); }

    /** How many components slot s has once {@link #indexes} are made. */
    int componentCount(int s) { return componentFrom[s + 1] - componentFrom[s]; }

    /** The component slot of slot s's component {@code i}. */
    int component(int s, int i) { return componentOf[componentFrom[s] + i]; }

    /** The object of slot s, made now (a find by tag makes only those it finds). */
    SceneObject object(int s) {
        indexes();
        return madeAlone(s, facts.name(s));
    }

    private int[] placeOfSlot;

    /** Per slot, its place in the walk's order (the object's index in {@link #objects()}), worked out once. */
    synchronized int[] placesOfSlots() {
        if (placeOfSlot == null) {
            int[] out = filled(facts.objects);
            for (int i = 0; i < placed; i++) out[order[i]] = i;
            placeOfSlot = out;
        }
        return placeOfSlot;
    }

    /**
     * Each list of siblings as {@link ScenePaths} numbers them, read from the arrays with no object made: the top
     * objects, then each object's tree children, as places in the walk's order, with each place's name.
     */
    void forEachSiblings(SameNames.Siblings action) {
        indexes();
        int[] place = placesOfSlots();
        int[] top = topSlots();
        for (int i = 0; i < top.length; i++) top[i] = place[top[i]];
        IntFunction<String> name = p -> facts.name(order[p]);
        action.accept(top, 0, top.length, name);
        int[] kids = new int[treeChild.length];
        for (int i = 0; i < kids.length; i++) kids[i] = place[treeChild[i]];
        for (int i = 0; i < placed; i++) {
            ReadProgress.checkCancelled(i);
            int s = order[i];
            action.accept(kids, treeChildFrom[s], treeChildFrom[s + 1], name);
        }
    }

    /** The slots at the top of the tree (no tree parent), in the walk's order. */
    int[] topSlots() {
        int count = 0;
        for (int i = 0; i < placed; i++) if (parentOf(order[i]) < 0) count++;
        int[] out = new int[count];
        int k = 0;
        for (int i = 0; i < placed; i++) if (parentOf(order[i]) < 0) out[k++] = order[i];
        return out;
    }

    /**
     * Per node, the object a component node belongs to as {@link SceneHierarchy#objectContaining} answers it once
     * every object is built: the first object in the walk's order that lists it, else the owner it names; -1 else.
     */
    int[] objectOfComponent() {
        componentIndex();
        int[] out = new int[facts.doc.nodeCount()];
        Arrays.fill(out, -1);
        for (int i = 0; i < placed; i++) {
            int s = order[i];
            for (int j = componentFrom[s]; j < componentFrom[s + 1]; j++) {
                int node = facts.componentNode[componentOf[j]];
                if (node < out.length && out[node] < 0) out[node] = facts.objectNode[s];
            }
        }
        for (int k = 0; k < facts.components; k++) {
            int node = facts.componentNode[k];
            if (node < out.length && out[node] < 0 && facts.owner[k] >= 0) out[node] = facts.owner[k];
        }
        return out;
    }

    /** Every object's children and components, each kind decoded once: the lists of a build of every object. */
    private SharedLists sharedLists() {
        return new SharedLists(facts.doc, facts, treeChild, componentOf, facts.kinds());
    }

    /** The object of slot s with its name, its lists slices of {@code lists}. */
    private SceneObject object(int s, String name, SharedLists lists) {
        return object(s, name, lists.children(treeChildFrom[s], treeChildFrom[s + 1]), lists.components(componentFrom[s], componentFrom[s + 1]));
    }

    /** The object of slot s with its name and these lists of its children and components. */
    private SceneObject object(int s, String name, List<Integer> children, List<SceneComponent> components) {
        int node = facts.objectNode[s];
        BUILT.increment();
        return new SceneObject(node, facts.id(node), name, parentNode(s), children, facts.activeSelf[s], active(s),
                facts.tags(s), facts.layerOf(s), components, depth(s), facts.prefab(s), facts.visible(s), facts.type(s), facts.inherited(s));
    }

    /** The object of slot s with its name, made alone: its lists and its components' kinds its own. */
    private SceneObject madeAlone(int s, String name) {
        List<Integer> kids = List.of();
        int n = treeChildFrom[s + 1] - treeChildFrom[s];
        if (n > 0) {
            Integer[] nodes = new Integer[n];
            for (int i = 0; i < n; i++) nodes[i] = facts.objectNode[treeChild[treeChildFrom[s] + i]];
            kids = List.of(nodes);
        }
        List<SceneComponent> listed = List.of();
        int m = componentFrom[s + 1] - componentFrom[s];
        if (m > 0) {
            Document doc = facts.doc;
            SceneComponent[] cs = new SceneComponent[m];
            for (int i = 0; i < m; i++) {
                int k = componentOf[componentFrom[s] + i];
                int node = facts.componentNode[k];
                cs[i] = new SceneComponent(node, doc.nodeId(node), facts.kind(k));
            }
            listed = List.of(cs);
        }
        return object(s, name, kids, listed);
    }

    /** Per slot, the objects placed under it, in the walk's order. */
    private void treeChildren() {
        int n = facts.objects;
        int[] from = new int[n + 1];
        for (int i = 0; i < placed; i++) {
            int p = parentOf(order[i]);
            if (p >= 0) from[p + 1]++;
        }
        for (int s = 0; s < n; s++) from[s + 1] += from[s];
        int[] fill = Arrays.copyOf(from, n);
        int[] out = new int[from[n]];
        for (int i = 0; i < placed; i++) {
            int s = order[i];
            int p = parentOf(s);
            if (p >= 0) out[fill[p]++] = s;
        }
        treeChild = out;
        treeChildFrom = from;
    }

    /** Per slot: the components the object lists, then those that name it as owner and that it does not list. */
    private void components() {
        int n = facts.objects;
        SceneFacts.Lists lists = facts.componentLists();
        boolean[] listedByOwner = facts.listedByOwner();
        int[] listedSlot = facts.listedComponentSlots(); // the slots, when the lists were given whole
        int unlisted = 0;
        for (int k = 0; k < facts.components; k++) if (facts.owner[k] >= 0 && !listedByOwner[k]) unlisted++;
        if (unlisted == 0 && listedSlot != null) {
            // Every component that names an owner is in its list (as files write them): the lists are the index as they are.
            // The entries left out of the lists (no component) leave the arrays longer than the lists: the index is as
            // long as its entries (a build of every object takes each entry of it).
            int entries = lists.from[n];
            componentOf = listedSlot.length == entries ? listedSlot : Arrays.copyOf(listedSlot, entries);
            componentFrom = lists.from;
            return;
        }
        int[] from = new int[n + 1];
        for (int s = 0; s < n; s++) from[s + 1] = lists.size(s);
        for (int k = 0; k < facts.components; k++) {
            if (facts.owner[k] >= 0 && !listedByOwner[k]) from[facts.slot(facts.owner[k]) + 1]++;
        }
        for (int s = 0; s < n; s++) from[s + 1] += from[s];
        int[] fill = Arrays.copyOf(from, n);
        int[] out = new int[from[n]];
        for (int s = 0; s < n; s++) {
            for (int i = lists.from[s]; i < lists.from[s + 1]; i++) {
                out[fill[s]++] = listedSlot != null ? listedSlot[i] : facts.componentSlot(lists.node[i]);
            }
        }
        for (int k = 0; k < facts.components; k++) {
            if (facts.owner[k] >= 0 && !listedByOwner[k]) out[fill[facts.slot(facts.owner[k])]++] = k;
        }
        componentOf = out;
        componentFrom = from;
    }

    /** Objects placed by the walks so far, in every scene, counted as a walk ends or stops (tests count them). */
    static final LongAdder PLACED = new LongAdder();

    /** Scene objects built so far, in every scene (tests count them: a check builds none). */
    static final LongAdder BUILT = new LongAdder();
}
