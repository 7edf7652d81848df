package savelens.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ArrayGrowthTest {
    @Test void growsToWhatTheWholeDocumentNeedsAtTheRateMetSoFar() {
        // 1,000 entries a tenth of the way in: 10,000 for the whole, and an eighth more
        assertEquals(11_250, ArrayGrowth.next(1_000, 100, 1_000, Long.MAX_VALUE));
    }

    @Test void atLeastDoublesNearTheEndAndAtMostGrowsSixteenTimes() {
        assertEquals(2_000, ArrayGrowth.next(1_000, 990, 1_000, Long.MAX_VALUE));
        assertEquals(16_000, ArrayGrowth.next(1_000, 1, 1_000_000, Long.MAX_VALUE));
    }

    @Test void asksNoMoreThanTheMostItCanNeedUnlessThatIsUnderDouble() {
        assertEquals(5_000, ArrayGrowth.next(1_000, 100, 1_000, 5_000));
        assertEquals(2_000, ArrayGrowth.next(1_000, 100, 1_000, 1_200));
    }

    @Test void aPlaceOutsideTheDocumentDoublesAndNoLengthPassesTheArrayLimit() {
        assertEquals(2_000, ArrayGrowth.next(1_000, 0, 1_000, Long.MAX_VALUE));
        assertEquals(2_000, ArrayGrowth.next(1_000, 2_000, 1_000, Long.MAX_VALUE));
        assertEquals(Integer.MAX_VALUE - 8, ArrayGrowth.next(1_500_000_000, 1, 2, Long.MAX_VALUE));
    }
}
