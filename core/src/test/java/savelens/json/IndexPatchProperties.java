package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.junit.jupiter.api.Test;

/**
 * The index of an edited text made by patching the old one ({@link JsonIndex#replaced}) answers exactly as
 * an index made by reading the edited text: for scalars replaced by scalars of any kind and length, and for
 * containers replaced by the same shape written otherwise, with spines of every density.
 */
@StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class IndexPatchProperties {
    private static final String[] SCALARS = {"0", "-12.5e3", "true", "false", "null", "\"\"", "\"é\\\"}]\"", "123456789012345678901234567890",
            "\"a long string that moves everything after it well along\""};
    private static final ObjectMapper JSON = new ObjectMapper();

    @Property(tries = 400)
    void aScalarReplacedByAScalarIndexesAsTheEditedText(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int limit) {
        Random r = new Random(seed);
        byte[] text = ChunkedIndexProperties.randomJson(r).getBytes(StandardCharsets.UTF_8);
        JsonIndex before = JsonIndexer.index(text, limit);
        for (int attempt = 0; attempt < 8; attempt++) {
            int v = r.nextInt(before.count());
            if (before.isContainer(v)) continue;
            byte[] edited = splice(before, v, SCALARS[r.nextInt(SCALARS.length)]);
            JsonIndex patched = before.replaced(v, edited);
            if (!before.duplicates().isEmpty()) {
                assertNull(patched, "a text with duplicate members is read again");
                return;
            }
            assertNotNull(patched);
            ChunkedIndexProperties.assertSameAnswers(JsonIndexer.index(edited, limit), patched);
            before = patched; // and again on the patched index
        }
    }

    @Property(tries = 300)
    void aContainerWrittenOtherwiseIndexesAsTheEditedText(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int limit) throws IOException {
        Random r = new Random(seed);
        byte[] text = ChunkedIndexProperties.randomJson(r).getBytes(StandardCharsets.UTF_8);
        JsonIndex before = JsonIndexer.index(text, limit);
        int v = r.nextInt(before.count());
        String compact = JSON.readTree(before.raw(v)).toString(); // blanks gone, escapes rewritten, same shape
        byte[] edited = splice(before, v, compact);
        JsonIndex patched = before.replaced(v, edited);
        JsonIndex fresh = JsonIndexer.index(edited, limit);
        boolean sameShape = before.duplicates().isEmpty() && fresh.count() == before.count();
        Statistics.collect(patched != null ? "patched" : "read again");
        if (!sameShape) {
            assertNull(patched, "a replacement that drops a duplicate member changes the shape");
            return;
        }
        assertNotNull(patched);
        ChunkedIndexProperties.assertSameAnswers(fresh, patched);
    }

    @Test
    void aReplacementOfAnotherShapeIsRefused() {
        JsonIndex index = JsonIndexer.index("{\"a\":1,\"b\":[2,3],\"c\":{\"d\":4}}".getBytes(StandardCharsets.UTF_8), 0);
        int a = index.member(0, "a"), b = index.member(0, "b"), c = index.member(0, "c");
        assertNull(index.replaced(a, splice(index, a, "[1]")), "a scalar becomes an array");
        assertNull(index.replaced(b, splice(index, b, "[2]")), "an element fewer");
        assertNull(index.replaced(b, splice(index, b, "{\"x\":2,\"y\":3}")), "an array becomes an object");
        assertNull(index.replaced(c, splice(index, c, "{\"d\":4,\"d\":5}")), "a member more");
        assertNull(index.replaced(a, splice(index, a, "1 2")), "two values");
        assertNull(index.replaced(a, splice(index, a, "tru")), "no value at all");
        JsonIndex patched = index.replaced(c, splice(index, c, "{ \"e\" : 44 }"));
        assertNotNull(patched, "the same shape written otherwise");
        assertEquals("e", patched.name(c + 1));
        assertEquals("44", patched.raw(c + 1));
    }

    private static byte[] splice(JsonIndex index, int v, String replacement) {
        String text = new String(index.text(), StandardCharsets.UTF_8);
        byte[] t = index.text();
        String before = new String(t, 0, index.startInt(v), StandardCharsets.UTF_8);
        String after = new String(t, index.endInt(v), t.length - index.endInt(v), StandardCharsets.UTF_8);
        assertEquals(text, before + index.raw(v) + after);
        return (before + replacement + after).getBytes(StandardCharsets.UTF_8);
    }
}
