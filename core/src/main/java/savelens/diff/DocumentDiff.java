package savelens.diff;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.ValuePrinter;
import savelens.registry.TypeRegistry;

/**
 * The structural difference between two documents of one format: the values changed, added and removed, with
 * their paths and their values as {@code get} prints them, in document order. Both documents are walked side by
 * side over their indexes (no tree is built), with a stack of our own rather than recursion, so a million
 * nodes or a deep nesting cost one pass each.
 *
 * <p>Members pair by name, array elements by {@link ElementPairs}, nodes by {@link Alignment}: by id, each node
 * of one document is compared with the node of the same id in the other; by path, the walk from the root
 * pairs nodes (a first pass that only pairs them), and a reference is unchanged when it leads to the node
 * paired with the one it led to.
 */
public final class DocumentDiff {
    private final Document a;
    private final Document b;
    private final Alignment alignment;
    /**
     * By id, when both formats noted where each node is written ({@link Document#knowsNodeText}): nodes written
     * alike are told by their text and roles alone, and only the nodes walked are hashed, when they are walked.
     * Otherwise every value is hashed first, in one pass per document.
     */
    private final boolean byText;
    /** The hashes of every value (null by text); by text, those of the two bodies being walked. */
    private int[] ha;
    private int[] hb;
    private int hashedFromA;
    private int hashedFromB;
    /** Where each node's body is written in its text: start and end, by node (see SubtreeHashes); null by text. */
    private final int[] textA;
    private final int[] textB;
    /** Whether some id is given to more than one node on either side: then nodes pair by their repeats. */
    private final boolean repeatedIds;
    /** Whether both documents read their values by the same types: then the same text means the same values. */
    private final boolean sameRegistry;
    /** By path: the node of {@code b} each node of {@code a} was paired with, or -1; null by id (nothing is paired by a walk). */
    private final int[] paired;
    private final ValuePrinter printA;
    private final ValuePrinter printB;
    /** The two texts as compared: never written flat when held in pieces or outside the heap. */
    private final TextSpans spansA;
    private final TextSpans spansB;
    private Consumer<Change> out;

    private DocumentDiff(Document a, Document b, Alignment alignment, boolean allowByText) {
        this.a = a;
        this.b = b;
        this.alignment = alignment;
        this.sameRegistry = sameRegistry(a, b);
        this.spansA = new TextSpans(a.index());
        this.spansB = new TextSpans(b.index());
        this.byText = allowByText && alignment == Alignment.BY_ID && !a.isSingleValue() && !b.isSingleValue() && a.knowsNodeText() && b.knowsNodeText();
        this.repeatedIds = !a.isSingleValue() && !b.isSingleValue() && (a.hasRepeatedIds() || b.hasRepeatedIds());
        if (byText) {
            this.textA = null;
            this.textB = null;
        } else {
            this.textA = new int[2 * a.nodeCount()];
            this.textB = new int[2 * b.nodeCount()];
            this.ha = SubtreeHashes.of(a, alignment, textA, spansA);
            this.hb = SubtreeHashes.of(b, alignment, textB, spansB);
        }
        this.paired = byIdWalk(alignment, a, b) ? null : new int[a.nodeCount()];
        if (paired != null) Arrays.fill(paired, -1);
        this.printA = new ValuePrinter(a);
        this.printB = new ValuePrinter(b);
    }

    /** Every change from {@code a} to {@code b}, in order. */
    public static List<Change> between(Document a, Document b, Alignment alignment) {
        List<Change> changes = new ArrayList<>();
        between(a, b, alignment, changes::add);
        return changes;
    }

    /** Hands each change from {@code a} to {@code b} to {@code out} as it is found. */
    public static void between(Document a, Document b, Alignment alignment, Consumer<Change> out) {
        between(a, b, alignment, out, true);
    }

    /** As {@link #between(Document, Document, Alignment)}, hashing every value first (no node told alike by its text): for tests. */
    static List<Change> betweenHashingEverything(Document a, Document b, Alignment alignment) {
        List<Change> changes = new ArrayList<>();
        between(a, b, alignment, changes::add, false);
        return changes;
    }

