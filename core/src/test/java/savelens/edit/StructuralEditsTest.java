package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewField;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.ValueSyntaxException;
import savelens.file.Formats;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.ValuePrinter;

/** Inserting, removing and adding fields and nodes: what each refuses, and that each changes only its own bytes. */
class StructuralEditsTest {
    private static Document open(String fixture) {
        return Formats.open(Fixtures.path(fixture), ReadContext.of(Fixtures.path(fixture)));
    }

    private static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(null));
    }

    private static Location at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc); }

    private static int container(Document doc, String path) {
        Location l = at(doc, path);
        return Container.at(doc, l.node(), l.value());
    }

    private static String get(Document doc, String path) { return new ValuePrinter(doc).print(at(doc, path)); }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    @Test void anArrayOfInferredReferencesTakesAReferenceAndRefusesANumber() {
        // No registry: the integers of Scene.roots are references only because every one of them is a node's id.
        Document doc = read("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Scene\",\"fields\":{\"roots\":[1]}},"
                + "{\"id\":1,\"type\":\"Item\",\"fields\":{}},{\"id\":2,\"type\":\"Item\",\"fields\":{}}]}");
        Document inserted = new InsertElement(container(doc, "$.roots"), 1, NewValue.parse("#2"), "$.roots").execute(doc);
        assertEquals("[{\"$ref\":\"#1\"},{\"$ref\":\"#2\"}]", get(inserted, "$.roots"));
        var e = assertThrows(EditRefusedException.class,
                () -> new InsertElement(container(doc, "$.roots"), 1, NewValue.parse("99"), "$.roots").execute(doc));
        assertTrue(e.getMessage().contains("is a reference"), e.getMessage());
    }

    @Test void deletingAReferencedNodeNamesEveryReferrer() {
        Document doc = open("helio/scene.json");
        var e = assertThrows(EditRefusedException.class, () -> new DeleteNode(7, false).execute(doc));
        assertEquals("#7 GameObject is still referenced by #3 GameObject.children, #8 Component.owner; change those references first",
                e.getMessage());
        var self = assertThrows(EditRefusedException.class, () -> new DeleteNode(2, false).execute(doc));
        assertEquals("#2 Component is still referenced by #1 GameObject.components; change those references first", self.getMessage(),
                "its own #2.self is not a referrer");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"[2,1,1]|[2]", "[1,1,2]|[2]", "[1,2,1]|[2]", "[1,1]|[]", "[ 1 , 2 ]|[ 2 ]"})
    void clearingSeveralReferencesInOneArrayCutsThemCleanly(String before, String after) {
        String doc = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"xs\":" + before + ",\"one\":1}},"
                + "{\"id\":1,\"type\":\"B\",\"fields\":{}},{\"id\":2,\"type\":\"B\",\"fields\":{}}]}";
        Document deleted = new DeleteNode(1, true).execute(read(doc));
        assertEquals("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"A\",\"fields\":{\"xs\":" + after + ",\"one\":null}},"
                + "{\"id\":2,\"type\":\"B\",\"fields\":{}}]}", text(deleted));
    }

    @Test void aFieldOrAnElementGoesWithItsSeparator() {
        Document doc = open("helio/scene.json");
        Document removed = new RemoveChild(at(doc, "#2.scale").value(), "#2.scale").execute(doc);
        assertEquals(text(doc).replace(",\"scale\":2.50", ""), text(removed));
        Document element = new RemoveChild(at(doc, "#1.children[0]").value(), "#1.children[0]").execute(doc);
        assertEquals(text(doc).replace("\"children\":[3,5]", "\"children\":[5]"), text(element));
    }

    @Test void aNestedNodeThatIsReferencedElsewhereIsNotRemoved() {
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        var e = assertThrows(EditRefusedException.class,
                () -> new RemoveChild(at(doc, "$.actors._data[1]").value(), "$.actors._data[1]").execute(doc));
        assertTrue(e.getMessage().startsWith("$.actors._data[1] holds a node that is still referenced by #30 Game_Party._leader;"), e.getMessage());
        var d = assertThrows(EditRefusedException.class, () -> new DeleteNode(13, false).execute(doc));
        assertTrue(d.getMessage().contains("#30 Game_Party._leader"), d.getMessage());
        Document removed = new RemoveChild(at(doc, "$.actors._data[1]._equips[0]").value(), "e").execute(doc);
        assertEquals("{\"_dataClass\":\"armor\",\"_itemId\":7}", get(removed, "$.actors._data[1]._equips[0]"));
    }

    @Test void aFieldAddedToAJsonExObjectGoesBeforeItsOwnKeys() {
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        Document added = new AddField(container(doc, "$.system"), "_x", NewValue.parse("1"), "$.system").execute(doc);
        assertEquals(text(doc).replace("\"_battleBgm\":null,\"@c\":2,", "\"_battleBgm\":null,\"_x\":1,\"@c\":2,"), text(added));
    }

    @Test void anElementGoesIntoAnMvArrayThroughItsWrapper() {
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        Document added = new InsertElement(container(doc, "$.actors._data[1]._skills"), 1, NewValue.parse("4"), "s").execute(doc);
        assertEquals(text(doc).replace("\"@a\":[3,5,8]", "\"@a\":[3,4,5,8]"), text(added));
        assertEquals("[3,4,5,8]", get(added, "$.actors._data[1]._skills"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"-2|there is no position -2 in c", "3|c has 2 elements; cannot insert at 3"})
    void anInsertOutsideTheArrayIsRefused(int index, String reason) {
        Document doc = open("helio/scene.json");
        var e = assertThrows(EditRefusedException.class,
                () -> new InsertElement(container(doc, "#1.children"), index, NewValue.parse("#9"), "c").execute(doc));
        assertEquals(reason, e.getMessage());
        var scalar = assertThrows(EditRefusedException.class,
                () -> new InsertElement(container(doc, "#1.name"), 0, NewValue.parse("1"), "#1.name").execute(doc));
        assertEquals("#1.name is not an array", scalar.getMessage());
    }

    @Test void aNodeComesWithItsFieldsCheckedAndUndoRestoresTheText() {
        Document doc = open("helio/scene.json");
        EditHistory history = new EditHistory(doc);
        AddNode add = new AddNode("Component", NewField.parseAll("{\"kind\":\"Lamp\",\"owner\":{\"$ref\":\"#5\"},\"power\":2.50,\"extra\":[1,true]}"));
        history.execute(add);
        assertEquals(12, add.addedId());
        String written = ",{\"id\":12,\"type\":\"Component\",\"fields\":{\"kind\":\"Lamp\",\"owner\":5,\"power\":2.50,\"extra\":[1,true]}}]}";
        assertEquals(text(doc).substring(0, text(doc).length() - 2) + written, text(history.document()));
        assertEquals("#5", get(history.document(), "#12.owner"));
        history.undo();
        assertArrayEquals(doc.text(), history.document().text());
        history.redo();
        assertEquals("\"Lamp\"", get(history.document(), "#12.kind"));

        Document children = new AddNode("GameObject", NewField.parseAll("{\"children\":[{\"$ref\":\"#3\"},{\"$ref\":\"#7\"}]}")).execute(doc);
        assertEquals("[{\"$ref\":\"#3\"},{\"$ref\":\"#7\"}]", get(children, "#12.children"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Component|{\"owner\":{\"$ref\":\"#2\"}}|Component.owner of #12 refers to GameObject nodes; #2 is a Component",
            "Component|{\"power\":\"x\"}|Component.power of #12 is registered as a number",
            "Component|{\"owner\":[1]}|Component.owner is registered as a reference (give #ID or null); an array cannot go there",
            "GameObject|{\"children\":[{\"$ref\":\"#99\"}]}|no node #99 to refer to",
            "Nope||type Nope is not in the registry",
    })
    void aBadNodeIsRefusedWithTheReason(String type, String fields, String reason) {
        Document doc = open("helio/scene.json");
        var e = assertThrows(EditRefusedException.class, () -> new AddNode(type, NewField.parseAll(fields)).execute(doc));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"a\":{\"b\":1}}|a: an object here must be a reference",
            "{\"a\":[[1]]}|a: only numbers, strings, true, false, null",
            "{\"a\":1,\"a\":2}|the field \"a\" is given twice",
            "[1]|the fields must be one JSON object",
            "{\"a\":1} 2|there is more after it",
            "{\"a\":|the fields are not JSON",
            "{\"a\":{\"$ref\":\"3\"}}|a: a reference names a node as #ID",
            "{\"a\":{\"$ref\":\"#x\"}}|is not a reference",
    })
    void fieldsThatAreNotWhatANodeTakesAreAValueSyntaxError(String fields, String reason) {
        var e = assertThrows(ValueSyntaxException.class, () -> NewField.parseAll(fields));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test void fieldsKeepTheirTextAndOrder() {
        assertEquals(List.of(new NewField("b", NewValue.parse("2.50"), null), new NewField("a", null, List.of(NewValue.parse("#\"x\""), NewValue.NULL))),
                NewField.parseAll("{\"b\":2.50,\"a\":[{\"$ref\":\"#\\\"x\\\"\"},null]}"));
        assertEquals(List.of(), NewField.parseAll(" "));
    }

    @Test void rpgMakerNodesAreNotAddedToATable() {
        Document doc = open("rpgmaker-mv/file1.rpgsave");
        var e = assertThrows(EditRefusedException.class, () -> new AddNode("Game_Actor").execute(doc));
        assertEquals("rpgmaker-mv nodes live where they are written; insert an object into a field instead", e.getMessage());
    }

    @Test void theContainerOfAPlaceFollowsReferencesAsAPathStepWould() {
        Document doc = open("helio/scene.json");
        assertEquals(doc.body(doc.nodeById(3)), container(doc, "#1.children[0]"));
        assertEquals(doc.body(doc.nodeById(1)), container(doc, "#1"));
        assertEquals(at(doc, "#1.children").value(), container(doc, "#1.children"));
        assertEquals(-1, container(doc, "#1.name"));
    }
}
