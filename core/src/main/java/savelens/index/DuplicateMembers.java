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

    public DuplicateMembers(int[] earlier, int[] later) {
        this.earlier = earlier;
        this.later = later;
        int[] s = earlier.clone();
        Arrays.sort(s);
        this.shadowed = s; // a member repeated is paired once as the earlier one, so the values are distinct
    }

    public int count() { return earlier.length; }

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
