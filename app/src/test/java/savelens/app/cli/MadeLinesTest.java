package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The lines of a big scene (here 8 MB of them, 200,000 lines) are kept in no array of half a G1 region of the
 * smallest size (1 MB) or more: each such array is humongous, and in a command's heap, full of the document, each
 * humongous allocation may start a collection and a concurrent mark. Counts bytes, never time.
 */
class MadeLinesTest {
    /** Half the smallest G1 region, less an array's header. */
    private static final long HUMONGOUS_FROM = (1 << 19) - 16;

    @Test void noArrayOfABigScenesLinesIsHumongous() {
        MadeLines made = new MadeLines();
        byte[] line = "    Crate_45  (inactive in hierarchy)  Transform #67546\n".getBytes(StandardCharsets.US_ASCII);
        int lines = 200_000;
        for (int i = 0; i < lines; i++) {
            made.bytes.bytes(line);
            made.ended(i);
        }
        assertEquals(lines, made.count());
        assertTrue((long) line.length * lines > 8_000_000);
        assertTrue(made.largestArrayBytes() < HUMONGOUS_FROM, "largest array: " + made.largestArrayBytes() + " bytes");
    }
}
