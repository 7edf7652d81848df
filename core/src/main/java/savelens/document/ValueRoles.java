package savelens.document;

import java.util.Arrays;

/**
 * The few values a format gives a role (references, nested nodes, hidden metadata), kept sparsely and
 * sorted by value number: most values are plain, and a role byte per value would cost more than the text.
 */
final class ValueRoles {
    private final int[] linkValue;
    private final byte[] linkRole;
    private final int[] linkTarget;
    private final int[] hidden;
    private final boolean nesting;

    private ValueRoles(int[] linkValue, byte[] linkRole, int[] linkTarget, int[] hidden) {
        boolean nested = false;
        for (byte r : linkRole) nested |= r == Document.NESTED;
        this.nesting = nested;
        this.linkValue = linkValue;
        this.linkRole = linkRole;
        this.linkTarget = linkTarget;
        this.hidden = hidden;
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
    static boolean ascending(int[] values, int from, int to) {
        for (int i = from + 1; i < to; i++) if (values[i] <= values[i - 1]) return false;
        return true;
    }

    byte role(int value) {
        int i = linkAt(value);
        if (i >= 0) return linkRole[i];
        return hidden.length > 0 && Arrays.binarySearch(hidden, value) >= 0 ? Document.HIDDEN : Document.PLAIN;
    }

    boolean isHidden(int value) {
        return hidden.length > 0 && Arrays.binarySearch(hidden, value) >= 0;
    }

    /** The target node of a link, -1 when dangling or not a link. */
    int target(int value) {
        int i = linkAt(value);
        return i >= 0 ? linkTarget[i] : -1;
    }

    int linkCount() { return linkValue.length; }

    /**
     * The link number of a value, or (-(insertion point) - 1) as a binary search answers. A walk in document order
     * asks for the value at or near the link it found last, so that one is tried first and then a few on either side:
     * a read of every node's fields then costs no search per value. The hint is one int, read once: threads sharing
     * these roles may overwrite each other's, which costs only a search.
     */
    private int linkAt(int value) {
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
                from = stop;
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

    /** These roles with the link at {@code value} leading to another node; the rest is shared, not copied. */
    ValueRoles retargeted(int value, int target) {
        int i = Arrays.binarySearch(linkValue, value);
        if (i < 0) throw new IllegalArgumentException("value " + value + " is no link");
        int[] targets = linkTarget.clone();
        targets[i] = target;
        return new ValueRoles(linkValue, linkRole, targets, hidden);
    }

    /** True when some node is written out inside another (a nesting link). */
    boolean hasNesting() { return nesting; }

    /** The first link at or after a value, as a link number. */
    int firstLinkFrom(int value) {
        int i = Arrays.binarySearch(linkValue, value);
        return i >= 0 ? i : -i - 1;
    }

    int linkValue(int link) { return linkValue[link]; }

    /** The first hidden value at or after a value, as a position among the hidden values. */
    int firstHiddenFrom(int value) {
        int i = Arrays.binarySearch(hidden, value);
        return i >= 0 ? i : -i - 1;
    }

    int hiddenCount() { return hidden.length; }

    int hiddenValue(int i) { return hidden[i]; }

    byte linkRole(int link) { return linkRole[link]; }

    int linkTarget(int link) { return linkTarget[link]; }

    /** Every link's value in order, shared (never changed: an edit makes new roles). */
    int[] linkValues() { return linkValue; }

    /** Every link's target node in order (-1 dangling), shared (never changed: an edit makes new roles). */
    int[] linkTargets() { return linkTarget; }
}
