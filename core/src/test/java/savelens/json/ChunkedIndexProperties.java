package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;

/** The compact index (small containers rebuilt on demand) answers exactly as a full index would. */
class ChunkedIndexProperties {
    @Property(tries = 200)
    void everyValueReadsTheSameAsInTheFullIndex(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40) int limit) {
        byte[] text = randomJson(new Random(seed)).getBytes(StandardCharsets.UTF_8);
        JsonIndex full = JsonIndexer.index(text, 0);
        assertSameAnswers(full, JsonIndexer.index(text, limit));
        // The whole text as one container: every answer comes from the rebuilding scanner, none from the parse.
        assertSameAnswers(full, JsonIndexer.index(text, Integer.MAX_VALUE));
    }

    @Test
    void aSampleReadsTheSameAndKeepsFewerSpineEntries() {
        byte[] text = Fixtures.bytes("helio/scene.json");
        JsonIndex full = JsonIndexer.index(text, 0);
        JsonIndex compact = JsonIndexer.index(text, 8);
        assertSameAnswers(full, compact);
        assertTrue(compact.spineSize() < full.spineSize(), compact.spineSize() + " of " + full.spineSize());
    }

    @Test
    void otherThreadsReadTheSameAsTheReadingThread() throws Exception {
        byte[] text = Fixtures.bytes("helio/scene.json");
        JsonIndex full = JsonIndexer.index(text, 0);
        JsonIndex compact = JsonIndexer.index(text, 8);
        Thread[] readers = new Thread[3];
        Throwable[] failure = new Throwable[1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                try {
                    assertSameAnswers(full, compact);
                } catch (Throwable t) {
                    failure[0] = t;
                }
            });
            readers[i].start();
        }
        assertSameAnswers(full, compact);
        for (Thread t : readers) t.join();
        if (failure[0] != null) throw new AssertionError(failure[0]);
    }

    static void assertSameAnswers(JsonIndex full, JsonIndex compact) {
        assertEquals(full.count(), compact.count());
        // Forwards, then backwards and strided, so that the rebuilt container changes on most calls.
        for (int v = 0; v < full.count(); v++) assertSame(full, compact, v);
        for (int v = full.count() - 1; v >= 0; v -= 3) assertSame(full, compact, v);
    }

    private static void assertSame(JsonIndex full, JsonIndex compact, int v) {
        ValueList fromFull = new ValueList(), fromCompact = new ValueList();
        full.children(v, fromFull);
        compact.children(v, fromCompact);
        assertEquals(fromFull.size(), fromCompact.size(), "children of " + v);
        for (int i = 0, c = full.firstChild(v); i < fromFull.size(); i++, c = full.nextSibling(c)) {
            assertEquals(c, fromFull.get(i));
            assertEquals(c, fromCompact.get(i));
        }
        String at = "value " + v;
        assertEquals(full.kind(v), compact.kind(v), at);
        assertEquals(full.start(v), compact.start(v), at);
        assertEquals(full.end(v), compact.end(v), at);
        assertEquals(full.keyStart(v), compact.keyStart(v), at);
        assertEquals(full.parent(v), compact.parent(v), at);
        assertEquals(full.after(v), compact.after(v), at);
        assertEquals(full.raw(v), compact.raw(v), at);
    }

    static String randomJson(Random r) {
        StringBuilder b = new StringBuilder();
        value(r, b, 0);
        return b.toString();
    }

    private static void value(Random r, StringBuilder b, int depth) {
        int pick = depth > 5 ? 2 + r.nextInt(5) : r.nextInt(8);
        switch (pick) {
            case 0, 7 -> {
                b.append('{').append(blank(r));
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) {
                    if (i > 0) b.append(',').append(blank(r));
                    b.append(string(r)).append(blank(r)).append(':').append(blank(r));
                    value(r, b, depth + 1);
                    b.append(blank(r));
                }
                b.append('}');
            }
            case 1 -> {
                b.append('[').append(blank(r));
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) {
                    if (i > 0) b.append(blank(r)).append(',').append(blank(r));
                    value(r, b, depth + 1);
                }
                b.append(blank(r)).append(']');
            }
            case 2 -> b.append(string(r));
            case 3 -> b.append(r.nextBoolean() ? "-" : "").append(r.nextInt(100000)).append(r.nextBoolean() ? ".5e-3" : "");
            case 4 -> b.append("true");
            case 5 -> b.append("false");
            default -> b.append("null");
        }
    }

    private static String string(Random r) {
        String[] parts = {"a", "é", "\\\"", "\\\\", "\\u00e9", "}", "]", ",", ":", " ", "😀", "\\n"};
        StringBuilder s = new StringBuilder("\"");
        int n = r.nextInt(5);
        for (int i = 0; i < n; i++) s.append(parts[r.nextInt(parts.length)]);
        return s.append('"').toString();
    }

    private static String blank(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> " ";
            case 1 -> "\n  ";
            case 2 -> "\t";
            default -> "";
        };
    }
}
