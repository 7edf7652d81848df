package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * String ids of two plain decimals ({@code "1.42"}, Ruby Marshal's stream and slot) are kept as numbers beside the
 * plain decimal ones: each reads back as the same text, they rise with stream then slot, and any other text stays text.
 */
class DottedIdsTest {
    @Test void aDottedIdIsKeptAsANumberAndReadsBackAsItsText() {
        for (String id : new String[] {"0.0", "1.42", "3.4294967295", "1073741823.7"}) {
            long n = DecimalId.number(id);
            assertTrue(n < -1, id);
            assertEquals(id, DecimalId.text(n));
        }
        assertEquals(DecimalId.dotted(1, 42), DecimalId.number("1.42"));
    }

    @Test void plainDecimalsKeepTheirValue() {
        assertEquals(12, DecimalId.number("12"));
        assertEquals("12", DecimalId.text(12));
    }

    @Test void otherTextStaysText() {
        for (String id : new String[] {"01.2", "1.02", "1.", ".1", "1.2.3", "-1.2", "1.-2", "1073741824.0", "0.4294967296", "a.1", "1.5e3", ""}) {
            assertEquals(-1, DecimalId.number(id), id);
        }
    }

    @Test void dottedIdsRiseWithStreamThenSlot() {
        assertTrue(DecimalId.dotted(0, 4294967295L) < DecimalId.dotted(1, 0));
        assertTrue(DecimalId.dotted(1, 0) < DecimalId.dotted(1, 1));
        assertTrue(DecimalId.dotted(0, 0) > DocumentBuilder.NO_ID);
    }
}
