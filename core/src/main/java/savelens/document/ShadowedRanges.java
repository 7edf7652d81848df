package savelens.document;

import java.util.Arrays;
import savelens.index.ValueIndex;

/**
 * The values inside shadowed members (members whose name comes again later in their object), as ranges of
 * value numbers: a member and its subtree are numbered consecutively. Ranges inside another are left out.
 */
final class ShadowedRanges {
    private final int[] from;
    private final int[] to;

    private ShadowedRanges(int[] from, int[] to) {
        this.from = from;
        this.to = to;
    }

    static ShadowedRanges of(ValueIndex json) {
        int[] shadowed = json.duplicates().shadowed();
        int[] from = new int[shadowed.length];
        int[] to = new int[shadowed.length];
        int n = 0;
        for (int member : shadowed) {
            if (n > 0 && member < to[n - 1]) continue; // inside the previous range
            from[n] = member;
            to[n++] = json.after(member);
        }
        return new ShadowedRanges(Arrays.copyOf(from, n), Arrays.copyOf(to, n));
    }

    /** True when the value is a shadowed member or lies inside one. */
    boolean contains(int value) {
        int i = Arrays.binarySearch(from, value);
        if (i >= 0) return true;
        int before = -i - 2;
        return before >= 0 && value < to[before];
    }

    /** The shadowed members that are not inside another. */
    int[] outermost() { return from.clone(); }
}
