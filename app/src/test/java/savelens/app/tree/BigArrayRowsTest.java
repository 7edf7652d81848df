package savelens.app.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

/** A big array of references unfolds into ranges of a thousand, and each range into its elements, in order. */
class BigArrayRowsTest {
    /** A root whose {@code index} holds references to all {@code n} other nodes, and a short {@code few}. */
    static DocumentState indexed(int n) {
        return indexedFile(n).state();
    }

    static DocumentLoader.Loaded indexedFile(int n) {
        StringBuilder s = new StringBuilder("{\"root\":0,\"types\":[{\"name\":\"Scene\",\"version\":1,\"fields\":["
                + "{\"name\":\"index\",\"kind\":\"array\",\"type\":\"Thing\"},{\"name\":\"few\",\"kind\":\"array\",\"type\":\"Thing\"}]},"
                + "{\"name\":\"Thing\",\"version\":1,\"fields\":[{\"name\":\"name\",\"kind\":\"string\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"Scene\",\"fields\":{\"index\":[");
        for (int i = 1; i <= n; i++) s.append(i > 1 ? "," : "").append(i);
        s.append("],\"few\":[1,2,3]}}");
        for (int i = 1; i <= n; i++) s.append(",{\"id\":").append(i).append(",\"type\":\"Thing\",\"fields\":{\"name\":\"t").append(i).append("\"}}");
        byte[] bytes = s.append("]}").toString().getBytes(StandardCharsets.UTF_8);
        return DocumentLoader.Loaded.of(OpenFile.read(bytes, ReadContext.of(null)));
    }

    final TreeEntries rows = new TreeEntries(indexed(2_500));

    @Test void anArrayOfMoreThanAThousandElementsShowsRanges() {
        TreeEntry index = TreeEntriesTestSupport.walk(rows, "$.index");
        assertEquals("index: [2,500]", index.text(), "an element count with its thousands separated");
        List<TreeEntry> ranges = rows.children(index);
        assertEquals(List.of("[0 … 999]", "[1000 … 1999]", "[2000 … 2499]"), ranges.stream().map(TreeEntry::text).toList());
        assertTrue(ranges.stream().allMatch(r -> r.isRange() && !r.isLeaf() && r.marker() == Marker.NONE));
        assertEquals(List.of(1000, 1000, 500), ranges.stream().map(TreeEntry::rangeCount).toList());
        assertEquals("$.index", ranges.get(2).path().toString(), "a range is a way through its array, not a place of its own");
    }

    @Test void aRangeHoldsItsElementsWithTheirOwnIndicesAndPaths() {
        List<TreeEntry> ranges = rows.children(TreeEntriesTestSupport.walk(rows, "$.index"));
        List<TreeEntry> last = rows.children(ranges.get(2));
        assertEquals(500, last.size());
        assertEquals("$.index[2000]", last.get(0).path().toString());
        assertEquals("[2000]: #2001 Thing \"t2001\"", last.get(0).text());
        assertEquals("$.index[2499]", last.get(499).path().toString());
        assertEquals("[2499]: #2500 Thing \"t2500\"", last.get(499).text());
        for (int i = 0; i < last.size(); i++) assertEquals(2000 + i, last.get(i).index());
        // Every element is its target's home (the index comes first): it unfolds, and its fields are there.
        assertTrue(last.stream().allMatch(e -> e.marker() == Marker.NONE && !e.isLeaf()));
        assertEquals(List.of("$.index[2499].name"), rows.children(last.get(499)).stream().map(e -> e.path().toString()).toList());
        assertEquals(1000, rows.children(ranges.get(0)).size());
    }

    @Test void aRangeLeadsToTheElementsInItOnly() {
        List<TreeEntry> ranges = rows.children(TreeEntriesTestSupport.walk(rows, "$.index"));
        TreeEntry middle = ranges.get(1);
        assertTrue(middle.leadsTo(DocumentPath.parse("$.index[1000]")));
        assertTrue(middle.leadsTo(DocumentPath.parse("$.index[1999].name")));
        assertFalse(middle.leadsTo(DocumentPath.parse("$.index[2000]")));
        assertFalse(middle.leadsTo(DocumentPath.parse("$.index[999]")));
        assertFalse(middle.leadsTo(DocumentPath.parse("$.few[1]")));
        assertEquals("$.index[1234].name", TreeEntriesTestSupport.walk(rows, "$.index[1234].name").path().toString());
    }

    @Test void aShortArrayStaysFlatAndItsMarkersAreShared() {
        List<TreeEntry> few = rows.children(TreeEntriesTestSupport.walk(rows, "$.few"));
        assertEquals(List.of("$.few[0]", "$.few[1]", "$.few[2]"), few.stream().map(e -> e.path().toString()).toList());
        assertTrue(few.stream().allMatch(e -> e.marker() == Marker.SHARED), "their home is in the index");
        assertTrue(few.get(0).tooltip().startsWith("shared: #1 t1 (at $.index[0]"), few.get(0).tooltip());
    }

    @Test void anArrayOfExactlyAThousandIsNotSplit() {
        TreeEntries thousand = new TreeEntries(indexed(1_000));
        assertEquals(1_000, thousand.children(TreeEntriesTestSupport.walk(thousand, "$.index")).size());
    }
}
