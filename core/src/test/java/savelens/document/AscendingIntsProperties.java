package savelens.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Packed ascending ints and paged ints read back what a plain int array holds: over group and page edges, with
 * steps past what a char holds (kept aside) and steps of zero, and lengths just around a page.
 */
class AscendingIntsProperties {
    private static final int[] LENGTHS = {0, 1, 63, 64, 65, IntPages.PAGE - 1, IntPages.PAGE, IntPages.PAGE + 1, 3 * IntPages.PAGE + 77};

    /** Ints that never go down: mostly small steps, some zero, some past a char, a few huge. */
    private static int[] ascending(Random r, int n) {
        int[] a = new int[n];
        long v = r.nextInt(1000) - 500;
        for (int i = 0; i < n; i++) {
            int kind = r.nextInt(100);
            long step = kind < 30 ? 0 : kind < 90 ? r.nextInt(8) : kind < 98 ? r.nextInt(70_000) : r.nextInt(5_000_000);
            v = Math.min(Integer.MAX_VALUE, v + step);
            a[i] = (int) v;
        }
        return a;
    }

    @Test void packedIntsReadBackThePlainOnes() {
        Random r = new Random(7);
        int far = 0;
        for (int n : LENGTHS) {
            for (int round = 0; round < 4; round++) {
                int[] plain = ascending(r, n);
                AscendingInts packed = AscendingInts.of(plain, n);
                assertEquals(n, packed.size());
                for (int i = 0; i < n; i++) {
                    assertEquals(plain[i], packed.get(i), "int " + i + " of " + n);
                    if (i > 0 && (long) plain[i] - plain[i & ~((1 << AscendingInts.GROUP_BITS) - 1)] >= Character.MAX_VALUE) far++;
                }
                assertArrayEquals(plain, packed.toArray());
                // From pages, as the edges count their rows.
                assertArrayEquals(plain, AscendingInts.of(IntPages.copyOf(plain, n), n).toArray());
            }
        }
        assertEquals(true, far > 100, "ints kept aside, more than a char from their group's first: " + far);
    }

    /**
     * A search of the packed ints (a document's node values, strictly ascending) answers as a search of the plain array
     * does, over any range of them: the place of each int held, and the insertion point of each int between, below and
     * above them.
     */
    @Property(tries = 300)
    void aSearchAnswersAsTheArraysSearch(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3 * IntPages.PAGE) int n) {
        Random r = new Random(seed);
        int[] plain = new int[n]; // strictly ascending, as node values are: small steps, some past a char, a few huge
        long v = r.nextInt(1000) - 500;
        for (int i = 0; i < n; i++) {
            int kind = r.nextInt(1000);
            v += kind < 900 ? 1 + r.nextInt(8) : kind < 999 ? 1 + r.nextInt(70_000) : 1 + r.nextInt(5_000_000);
            plain[i] = (int) v; // at most about 1.4 billion past the first: no overflow
        }
        AscendingInts packed = AscendingInts.of(plain, n);
        int from = n == 0 ? 0 : r.nextInt(n + 1), to = from + (n == from ? 0 : r.nextInt(n - from + 1));
        for (int k = 0; k < 200; k++) {
            int key = n == 0 || r.nextInt(4) == 0 ? r.nextInt() : plain[r.nextInt(n)] + r.nextInt(3) - 1;
            assertEquals(Arrays.binarySearch(plain, from, to, key), packed.binarySearch(from, to, key),
                    "key " + key + " in [" + from + ", " + to + ") of " + n);
        }
        for (int i = from; i < to; i++) assertEquals(i, packed.binarySearch(from, to, plain[i]), "int " + i);
    }

    @Test void theFirstOfALongerArrayArePacked() {
        int[] plain = ascending(new Random(3), 1000);
        assertArrayEquals(java.util.Arrays.copyOf(plain, 700), AscendingInts.of(plain, 700).toArray());
    }

    @Test void intsThatGoDownAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> AscendingInts.of(new int[] {1, 5, 4}, 3));
        assertThrows(IllegalArgumentException.class, () -> AscendingInts.of(new int[] {Integer.MAX_VALUE, Integer.MIN_VALUE}, 2));
    }

    @Test void pagedIntsHoldWhatAPlainArrayHolds() {
        Random r = new Random(11);
        for (int n : LENGTHS) {
            IntPages pages = new IntPages(n);
            int[] plain = new int[n];
            assertEquals(n, pages.length());
            for (int k = 0; k < 3 * n; k++) {
                int i = r.nextInt(n);
                if (r.nextBoolean()) {
                    int v = r.nextInt();
                    pages.set(i, v);
                    plain[i] = v;
                } else {
                    assertEquals(plain[i]++, pages.getAndIncrement(i));
                }
            }
            for (int i = 0; i < n; i++) assertEquals(plain[i], pages.get(i), "int " + i + " of " + n);
            assertThrows(ArrayIndexOutOfBoundsException.class, () -> pages.get(n));
        }
    }
}
