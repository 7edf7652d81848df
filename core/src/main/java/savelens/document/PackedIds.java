package savelens.document;

import java.util.Arrays;

/**
 * Ascending longs (node ids that ascend without being consecutive: Marshal's {@code S.N}, .NET's) as each group of
 * 16's first and every one's distance from it in a char, or {@link #FAR} where that is more than a char holds (then it
 * is in {@code far}, by its place in {@code farAt}): about two and a half bytes an id instead of eight. Filled by
 * appending, so that a builder need not hold the ids as longs first.
 */
final class PackedIds {
    static final int GROUP_BITS = 4, GROUP = 1 << GROUP_BITS;
    private static final char FAR = Character.MAX_VALUE;
    private int count;
    private long[] first;
    private char[] distance;
    private int[] farAt = new int[4];
    private long[] far = new long[4];
    private int farCount;

    /** Room for {@code capacity} ids before the arrays grow. */
    PackedIds(int capacity) {
        int c = Math.max(GROUP, capacity);
        first = new long[groups(c)];
        distance = new char[c];
    }

    /** The first {@code count} of {@code ids}, which ascend. */
    static PackedIds of(long[] ids, int count) {
        PackedIds p = new PackedIds(count);
        for (int i = 0; i < count; i++) {
            if (!p.add(ids[i])) throw new IllegalArgumentException("the ids do not ascend at " + i);
        }
        return p;
    }

    private static int groups(int n) { return (n + GROUP - 1) >>> GROUP_BITS; }

    int count() { return count; }

    /** Room for {@code capacity} ids in all. */
    void ensureCapacity(int capacity) {
        if (capacity <= distance.length) return;
        distance = Arrays.copyOf(distance, capacity);
        first = Arrays.copyOf(first, groups(capacity));
    }

    /** Appends {@code id}; false (and nothing appended) when it is not above the last one. */
    boolean add(long id) {
        if (count > 0 && id <= get(count - 1)) return false;
        if (count == distance.length) ensureCapacity(count * 2);
        int g = count >>> GROUP_BITS;
        if ((count & (GROUP - 1)) == 0) first[g] = id;
        long d = id - first[g]; // ascending: the difference read unsigned is exact
        if (Long.compareUnsigned(d, FAR) < 0) {
            distance[count] = (char) d;
        } else {
            distance[count] = FAR;
            if (farCount == farAt.length) {
                farAt = Arrays.copyOf(farAt, farCount * 2);
                far = Arrays.copyOf(far, farCount * 2);
            }
            farAt[farCount] = count;
            far[farCount++] = id;
        }
        count++;
        return true;
    }

    long get(int i) {
        char d = distance[i];
        return d != FAR ? first[i >>> GROUP_BITS] + d : far[Arrays.binarySearch(farAt, 0, farCount, i)];
    }

    /** Where {@code id} is, or -1. */
    int find(long id) {
        int groups = groups(count);
        int g = Arrays.binarySearch(first, 0, groups, id);
        if (g >= 0) return g << GROUP_BITS;
        g = -g - 2; // the last group whose first is below id
        if (g < 0) return -1;
        for (int i = (g << GROUP_BITS) + 1, end = Math.min(count, (g + 1) << GROUP_BITS); i < end; i++) {
            long x = get(i);
            if (x == id) return i;
            if (x > id) return -1;
        }
        return -1;
    }

    /** The ids as longs, in an array of {@code length} (at least {@link #count}). */
    long[] toArray(int length) {
        long[] a = new long[length];
        for (int i = 0; i < count; i++) a[i] = get(i);
        return a;
    }

    /** These ids with no room beyond them: arrays already of their length are shared, not copied. */
    PackedIds trimmed() {
        PackedIds p = new PackedIds(0);
        p.count = count;
        p.distance = distance.length == count ? distance : Arrays.copyOf(distance, count);
        p.first = first.length == groups(count) ? first : Arrays.copyOf(first, groups(count));
        p.farAt = Arrays.copyOf(farAt, farCount);
        p.far = Arrays.copyOf(far, farCount);
        p.farCount = farCount;
        return p;
    }
}
