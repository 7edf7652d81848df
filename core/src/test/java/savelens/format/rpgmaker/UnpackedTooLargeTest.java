package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import savelens.document.InputTooLargeException;
import savelens.document.SizeLimit;

/** A save that unpacks past the limit says whether a larger one could read it: not when the limit is already the largest. */
class UnpackedTooLargeTest {
    @Test
    void aSaveUnpackingPastASmallLimitCouldBeReadUnderALargerOne() {
        String packed = LzString.compress("{\"party\":{\"_gold\":100,\"_items\":{}}}".repeat(20));
        InputTooLargeException e = assertThrows(InputTooLargeException.class, () -> LzString.decompress(packed, 64));
        assertTrue(e.raisable(), e.getMessage());
    }

    @Test
    void atTheLargestLimitNoLargerOneIsOffered() {
        assertFalse(InputTooLargeException.unpacked("the save inflates to more than the 2G limit", SizeLimit.LARGEST.bytes()).raisable());
        assertTrue(InputTooLargeException.unpacked("the save inflates to more than the 1G limit", SizeLimit.LARGEST.bytes() / 2).raisable());
    }
}
