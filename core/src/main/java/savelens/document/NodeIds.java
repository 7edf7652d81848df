package savelens.document;

import java.util.Arrays;
import java.util.BitSet;
import savelens.primitive.LongIntMap;
import savelens.primitive.StringArrayIndex;
import savelens.progress.ReadProgress;

/**
 * Node ids and the way back from an id to its node. Most documents number their nodes in order, often
 * consecutively: then the lookup is arithmetic or a binary search over the ids themselves, and no hash
 * table is built. Only ids out of order get a table. A string id written as a plain decimal (.NET's
 * {@code "12"}, see {@link DecimalId}) is kept as its number with a "quoted" mark, so it takes the same
 * arithmetic path and {@code #"12"} still never finds {@code #12}. Other string ids are kept beside the
 * integers, only for the nodes that have one, in a table of their own.
 */
final class NodeIds {
    /** Null when the ids are consecutive (then node i has id base + i) or {@link #packed}. */
    private final long[] ids;
    /** The ids that ascend without being consecutive, packed ({@link #compacted}, or by the builder); else null. */
    private final PackedIds packed;
    private final long base;
    private final int count;
    private final boolean consecutive;
    private final boolean ascending;
    /** When the ids are out of order: the integer ids, and the quoted decimal ones (null when there are none). */
    private final LongIntMap table;
    private final LongIntMap quotedTable;
    /** Null when no id is a quoted decimal; else the nodes whose number is a string id written as a decimal. */
    private final BitSet quoted;
    /**
     * Null unless many nodes have a string id that is no plain decimal; then node i's string id, or null where node
     * i has a number. Where only a few have one (a Marshal file's root {@code $} alone), {@code namedNodes} lists
     * them ascending with their ids in {@code namedIds} instead of an array as long as the document.
     */
    private final String[] names;
    private final int[] namedNodes;
    private final String[] namedIds;
    /** The string ids by value: positions in {@code names}, or in {@code namedIds} where only a few nodes have one. */
    private final StringArrayIndex byName;
    /**
     * Null unless some node's integer id is {@link DocumentBuilder#NO_ID}'s value itself ({@code Long.MIN_VALUE},
     * a possible Unity file id): the nodes whose id that is, told apart from nodes that have none.
     */
    private final BitSet minimum;
    /** String ids the format works out when asked (a Godot node's path), for the nodes it has them for; or null. */
    private final DerivedNames derived;
    private final int duplicate;

    private NodeIds(long[] ids, PackedIds packedIds, String[] names, BitSet quoted, BitSet minimum, int count) {
        this(ids, packedIds, names, quoted, minimum, null, count);
    }

