package savelens.app.raw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** One long line is cut into rows of bounded width that join back into the text, never inside a character. */
class RawRowsTest {
    @Test void aLongLineIsCutIntoRowsThatJoinBackIntoIt() {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < 2_000; i++) s.append(i == 0 ? "" : ",").append("\"勇者").append(i).append('"');
        String text = s.append(']').toString();
        RawRows rows = RawRows.of(text.getBytes(StandardCharsets.UTF_8));
        assertTrue(rows.count() > 10, "one line of " + text.length() + " characters is many rows");
        StringBuilder joined = new StringBuilder();
        for (int r = 0; r < rows.count(); r++) {
            assertTrue(rows.end(r) - rows.start(r) <= RawRows.WIDTH + 4, "row " + r + " is at most the width");
            joined.append(rows.text(r));
        }
        assertEquals(text, joined.toString(), "no byte lost and no character split");
    }

    @Test void lineBreaksEndRowsAndOffsetsFindTheirRow() {
        byte[] text = "{\n  \"a\": 1,\r\n  \"b\": 2\n}".getBytes(StandardCharsets.UTF_8);
        RawRows rows = RawRows.of(text);
        assertEquals(4, rows.count());
        assertEquals("  \"a\": 1,", rows.text(1), "the line break is not part of the row");
        int b = new String(text, StandardCharsets.UTF_8).indexOf("\"b\"");
        assertEquals(2, rows.rowOf(b));
        assertEquals(0, rows.rowOf(0));
        assertEquals(3, rows.rowOf(text.length - 1));
    }
}