    private static void between(Document a, Document b, Alignment alignment, Consumer<Change> out, boolean allowByText) {
        DocumentDiff diff = new DocumentDiff(a, b, alignment, allowByText);
        if (byIdWalk(alignment, a, b)) {
            diff.out = out;
            diff.byId();
        } else {
            diff.byPath(null); // pairs the nodes
            diff.byPath(out);
        }
    }

    /** Whether nodes pair by their ids, each node of one document looked up in the other, rather than by a walk from the root. */
    private static boolean byIdWalk(Alignment alignment, Document a, Document b) {
        return alignment == Alignment.BY_ID && !a.isSingleValue() && !b.isSingleValue();
    }

    /** The node of {@code b} a walk by path paired with {@code nodeA}, or -1. */
    private int pairedWith(int nodeA) { return paired == null ? -1 : paired[nodeA]; }

    // ---- the two alignments

    private void byPath(Consumer<Change> sink) {
        out = sink;
        DocumentPath root = DocumentPath.root();
        if (a.isSingleValue() || b.isSingleValue()) {
            if (sink == null) return; // no nodes to pair: the first pass has nothing to do
            if (!(a.isSingleValue() && b.isSingleValue() && sameScalar(0, 0))) changed(0, 0, root, root);
            return;
        }
        paired[a.root()] = b.root();
        compareBodies(a.root(), b.root(), root, root);
    }

    /**
     * A file may give one id to two nodes (a Unity scene after a bad merge): the k-th node with an id is paired
     * with the k-th node with that id on the other side, so that a file compared with itself has no change.
     */
    private int counterpart(Document from, int node, Document to, java.util.Map<Object, List<Integer>> repeatsFrom,
            java.util.Map<Object, List<Integer>> repeatsTo) {
        if (!repeatedIds) { // each id once: the node with the same id, found with no id object made where it is a number
            long number = from.integerId(node);
            return number != savelens.document.DocumentBuilder.NO_ID ? to.nodeById(number) : to.nodeById(from.nodeId(node));
        }
        savelens.document.NodeId id = from.nodeId(node);
        int first = to.nodeById(id);
        if (first < 0 || from.nodeById(id) == node) return first;
        int k = repeatsFrom.get(id).indexOf(node);
        List<Integer> there = repeatsTo.get(id);
        return there == null || k >= there.size() ? -1 : there.get(k);
    }

    /** The nodes of each id given more than once, in order (the first included). */
    private static java.util.Map<Object, List<Integer>> repeats(Document doc) {
        java.util.Map<Object, List<Integer>> out = new java.util.HashMap<>();
        for (int n = 0; n < doc.nodeCount(); n++) {
            int first = doc.nodeById(doc.nodeId(n));
            if (first != n && first >= 0) {
                out.computeIfAbsent(doc.nodeId(n), id -> new ArrayList<>(List.of(first))).add(n);
            }
        }
        return out;
    }

    private void byId() {
        java.util.Map<Object, List<Integer>> repeatsA = repeatedIds ? repeats(a) : Map.of(), repeatsB = repeatedIds ? repeats(b) : Map.of();
        for (int n = 0; n < a.nodeCount(); n++) {
            int m = counterpart(a, n, b, repeatsA, repeatsB);
            if (m < 0) {
                out.accept(new Change(ChangeKind.REMOVED, nodePath(a, n), null, printA.print(new Location(n, -1)), null));
            } else if (!writtenAlike(n, m)) {
                compareBodies(n, m, nodePath(a, n), nodePath(b, m));
            }
        }
        for (int m = 0; m < b.nodeCount(); m++) {
            if (counterpart(b, m, a, repeatsB, repeatsA) < 0) {
                out.accept(new Change(ChangeKind.ADDED, null, nodePath(b, m), null, printB.print(new Location(m, -1))));
            }
        }
    }

