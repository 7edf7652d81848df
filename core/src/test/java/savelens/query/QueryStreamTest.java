package savelens.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Streaming hand-over gives exactly what select gives, in the same order, and ends when asked. */
class QueryStreamTest {
    private static List<String> seen(List<QueryHit> hits) {
        return hits.stream().map(h -> h.value() + "@" + h.path().normalized()).toList();
    }

    @Test
    void everyValidSuiteCaseStreamsTheHitsSelectGives() throws IOException {
        int compared = 0;
        for (JsonNode c : ComplianceSuiteTest.suite()) {
            if (c.path("invalid_selector").asBoolean()) continue;
            JsonNodeTree tree = new JsonNodeTree(c.get("document"));
            Query q = Query.parse(c.get("selector").asText());
            List<QueryHit> streamed = new ArrayList<>();
            assertTrue(q.stream(tree, () -> false, streamed::add));
            assertEquals(seen(q.select(tree)), seen(streamed), q.text());
            compared++;
        }
        assertTrue(compared > 400, "valid cases compared: " + compared);
    }

    @Test
    void aSinkThatSaysNoEndsTheEvaluationAfterThatHit() throws IOException {
        JsonNodeTree tree = new JsonNodeTree(new ObjectMapper().readTree("[1,2,3,4,5]"));
        List<QueryHit> taken = new ArrayList<>();
        assertFalse(Query.parse("$[?@ > 1]").stream(tree, () -> false, h -> taken.add(h) && taken.size() < 2));
        assertEquals(2, taken.size());
    }

    @Test
    void aStopAskedWhileFiltersAreTestedEndsAQueryThatFindsNothing() throws IOException {
        StringBuilder big = new StringBuilder("[");
        for (int i = 0; i < 5000; i++) big.append(i == 0 ? "" : ",").append(i);
        JsonNodeTree tree = new JsonNodeTree(new ObjectMapper().readTree(big.append(']').toString()));
        int[] asked = {0};
        List<QueryHit> taken = new ArrayList<>();
        assertFalse(Query.parse("$[?@ < 0]").stream(tree, () -> ++asked[0] >= 2, taken::add));
        assertEquals(2, asked[0], "asked once per thousand or so tests, and not after it said stop");
        assertTrue(taken.isEmpty());
    }
}
