package savelens.format.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.json.JsonIndexer;

/**
 * Nesting far deeper than any save, in every format: 100,000 {@code [} left open or closed, and objects
 * nested to just below and above the reader's depth limit. None may overflow the stack anywhere: reading,
 * analysing or printing. Past the limit the refusal says how deep SaveLens reads.
 */
class DeepNestingTest {
    private static final int VERY_DEEP = 100_000;
    private static final int LIMIT = JsonIndexer.MAX_DEPTH;

    /** Where the deep value goes in a document of each format; {@code %s} is the value. */
    private static final List<String[]> HOLDERS = List.of(
            new String[] {"helio/scene.json", "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{\"deep\":%s}}]}"},
            new String[] {"jsonex-lite/party.json", "{\"@constructor\":\"Game_Party\",\"@circularID\":0,\"deep\":%s}"},
            new String[] {"rpgmaker-mv/file1.rpgsave", "{\"deep\":%s,\"@c\":1}"},
            new String[] {"rpgmaker-mz/file1.rmmzsave", "{\"deep\":%s}"},
            new String[] {"helio/scene.json", "%s"});

    private final HostileReading reading = new HostileReading();

    @Test
    void aHundredThousandOpenBrackets() {
        String open = "[".repeat(VERY_DEEP);
        for (String[] h : HOLDERS) {
            assertEquals(HostileReading.Outcome.REFUSED, read(h, open, "100,000 [ left open"));
            assertEquals(HostileReading.Outcome.REFUSED, read(h, open + "]".repeat(VERY_DEEP), "100,000 [ closed"));
        }
        reading.report("deep nesting");
    }

    @Test
    void objectsNestedToTheLimitAndPast() {
        for (int depth : new int[] {LIMIT - 4, LIMIT - 3, LIMIT - 2, LIMIT - 1, LIMIT, LIMIT + 1, 5 * LIMIT}) {
            for (String[] h : HOLDERS) read(h, "{\"a\":".repeat(depth) + "1" + "}".repeat(depth), depth + " objects deep");
            for (String[] h : HOLDERS) read(h, "[".repeat(depth) + "]".repeat(depth), depth + " arrays deep");
        }
        // JsonEx nodes, each with a class name and (MV) an id, nested as deep as the reader goes.
        StringBuilder mv = new StringBuilder();
        for (int i = 0; i < LIMIT - 2; i++) mv.append("{\"@\":\"Game_Item\",\"a\":");
        mv.append("1");
        for (int i = LIMIT - 2; i > 0; i--) mv.append(",\"@c\":").append(i + 1).append('}');
        read(HOLDERS.get(2), mv.toString(), "MV nodes nested " + (LIMIT - 2) + " deep");
        reading.report("nesting at the limit");
        assertTrue(reading.tried() > 60);
    }

    @Test
    void pastTheLimitTheRefusalSaysHowDeepSaveLensReads() {
        String text = "[".repeat(LIMIT + 1) + "]".repeat(LIMIT + 1);
        Subject s = Subject.of("deep.json", savelens.Fixtures.path("helio/scene.json"));
        try {
            savelens.file.Formats.read(text.getBytes(StandardCharsets.UTF_8), savelens.document.ReadContext.of(s.path()));
        } catch (savelens.document.UnreadableDocumentException e) {
            assertTrue(e.getMessage().contains(String.valueOf(LIMIT)), e.getMessage());
            return;
        }
        throw new AssertionError("nesting past the limit was read");
    }

    private HostileReading.Outcome read(String[] holder, String deep, String what) {
        Subject s = Subject.of(holder[0], savelens.Fixtures.path(holder[0]));
        byte[] json = String.format(holder[1], deep).getBytes(StandardCharsets.UTF_8);
        return reading.read(s, s.wrap(json), what + " in " + holder[1]);
    }
}
