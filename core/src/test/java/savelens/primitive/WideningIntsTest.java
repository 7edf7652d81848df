package savelens.primitive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WideningIntsTest {
    @Test
    void entriesStartAtMinusOneAndStayAByteWhileSmall() {
        WideningInts w = new WideningInts(5);
        for (int i = 0; i < 5; i++) assertEquals(-1, w.get(i));
        w.set(2, 0);
        w.set(3, 254);
        assertEquals(1, w.width());
        assertArrayEquals(new int[] {-1, -1, 0, 254, -1}, w.toIntArray());
    }

    @Test
    void anEntryTooLargeWidensEveryEntryKeepingThem() {
        WideningInts w = new WideningInts(4);
        w.set(0, 7);
        w.set(1, 255);
        assertEquals(2, w.width());
        w.set(2, 65534);
        assertEquals(2, w.width());
        w.set(3, 65535);
        assertEquals(4, w.width());
        assertArrayEquals(new int[] {7, 255, 65534, 65535}, w.toIntArray());
        w.set(3, -1);
        assertEquals(-1, w.get(3));
    }

    @Test
    void madeFromIntsInTheNarrowestWidth() {
        assertEquals(1, WideningInts.of(new int[] {-1, 3, 254}).width());
        assertEquals(2, WideningInts.of(new int[] {-1, 300}).width());
        WideningInts wide = WideningInts.of(new int[] {1_000_000, -1, 5});
        assertEquals(4, wide.width());
        assertArrayEquals(new int[] {1_000_000, -1, 5}, wide.toIntArray());
    }

    @Test
    void refusesLessThanMinusOne() {
        assertThrows(IllegalArgumentException.class, () -> new WideningInts(1).set(0, -2));
        assertThrows(IllegalArgumentException.class, () -> WideningInts.of(new int[] {3, -2, 0}));
    }

    @Test
    void madeFromIntsAndBackGiveTheSameIntsInEachWidth() {
        for (int[] values : new int[][] {{-1, 0, 253, 254, 7}, {-1, 0, 255, 65534, 9}, {-1, 0, 65535, Integer.MAX_VALUE}}) {
            WideningInts w = WideningInts.of(values);
            assertArrayEquals(values, w.toIntArray());
            for (int i = 0; i < values.length; i++) assertEquals(values[i], w.get(i));
        }
    }
}
