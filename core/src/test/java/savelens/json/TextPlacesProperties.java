package savelens.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import savelens.index.TextPlaces;
import savelens.index.ValueIndex;

/**
 * The block-wise places (for a text past one array's most) agree with the one-array walks they stand in for: a line
 * and column at any offset, and the bracket that nests one level too deep, wherever the blocks' edges fall.
 */
class TextPlacesProperties {
    /** Bytes that matter to both walks: line breaks, multi-byte characters, strings with escapes, brackets. */
    private static final String[] PARTS = {"\n", "é", "日本", "\"a\\\"[\"", "\"\\\\\"", "[", "{", "]", "}", " ", "x", "\r\n", ":1,"};

    /** Random parts, with an opening bracket more every {@code lean}-th part (0: none), so some texts nest past the most. */
    private static byte[] text(long seed, int parts, int lean) {
        Random r = new Random(seed);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < parts; i++) {
            s.append(PARTS[r.nextInt(PARTS.length)]);
            if (lean > 0 && i % lean == 0) s.append('[');
        }
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static TextPlaces.Reader of(byte[] text) {
        return (from, to, out, at) -> System.arraycopy(text, (int) from, out, at, (int) (to - from));
    }

    @Property(tries = 40)
    void aLineAndColumnAreTheOneArrayWalks(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40_000) int parts, @ForAll @IntRange(min = 0, max = 1_000) int permille) {
        byte[] text = text(seed, parts, 0);
        int offset = (int) ((long) text.length * permille / 1_000);
        int[] flat = ValueIndex.lineColumn(text, offset);
        assertArrayEquals(new long[] {flat[0], flat[1]}, TextPlaces.lineColumn(of(text), text.length, offset), "offset " + offset + " of " + text.length);
    }

    @Property(tries = 40)
    void theBracketTooDeepIsTheOneArrayWalks(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40_000) int parts, @ForAll @IntRange(min = 0, max = 12) int lean) {
        byte[] text = text(seed, parts, lean);
        assertEquals(JsonIndexer.tooDeepAt(text), TextPlaces.tooDeepAt(of(text), text.length, JsonIndexer.MAX_DEPTH));
    }

    @Example
    void theBracketTooDeepIsFoundPastABlocksEdge() {
        byte[] text = (" ".repeat(70_000) + "\"[[\\\"\"" + "[".repeat(JsonIndexer.MAX_DEPTH + 5)).getBytes(StandardCharsets.UTF_8);
        long at = TextPlaces.tooDeepAt(of(text), text.length, JsonIndexer.MAX_DEPTH);
        assertEquals(70_006 + JsonIndexer.MAX_DEPTH, at, "the string's brackets and escaped quote do not count");
        assertEquals(JsonIndexer.tooDeepAt(text), at);
    }
}
