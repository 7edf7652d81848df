package savelens.document;

import java.util.Arrays;

/**
 * The few values a format gives a role (references, nested nodes, hidden metadata), kept sparsely and
 * sorted by value number: most values are plain, and a role byte per value would cost more than the text.
 * <p>
 * Where every node after the first is nested at its own value (a Marshal file's), the nesting links are the nodes'
 * values themselves ({@link #nestedAtNodeValues}): the arrays hold the references alone, and a bit per link says
 * which of the two a link number is. Most of such a file's links are nesting (4.8 million of 5.2 million in a 100 MB
 * save), and a value, a role and a target each would be the node values over again (43 MB there).
 */
final class ValueRoles {
    /** Every link's value, role and target by value; in the nested form the references' alone. */
    private final int[] linkValue;
    private final byte[] linkRole;
    /** Shared by the roles a retarget makes from these, which keep the changed targets beside it. */
    private final PatchedInts linkTarget;
    private final int[] hidden;
    private final boolean nesting;
    /**
     * The nested form: node {@code k + 1} is nested at {@code nodeValues.get(k + 1)} for each of the {@code nested}
     * nodes after the first; {@code refBits} sets link numbers that are references, {@code refsBefore} counts
     * them before each 64 links. Null in the form that lists every link.
     */
    private final AscendingInts nodeValues;
    private final int nested;
    private final long[] refBits;
    private final int[] refsBefore;

    private ValueRoles(int[] linkValue, byte[] linkRole, int[] linkTarget, int[] hidden) {
        this(linkValue, linkRole, PatchedInts.of(linkTarget), hidden);
    }

    private ValueRoles(int[] linkValue, byte[] linkRole, PatchedInts linkTarget, int[] hidden) {
        boolean nested = false;
        for (byte r : linkRole) nested |= r == Document.NESTED;
        this.nesting = nested;
        this.linkValue = linkValue;
        this.linkRole = linkRole;
        this.linkTarget = linkTarget;
        this.hidden = hidden;
        this.nodeValues = null;
        this.nested = 0;
        this.refBits = null;
        this.refsBefore = null;
    }

    private ValueRoles(AscendingInts nodeValues, int nested, int[] refValue, byte[] refRole, int[] refTarget, int[] hidden, long[] refBits, int[] refsBefore) {
        this.nesting = nested > 0;
        this.linkValue = refValue;
        this.linkRole = refRole;
        this.linkTarget = PatchedInts.of(refTarget);
        this.hidden = hidden;
        this.nodeValues = nodeValues;
        this.nested = nested;
        this.refBits = refBits;
        this.refsBefore = refsBefore;
    }

    /**
     * Nodes {@code 1..nodeCount-1} nested each at its value {@code nodeValues.get(k)} (ascending), and references at
     * {@code refValues} (ascending, none at a node's value) to {@code refTargets}: the nodes' array is shared, not copied.
     * Null when the references are not in order or one stands at a node's value (then {@link #of} sorts them out).
     */
    static ValueRoles nestedAtNodeValues(AscendingInts nodeValues, int nodeCount, int[] refValues, int[] refTargets, int refCount,
                                         int[] hiddenValues, int hiddenCount) {
        int nested = Math.max(0, nodeCount - 1), links = nested + refCount;
        if (!ascending(nodeValues, 1, nodeCount) || !ascending(refValues, refCount)) return null;
        long[] bits = new long[(links + 63) >>> 6];
        int[] before = new int[bits.length + 1];
        int n = 0, r = 0;
        for (int l = 0; l < links; l++) {
            if ((l & 63) == 0) before[l >>> 6] = r;
            boolean ref = n == nested || r < refCount && refValues[r] < nodeValues.get(n + 1);
            if (ref) {
                bits[l >>> 6] |= 1L << l;
                r++;
            } else {
                if (r < refCount && refValues[r] == nodeValues.get(n + 1)) return null;
                n++;
            }
        }
        before[bits.length] = r;
        byte[] roles = new byte[refCount];
        Arrays.fill(roles, Document.REFERENCE);
        int[] h = Arrays.copyOf(hiddenValues, hiddenCount);
        Arrays.sort(h);
        return new ValueRoles(nodeValues, nested, fit(refValues, refCount), roles, fit(refTargets, refCount), h, bits, before);
    }