    /**
     * Whether two nodes paired by id have bodies of the same hash written byte for byte alike: then they hold the same
     * values, references naming the same ids, and there is nothing to walk. Most nodes of two versions of a big
     * save are such, and this reads no index.
     */
    private boolean writtenAlike(int nodeA, int nodeB) {
        if (byText) return writtenAlikeByText(nodeA, nodeB);
        if (!sameRegistry || ha[a.body(nodeA)] != hb[b.body(nodeB)]) return false;
        // Kept as unsigned ints (see SubtreeHashes): a text holds up to 4 GiB.
        long sa = textA[2 * nodeA] & 0xFFFF_FFFFL, ea = textA[2 * nodeA + 1] & 0xFFFF_FFFFL;
        long sb = textB[2 * nodeB] & 0xFFFF_FFFFL, eb = textB[2 * nodeB + 1] & 0xFFFF_FFFFL;
        if (ea <= sa || eb <= sb) return false; // not noted (a body with no text of its own): walk it
        return TextSpans.equal(spansA, sa, ea, spansB, sb, eb);
    }

    /**
     * As {@link #writtenAlike}, from where the load noted each node is written: the same text read by the same
     * types, with the same values hidden and the same links naming the same ids, holds the same values and hashes
     * alike, so nothing is hashed or walked. The values of a node written before the next one begins are those up to
     * the next node's value.
     */
    private boolean writtenAlikeByText(int nodeA, int nodeB) {
        if (!sameRegistry) return false;
        long sa = a.nodeTextStart(nodeA), ea = a.nodeTextEnd(nodeA), sb = b.nodeTextStart(nodeB), eb = b.nodeTextEnd(nodeB);
        if (ea <= sa || ea - sa != eb - sb || !TextSpans.equal(spansA, sa, ea, spansB, sb, eb)) return false;
        int va = a.nodeValue(nodeA), vb = b.nodeValue(nodeB);
        int toA = valuesEnd(a, nodeA), toB = valuesEnd(b, nodeB);
        return toA >= 0 && toB >= 0 && toA - va == toB - vb && a.sameRoles(va, toA, b, vb);
    }

    /** The first value after the node's own, when the node is written before the next one begins; else -1. */
    private static int valuesEnd(Document doc, int node) {
        if (node + 1 == doc.nodeCount()) return doc.index().count();
        boolean after = doc.nodeTextStart(node + 1) >= doc.nodeTextEnd(node) && doc.nodeValue(node + 1) > doc.nodeValue(node);
        return after ? doc.nodeValue(node + 1) : -1;
    }

    private static boolean sameRegistry(Document a, Document b) {
        TypeRegistry ra = a.registry(), rb = b.registry();
        return ra == rb || Objects.equals(ra.idProperty(), rb.idProperty()) && new HashSet<>(ra.types()).equals(new HashSet<>(rb.types()));
    }

    private static DocumentPath nodePath(Document doc, int node) {
        return node == doc.root() ? DocumentPath.root() : DocumentPath.node(doc.nodeId(node));
    }

    /** Two paired nodes: their bodies side by side, or one change when one holds fields and the other elements. */
    private void compareBodies(int nodeA, int nodeB, DocumentPath pathA, DocumentPath pathB) {
        int bodyA = a.body(nodeA), bodyB = b.body(nodeB);
        if (a.index().kind(bodyA) != b.index().kind(bodyB)) {
            if (out != null) {
                out.accept(new Change(ChangeKind.CHANGED, pathA, pathB, printA.print(new Location(nodeA, -1)), printB.print(new Location(nodeB, -1))));
            }
            return;
        }
        if (byText) { // the two bodies' hashes, for pairing their elements: only the nodes walked are hashed
            int endA = a.index().after(bodyA), endB = b.index().after(bodyB);
            ha = SubtreeHashes.ofRange(a, alignment, bodyA, endA, spansA);
            hb = SubtreeHashes.ofRange(b, alignment, bodyB, endB, spansB);
            hashedFromA = bodyA;
            hashedFromB = bodyB;
        }
        walk(bodyA, bodyB, pathA, pathB);
    }

