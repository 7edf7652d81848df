package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.path.DocumentPath;
import savelens.query.document.DocumentHit;
import savelens.query.document.DocumentQuery;

/** A query's hits in a Marshal document carry typed paths: each, printed, reads back to the value it names. */
class MarshalQueryPathsTest {
    /** {@code [{"k" => [{:a => 1}], 5 => 2, [1, 2] => 3, :s => 4, nil => 6}]}. */
    private static Document hashOfEveryKeyKind() {
        MarshalBytes b = new MarshalBytes().array(1).hash(5);
        b.string("k").array(1).hash(1).symbol("a").fixnum(1);
        b.fixnum(5).fixnum(2);
        b.array(2).fixnum(1).fixnum(2).fixnum(3);
        b.symbol("s").fixnum(4);
        b.type('0').fixnum(6);
        return new MarshalFormat().read(b.bytes(), ReadContext.of(null));
    }

    @Test
    void everyHitsPathPrintsAsGetTakesItAndLeadsBackToTheHit() {
        Document doc = hashOfEveryKeyKind();
        List<DocumentHit> hits = DocumentQuery.parse("$..*", false).run(doc);
        assertTrue(hits.size() >= 9, "hits: " + hits.size());
        for (DocumentHit hit : hits) {
            String printed = hit.path().toString();
            assertEquals(hit.location(), DocumentPath.parse(printed, doc).resolve(doc), printed);
        }
        String paths = hits.stream().map(h -> h.path().toString()).collect(Collectors.joining(" "));
        assertTrue(paths.contains("$[0][0][\"k\"][0].a"), paths);
        assertTrue(paths.contains("$[0][0][5]"), paths);
        assertTrue(paths.contains("$[0][0]{2}"), paths);
        assertTrue(paths.contains("$[0][0].s"), paths);
    }
}
