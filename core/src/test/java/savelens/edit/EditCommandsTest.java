package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueSyntaxException;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

class EditCommandsTest {
    private static Document scene() {
        return Formats.open(Fixtures.path("helio/scene.json"), ReadContext.of(Fixtures.path("helio/scene.json")));
    }

    private static int at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc).value(); }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path).resolve(doc));
    }

    /** The edited text equals the original with exactly the old value's bytes replaced. */
    private static void assertOnlyValueChanged(Document before, int value, Document after, String newText) {
        byte[] b = before.text();
        int s = before.index().startInt(value), e = before.index().endInt(value);
        String expected = new String(b, 0, s, StandardCharsets.UTF_8) + newText + new String(b, e, b.length - e, StandardCharsets.UTF_8);
        assertEquals(expected, new String(after.text(), StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#2.power|99999|99999",
            "#1.visible|false|false",
            "#1.name|\"Zoë \\\"x\\\"\"|\"Zoë \\\"x\\\"\"",
            "#3.parent|#9|#9",
            "#2.target|null|null",
            "#2.owner|#3|#3",
    })
    void eachKindChangesOnlyItsOwnBytes(String path, String value, String printed) {
        Document doc = scene();
        int v = at(doc, path);
        Document edited = new SetValue(v, NewValue.parse(value), path).execute(doc);
        String written = value.startsWith("#") ? value.substring(1) : value;
        assertOnlyValueChanged(doc, v, edited, written);
        assertEquals(printed, get(edited, path));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#1.name|42|registered as a string",
            "#2.power|\"many\"|registered as a number",
            "#2.owner|#99|no node #99",
            "#2.owner|#2|refers to GameObject nodes",
            "#2.owner|5|a reference",
            "#1.visible|1|registered as a bool",
            "#1.parent|#0|refers to GameObject nodes",
    })
    void badEditsAreRefusedWithAReason(String path, String value, String reason) {
        // e.g. #1.parent is registered to hold GameObjects: the Scene #0 is refused
        Document doc = scene();
        var e = assertThrows(EditRefusedException.class, () -> new SetValue(at(doc, path), NewValue.parse(value), path).execute(doc));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void aBareWordIsNoValue() {
        var e = assertThrows(ValueSyntaxException.class, () -> NewValue.parse("hello"));
        assertTrue(e.getMessage().contains("not a JSON value"), e.getMessage());
    }

    @Test
    void undoAndRedoRestoreTheExactText() {
        Document doc = scene();
        EditHistory history = new EditHistory(doc);
        history.execute(new SetValue(at(doc, "#2.rate"), NewValue.parse("1.0"), "#2.rate"));
        assertTrue(history.isDirty());
        assertEquals("1.0", get(history.document(), "#2.rate"));
        history.undo();
        assertArrayEquals(doc.text(), history.document().text());
        assertFalse(history.isDirty(), "back at the saved state");
        history.redo();
        assertEquals("1.0", get(history.document(), "#2.rate"));
        history.markSaved();
        assertFalse(history.isDirty());
        assertEquals(3, history.revision());
    }

    @Test
    void aStepComputedApartIsCommittedOnlyIfNothingChangedMeanwhile() {
        Document doc = scene();
        EditHistory history = new EditHistory(doc);
        EditHistory.Change first = history.prepareExecute(new SetValue(at(doc, "#2.rate"), NewValue.parse("1.0"), "#2.rate"));
        EditHistory.Change second = history.prepareExecute(new SetValue(at(doc, "#2.power"), NewValue.parse("7"), "#2.power"));
        Document afterFirst = first.compute();
        assertEquals(0, history.revision(), "computing changes nothing");
        history.commit(first, afterFirst);
        assertEquals("1.0", get(history.document(), "#2.rate"));
        assertThrows(IllegalStateException.class, () -> history.commit(second, second.compute()), "prepared before the first was committed");
        assertEquals(1, history.revision());
        EditHistory.Change undo = history.prepareUndo();
        assertEquals("Undo Set #2.rate", undo.description());
        history.commit(undo, undo.compute());
        assertArrayEquals(doc.text(), history.document().text());
        assertTrue(history.canRedo());
    }

    @Test
    void insertAndRemoveArrayElements() {
        Document doc = scene();
        int children = at(doc, "#1.children");
        Document added = new InsertElement(children, -1, NewValue.parse("#9"), "#1.children").execute(doc);
        assertEquals("[{\"$ref\":\"#3\"},{\"$ref\":\"#5\"},{\"$ref\":\"#9\"}]", get(added, "#1.children"));
        Document first = new InsertElement(at(added, "#1.children"), 0, NewValue.parse("#7"), "c").execute(added);
        assertEquals("#7", get(first, "#1.children[0]"));
        Document removed = new RemoveChild(at(first, "#1.children[0]"), "c").execute(first);
        assertArrayEquals(added.text(), removed.text());
        assertThrows(EditRefusedException.class,
                () -> new InsertElement(at(doc, "#1.children"), -1, NewValue.parse("\"x\""), "c").execute(doc));
        assertThrows(EditRefusedException.class, () -> new InsertElement(children, -1, NewValue.parse("#11"), "c").execute(doc),
                "#11 is a Component; children holds GameObjects");
    }

    @Test
    void addAndRemoveFields() {
        Document doc = scene();
        Document added = new AddField(doc.body(doc.nodeById(10)), "target", NewValue.parse("#9"), "#10").execute(doc);
        assertEquals("#9", get(added, "#10.target"));
        Document removed = new RemoveChild(at(added, "#10.target"), "#10.target").execute(added);
        assertArrayEquals(doc.text(), removed.text());
        assertThrows(EditRefusedException.class, () -> new AddField(doc.body(0), "title", NewValue.parse("\"x\""), "#0").execute(doc));
    }

    @Test
    void addNodeThenDeleteIt() {
        Document doc = scene();
        AddNode add = new AddNode("Component");
        Document added = add.execute(doc);
        assertEquals(12, add.addedId());
        assertEquals(13, added.nodeCount());
        Document deleted = new DeleteNode(12, false).execute(added);
        assertArrayEquals(doc.text(), deleted.text());
        assertThrows(EditRefusedException.class, () -> new AddNode("Nope").execute(doc));
    }

    @Test
    void deletingAReferencedNodeIsRefusedUnlessItsReferencesGoToo() {
        Document doc = scene();
        // The keeper #7 is a child of #3 and the owner of #8.
        var e = assertThrows(EditRefusedException.class, () -> new DeleteNode(7, false).execute(doc));
        assertTrue(e.getMessage().contains("referenced"), e.getMessage());
        Document deleted = new DeleteNode(7, true).execute(doc);
        assertEquals(11, deleted.nodeCount());
        assertEquals("[]", get(deleted, "#3.children"));
        assertEquals("null", get(deleted, "#8.owner"));
        assertEquals(0, GraphAnalysis.of(deleted).dangling());
    }
}