    // ---- the walk

    /** Two containers being compared: their visible children paired, and how far the walk has got. */
    private static final class Frame {
        final int[] childrenA;
        final int[] childrenB;
        final int[] first;
        final int[] second;
        final int size;
        final boolean object;
        final DocumentPath pathA;
        final DocumentPath pathB;
        int next;

        Frame(int[] childrenA, int[] childrenB, int[] first, int[] second, int size, boolean object, DocumentPath pathA, DocumentPath pathB) {
            this.childrenA = childrenA;
            this.childrenB = childrenB;
            this.first = first;
            this.second = second;
            this.size = size;
            this.object = object;
            this.pathA = pathA;
            this.pathB = pathB;
        }
    }

    private void walk(int containerA, int containerB, DocumentPath pathA, DocumentPath pathB) {
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(frame(containerA, containerB, pathA, pathB));
        while (!stack.isEmpty()) {
            Frame f = stack.peek();
            if (f.next == f.size) {
                stack.pop();
                continue;
            }
            int k = f.next++;
            int i = f.first[k], j = f.second[k];
            int va = i < 0 ? -1 : f.childrenA[i], vb = j < 0 ? -1 : f.childrenB[j];
            if (out == null && (va < 0 || vb < 0)) continue;
            DocumentPath childA = va < 0 || out == null ? null : f.object ? f.pathA.member(a, a.name(va)) : f.pathA.index(i);
            DocumentPath childB = vb < 0 || out == null ? null : f.object ? f.pathB.member(b, b.name(vb)) : f.pathB.index(j);
            if (va < 0) {
                out.accept(new Change(ChangeKind.ADDED, null, childB, null, printB.print(new Location(-1, vb))));
            } else if (vb < 0) {
                out.accept(new Change(ChangeKind.REMOVED, childA, null, printA.print(new Location(-1, va)), null));
            } else {
                Frame inner = pair(va, vb, childA, childB);
                if (inner != null) stack.push(inner);
            }
        }
    }

    /** Two values in the same place: compared at once, or the frame that walks into them. */
    private Frame pair(int va, int vb, DocumentPath pathA, DocumentPath pathB) {
        ValueKind ka = a.kind(va), kb = b.kind(vb);
        boolean byPath = alignment == Alignment.BY_PATH || a.isSingleValue() || b.isSingleValue();
        if (byPath && ka == ValueKind.NODE && kb == ValueKind.NODE) {
            int na = a.target(va), nb = b.target(vb);
            int bodyA = a.body(na), bodyB = b.body(nb);
            if (a.index().kind(bodyA) == b.index().kind(bodyB)) {
                if (paired[na] < 0) paired[na] = nb;
                return frame(bodyA, bodyB, pathA, pathB);
            }
        } else if ((ka == ValueKind.OBJECT && kb == ValueKind.OBJECT) || (ka == ValueKind.ARRAY && kb == ValueKind.ARRAY)) {
            return frame(va, vb, pathA, pathB);
        } else if (isReference(ka, byPath) && isReference(kb, byPath)) {
            if (out != null && !sameTarget(va, vb, byPath)) changedReference(va, vb, pathA, pathB);
            return null;
        } else if (ka == kb && ka.isScalar()) {
            if (out != null && !sameScalar(va, vb)) changed(va, vb, pathA, pathB);
            return null;
        }
        if (out != null) changed(va, vb, pathA, pathB);
        return null;
    }

    /** A nested node is written inline but, by id, compared as the reference to it that it stands for. */
    private static boolean isReference(ValueKind kind, boolean byPath) {
        return kind == ValueKind.REFERENCE || (!byPath && kind == ValueKind.NODE);
    }

