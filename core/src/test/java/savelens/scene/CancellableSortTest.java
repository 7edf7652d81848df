package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The scene analysis's own sort puts keys in the order the library's sort does, negative keys and repeats included. */
class CancellableSortTest {
    @Test void intsComeOutAsTheLibrarySortsThem() {
        Random random = new Random(11);
        for (int[] keys : new int[][] {
                {}, {5}, {3, 3, 3}, {Integer.MAX_VALUE, Integer.MIN_VALUE, -1, 0, 1},
                random.ints(20_000).toArray(), random.ints(20_000, 0, 1_000).toArray(), random.ints(20_000, -300, 300).toArray()}) {
            int[] expected = keys.clone();
            Arrays.sort(expected);
            CancellableSort.sort(keys);
            assertArrayEquals(expected, keys);
        }
    }

    @Test void longsComeOutAsTheLibrarySortsThem() {
        Random random = new Random(12);
        long[] pairs = new long[20_000]; // shaped like the links' (from, to) keys
        for (int i = 0; i < pairs.length; i++) pairs[i] = ((long) random.nextInt(5_000) << 32) | random.nextInt(1 << 20);
        for (long[] keys : new long[][] {
                {}, {7}, {Long.MAX_VALUE, Long.MIN_VALUE, -1, 0, 1, 1L << 40},
                random.longs(20_000).toArray(), random.longs(20_000, -1_000, 1_000).toArray(), pairs}) {
            long[] expected = keys.clone();
            Arrays.sort(expected);
            CancellableSort.sort(keys);
            assertArrayEquals(expected, keys);
        }
    }
}