    private NodeIds(long[] ids, PackedIds packedIds, String[] names, BitSet quoted, BitSet minimum, DerivedNames derived, int count) {
        this.count = count;
        this.derived = derived;
        int named = 0;
        int listed = names == null ? 0 : Math.min(count, names.length); // the names may stop at the last named node
        for (int i = 0; i < listed; i++) if (names[i] != null) named++;
        boolean few = names != null && named <= count / 4;
        this.names = few ? null : names;
        this.namedNodes = few ? new int[named] : null;
        this.namedIds = few ? new String[named] : null;
        if (few) {
            for (int i = 0, k = 0; i < listed; i++) {
                if (names[i] == null) continue;
                namedNodes[k] = i;
                namedIds[k++] = names[i];
            }
        }
        BitSet q0 = quoted == null ? null : quoted.get(0, count); // a copy: the builder goes on changing its own
        this.quoted = q0 == null || q0.isEmpty() ? null : q0;
        this.minimum = minimum == null || minimum.isEmpty() ? null : minimum;
        boolean asc = true; // packed ids ascend
        for (int i = 1; i < count && asc && packedIds == null; i++) asc = ids[i] > ids[i - 1];
        this.ascending = asc;
        long firstId = count == 0 ? 0 : packedIds != null ? packedIds.get(0) : ids[0];
        long lastId = count == 0 ? 0 : packedIds != null ? packedIds.get(count - 1) : ids[count - 1];
        this.consecutive = asc && count > 0 && names == null && derived == null && this.minimum == null && firstId != DocumentBuilder.NO_ID
                && lastId - firstId == count - 1;
        this.base = firstId;
        this.ids = consecutive ? null : ids;
        this.packed = consecutive ? null : packedIds;
        LongIntMap t = null, q = null;
        int dup = -1;
        if (!asc) {
            int quotedCount = this.quoted == null ? 0 : this.quoted.cardinality();
            int numbered = 0; // sized for the integer ids alone: most of a Godot scene's ids are strings (paths)
            for (int i = 0; i < count; i++) if (hasNumber(i) && !isQuoted(i)) numbered++;
            t = new LongIntMap(numbered);
            q = quotedCount == 0 ? null : new LongIntMap(quotedCount);
            for (int i = 0; i < count && dup < 0; i++) {
                ReadProgress.checkCancelled(i);
                if (hasNumber(i) && (isQuoted(i) ? q : t).putIfAbsent(ids[i], i) >= 0) dup = i;
            }
        }
        StringArrayIndex byId = null;
        if (few) {
            byId = new StringArrayIndex(namedIds);
            for (int k = 0; k < namedIds.length; k++) {
                ReadProgress.checkCancelled(k);
                if (byId.putIfAbsent(k) >= 0 && (dup < 0 || namedNodes[k] < dup)) dup = namedNodes[k];
            }
        } else if (names != null) {
            byId = new StringArrayIndex(names);
            for (int i = 0; i < listed; i++) {
                ReadProgress.checkCancelled(i);
                if (names[i] != null && byId.putIfAbsent(i) >= 0 && (dup < 0 || i < dup)) dup = i;
            }
        }
        this.table = t;
        this.quotedTable = q;
        this.byName = byId;
        this.duplicate = derived == null ? dup : withDerived(dup);
    }

    /**
     * The first node whose id an earlier node has, the derived names counted: a derived name given twice, or one that a
     * node with a string id of its own has too.
     */
    private int withDerived(int dup) {
        int d = derived.duplicate();
        if (d >= 0 && (dup < 0 || d < dup)) dup = d;
        int listed = names != null ? Math.min(count, names.length) : namedNodes != null ? namedNodes.length : 0;
        for (int k = 0; k < listed; k++) {
            int node = names != null ? k : namedNodes[k];
            String name = names != null ? names[k] : namedIds[k];
            if (name == null) continue;
            int other = derived.node(name);
            if (other < 0) continue;
            int later = Math.max(node, other);
            if (dup < 0 || later < dup) dup = later;
        }
        return dup;
    }

    /** These ids with the array packed, when they ascend without being consecutive; the array is not changed. */
    private NodeIds(NodeIds from, PackedIds packed) {
        this.ids = null;
        this.packed = packed;
        this.base = from.base;
        this.count = from.count;
        this.consecutive = from.consecutive;
        this.ascending = from.ascending;
        this.table = from.table;
        this.quotedTable = from.quotedTable;
        this.quoted = from.quoted;
        this.names = from.names;
        this.namedNodes = from.namedNodes;
        this.namedIds = from.namedIds;
        this.byName = from.byName;
        this.minimum = from.minimum;
        this.derived = from.derived;
        this.duplicate = from.duplicate;
    }

    /**
     * These ids for a document to keep: ascending ones that are not consecutive (Marshal's {@code S.N}, .NET's) are
     * packed into about two and a half bytes a node instead of eight; others are these.
     */
    NodeIds compacted() {
        if (packed != null) return new NodeIds(this, packed.trimmed());
        return ascending && ids != null && count >= 2 * PackedIds.GROUP ? new NodeIds(this, PackedIds.of(ids, count)) : this;
    }

    private long idAt(int i) { return ids != null ? ids[i] : packed != null ? packed.get(i) : base + i; }

    /** The first {@code count} ids (the array is kept, not copied, unless the ids are consecutive). */
    static NodeIds of(long[] ids, int count) { return new NodeIds(ids, null, null, null, null, count); }

