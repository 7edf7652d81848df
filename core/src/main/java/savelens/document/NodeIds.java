package savelens.document;

import java.util.Arrays;
import savelens.primitive.LongIntMap;

/**
 * Node ids and the way back from an id to its node. Most documents number their nodes in order, often
 * consecutively: then the lookup is arithmetic or a binary search over the ids themselves, and no hash
 * table is built. Only ids out of order get a table.
 */
final class NodeIds {
    /** Null when the ids are consecutive: then node i has id base + i. */
    private final long[] ids;
    private final long base;
    private final int count;
    private final boolean consecutive;
    private final boolean ascending;
    private final LongIntMap table;
    private final int duplicate;

    private NodeIds(long[] ids, int count) {
        this.count = count;
        boolean asc = true;
        for (int i = 1; i < count && asc; i++) asc = ids[i] > ids[i - 1];
        this.ascending = asc;
        this.consecutive = asc && count > 0 && ids[count - 1] - ids[0] == count - 1 && ids[0] != DocumentBuilder.NO_ID;
        this.base = count > 0 ? ids[0] : 0;
        this.ids = consecutive ? null : ids;
        LongIntMap t = null;
        int dup = -1;
        if (!asc) {
            t = new LongIntMap(count);
            for (int i = 0; i < count && dup < 0; i++) {
                if (ids[i] != DocumentBuilder.NO_ID && t.putIfAbsent(ids[i], i) >= 0) dup = i;
            }
        }
        this.table = t;
        this.duplicate = dup;
    }

    /** The first {@code count} ids (the array is kept, not copied, unless the ids are consecutive). */
    static NodeIds of(long[] ids, int count) { return new NodeIds(ids, count); }

    /** A node whose id an earlier node already has, or -1. */
    int duplicate() { return duplicate; }

    long id(int node) { return ids == null ? base + node : ids[node]; }

    int count() { return count; }

    /** The node with this id, or -1. */
    int node(long id) {
        if (count == 0 || id == DocumentBuilder.NO_ID) return -1;
        if (consecutive) {
            long i = id - base;
            return i >= 0 && i < count ? (int) i : -1;
        }
        if (ascending) {
            int i = Arrays.binarySearch(ids, 0, count, id);
            return i >= 0 ? i : -1;
        }
        return table.get(id);
    }
}
