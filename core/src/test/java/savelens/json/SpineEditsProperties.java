package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * A patched index keeps what its edits changed beside the spine's arrays ({@link SpineEdits}) and writes them into
 * new arrays only once in many edits: after any run of edits it answers as an index read from the edited text, by
 * lookups and by scans, and a single edit copies none of the spine's slots.
 */
@net.jqwik.api.statistics.StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class SpineEditsProperties {
    private static final String[] SCALARS = {"0", "-12.5e3", "true", "null", "\"\"", "\"é\\\"}]\"", "123456789012345678901234567890",
            "\"a long string that moves everything after it well along\"", "7"};
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Hundreds of edits in a row, scalars and containers written otherwise, past the point where they are written anew. */
    @Property(tries = 60)
    void manyEditsInARowAnswerAsTheEditedTextReadAgain(@ForAll long seed, @ForAll @IntRange(min = 0, max = 12) int limit) throws IOException {
        Random r = new Random(seed);
        String json = ChunkedIndexProperties.randomJson(r);
        while (JsonIndexer.index(json.getBytes(StandardCharsets.UTF_8), 0).count() < 12) json = ChunkedIndexProperties.randomJson(r);
        // Copies side by side: a spine long enough for the edits kept aside to pass the most and be written anew.
        byte[] text = ("[" + String.join(",", java.util.Collections.nCopies(40, json)) + "]").getBytes(StandardCharsets.UTF_8);
        JsonIndex index = JsonIndexer.index(text, limit);
        String now = new String(text, StandardCharsets.UTF_8);
        int edits = 300 + r.nextInt(200);
        boolean writtenAnew = false;
        for (int e = 0; e < edits; e++) {
            int v = r.nextInt(index.count());
            String replacement = index.isContainer(v) ? JSON.readTree(index.raw(v)).toString() : SCALARS[r.nextInt(SCALARS.length)];
            if (index.isContainer(v) && !JSON.readTree(index.raw(v)).toString().equals(JSON.readTree(replacement).toString())) continue;
            byte[] bytes = replacement.getBytes(StandardCharsets.UTF_8);
            JsonIndex patched = index.replacedBy(v, bytes);
            if (patched == null) continue; // a container whose duplicate members the rewrite drops: another shape
            byte[] was = now.getBytes(StandardCharsets.UTF_8);
            int from = (int) index.start(v), to = (int) index.end(v);
            now = new String(was, 0, from, StandardCharsets.UTF_8) + replacement + new String(was, to, was.length - to, StandardCharsets.UTF_8);
            writtenAnew |= patched.spineEdits() < index.spineEdits();
            index = patched;
            if (e % 37 == 0 || e == edits - 1) {
                JsonIndex fresh = JsonIndexer.index(now.getBytes(StandardCharsets.UTF_8), limit);
                ChunkedIndexProperties.assertSameAnswers(fresh, index);
                assertSameScan(fresh, index);
            }
        }
        assertTrue(index.spineEdits() <= SpineEdits.MOST_ENTRIES, "edits kept aside are written anew past the most");
        Statistics.collect(writtenAnew ? "written anew on the way" : "kept aside throughout");
    }

    /** One scan of every value, in ranges of a few values: what analyses walk, through the spine's entries and its chunks. */
    private static void assertSameScan(JsonIndex fresh, JsonIndex patched) {
        List<String> a = scanned(fresh), b = scanned(patched);
        assertEquals(a, b);
    }

    private static List<String> scanned(JsonIndex index) {
        List<String> out = new ArrayList<>();
        ValueScanner scanner = index.scanner();
        for (int from = 0; from < index.count(); from += 5) {
            scanner.scan(from, from + 5, (value, kind, start, end, keyStart, after) -> {
                out.add(value + ":" + kind + ":" + start + ":" + end + ":" + keyStart + ":" + after);
                return true;
            });
        }
        return out;
    }

    @Test
    void aScalarEditCopiesNoSlotOfTheSpine() {
        JsonIndex index = JsonIndexer.index(bigDocument(20_000), 0); // every value on the spine: the most there is to copy
        int spine = index.spineSize();
        long before = JsonIndex.spineSlotsWritten();
        int hp = index.member(index.child(index.member(0, "objects"), 19_000), "hp");
        JsonIndex patched = index.replacedBy(hp, "4242".getBytes(StandardCharsets.UTF_8));
        assertNotNull(patched);
        assertEquals(0, JsonIndex.spineSlotsWritten() - before, "no slot of the " + spine + " copied");
        assertEquals("4242", patched.raw(hp));
        // Everything after the edit moved by its change in length, read through the edits kept aside.
        int last = patched.count() - 1;
        assertEquals(index.start(last) + 4 - index.raw(hp).length(), patched.start(last));
        assertTrue(patched.spineEdits() > 0 && patched.spineEdits() < 10, "a move, the containers' ends, the slot: " + patched.spineEdits());
    }

    @Test
    void manyEditsWriteTheSpineOnceInMany() {
        JsonIndex index = JsonIndexer.index(bigDocument(20_000), 0);
        int spine = index.spineSize();
        int objects = index.member(0, "objects");
        long before = JsonIndex.spineSlotsWritten();
        Random r = new Random(7);
        int edits = 1_000;
        for (int e = 0; e < edits; e++) {
            int hp = index.member(index.child(objects, r.nextInt(20_000)), "hp");
            index = index.replacedBy(hp, String.valueOf(r.nextInt(100_000)).getBytes(StandardCharsets.UTF_8));
        }
        long written = JsonIndex.spineSlotsWritten() - before;
        // An edit three levels down keeps at most five entries aside (a move, three ends, its slot): written anew at most
        // once in fifty edits, where every edit copied the whole spine before.
        assertTrue(written <= (long) spine * (edits / 50 + 1), written + " slots written for " + edits + " edits of a spine of " + spine);
        assertTrue(written > 0, "the edits kept aside were written anew");
        ChunkedIndexProperties.assertSameAnswers(JsonIndexer.index(index.text(), 0), index);
    }

    /** {"objects":[{"name":"o0","hp":0,"tags":["a","b"]}, …]}. */
    private static byte[] bigDocument(int objects) {
        StringBuilder b = new StringBuilder("{\"objects\":[");
        for (int i = 0; i < objects; i++) {
            if (i > 0) b.append(',');
            b.append("{\"name\":\"o").append(i).append("\",\"hp\":").append(i % 97).append(",\"tags\":[\"a\",\"b\"]}");
        }
        return b.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    }
}