    /**
     * As {@link #of(long[], int)}, with string ids: where {@code quoted} is set, {@code ids[i]} is a string id
     * written as a plain decimal; otherwise {@code names[i]} is node i's string id when not null (its integer id
     * is then {@link DocumentBuilder#NO_ID}, and never a plain decimal). {@code names} and {@code quoted} may be
     * null when no node has such an id. {@code minimum} marks the nodes whose integer id is {@code Long.MIN_VALUE}
     * itself (null when none is).
     */
    static NodeIds of(long[] ids, String[] names, BitSet quoted, BitSet minimum, int count) {
        return new NodeIds(ids, null, names, quoted, minimum, count);
    }

    /** As {@link #of(long[], String[], BitSet, BitSet, int)} for ids that ascend, packed ({@link PackedIds}; kept, not copied). */
    static NodeIds of(PackedIds ids, String[] names, BitSet quoted, BitSet minimum, int count) {
        return new NodeIds(null, ids, names, quoted, minimum, count);
    }

    /** As {@link #of(long[], String[], BitSet, BitSet, int)}, with the string ids the format works out when asked. */
    static NodeIds of(long[] ids, String[] names, BitSet quoted, BitSet minimum, DerivedNames derived, int count) {
        return new NodeIds(ids, null, names, quoted, minimum, derived, count);
    }

    /** Whether node i has a number as its id (an integer, or a quoted decimal; not another string, and not none yet). */
    private boolean hasNumber(int i) {
        if (derived != null && derived.has(i)) return false;
        if (name(i) != null) return false;
        long id = idAt(i);
        return id != DocumentBuilder.NO_ID || (minimum != null && minimum.get(i));
    }

    /** Node i's string id that is no plain decimal, or null. */
    private String name(int node) {
        if (derived != null && derived.has(node)) return derived.name(node);
        if (names != null) return node < names.length ? names[node] : null;
        if (namedNodes == null) return null;
        int i = Arrays.binarySearch(namedNodes, node);
        return i >= 0 ? namedIds[i] : null;
    }

    private boolean isQuoted(int i) { return quoted != null && quoted.get(i); }

    /** A node whose id an earlier node already has, or -1. */
    int duplicate() { return duplicate; }

    /** The node's integer id, or {@link DocumentBuilder#NO_ID} when its id is a string. */
    long number(int node) { return isQuoted(node) || (derived != null && derived.has(node)) ? DocumentBuilder.NO_ID : idAt(node); }

    NodeId id(int node) {
        String name = name(node);
        if (name != null) return new NodeId.Name(name);
        long n = idAt(node);
        return isQuoted(node) ? new NodeId.Name(DecimalId.text(n)) : new NodeId.Number(n);
    }

    int count() { return count; }

    /** The node with this id, or -1. */
    int node(NodeId id) {
        if (id instanceof NodeId.Number n) return node(n.value(), false);
        String name = ((NodeId.Name) id).value();
        long decimal = DecimalId.number(name);
        if (decimal != -1) return node(decimal, true);
        int at = byName == null ? -1 : byName.get(name);
        if (at >= 0 && namedNodes != null) at = namedNodes[at];
        if (derived == null) return at;
        int d = derived.node(name); // the first node with the id, of either kind
        return at < 0 || (d >= 0 && d < at) ? d : at;
    }

    /** The node with this integer id, or -1. */
    int node(long id) { return node(id, false); }

    /** The node whose id is this integer ({@code quoted} false) or this decimal written as a string, or -1. */
    int node(long id, boolean quoted) {
        if (count == 0) return -1;
        int i;
        if (consecutive) {
            long at = id - base;
            i = at >= 0 && at < count ? (int) at : -1;
        } else if (ascending) {
            i = ids != null ? Arrays.binarySearch(ids, 0, count, id) : packed.find(id);
            if (i < 0 || i >= count || !hasNumber(i)) i = -1; // a builder's packed ids may have grown since
        } else {
            LongIntMap t = quoted ? quotedTable : table;
            return t == null ? -1 : t.get(id);
        }
        return i >= 0 && isQuoted(i) == quoted ? i : -1;
    }
}
