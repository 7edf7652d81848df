package savelens.diff;

import java.util.function.IntPredicate;

/**
 * Pairs the elements of two arrays so that an inserted or removed element shows as that, not as every element
 * after it changed: the common start and end are paired first, and in between equal elements are looked for a
 * short way ahead on either side (a bounded look-ahead keeps it linear on arrays of a million elements) when
 * the two differ in length; when they do not, scalars are paired in place.
 * Elements are compared by {@link SubtreeHashes}; pairs of unequal elements are compared value by value later.
 */
final class ElementPairs {
    /** How far ahead an element is looked for before two unequal elements are paired as changed. */
    private static final int LOOK_AHEAD = 16;

    /** Positions in the first array (-1: added) and in the second (-1: removed), in order. */
    final int[] first;
    final int[] second;
    final int size;

    private ElementPairs(int[] first, int[] second, int size) {
        this.first = first;
        this.second = second;
        this.size = size;
    }

    /** A value's hash ({@link SubtreeHashes}), by value number. */
    @FunctionalInterface
    interface Hashes {
        int of(int value);
    }

    /** {@code a}, {@code b}: the values of the elements; {@code ha}, {@code hb}: the hashes of each document's values. */
    static ElementPairs of(int[] a, int[] b, int[] ha, int[] hb, IntPredicate scalarA, IntPredicate scalarB) {
        return of(a, b, v -> ha[v], v -> hb[v], scalarA, scalarB);
    }

    static ElementPairs of(int[] a, int[] b, Hashes ha, Hashes hb, IntPredicate scalarA, IntPredicate scalarB) {
        int m = a.length, n = b.length;
        int[] first = new int[m + n], second = new int[m + n];
        int size = 0;
        int head = 0;
        while (head < m && head < n && ha.of(a[head]) == hb.of(b[head])) head++;
        int tail = 0;
        while (tail < m - head && tail < n - head && ha.of(a[m - 1 - tail]) == hb.of(b[n - 1 - tail])) tail++;
        for (int k = 0; k < head; k++) {
            first[size] = k;
            second[size++] = k;
        }
        int i = head, j = head, endA = m - tail, endB = n - tail;
        // As many elements on both sides: a scalar is paired with the one in its place (a flipped switch among
        // many alike is a change, not a removal and an insertion); a reference or an object is looked for ahead.
        boolean sameLength = endA - i == endB - j;
        while (i < endA || j < endB) {
            if (i == endA) {
                first[size] = -1;
                second[size++] = j++;
            } else if (j == endB) {
                first[size] = i++;
                second[size++] = -1;
            } else if (ha.of(a[i]) == hb.of(b[j]) || (sameLength && scalarA.test(a[i]) && scalarB.test(b[j]))) {
                first[size] = i++;
                second[size++] = j++;
            } else {
                int skip = nearest(a, b, ha, hb, i, j, endA, endB);
                if (skip > 0) {
                    for (int k = 0; k < skip; k++) {
                        first[size] = -1;
                        second[size++] = j++;
                    }
                } else if (skip < 0) {
                    for (int k = 0; k < -skip; k++) {
                        first[size] = i++;
                        second[size++] = -1;
                    }
                } else {
                    first[size] = i++;
                    second[size++] = j++;
                }
            }
        }
        for (int k = 0; k < tail; k++) {
            first[size] = endA + k;
            second[size++] = endB + k;
        }
        return new ElementPairs(first, second, size);
    }

    /**
     * How many elements of the second array to take as added (positive) or of the first as removed (negative)
     * before the two meet again; 0 when they do not within the look-ahead.
     */
    private static int nearest(int[] a, int[] b, Hashes ha, Hashes hb, int i, int j, int endA, int endB) {
        for (int d = 1; d <= LOOK_AHEAD; d++) {
            if (j + d < endB && ha.of(a[i]) == hb.of(b[j + d])) return d;
            if (i + d < endA && ha.of(a[i + d]) == hb.of(b[j])) return -d;
        }
        return 0;
    }
}
