package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;

/**
 * Members and value starts read straight from the text are the index's: the same numbers, kinds, spans and scalars.
 * Also over a text in pieces (scalar edits patched in) or outside the heap, against an index read afresh from the
 * same bytes, with none of the text written flat.
 */
class TextMembersProperties {
    private static final String[] SCALARS = {"0", "-12.5e3", "7", "true", "null", "\"\"", "\"é\\\"}]\"", "123456789012345678901234567890",
            "\"a long string that moves everything after it well along, past a piece's end\""};

    @Property(tries = 300)
    void membersReadFromTheTextAreTheIndexs(@ForAll long seed) {
        byte[] text = ChunkedIndexProperties.randomJson(new Random(seed)).getBytes(StandardCharsets.UTF_8);
        JsonIndex index = JsonIndexer.index(text, 0);
        assertMembersAre(index, index);
    }

    @Property(tries = 300)
    void membersReadThroughPiecesAreThoseOfAFreshRead(@ForAll long seed) {
        Random r = new Random(seed);
        JsonIndex edited = JsonIndexer.index(randomContainer(r), 0);
        int edits = 1 + r.nextInt(12);
        for (int attempt = 0; edits > 0 && attempt < 100; attempt++) {
            int v = r.nextInt(edited.count());
            if (edited.isContainer(v)) continue;
            JsonIndex patched = edited.replacedBy(v, SCALARS[r.nextInt(SCALARS.length)].getBytes(StandardCharsets.UTF_8));
            if (patched == null) return; // duplicate members: such a text is read again, never patched
            edited = patched;
            edits--;
        }
        Statistics.collect(edited.textInPieces() ? "in pieces" : "flat");
        JsonIndex fresh = JsonIndexer.index(edited.textBytes(0, edited.textLength()), 0);
        long flattened = JsonIndex.flattenedBytes();
        assertMembersAre(fresh, edited);
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text written flat");
    }

    @Property(tries = 100)
    void membersReadFromOutsideTheHeapAreTheIndexs(@ForAll long seed) {
        byte[] text = randomContainer(new Random(seed));
        JsonIndex outside = JsonIndexer.index(text, 0);
        assertTrue(outside.readOutsideHeap(ByteBuffer.allocateDirect(text.length).put(0, text).asReadOnlyBuffer()));
        long flattened = JsonIndex.flattenedBytes();
        assertMembersAre(JsonIndexer.index(text, 0), outside);
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "bytes of the text written onto the heap");
    }

    /** An array of a few random values: a text with values to edit (a random value alone is most often a scalar). */
    private static byte[] randomContainer(Random r) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) b.append(i > 0 ? ", " : "").append(ChunkedIndexProperties.randomJson(r));
        return b.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** What {@link TextMembers} reads from {@code read}'s text, each value's span named first, is what {@code expected} answers. */
    private static void assertMembersAre(JsonIndex expected, JsonIndex read) {
        TextMembers members = new TextMembers(read);
        for (int v = 0; v < expected.count(); v++) {
            int start = expected.startInt(v);
            members.within(start, expected.end(v));
            // Every value inside v is found from v's start, and none around it.
            for (int w = Math.max(0, v - 2); w < Math.min(expected.count(), expected.after(v) + 2); w++) {
                boolean inside = w >= v && w < expected.after(v);
                assertEquals(inside ? expected.start(w) : -1, members.startOf(v, start, w), "value " + w + " from " + v);
            }
            assertEquals(expected.kind(v), members.kindAt(start), "kind of " + v);
            if (expected.kind(v) != JsonIndex.OBJECT) {
                assertEquals(-1, members.member(v, start, "a".getBytes(StandardCharsets.UTF_8)));
                continue;
            }
            for (int c = expected.firstChild(v); c >= 0; c = expected.nextSibling(c)) {
                byte[] name = expected.name(c).getBytes(StandardCharsets.UTF_8);
                int first = expected.firstChild(v);
                while (!expected.nameEquals(first, name)) first = expected.nextSibling(first);
                String at = "member " + expected.name(c) + " of " + v;
                assertEquals(first, members.member(v, start, name), at);
                assertEquals(expected.kind(first), members.kind(), at);
                assertEquals(expected.start(first), members.start(), at);
                boolean container = expected.kind(first) == JsonIndex.OBJECT || expected.kind(first) == JsonIndex.ARRAY;
                assertEquals(container ? -1 : expected.end(first), members.end(), at);
                if (container) continue;
                // The member's scalar, read where the window holds it (or copied when it does not)
                assertEquals(expected.raw(first), members.raw(members.start(), members.end()), at);
                if (expected.kind(first) == JsonIndex.STRING) assertEquals(expected.string(first), members.string(members.start(), members.end()), at);
                if (expected.kind(first) == JsonIndex.NUMBER) {
                    assertEquals(expected.longValue(first, Long.MIN_VALUE), members.integer(members.start(), members.end(), Long.MIN_VALUE), at);
                }
            }
            assertEquals(-1, members.member(v, start, "no such name".getBytes(StandardCharsets.UTF_8)));
        }
    }
}
