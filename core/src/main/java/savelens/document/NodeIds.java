package savelens.document;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import savelens.primitive.LongIntMap;

/**
 * Node ids and the way back from an id to its node. Most documents number their nodes in order, often
 * consecutively: then the lookup is arithmetic or a binary search over the ids themselves, and no hash
 * table is built. Only ids out of order get a table. String ids (a format that names its nodes) are kept
 * beside the integers, only for the nodes that have one, in a table of their own.
 */
final class NodeIds {
    /** Null when the ids are consecutive: then node i has id base + i. */
    private final long[] ids;
    private final long base;
    private final int count;
    private final boolean consecutive;
    private final boolean ascending;
    private final LongIntMap table;
    /** Null when every id is an integer; else node i's string id, or null where node i has an integer id. */
    private final String[] names;
    private final Map<String, Integer> byName;
    /**
     * Null unless some node's integer id is {@link DocumentBuilder#NO_ID}'s value itself ({@code Long.MIN_VALUE},
     * a possible Unity file id): the nodes whose id that is, told apart from nodes that have none.
     */
    private final BitSet minimum;
    private final int duplicate;

    private NodeIds(long[] ids, String[] names, BitSet minimum, int count) {
        this.count = count;
        this.names = names;
        this.minimum = minimum == null || minimum.isEmpty() ? null : minimum;
        boolean asc = true;
        for (int i = 1; i < count && asc; i++) asc = ids[i] > ids[i - 1];
        this.ascending = asc;
        this.consecutive = asc && count > 0 && names == null && this.minimum == null && ids[0] != DocumentBuilder.NO_ID
                && ids[count - 1] - ids[0] == count - 1;
        this.base = count > 0 ? ids[0] : 0;
        this.ids = consecutive ? null : ids;
        LongIntMap t = null;
        int dup = -1;
        if (!asc) {
            t = new LongIntMap(count);
            for (int i = 0; i < count && dup < 0; i++) {
                if (hasNumber(i) && t.putIfAbsent(ids[i], i) >= 0) dup = i;
            }
        }
        Map<String, Integer> named = null;
        if (names != null) {
            named = new HashMap<>();
            for (int i = 0; i < count; i++) {
                if (names[i] != null && named.putIfAbsent(names[i], i) != null && (dup < 0 || i < dup)) dup = i;
            }
        }
        this.table = t;
        this.byName = named;
        this.duplicate = dup;
    }

    /** The first {@code count} ids (the array is kept, not copied, unless the ids are consecutive). */
    static NodeIds of(long[] ids, int count) { return new NodeIds(ids, null, null, count); }

    /**
     * As {@link #of(long[], int)}, with string ids: {@code names[i]} is node i's string id (its integer id is
     * then {@link DocumentBuilder#NO_ID}); {@code names} may be null when no node has one. {@code minimum} marks
     * the nodes whose integer id is {@code Long.MIN_VALUE} itself (null when none is).
     */
    static NodeIds of(long[] ids, String[] names, BitSet minimum, int count) { return new NodeIds(ids, names, minimum, count); }

    /** Whether node i has an integer id (not a string one, and not none yet). */
    private boolean hasNumber(int i) {
        if (names != null && names[i] != null) return false;
        long id = ids == null ? base + i : ids[i];
        return id != DocumentBuilder.NO_ID || (minimum != null && minimum.get(i));
    }

    /** A node whose id an earlier node already has, or -1. */
    int duplicate() { return duplicate; }

    /** The node's integer id, or {@link DocumentBuilder#NO_ID} when its id is a string. */
    long number(int node) { return ids == null ? base + node : ids[node]; }

    NodeId id(int node) {
        if (names != null && names[node] != null) return new NodeId.Name(names[node]);
        return new NodeId.Number(number(node));
    }

    int count() { return count; }

    /** The node with this id, or -1. */
    int node(NodeId id) {
        if (id instanceof NodeId.Number n) return node(n.value());
        if (byName == null) return -1;
        Integer node = byName.get(((NodeId.Name) id).value());
        return node == null ? -1 : node;
    }

    /** The node with this integer id, or -1. */
    int node(long id) {
        if (count == 0) return -1;
        if (consecutive) {
            long i = id - base;
            return i >= 0 && i < count ? (int) i : -1;
        }
        if (ascending) {
            int i = Arrays.binarySearch(ids, 0, count, id);
            return i >= 0 && hasNumber(i) ? i : -1;
        }
        return table.get(id);
    }
}
