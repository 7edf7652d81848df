package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The warm-up's scene takes every retarget as a patch, each analysis followed from the one before. */
class RetargetWarmUpTest {
    @Test void everyRootListRetargetIsPatchedAndFollowed() {
        assertEquals(3 * 16, RetargetWarmUp.run());
    }
}
