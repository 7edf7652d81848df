package savelens.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A line table gives, for every offset, the line and column the walk from byte 0 gives. */
class LineTableTest {
    @Test
    void agreesWithAWalkFromTheStartAtEveryOffset() {
        StringBuilder s = new StringBuilder("{\"héros\":\n  \"ünïcødé 🎮\",\r\n");
        for (int i = 0; i < 300; i++) s.append(i % 7 == 0 ? "\n" : i % 5 == 0 ? "é" : "x");
        s.append("🎮\n\n");
        byte[] text = s.toString().getBytes(StandardCharsets.UTF_8);
        LineTable lines = LineTable.of(text);
        for (int offset = 0; offset <= text.length + 2; offset++) {
            assertArrayEquals(ValueIndex.lineColumn(text, offset), lines.lineColumn(offset), "offset " + offset);
        }
    }

    @Test
    void anEmptyTextIsLineOneColumnOne() {
        assertArrayEquals(new int[] {1, 1}, LineTable.of(new byte[0]).lineColumn(5));
    }
}
