package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;
import savelens.query.document.DocumentHit;
import savelens.query.document.DocumentQuery;

/** Many values set as one edit: all or none, one undo step. */
class SetValuesTest {
    private static Document shop() {
        Path p = Fixtures.path("rpgmaker-mv/shop.rpgsave");
        return OpenFile.open(p, ReadContext.of(p)).document();
    }

    private static Map<Integer, String> hits(Document doc, String query) {
        Map<Integer, String> labels = new LinkedHashMap<>();
        for (DocumentHit h : DocumentQuery.parse(query, false).run(doc)) labels.putIfAbsent(h.location().value(), h.path().toString());
        return labels;
    }

    private static String get(Document doc, String path) { return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc)); }

    @Test
    void everyHitIsSetInOneUndoableStep() {
        Document doc = shop();
        EditHistory history = new EditHistory(doc);
        Document after = history.execute(new SetValues(hits(doc, "$.party['_items','_weapons','_armors'][?@ > 10]"), NewValue.parse("99")));
        assertEquals("{\"1\":99,\"2\":3,\"7\":99,\"9\":10}", get(after, "$.party._items"));
        assertEquals("{\"1\":1,\"4\":99}", get(after, "$.party._weapons"));
        assertArrayEquals(doc.text(), history.undo().text());
    }

    @Test
    void aValueSelectedTwiceIsSetOnce() {
        Document doc = shop();
        Map<Integer, String> labels = hits(doc, "$.party._items['1','1']");
        assertEquals(1, labels.size());
        assertEquals("{\"1\":0,\"2\":3,\"7\":40,\"9\":10}", get(new SetValues(labels, NewValue.parse("0")).execute(doc), "$.party._items"));
    }

    @Test
    void overlappingHitsAreRefused() {
        Document doc = shop();
        Map<Integer, String> labels = hits(doc, "$.party['_items', '_weapons']");
        labels.putAll(hits(doc, "$.party._items['7']"));
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> new SetValues(labels, NewValue.parse("1")).execute(doc));
        assertTrue(e.getMessage().contains("$.party._items.7 is inside $.party._items"), e.getMessage());
    }

    @Test
    void oneHitThatCannotTakeTheValueRefusesThemAll() {
        Path p = Fixtures.path("helio/scene.json");
        Document doc = OpenFile.open(p, ReadContext.of(p)).document();
        Map<Integer, String> labels = hits(doc, "$['title', 'roots']"); // a string, and an array that cannot become one
        EditHistory history = new EditHistory(doc);
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> history.execute(new SetValues(labels, NewValue.parse("\"x\""))));
        assertEquals("$.roots is an array; set its elements or fields instead", e.getMessage());
        assertArrayEquals(doc.text(), history.document().text());
    }
}
