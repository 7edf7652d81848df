package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonIndexTest {
    @ParameterizedTest
    @CsvSource({
            "0, 0", "-0, 0", "42, 42", "-17, -17",
            "123456789012345678, 123456789012345678",
            "9223372036854775807, 9223372036854775807",
            "-999999999999999999, -999999999999999999",
            "-1000000000000000000, -1000000000000000000", "-9223372036854775807, -9223372036854775807",
            "9223372036854775808, -1", "-9223372036854775808, -1", "12345678901234567890, -1",
            "1.5, -1", "1e3, -1",
    })
    void integersAreReadExactlyAndOthersFallBack(String literal, long expected) {
        JsonIndex index = JsonIndexer.index(("[" + literal + "]").getBytes(StandardCharsets.UTF_8));
        assertEquals(expected, index.longValue(1, -1));
    }

    @Test
    void memberNamesMatchPlainOrEscapedButNotAnEscapeThatLooksLikeTheName() {
        // Members: "id", "\u0069d" (also id), "a\b" (a, backspace), "x\\y" (x, backslash, y).
        String text = "{\"id\":1,\"\\u0069d\":2,\"a\\b\":3,\"x\\\\y\":4}";
        JsonIndex json = JsonIndexer.index(text.getBytes(StandardCharsets.UTF_8));
        assertTrue(json.nameEquals(1, bytes("id")));
        assertTrue(json.nameEquals(2, bytes("id")));
        assertFalse(json.nameEquals(3, bytes("a\\b")), "a backspace is not a backslash and a b");
        assertTrue(json.nameEquals(3, bytes("a\b")), "a and a backspace");
        assertTrue(json.nameEquals(4, bytes("x\\y")));
        assertEquals(-1, json.member(0, "a\\b"));
        assertEquals(4, json.member(0, "x\\y"));
        assertFalse(json.nameEquals(0, bytes("id")), "the top-level value has no name");
    }

    @Test
    void aNameThatOnlyBeginsLikeAnotherIsNotIt() {
        // Members: "name", "names", "na\u006de" (name, escaped after two plain bytes), "nam\u0065s" (names).
        String text = "{\"name\":1,\"names\":2,\"na\\u006de\":3,\"nam\\u0065s\":4}";
        JsonIndex json = JsonIndexer.index(text.getBytes(StandardCharsets.UTF_8));
        assertTrue(json.nameEquals(1, bytes("name")));
        assertFalse(json.nameEquals(1, bytes("nam")), "a prefix of the name");
        assertFalse(json.nameEquals(1, bytes("names")), "longer than the name");
        assertFalse(json.nameEquals(2, bytes("name")), "the name with more after it");
        assertTrue(json.nameEquals(3, bytes("name")));
        assertFalse(json.nameEquals(3, bytes("nave")));
        assertFalse(json.nameEquals(4, bytes("name")), "an escape after the name's bytes makes it longer");
        assertTrue(json.nameEquals(4, bytes("names")));
    }

    @Test
    void aNameEndsAtItsClosingQuoteThoughTheNameAskedForGoesOnWithOne() {
        // Members: "" and "\": " (a quote, a colon, a blank); the text after the empty name reads ": " and a quote.
        String text = "{\"\": \"a\",\"\\\": \":2}";
        JsonIndex json = JsonIndexer.index(text.getBytes(StandardCharsets.UTF_8));
        assertFalse(json.nameEquals(1, bytes("\": ")), "the empty name, its closing quote taken for the name's own");
        assertTrue(json.nameEquals(1, bytes("")));
        assertTrue(json.nameEquals(2, bytes("\": ")));
        assertEquals(2, json.member(0, "\": "));
    }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    @Test
    void nestingPastTheLimitIsReportedWhereItHappens() {
        String text = "{\"a\":\"[[[\",\"b\":\n" + "[".repeat(JsonIndexer.MAX_DEPTH) + "]".repeat(JsonIndexer.MAX_DEPTH) + "}";
        JsonSyntaxException e = org.junit.jupiter.api.Assertions.assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(bytes(text)));
        assertEquals("line 2, column " + JsonIndexer.MAX_DEPTH + ": nesting depth (2001) exceeds the maximum allowed (2000)", e.getMessage());
    }

    @Test
    void aTextIsNotKeptAliveByTheChunksThreadsRebuiltFromIt() throws InterruptedException {
        // Reading after readingDone() leaves a rebuilt chunk in this thread's thread-local, which outlives the
        // index until the map cleans up: it must not pin the document's text.
        ReferenceQueue<byte[]> collected = new ReferenceQueue<>();
        WeakReference<byte[]> text = readOnceAndDrop(collected);
        System.gc(); // a full collection clears every weak reference to an unreachable text
        assertSame(text, collected.remove(60_000), "the text of a dropped index is still reachable");
    }

    private static WeakReference<byte[]> readOnceAndDrop(ReferenceQueue<byte[]> collected) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < 1000; i++) b.append(i == 0 ? "" : ",").append("{\"a\":").append(i).append(",\"b\":[1,2]}");
        byte[] text = b.append(']').toString().getBytes(StandardCharsets.UTF_8);
        JsonIndex json = JsonIndexer.index(text);
        json.readingDone();
        assertEquals(JsonIndex.NUMBER, json.kind(json.firstChild(json.firstChild(0))));
        return new WeakReference<>(text, collected);
    }
}