    /**
     * From the links (references and nesting) in any order — a later entry for the same value wins — and
     * the hidden values in any order.
     */
    static ValueRoles of(int[] values, byte[] roles, int[] targets, int links, int[] hiddenValues, int hiddenCount) {
        int[] h = Arrays.copyOf(hiddenValues, hiddenCount);
        Arrays.sort(h);
        if (ascending(values, links)) { // as a format that reads in document order adds them: nothing to sort
            return new ValueRoles(fit(values, links), fit(roles, links), fit(targets, links), h);
        }
        long[] order = new long[links];
        for (int i = 0; i < links; i++) order[i] = ((long) values[i] << 32) | i;
        Arrays.sort(order);
        int[] v = new int[links];
        byte[] r = new byte[links];
        int[] t = new int[links];
        int n = 0;
        for (long o : order) {
            int i = (int) o;
            int value = (int) (o >>> 32);
            if (n > 0 && v[n - 1] == value) n--; // same value again: the later entry (higher i) wins
            v[n] = value;
            r[n] = roles[i];
            t[n++] = targets[i];
        }
        return new ValueRoles(Arrays.copyOf(v, n), Arrays.copyOf(r, n), Arrays.copyOf(t, n), h);
    }

    private static int[] fit(int[] a, int n) { return a.length == n ? a : Arrays.copyOf(a, n); }

    private static byte[] fit(byte[] a, int n) { return a.length == n ? a : Arrays.copyOf(a, n); }

    /** Strictly ascending: each value once, in order. */
    static boolean ascending(int[] values, int n) { return ascending(values, 0, n); }

    /** Strictly ascending from {@code from} to before {@code to}. */
    static boolean ascending(AscendingInts values, int from, int to) {
        for (int i = from + 1; i < to; i++) if (values.get(i) <= values.get(i - 1)) return false;
        return true;
    }

    /** Strictly ascending from {@code from} to before {@code to}. */
    static boolean ascending(int[] values, int from, int to) {
        for (int i = from + 1; i < to; i++) if (values[i] <= values[i - 1]) return false;
        return true;
    }

    byte role(int value) {
        int i = linkAt(value);
        if (i >= 0) return linkRole(i);
        return hidden.length > 0 && Arrays.binarySearch(hidden, value) >= 0 ? Document.HIDDEN : Document.PLAIN;
    }

    boolean isHidden(int value) {
        return hidden.length > 0 && Arrays.binarySearch(hidden, value) >= 0;
    }

    /** The target node of a link, -1 when dangling or not a link. */
    int target(int value) {
        int i = linkAt(value);
        return i >= 0 ? linkTarget(i) : -1;
    }

    int linkCount() { return linkValue.length + nested; }

    /** In the nested form: whether link {@code l} is a reference, and its place among them or among the nested. */
    private boolean isRef(int l) { return (refBits[l >>> 6] & (1L << l)) != 0; }

    private int refsBefore(int l) { return refsBefore[l >>> 6] + Long.bitCount(refBits[l >>> 6] & ((1L << l) - 1)); }

    /**
     * The nested form's {@link #linkAt}: the link found last and a few after it first (a walk in document order),
     * else a value's place among the references and among the nested nodes' values, each by a binary search, summed.
     */
    private int nestedLinkAt(int value) {
        int h = hint, links = linkCount();
        if (h < links && linkValue(h) <= value) {
            for (int i = h, stop = Math.min(links, h + 9); i < stop; i++) {
                int at = linkValue(i);
                if (at == value) {
                    hint = i;
                    return i;
                }
                if (at > value) {
                    hint = i - 1;
                    return -i - 1;
                }
            }
        }
        int r = Arrays.binarySearch(linkValue, value);
        int n = nodeValues.binarySearch(1, nested + 1, value);
        int refsBelow = r >= 0 ? r : -r - 1, nestedBelow = (n >= 0 ? n : -n - 1) - 1;
        int found = r >= 0 || n >= 0 ? refsBelow + nestedBelow : -(refsBelow + nestedBelow) - 1;
        hint = found >= 0 ? found : Math.max(0, -found - 2);
        return found;
    }

