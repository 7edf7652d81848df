package savelens.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the JSONPath Compliance Test Suite (jsonpath-standard/jsonpath-compliance-test-suite, the copy
 * at commit 7be7c1f in test resources, BSD-2): valid queries give the values and normalized paths the suite
 * lists (or one of its allowed sets), invalid ones are refused.
 */
class ComplianceSuiteTest {
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    static JsonNode suite() throws IOException {
        try (InputStream in = ComplianceSuiteTest.class.getResourceAsStream("/jsonpath-cts/cts.json")) {
            return JSON.readTree(in).get("tests");
        }
    }

    @Test
    void theSuiteHasAllItsCases() throws IOException {
        assertEquals(703, suite().size());
    }

    @TestFactory
    Stream<DynamicTest> everyCase() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : suite()) tests.add(DynamicTest.dynamicTest(c.get("name").asText(), () -> check(c)));
        return tests.stream();
    }

    private static void check(JsonNode c) {
        String selector = c.get("selector").asText();
        if (c.path("invalid_selector").asBoolean()) {
            assertThrows(QuerySyntaxException.class, () -> Query.parse(selector), "must be refused: " + selector);
            return;
        }
        JsonNodeTree tree = new JsonNodeTree(c.get("document"));
        List<QueryHit> hits = Query.parse(selector).select(tree);
        JsonNode values = JSON.valueToTree(hits.stream().map(h -> tree.node(h.value())).toList());
        JsonNode paths = JSON.valueToTree(hits.stream().map(h -> h.path().normalized()).toList());
        if (c.has("result")) {
            assertEquals(c.get("result"), values, selector);
            assertEquals(c.get("result_paths"), paths, selector);
            return;
        }
        boolean matched = false;
        for (int i = 0; i < c.get("results").size(); i++) {
            if (c.get("results").get(i).equals(values) && c.get("results_paths").get(i).equals(paths)) matched = true;
        }
        assertTrue(matched, selector + " gave " + values + " at " + paths + ", none of the allowed " + c.get("results"));
    }
}
