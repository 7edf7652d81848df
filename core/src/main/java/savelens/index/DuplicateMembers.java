package savelens.index;

import java.util.Arrays;

/**
 * The members of a text whose name an earlier member of the same object already has: pairs of value
 * numbers, the earlier member and the one that repeats its name (in any syntax with named members), in the order of the later ones. A name
 * given three times makes two pairs, each later member paired with the one before it.
 *
 * <p>JavaScript's {@code JSON.parse} keeps the last member of a name; the earlier ones are "shadowed".
 */
public final class DuplicateMembers {
    public static final DuplicateMembers NONE = new DuplicateMembers(new int[0], new int[0]);

    private final int[] earlier;
    private final int[] later;
    /** The earlier members, sorted, each once. */
    private final int[] shadowed;
    private final boolean lastIsRead;

    public DuplicateMembers(int[] earlier, int[] later) {
        this(earlier, later, false);
    }

    /**
     * {@code lastIsRead}: every reader of the format takes the last member of a name (Godot, Unity), so an edit of
     * that member means the same to all of them; in JSON, readers other than the game's may take the first.
     */
    public DuplicateMembers(int[] earlier, int[] later, boolean lastIsRead) {
        this.lastIsRead = lastIsRead;
        this.earlier = earlier;
        this.later = later;
        int[] s = earlier.clone();
        Arrays.sort(s);
        this.shadowed = s; // a member repeated is paired once as the earlier one, so the values are distinct
    }

    public int count() { return earlier.length; }

    /** True when every reader of the format takes the last member of a name, so that member may be edited. */
    public boolean lastIsRead() { return lastIsRead; }

    /**
     * The repeated names among the object members of an index: each later member paired with the one before it of
     * the same name, in the order of the later ones. Walks every object once, comparing names by hash.
     */
    public static DuplicateMembers find(ValueIndex index, boolean lastIsRead) {
        int[] earlier = new int[8], later = new int[8];
        int n = 0;
        java.util.HashMap<String, Integer> seen = new java.util.HashMap<>();
        for (int v = 0; v < index.count(); v++) {
            if (index.kind(v) != ValueIndex.OBJECT) continue;
            int first = index.firstChild(v);
            if (first < 0 || index.nextSibling(first) < 0) continue;
            seen.clear();
            for (int c = first; c >= 0; c = index.nextSibling(c)) {
                if (index.keyStart(c) < 0) continue;
                Integer before = seen.put(index.name(c), c);
                if (before == null) continue;
                if (n == earlier.length) {
                    earlier = Arrays.copyOf(earlier, n * 2);
                    later = Arrays.copyOf(later, n * 2);
                }
                earlier[n] = before;
                later[n++] = c;
            }
        }
        return of(earlier, later, n, lastIsRead);
    }

    /** Pairs in any order, put in the order of their later members. */
    public static DuplicateMembers of(int[] earlier, int[] later, int n, boolean lastIsRead) {
        if (n == 0) return lastIsRead ? new DuplicateMembers(new int[0], new int[0], true) : NONE;
        long[] pairs = new long[n];
        for (int i = 0; i < n; i++) pairs[i] = ((long) later[i] << 32) | (earlier[i] & 0xFFFFFFFFL);
        Arrays.sort(pairs);
        int[] e = new int[n], l = new int[n];
        for (int i = 0; i < n; i++) {
            l[i] = (int) (pairs[i] >>> 32);
            e[i] = (int) pairs[i];
        }
        return new DuplicateMembers(e, l, lastIsRead);
    }

    public boolean isEmpty() { return earlier.length == 0; }

    /** The member whose name pair {@code i} repeats. */
    public int earlier(int i) { return earlier[i]; }

    /** The member that repeats it. */
    public int later(int i) { return later[i]; }

    /** The shadowed members (each an earlier member of some pair), ascending. */
    public int[] shadowed() { return shadowed.clone(); }

    /** True when a later member of the same object has this member's name, so a reader of JSON ignores it. */
    public boolean isShadowed(int member) {
        return shadowed.length > 0 && Arrays.binarySearch(shadowed, member) >= 0;
    }
}
