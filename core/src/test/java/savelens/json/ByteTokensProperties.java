package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import savelens.Fixtures;
import savelens.SharedCorpus;

/**
 * The index read from the bytes ({@link ByteTokens}, the parser taking over where they are unsure) is the index
 * Jackson's parser alone gives, and the listener hears the same: every value, offset, name, spine entry and
 * duplicate, and for a broken text the same error, line and column. On random JSON, on random JSON broken at a
 * random byte, on the hand-written syntax cases and on every case of the JSONTestSuite.
 */
class ByteTokensProperties {
    @Property(tries = 1500)
    void aRandomTextReadsAsTheParserReadsIt(@ForAll long seed) {
        Random r = new Random(seed);
        assertSameOutcome(randomText(r).getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 3000)
    void aRandomTextBrokenAtOneByteReadsOrFailsAsWithTheParser(@ForAll long seed) {
        Random r = new Random(seed);
        byte[] text = randomText(r).getBytes(StandardCharsets.UTF_8);
        int edits = 1 + r.nextInt(2);
        for (int i = 0; i < edits; i++) text = broken(r, text);
        assertSameOutcome(text);
    }

    @TestFactory
    Stream<DynamicTest> handWrittenSyntaxCases() {
        return JsonSyntaxCases.all().entrySet().stream()
                .map(c -> DynamicTest.dynamicTest(c.getKey(), () -> assertSameOutcome(c.getValue())));
    }

    @TestFactory
    Stream<DynamicTest> everyCaseOfTheSuite() throws IOException {
        if (!SharedCorpus.JSON_TEST_SUITE.present()) {
            return Stream.of(DynamicTest.dynamicTest("JSONTestSuite", () -> SharedCorpus.JSON_TEST_SUITE.require()));
        }
        try (Stream<Path> files = Files.list(SharedCorpus.JSON_TEST_SUITE.dir().resolve("test_parsing"))) {
            return files.sorted().toList().stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                    () -> assertSameOutcome(Files.readAllBytes(f))));
        }
    }

    @Test
    void aSceneReadsAsTheParserReadsIt() {
        assertSameOutcome(Fixtures.bytes("helio/scene.json"));
    }

    @Test
    void namesAreOneInternedStringPerName() {
        byte[] text = "[{\"ab\":1,\"c\\u0064\":2,\"é\":3},{\"ab\":4,\"cd\":5,\"é\":6}]".getBytes(StandardCharsets.UTF_8);
        Heard heard = new Heard();
        JsonIndexer.index(text, heard);
        List<String> names = heard.names;
        assertEquals(List.of("ab", "cd", "é", "ab", "cd", "é"), names);
        for (int i = 0; i < 3; i++) assertSame(names.get(i), names.get(i + 3));
        for (String n : names) assertSame(n.intern(), n);
    }

    /**
     * JSON the bytes' reader leaves to the parser part way through (a number longer than it reads, nesting near the
     * limit, a UTF-8 sequence the parser takes but that is not well formed): the listener hears each value once.
     */
    @Test
    void theParserTakingOverPartWayTellsTheListenerOfEachValueOnce() {
        String longNumber = "1" + "0".repeat(2_000);
        String deep = "[".repeat(JsonIndexer.MAX_DEPTH - 1) + "]".repeat(JsonIndexer.MAX_DEPTH - 1);
        for (String middle : new String[] {longNumber, deep, "\"\u00e9\"", "{\"" + "n".repeat(200_000) + "\":1}"}) {
            byte[] text = ("{\"a\":[1,2,{\"b\":true}],\"m\":" + middle + ",\"z\":[null,\"x\"]}").getBytes(StandardCharsets.UTF_8);
            assertSameOutcome(text);
        }
        // An overlong form of '/' in a string: not well formed UTF-8, which the parser takes all the same.
        byte[] overlong = "[1,\"a..b\",2]".getBytes(StandardCharsets.ISO_8859_1);
        overlong[5] = (byte) 0xC0;
        overlong[6] = (byte) 0xAF;
        assertSameOutcome(overlong);
    }

    /** Both readers' outcome on the text, in words: the index and what the listener heard, or the error. */
    private static void assertSameOutcome(byte[] text) {
        String parser = outcome(text, true);
        String bytes = outcome(text, false);
        assertEquals(parser, bytes, () -> "for: " + new String(text, StandardCharsets.UTF_8));
    }

    private static String outcome(byte[] text, boolean parserOnly) {
        Heard heard = new Heard();
        JsonIndex index;
        try {
            index = parserOnly ? JsonIndexer.indexWithParser(text, heard) : JsonIndexer.index(text, heard);
        } catch (JsonSyntaxException e) {
            return "error " + e.getMessage() + " at " + e.line() + ":" + e.column() + " after hearing " + heard.events.size();
        }
        StringBuilder s = new StringBuilder();
        s.append(index.count()).append(" values\n");
        try {
            for (int v = 0; v < index.count(); v++) {
                s.append(v).append(' ').append(index.kind(v)).append(' ').append(index.start(v)).append('-').append(index.end(v))
                        .append(" key ").append(index.keyStart(v)).append(" parent ").append(index.parent(v))
                        .append(" after ").append(index.after(v)).append(" name ").append(index.name(v)).append('\n');
            }
        } catch (RuntimeException e) {
            // A UTF-16 text, which the parser decodes and places in characters: its index cannot be walked over the bytes.
            s.append("walk failed: ").append(e.getClass().getSimpleName()).append('\n');
        }
        var d = index.duplicates();
        for (int i = 0; i < d.count(); i++) s.append("duplicate ").append(d.earlier(i)).append(' ').append(d.later(i)).append('\n');
        for (String e : heard.events) s.append(e).append('\n');
        return s.toString();
    }

    /** Random JSON with repeated and escaped member names, strings beyond ASCII, numbers of every form, and blanks. */
    static String randomText(Random r) {
        StringBuilder b = new StringBuilder();
        b.append(blank(r));
        value(r, b, 0);
        b.append(blank(r));
        return b.toString();
    }

    private static void value(Random r, StringBuilder b, int depth) {
        int pick = depth > 6 ? 2 + r.nextInt(5) : r.nextInt(9);
        switch (pick) {
            case 0, 7 -> {
                b.append('{').append(blank(r));
                int n = r.nextInt(7);
                for (int i = 0; i < n; i++) {
                    if (i > 0) b.append(',').append(blank(r));
                    b.append(name(r)).append(blank(r)).append(':').append(blank(r));
                    value(r, b, depth + 1);
                    b.append(blank(r));
                }
                b.append('}');
            }
            case 1, 8 -> {
                b.append('[').append(blank(r));
                int n = r.nextInt(7);
                for (int i = 0; i < n; i++) {
                    if (i > 0) b.append(blank(r)).append(',').append(blank(r));
                    value(r, b, depth + 1);
                }
                b.append(blank(r)).append(']');
            }
            case 2 -> b.append(string(r));
            case 3 -> b.append(number(r));
            case 4 -> b.append("true");
            case 5 -> b.append("false");
            default -> b.append("null");
        }
    }

    private static final String[] NAMES = {"\"id\"", "\"name\"", "\"type\"", "\"\"", "\"n\\u0061me\"", "\"é\"", "\"a\\\"b\"", "\"x y\"", "\"😀\"",
            "\"children\"", "\"id\""};

    private static String name(Random r) {
        return r.nextInt(5) == 0 ? string(r) : NAMES[r.nextInt(NAMES.length)];
    }

    private static String string(Random r) {
        String[] parts = {"a", "é", "\\\"", "\\\\", "\\u00e9", "\\uD83D\\uDE00", "}", "]", ",", ":", " ", "😀", "\\n", "\\/", "\\b", "€", "z9"};
        StringBuilder s = new StringBuilder("\"");
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) s.append(parts[r.nextInt(parts.length)]);
        return s.append('"').toString();
    }

    private static String number(Random r) {
        StringBuilder s = new StringBuilder();
        if (r.nextBoolean()) s.append('-');
        s.append(r.nextInt(4) == 0 ? "0" : Integer.toString(1 + r.nextInt(1_000_000)));
        if (r.nextInt(3) == 0) s.append('.').append(r.nextInt(1000));
        if (r.nextInt(4) == 0) s.append(r.nextBoolean() ? 'e' : 'E').append(new String[] {"", "+", "-"}[r.nextInt(3)]).append(r.nextInt(40));
        return s.toString();
    }

    private static String blank(Random r) {
        return switch (r.nextInt(7)) {
            case 0 -> " ";
            case 1 -> "\n  ";
            case 2 -> "\t";
            case 3 -> "\r\n";
            default -> "";
        };
    }

    /** Bytes that break JSON, or nearly: brackets, quotes, escapes, number parts, control bytes, and UTF-8's edges. */
    private static final byte[] BREAKERS = {'{', '}', '[', ']', '"', '\\', ',', ':', '0', '1', '-', '+', '.', 'e', 'E', 'x', 'u', 't', 'n', ' ',
            0, 1, 0x1F, 0x7F, (byte) 0x80, (byte) 0xBF, (byte) 0xC0, (byte) 0xC3, (byte) 0xE0, (byte) 0xED, (byte) 0xF0, (byte) 0xF4,
            (byte) 0xF5, (byte) 0xFF, (byte) 0xEF};

    private static byte[] broken(Random r, byte[] text) {
        if (text.length == 0) return new byte[] {BREAKERS[r.nextInt(BREAKERS.length)]};
        int at = r.nextInt(text.length + 1);
        byte b = BREAKERS[r.nextInt(BREAKERS.length)];
        var out = new java.io.ByteArrayOutputStream();
        switch (r.nextInt(3)) {
            case 0 -> { // replace
                if (at == text.length) at--;
                out.write(text, 0, at);
                out.write(b);
                out.write(text, at + 1, text.length - at - 1);
            }
            case 1 -> { // insert
                out.write(text, 0, at);
                out.write(b);
                out.write(text, at, text.length - at);
            }
            default -> { // delete
                if (at == text.length) at--;
                out.write(text, 0, at);
                out.write(text, at + 1, text.length - at - 1);
            }
        }
        return out.toByteArray();
    }

    private static final class Heard implements ValueListener {
        final List<String> events = new ArrayList<>();
        final List<String> names = new ArrayList<>();

        @Override public void value(int number, byte kind, long start, int depth, String name) {
            events.add("value " + number + " " + kind + " @" + start + " depth " + depth + " " + name);
            if (name != null) names.add(name);
        }

        @Override public void end(int number, int depth, long end) {
            events.add("end " + number + " depth " + depth + " @" + end);
        }
    }
}
