package savelens.document;

import java.util.Arrays;

/**
 * Ints that never go down (row starts, node values) as each group of 64's first and every one's distance from it in a
 * char, or {@link #FAR} where that is more than a char holds (then the int is in {@code far}, by its place in
 * {@code farAt}): a little over two bytes an int instead of four. The chars are kept in pages of 128 KB, which the
 * collector may put in any gap of the heap and move, where one array of millions needs a run of free space as long
 * as itself (G1 keeps such an array where it was made, and a heap with room to spare in gaps can fail to find one).
 * Read-only once made.
 */
final class AscendingInts {
    static final int GROUP_BITS = 6;
    private static final char FAR = Character.MAX_VALUE;
    private final int size;
    private final int[] first;
    private final char[][] distance;
    private final int[] farAt;
    private final int[] far;

    private AscendingInts(int size, int[] first, char[][] distance, int[] farAt, int[] far) {
        this.size = size;
        this.first = first;
        this.distance = distance;
        this.farAt = farAt;
        this.far = far;
    }

    /** The first {@code count} of {@code values}, which never go down (read where they are, not copied first). */
    static AscendingInts of(int[] values, int count) { return of(values, null, count); }

    /** The first {@code count} of {@code values}, which never go down. */
    static AscendingInts of(IntPages values, int count) { return of(null, values, count); }

    private static AscendingInts of(int[] plain, IntPages paged, int count) {
        int[] first = new int[(count + (1 << GROUP_BITS) - 1) >>> GROUP_BITS];
        char[][] distance = IntPages.charPages(count);
        int farCount = 0;
        int[] farAt = new int[0], far = new int[0];
        int last = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int v = plain != null ? plain[i] : paged.get(i);
            if (v < last) throw new IllegalArgumentException("the ints go down at " + i);
            last = v;
            int g = i >>> GROUP_BITS;
            if ((i & ((1 << GROUP_BITS) - 1)) == 0) first[g] = v;
            long d = (long) v - first[g];
            char[] page = distance[i >>> IntPages.PAGE_BITS];
            int at = i & IntPages.PAGE_MASK;
            if (d < FAR) {
                page[at] = (char) d;
            } else {
                page[at] = FAR;
                if (farCount == farAt.length) {
                    farAt = Arrays.copyOf(farAt, Math.max(4, farCount * 2));
                    far = Arrays.copyOf(far, farAt.length);
                }
                farAt[farCount] = i;
                far[farCount++] = v;
            }
        }
        return new AscendingInts(count, first, distance, Arrays.copyOf(farAt, farCount), Arrays.copyOf(far, farCount));
    }

    int size() { return size; }

    int get(int i) {
        char d = distance[i >>> IntPages.PAGE_BITS][i & IntPages.PAGE_MASK];
        return d != FAR ? first[i >>> GROUP_BITS] + d : far[Arrays.binarySearch(farAt, i)];
    }

    /**
     * Where {@code key} is among ints {@code from} to {@code to - 1}, as {@link Arrays#binarySearch(int[], int, int, int)}
     * answers: its place, or {@code -(insertion point) - 1}.
     */
    int binarySearch(int from, int to, int key) {
        int lo = from, hi = to - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int v = get(mid);
            if (v < key) lo = mid + 1;
            else if (v > key) hi = mid - 1;
            else return mid;
        }
        return -(lo + 1);
    }

    /** The ints as an array of their own. */
    int[] toArray() {
        int[] a = new int[size];
        for (int i = 0; i < a.length; i++) a[i] = get(i);
        return a;
    }
}