    /**
     * The link number of a value, or (-(insertion point) - 1) as a binary search answers. A walk in document order
     * asks for the value at or near the link it found last, so that one is tried first and then a few on either side:
     * a read of every node's fields then costs no search per value. The hint is one int, read once: threads sharing
     * these roles may overwrite each other's, which costs only a search.
     */
    private int linkAt(int value) {
        if (nodeValues != null) return nestedLinkAt(value);
        int[] links = linkValue;
        int h = hint;
        int from = 0;
        int to = links.length;
        if (h < links.length) {
            int at = links[h];
            if (at == value) return h;
            if (at < value) {
                // A few links on: a walk that skips values (a filter reading one field of each node) passes them.
                int stop = Math.min(links.length, h + 9);
                for (int i = h + 1; i < stop; i++) {
                    int next = links[i];
                    if (next == value) {
                        hint = i;
                        return i;
                    }
                    if (next > value) {
                        hint = i - 1;
                        return -i - 1;
                    }
                }
                if (stop == links.length) return -links.length - 1;
                // Further on: galloping from there keeps the search near the hint (a filter over every node passes a
                // node's dozen links between two asks), where a search of all the rest misses the cache at each probe.
                from = stop;
                for (int step = 16; ; step <<= 1) {
                    int probe = from + step;
                    if (probe >= links.length || probe < 0) break;
                    if (links[probe] > value) {
                        to = probe + 1;
                        break;
                    }
                    from = probe;
                }
            } else {
                // A few links back: a read of one node asks for its fields and lists in an order of its own.
                int stop = Math.max(0, h - 8);
                for (int i = h - 1; i >= stop; i--) {
                    int before = links[i];
                    if (before == value) {
                        hint = i;
                        return i;
                    }
                    if (before < value) {
                        hint = i;
                        return -(i + 1) - 1;
                    }
                }
                if (stop == 0) return -1;
                to = stop;
            }
        }
        int i = Arrays.binarySearch(links, from, to, value);
        hint = i >= 0 ? i : Math.max(0, -i - 2);
        return i;
    }

    private int hint;

    /** These roles with the link at {@code value} leading to another node; the rest is shared, not copied (the targets too, see {@link PatchedInts}). */
    ValueRoles retargeted(int value, int target) {
        if (nodeValues != null) return listed().retargeted(value, target);
        int i = Arrays.binarySearch(linkValue, value);
        if (i < 0) throw new IllegalArgumentException("value " + value + " is no link");
        return new ValueRoles(linkValue, linkRole, linkTarget.with(i, target), hidden);
    }

    /** Whether the nesting links are the node values themselves ({@link #nestedAtNodeValues}). */
    boolean nestsAtNodeValues() { return nodeValues != null; }

    /** True when some node is written out inside another (a nesting link). */
    boolean hasNesting() { return nesting; }

    /**
     * The first link at or after a value, as a link number; looked for near the link found last ({@link #linkAt}): a
     * diff asks node after node, in document order, and a search over every link per node was most of its work.
     */
    int firstLinkFrom(int value) {
        int i = linkAt(value);
        return i >= 0 ? i : -i - 1;
    }

    int linkValue(int link) {
        if (nodeValues == null) return linkValue[link];
        return isRef(link) ? linkValue[refsBefore(link)] : nodeValues.get(1 + link - refsBefore(link));
    }

    /** The first hidden value at or after a value, as a position among the hidden values. */
    int firstHiddenFrom(int value) {
        int i = Arrays.binarySearch(hidden, value);
        return i >= 0 ? i : -i - 1;
    }

    int hiddenCount() { return hidden.length; }

    int hiddenValue(int i) { return hidden[i]; }

    byte linkRole(int link) {
        if (nodeValues == null) return linkRole[link];
        return isRef(link) ? Document.REFERENCE : Document.NESTED;
    }

    int linkTarget(int link) {
        if (nodeValues == null) return linkTarget.get(link);
        return isRef(link) ? linkTarget.get(refsBefore(link)) : 1 + link - refsBefore(link);
    }

    /**
     * Every link's value in order, shared (never changed: an edit makes new roles); the nested form lists them anew
     * (no caller that reads them whole asks it of a document with nesting).
     */
    int[] linkValues() { return nodeValues == null ? linkValue : listed().linkValue; }

    /** Every link's target node in order (-1 dangling), shared (never changed: an edit makes new roles); see {@link #linkValues}. */
    int[] linkTargets() { return nodeValues == null ? linkTarget.toArray() : listed().linkTarget.toArray(); }

    /** The targets with the changes retargets made kept beside the array they share (in the form that lists every link). */
    PatchedInts patchedTargets() { return nodeValues == null ? linkTarget : listed().linkTarget; }

    /** These roles with every link listed (the form {@link #of} makes). */
    private ValueRoles listed() {
        int links = linkCount();
        int[] v = new int[links], t = new int[links];
        byte[] r = new byte[links];
        for (int l = 0; l < links; l++) {
            v[l] = linkValue(l);
            r[l] = linkRole(l);
            t[l] = linkTarget(l);
        }
        return new ValueRoles(v, r, t, hidden);
    }
}
