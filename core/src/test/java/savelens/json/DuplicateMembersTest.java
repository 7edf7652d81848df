package savelens.json;

import savelens.index.DuplicateMembers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The indexer finds every member name given twice in one object, and no other. */
class DuplicateMembersTest {
    private static JsonIndex index(String json) {
        return JsonIndexer.index(json.getBytes(StandardCharsets.UTF_8));
    }

    /** "name@earlierValue>laterValue" for each pair, in order. */
    private static List<String> pairs(JsonIndex json) {
        List<String> out = new ArrayList<>();
        DuplicateMembers d = json.duplicates();
        for (int i = 0; i < d.count(); i++) out.add(json.name(d.later(i)) + "@" + d.earlier(i) + ">" + d.later(i));
        return out;
    }

    @Test
    void aNameGivenTwiceIsFoundAndTheLastOneCounts() {
        JsonIndex json = index("{\"_gold\":1,\"_gold\":0}");
        assertEquals(List.of("_gold@1>2"), pairs(json));
        assertTrue(json.duplicates().isShadowed(1));
        assertFalse(json.duplicates().isShadowed(2));
        assertEquals(2, json.member(0, "_gold"), "member() answers as JSON.parse does: the last");
    }

    @Test
    void threeTimesMakesTwoPairsEachWithTheOneBefore() {
        assertEquals(List.of("a@1>3", "a@3>4"), pairs(index("{\"a\":1,\"b\":2,\"a\":3,\"a\":4}")));
    }

    @Test
    void onlyTheSameObjectCounts() {
        JsonIndex json = index("{\"a\":{\"a\":1,\"b\":{\"a\":2}},\"b\":[{\"a\":1},{\"a\":2}],\"c\":{\"x\":1,\"x\":{\"x\":2}}}");
        assertEquals(List.of("x@11>12"), pairs(json));
        assertTrue(index("[{\"a\":1},{\"a\":1}]").duplicates().isEmpty());
    }

    @Test
    void namesAreComparedDecoded() {
        assertEquals(List.of("a@1>2"), pairs(index("{\"a\":1,\"\\u0061\":2}")));
        assertTrue(index("{\"a\":1,\"A\":2,\"a \":3}").duplicates().isEmpty());
    }

    @Test
    void aBigObjectIsCheckedAsWellAsASmallOne() {
        StringBuilder s = new StringBuilder("{");
        for (int i = 0; i < 5000; i++) s.append("\"k").append(i).append("\":").append(i).append(',');
        s.append("\"k17\":-1,\"k4999\":-2}");
        JsonIndex json = index(s.toString());
        assertEquals(List.of("k17@18>5001", "k4999@5000>5002"), pairs(json));
    }

    /**
     * Nested documents whose objects mostly repeat a few layouts (as records in arrays do), now and then with a
     * member left out, added or repeated: every repeat is found, paired with the member before it of that name.
     */
    @Test
    void randomNestedDocumentsAgreeWithTheirMaking() {
        Random r = new Random(7);
        String[][] layouts = {{"id", "type", "fields"}, {"name", "active", "parent", "children"}, {"kind", "owner", "hp"}, {"x", "y"}};
        for (int round = 0; round < 400; round++) {
            StringBuilder s = new StringBuilder();
            List<String> expected = new ArrayList<>();
            int[] values = {0};
            writeValue(r, layouts, s, expected, values, 0);
            assertEquals(expected, pairs(index(s.toString())), s.toString());
        }
    }

    private static void writeValue(Random r, String[][] layouts, StringBuilder s, List<String> expected, int[] values, int depth) {
        int me = values[0]++;
        int choice = depth > 5 ? 9 : r.nextInt(10);
        if (choice < 5) {
            String[] layout = layouts[r.nextInt(layouts.length)];
            List<String> names = new ArrayList<>(List.of(layout));
            if (r.nextInt(4) == 0) names.remove(r.nextInt(names.size()));
            if (r.nextInt(4) == 0) names.add(r.nextInt(names.size() + 1), "extra");
            if (r.nextInt(5) == 0 && !names.isEmpty()) names.add(r.nextInt(names.size() + 1), names.get(r.nextInt(names.size())));
            Map<String, Integer> last = new HashMap<>();
            s.append('{');
            for (int i = 0; i < names.size(); i++) {
                if (i > 0) s.append(',');
                s.append('"').append(names.get(i)).append("\":");
                Integer before = last.put(names.get(i), values[0]);
                if (before != null) expected.add(names.get(i) + "@" + before + ">" + values[0]);
                writeValue(r, layouts, s, expected, values, depth + 1);
            }
            s.append('}');
        } else if (choice < 8) {
            s.append('[');
            int n = r.nextInt(4);
            for (int i = 0; i < n; i++) {
                if (i > 0) s.append(',');
                writeValue(r, layouts, s, expected, values, depth + 1);
            }
            s.append(']');
        } else {
            s.append(me);
        }
    }

    @Test
    void randomObjectsAgreeWithAPlainCount() {
        Random r = new Random(12);
        for (int round = 0; round < 300; round++) {
            int members = 1 + r.nextInt(r.nextBoolean() ? 8 : 80);
            int names = 1 + r.nextInt(members + 4);
            StringBuilder s = new StringBuilder("{");
            Map<String, Integer> last = new HashMap<>();
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < members; i++) {
                String name = "n" + r.nextInt(names);
                if (i > 0) s.append(',');
                s.append('"').append(name).append("\":").append(i);
                Integer before = last.put(name, i + 1);
                if (before != null) expected.add(name + "@" + before + ">" + (i + 1));
            }
            assertEquals(expected, pairs(index(s.append('}').toString())), s.toString());
        }
    }
}