    private boolean sameTarget(int va, int vb, boolean byPath) {
        int ta = a.target(va), tb = b.target(vb);
        if (byPath && ta >= 0 && tb >= 0 && paired[ta] >= 0) return paired[ta] == tb;
        return Objects.equals(a.referencedNodeId(va), b.referencedNodeId(vb));
    }

    private boolean sameScalar(int va, int vb) {
        ValueIndex ia = a.index(), ib = b.index();
        if (ia.kind(va) != ib.kind(vb)) return false;
        if (ia instanceof JsonIndex && ib instanceof JsonIndex) {
            return TextSpans.equal(spansA, ia.start(va), ia.end(va), spansB, ib.start(vb), ib.end(vb));
        }
        return printA.print(new Location(-1, va)).equals(printB.print(new Location(-1, vb)));
    }

    /**
     * A reference that leads elsewhere. By path the ids may have been renumbered, so the same text can lead
     * to another node; the note then names the node the old target became.
     */
    private void changedReference(int va, int vb, DocumentPath pathA, DocumentPath pathB) {
        String was = printA.print(new Location(-1, va)), now = printB.print(new Location(-1, vb));
        int ta = a.target(va);
        String note = null;
        if (was.equals(now) && ta >= 0) {
            note = pairedWith(ta) >= 0
                    ? "another node: the node it led to is " + b.nodeId(pairedWith(ta)) + " in the second file"
                    : "another node: the node it led to has no counterpart in the second file";
        }
        out.accept(new Change(ChangeKind.CHANGED, pathA, pathB, was, now, note));
    }

    private void changed(int va, int vb, DocumentPath pathA, DocumentPath pathB) {
        out.accept(new Change(ChangeKind.CHANGED, pathA, pathB, printA.print(new Location(-1, va)), printB.print(new Location(-1, vb))));
    }

    /** The children of two containers of the same kind, paired: members by name, elements by {@link ElementPairs}. */
    private Frame frame(int containerA, int containerB, DocumentPath pathA, DocumentPath pathB) {
        int[] ca = visibleChildren(a, containerA), cb = visibleChildren(b, containerB);
        if (a.index().kind(containerA) == ValueIndex.ARRAY) {
            int[] hashA = ha, hashB = hb;
            int fromA = hashedFromA, fromB = hashedFromB;
            ElementPairs p = ElementPairs.of(ca, cb, v -> hashA[v - fromA], v -> hashB[v - fromB], v -> a.kind(v).isScalar(), v -> b.kind(v).isScalar());
            return new Frame(ca, cb, p.first, p.second, p.size, false, pathA, pathB);
        }
        int[] first = new int[ca.length + cb.length], second = new int[ca.length + cb.length];
        boolean[] taken = new boolean[cb.length];
        Map<String, Integer> byName = cb.length > 8 ? names(b, cb) : null;
        int size = 0;
        for (int i = 0; i < ca.length; i++) {
            String name = a.name(ca[i]);
            int j = byName != null ? byName.getOrDefault(name, -1) : find(b, cb, name);
            first[size] = i;
            second[size++] = j;
            if (j >= 0) taken[j] = true;
        }
        for (int j = 0; j < cb.length; j++) {
            if (taken[j]) continue;
            first[size] = -1;
            second[size++] = j;
        }
        return new Frame(ca, cb, first, second, size, true, pathA, pathB);
    }

    private static int[] visibleChildren(Document doc, int container) {
        int[] out = new int[doc.visibleChildCount(container)];
        int[] n = {0};
        doc.forEachChild(container, c -> out[n[0]++] = c);
        return out;
    }

    /** The position of the first member with this name (the index keeps the first of repeated names too), or -1. */
    private static int find(Document doc, int[] children, String name) {
        for (int j = 0; j < children.length; j++) if (name.equals(doc.name(children[j]))) return j;
        return -1;
    }

    private static Map<String, Integer> names(Document doc, int[] children) {
        Map<String, Integer> out = new HashMap<>(children.length * 2);
        for (int j = children.length - 1; j >= 0; j--) out.put(doc.name(children[j]), j);
        return out;
    }
}
