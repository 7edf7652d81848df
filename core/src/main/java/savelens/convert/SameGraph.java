package savelens.convert;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.IntFunction;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * Whether two documents hold the same graph: node for node from the roots, the same types, the same fields in the
 * same order with the same values, references to corresponding nodes (or to the same missing id), and every node
 * met. Ids are compared as text where both documents have ids of their own ({@code 7} and {@code "7"} agree);
 * cycle.js has none. A helio {@code items} field stands for an array node's elements, as helio writes them.
 */
public final class SameGraph {
    /** The one field of an object that stands for an array node in a hub graph (helio writes an array node so). */
    public static final String ARRAY_ITEMS = "items";

    private final Document a, b;
    /** The id text of b's node by its index, to compare with a's ids; null to compare no ids. */
    private final IntFunction<String> idsOfB;
    private final int[] toB, toA;
    private final ArrayDeque<int[]> pending = new ArrayDeque<>();

    private SameGraph(Document a, Document b, IntFunction<String> idsOfB) {
        this.a = a;
        this.b = b;
        this.idsOfB = idsOfB;
        toB = new int[a.nodeCount()];
        toA = new int[b.nodeCount()];
        Arrays.fill(toB, -1);
        Arrays.fill(toA, -1);
    }

    /**
     * Null when {@code a} and {@code b} hold the same graph, else where and how they first differ (in {@code a}'s
     * terms); {@code compareIds}: both have ids of their own, which must agree.
     */
    public static String difference(Document a, Document b, boolean compareIds) {
        return new SameGraph(a, b, compareIds ? n -> InlineGraphWriter.idText(b.nodeId(n)) : null).run();
    }

    /** As {@link #difference(Document, Document, boolean)}, with the ids b's nodes would have elsewhere, by index. */
    public static String difference(Document a, Document b, IntFunction<String> idsOfB) {
        return new SameGraph(a, b, idsOfB).run();
    }

    private String run() {
        if (a.isSingleValue() || b.isSingleValue()) return a.isSingleValue() == b.isSingleValue() ? null : "one is a single value";
        String d = pair(a.root(), b.root());
        while (d == null && !pending.isEmpty()) {
            int[] p = pending.poll();
            d = node(p[0], p[1]);
        }
        if (d != null) return d;
        for (int n = 0; n < a.nodeCount(); n++) if (toB[n] < 0) return a.nodeId(n) + " has no counterpart";
        for (int n = 0; n < b.nodeCount(); n++) if (toA[n] < 0) return "a node that is not in the original appears";
        return null;
    }

    private String pair(int na, int nb) {
        if (toB[na] == nb && toA[nb] == na) return null;
        if (toB[na] >= 0 || toA[nb] >= 0) return a.nodeId(na) + " would be merged with or split from another node";
        toB[na] = nb;
        toA[nb] = na;
        pending.add(new int[] {na, nb});
        return null;
    }

    private String node(int na, int nb) {
        NodeId id = a.nodeId(na);
        if (idsOfB != null && !InlineGraphWriter.idText(id).equals(idsOfB.apply(nb))) {
            return id + " would come back as " + (id instanceof NodeId.Number ? "#" + idsOfB.apply(nb) : JsonText.quote(idsOfB.apply(nb)));
        }
        if (!String.valueOf(a.type(na)).equals(String.valueOf(b.type(nb)))) {
            return id + " of type " + a.type(na) + " would become of type " + b.type(nb);
        }
        int bodyA = a.body(na), bodyB = b.body(nb);
        boolean arrayA = a.bodyIsArray(na), arrayB = b.bodyIsArray(nb);
        if (arrayA != arrayB) { // helio's form of an array node: one field "items"
            if (arrayB) bodyA = items(a, bodyA);
            else bodyB = items(b, bodyB);
            if (bodyA < 0 || bodyB < 0) return id + " would change between an array and an object";
        }
        return container(bodyA, bodyB, id.toString());
    }

    private static int items(Document d, int body) {
        if (d.visibleChildCount(body) != 1) return -1;
        int items = d.childNamed(body, ARRAY_ITEMS);
        return items >= 0 && d.kind(items) == ValueKind.ARRAY ? items : -1;
    }

    private String container(int ca, int cb, String at) {
        boolean object = a.kind(ca) == ValueKind.OBJECT;
        int n = a.visibleChildCount(ca);
        if (n != b.visibleChildCount(cb)) return at + " would have " + b.visibleChildCount(cb) + (object ? " fields" : " elements") + " instead of " + n;
        int va = firstVisible(a, ca), vb = firstVisible(b, cb);
        for (int i = 0; i < n; i++) {
            String here = object ? at + "." + a.name(va) : at + "[" + i + "]";
            if (object && !a.name(va).equals(b.name(vb))) return here + " would be named " + b.name(vb);
            String d = value(va, vb, here);
            if (d != null) return d;
            va = nextVisible(a, va);
            vb = nextVisible(b, vb);
        }
        return null;
    }

    private String value(int va, int vb, String at) {
        ValueKind ka = a.kind(va), kb = b.kind(vb);
        boolean refA = ka == ValueKind.REFERENCE || ka == ValueKind.NODE, refB = kb == ValueKind.REFERENCE || kb == ValueKind.NODE;
        if (refA != refB) return at + (refA ? " is a reference and would become " + describe(kb) : " would become a reference");
        if (refA) {
            int ta = a.target(va), tb = b.target(vb);
            if (ta < 0 || tb < 0) {
                if (ta < 0 && tb < 0 && InlineGraphWriter.idText(a.referencedNodeId(va)).equals(InlineGraphWriter.idText(b.referencedNodeId(vb)))) return null;
                return at + " refers to " + a.referencedNodeId(va) + (ta < 0 ? ", which does not exist," : "") + " and would not keep it";
            }
            return pair(ta, tb);
        }
        if (ka != kb) return at + " is " + describe(ka) + " and would become " + describe(kb);
        return switch (ka) {
            case OBJECT, ARRAY -> container(va, vb, at);
            case STRING -> a.index().string(va).equals(b.index().string(vb)) ? null : at + " would change its text";
            case NULL -> null;
            default -> a.raw(va).equals(b.raw(vb)) ? null : at + " " + a.raw(va) + " would become " + b.raw(vb);
        };
    }

    private static String describe(ValueKind k) {
        return switch (k) {
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            case NUMBER -> "a number";
            case STRING -> "a string";
            case BOOL -> "a boolean";
            case NULL -> "null";
            default -> "a reference";
        };
    }

    private static int firstVisible(Document d, int container) {
        for (int c = d.index().firstChild(container); c >= 0; c = d.index().nextSibling(c)) if (!d.isHidden(c)) return c;
        return -1;
    }

    private static int nextVisible(Document d, int v) {
        ValueIndex index = d.index();
        for (int c = index.nextSibling(v); c >= 0; c = index.nextSibling(c)) if (!d.isHidden(c)) return c;
        return -1;
    }
}
