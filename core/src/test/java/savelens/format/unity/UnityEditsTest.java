package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.NewField;
import savelens.edit.AddField;
import savelens.edit.AddNode;
import savelens.edit.DeleteNode;
import savelens.edit.Container;
import savelens.edit.EditCommand;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.ValuePrinter;

/**
 * Edits of a Unity scene: a scalar edit rewrites that scalar alone in a style that keeps it valid, a retarget
 * only the number of {@code {fileID: N}}, structural edits lay out lines as Unity does, what the layout does
 * not allow is refused with the reason, and every result reads again (as SaveLens and as SnakeYAML Engine
 * read it) and undoes to the exact bytes.
 */
class UnityEditsTest {
    private static byte[] original;

    @BeforeAll
    static void load() throws IOException {
        original = SnakeYamlViewTest.fixture("styles.unity");
    }

    private static Document doc() {
        return Formats.read(original.clone(), ReadContext.of(Path.of("styles.unity")));
    }

    private static Location at(Document doc, String path) { return DocumentPath.parse(path).resolve(doc); }

    private static String get(Document doc, String path) { return new ValuePrinter(doc).print(at(doc, path)); }

    private static String text(Document doc) { return new String(doc.text(), StandardCharsets.UTF_8); }

    private static String originalText() { return new String(original, StandardCharsets.UTF_8); }

    /** The original text with one occurrence of {@code from} replaced. */
    private static String replaced(String from, String to) {
        String t = originalText();
        int i = t.indexOf(from);
        assertTrue(i >= 0 && t.indexOf(from, i + 1) < 0, "exactly one " + from);
        return t.substring(0, i) + to + t.substring(i + from.length());
    }

    /** Runs an edit, checks that it undoes to the exact bytes and that SnakeYAML still reads the result. */
    private static Document run(EditCommand edit) {
        Document before = doc();
        Document after = edit.execute(before);
        SnakeYamlView.load(after.text());
        assertArrayEquals(original, edit.undo(after).text(), "undo restores every byte");
        return after;
    }

    private static Document set(String path, String value) {
        Document doc = doc();
        return run(new SetValue(at(doc, path).value(), NewValue.parse(value), path));
    }

    private static String refusal(EditCommand edit) {
        return assertThrows(EditRefusedException.class, () -> edit.execute(doc())).getMessage();
    }

    private static Map<?, ?> snake(Document doc, int document, String type) {
        return (Map<?, ?>) ((Map<?, ?>) SnakeYamlView.load(doc.text()).get(document)).get(type);
    }

    // ---- scalars

    @Test void getPrintsEveryScalarStyleDecoded() {
        Document doc = doc();
        assertEquals("\"Main Camera\"", get(doc, "#100.m_Name"));
        assertEquals("\"It's: quoted\"", get(doc, "#102.title"));
        assertEquals("\"Привет, world\"", get(doc, "#102.greeting"));
        assertEquals("\"Привет мир\"", get(doc, "#102.plainText"));
        assertEquals("\"UnityEngine.Events.UnityEvent, UnityEngine, Version=0.0.0.0, Culture=neutral, PublicKeyToken=null\"",
                get(doc, "#102.m_TypeName"));
        assertEquals("\"a long single-quoted text that Unity folds over two lines\"", get(doc, "#102.quotedFolded"));
        assertEquals("12.5", get(doc, "#102.score"));
        assertEquals("0.0000076293945", get(doc, "#102.tiny"));
        assertEquals("[1,2,3]", get(doc, "#102.weights"));
        assertEquals("#100", get(doc, "#101.m_GameObject"));
    }

    @Test void aPlainStringStaysPlainWhereItCan() {
        assertEquals(replaced("m_Name: Main Camera", "m_Name: Player One"), text(set("#100.m_Name", "\"Player One\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: Привет"), text(set("#100.m_Name", "\"Привет\"")));
    }

    @Test void aStringThatWouldReadOtherwiseIsQuoted() {
        assertEquals(replaced("m_Name: Main Camera", "m_Name: 'a: b'"), text(set("#100.m_Name", "\"a: b\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: '12'"), text(set("#100.m_Name", "\"12\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: ''"), text(set("#100.m_Name", "\"\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: ' padded '"), text(set("#100.m_Name", "\" padded \"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: '#hash'"), text(set("#100.m_Name", "\"#hash\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: \"two\\nlines\""), text(set("#100.m_Name", "\"two\\nlines\"")));
        assertEquals(replaced("m_Name: Main Camera", "m_Name: 'true'"), text(set("#100.m_Name", "\"true\"")));
    }

    @Test void aQuotedStringKeepsItsStyle() {
        assertEquals(replaced("title: 'It''s: quoted'", "title: 'plain enough'"), text(set("#102.title", "\"plain enough\"")));
        // Unity escapes text past ASCII in double quotes; an edit of such a scalar does too.
        assertEquals(replaced("\"\\u041F\\u0440\\u0438\\u0432\\u0435\\u0442, world\"", "\"\\u00E9t\\u00E9\""),
                text(set("#102.greeting", "\"été\"")));
        Document edited = set("#102.greeting", "\"say \\\"hi\\\"\"");
        assertEquals("say \"hi\"", snake(edited, 2, "MonoBehaviour").get("greeting"));
    }

    @Test void aFoldedScalarIsReplacedWholeOnOneLine() {
        assertEquals(replaced("m_TypeName: UnityEngine.Events.UnityEvent, UnityEngine, Version=0.0.0.0, Culture=neutral,\n"
                + "    PublicKeyToken=null\n", "m_TypeName: Short\n"), text(set("#102.m_TypeName", "\"Short\"")));
        Document quoted = set("#102.quotedFolded", "\"it's short\"");
        assertEquals(replaced("'a long single-quoted text that Unity\n    folds over two lines'", "'it''s short'"), text(quoted));
        Document doubled = set("#102.doubleFolded", "\"x\"");
        assertEquals(replaced("\"a long double-quoted text that Unity\n    folds too\"", "\"x\""), text(doubled));
        assertEquals("x", snake(doubled, 2, "MonoBehaviour").get("doubleFolded"));
    }

    @Test void anEmptyValueGetsItsText() {
        Document edited = set("#102.m_Name", "\"Brain\"");
        assertEquals("Brain", snake(edited, 2, "MonoBehaviour").get("m_Name"));
        assertEquals("\"Brain\"", get(edited, "#102.m_Name"));
        assertTrue(text(edited).contains("\n  m_Name: Brain\n"), text(edited));
    }

    @Test void anEmptyValueRightAfterItsColonOrDashGetsASpace() {
        Document doc = UnityFixtures.read("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &1\nMonoBehaviour:\n  m_Name:\n  list:\n  -\n  - b\n");
        Document named = new SetValue(at(doc, "#1.m_Name").value(), NewValue.parse("\"x\""), "#1.m_Name").execute(doc);
        assertTrue(text(named).contains("  m_Name: x\n"), text(named));
        Document item = new SetValue(at(doc, "#1.list[0]").value(), NewValue.parse("\"a\""), "#1.list[0]").execute(doc);
        assertTrue(text(item).contains("  - a\n  - b\n"), text(item));
        assertEquals(List.of("a", "b"), ((Map<?, ?>) ((Map<?, ?>) SnakeYamlView.load(item.text()).get(0)).get("MonoBehaviour")).get("list"));
    }

    @Test void numbersAreWrittenAsGivenAndKeepTheirKind() {
        assertEquals(replaced("score: 12.5", "score: -0.25"), text(set("#102.score", "-0.25")));
        assertEquals(replaced("m_IsActive: 1", "m_IsActive: 0"), text(set("#100.m_IsActive", "0")));
        assertTrue(refusal(new SetValue(at(doc(), "#102.score").value(), NewValue.parse("\"fast\""), "#102.score")).contains("holds a number"));
        assertTrue(refusal(new SetValue(at(doc(), "#100.m_IsActive").value(), NewValue.parse("true"), "#100.m_IsActive"))
                .contains("holds a number"));
        assertTrue(refusal(new SetValue(at(doc(), "#100.m_Name").value(), NewValue.parse("null"), "#100.m_Name"))
                .contains("no null"));
    }

    @Test void aRetargetRewritesOnlyTheNumber() {
        Document edited = set("#201.m_Father", "#-4216532077148373952");
        assertEquals(replaced("m_Father: {fileID: 101}", "m_Father: {fileID: -4216532077148373952}"), text(edited));
        assertEquals("#-4216532077148373952", get(edited, "#201.m_Father"));
        Document cleared = set("#201.m_Father", "null");
        assertEquals(replaced("m_Father: {fileID: 101}", "m_Father: {fileID: 0}"), text(cleared));
        Document fromNothing = set("#-4216532077148373952.m_Father", "#101");
        assertEquals("#101", get(fromNothing, "#-4216532077148373952.m_Father"));
        assertTrue(refusal(new SetValue(at(doc(), "#201.m_Father").value(), NewValue.parse("#999"), "#201.m_Father")).contains("no node #999"));
    }

    @Test void theSyntheticRootListIsNotEdited() {
        Document doc = doc();
        Location first = at(doc, "$[0]");
        String reason = refusal(new SetValue(first.value(), NewValue.parse("#201"), "$[0]"));
        assertTrue(reason.contains("root list"), reason);
        String removal = refusal(new RemoveChild(first.value(), "$[0]"));
        assertTrue(removal.contains("root list"), removal);
    }

    // ---- structure

    private static int container(Document doc, String path) {
        Location l = at(doc, path);
        return Container.at(doc, l.node(), l.value());
    }

    private static Document insert(String path, int index, String value) {
        Document doc = doc();
        return run(new InsertElement(container(doc, path), index, NewValue.parse(value), path));
    }

    private static Document remove(String path) {
        Document doc = doc();
        return run(new RemoveChild(at(doc, path).value(), path));
    }

    private static Document addField(String path, String name, String value) {
        Document doc = doc();
        return run(new AddField(container(doc, path), name, NewValue.parse(value), path));
    }

    @Test void aBlockSequenceTakesAnItemAtItsSiblingsColumn() {
        assertEquals(replaced("  - first\n  - second\n", "  - first\n  - new one\n  - second\n"), text(insert("#102.items", 1, "\"new one\"")));
        assertEquals(replaced("  - first\n", "  - '0'\n  - first\n"), text(insert("#102.items", 0, "\"0\"")));
        Document appended = insert("#102.items", -1, "\"last\"");
        assertEquals(replaced("  - 'third: quoted'\n", "  - 'third: quoted'\n  - last\n"), text(appended));
        assertEquals(List.of("first", "second", "third: quoted", "last"), snake(appended, 2, "MonoBehaviour").get("items"));
    }

    @Test void aReferenceInsertedAmongKeyedEntriesTakesTheirKey() {
        Document edited = insert("#100.m_Component", -1, "#201");
        assertEquals(replaced("  - component: {fileID: 102}\n", "  - component: {fileID: 102}\n  - component: {fileID: 201}\n"), text(edited));
        Document children = insert("#101.m_Children", 0, "#-4216532077148373952");
        assertEquals(replaced("  - {fileID: 201}\n", "  - {fileID: -4216532077148373952}\n  - {fileID: 201}\n"), text(children));
    }

    @Test void anEmptyListUnderAKeyOpensIntoABlock() {
        Document edited = insert("#201.m_Children", -1, "#-4216532077148373952");
        assertEquals(replaced("  m_Children: []\n  m_Father: {fileID: 101}", "  m_Children:\n  - {fileID: -4216532077148373952}\n  m_Father: {fileID: 101}"),
                text(edited));
        assertEquals("[{\"$ref\":\"#-4216532077148373952\"}]", get(edited, "#201.m_Children"));
        Document strings = insert("#102.targets", -1, "\"a, b\"");
        assertEquals(replaced("  targets: []\n", "  targets:\n  - a, b\n"), text(strings));
    }

    @Test void aBlockSequenceLosesItsLineAndClosesWhenEmpty() {
        assertEquals(replaced("  - second\n", ""), text(remove("#102.items[1]")));
        assertEquals(replaced("  - first\n", ""), text(remove("#102.items[0]")));
        assertEquals(replaced("\n  - 'third: quoted'", ""), text(remove("#102.items[2]")));
        Document emptied = remove("#101.m_Children[0]");
        assertEquals(replaced("  m_Children:\n  - {fileID: 201}\n", "  m_Children: []\n"), text(emptied));
        assertEquals(List.of(), snake(emptied, 1, "Transform").get("m_Children"));
    }

    @Test void aFlowSequenceTakesAndLosesElementsWithTheirCommas() {
        assertEquals(replaced("[1, 2, 3]", "[1, 5, 2, 3]"), text(insert("#102.weights", 1, "5")));
        assertEquals(replaced("[1, 2, 3]", "[1, 2, 3, 4]"), text(insert("#102.weights", -1, "4")));
        assertEquals(replaced("[1, 2, 3]", "[1, 3]"), text(remove("#102.weights[1]")));
        assertEquals(replaced("[1, 2, 3]", "[1, 2]"), text(remove("#102.weights[2]")));
    }

    @Test void aBlockMappingTakesAFieldAtItsKeyColumnAndLosesItsLine() {
        Document added = addField("#102.settings", "mode", "2");
        assertEquals(replaced("    label: fast\n", "    label: fast\n    mode: 2\n"), text(added));
        assertEquals(Map.of("speed", 4, "label", "fast", "mode", 2), snake(added, 2, "MonoBehaviour").get("settings"));
        Document onNode = addField("#100", "m_Note", "\"hi: there\"");
        assertEquals(replaced("  m_IsActive: 1\n", "  m_IsActive: 1\n  m_Note: 'hi: there'\n"), text(onNode));
        assertEquals(replaced("  negative: -3\n", ""), text(remove("#102.negative")));
        assertEquals(replaced("\n    label: fast", ""), text(remove("#102.settings.label")));
    }

    @Test void aMappingInASequenceItemKeepsItsDash() {
        Document edited = remove("#102.m_Modifications[0].target");
        assertEquals(replaced("  - target: {fileID: 101}\n    propertyPath: m_LocalPosition.x\n", "  - propertyPath: m_LocalPosition.x\n"), text(edited));
        Document added = addField("#102.m_Modifications[1]", "note", "\"x\"");
        assertEquals(replaced("    value: Renamed\n", "    value: Renamed\n    note: x\n"), text(added));
    }

    @Test void anEmptyMappingUnderAKeyOpensIntoABlock() {
        Document edited = addField("#102.extras", "a", "1");
        assertEquals(replaced("  extras: {}\n", "  extras:\n    a: 1\n"), text(edited));
    }

    @Test void aFlowMappingIsAFixedStructAndRefusesFields() {
        Document doc = doc();
        String add = refusal(new AddField(container(doc, "#101.m_LocalPosition"), "w", NewValue.parse("1"), "#101.m_LocalPosition"));
        assertTrue(add.contains("flow mapping"), add);
        String rm = refusal(new RemoveChild(at(doc, "#101.m_LocalPosition.z").value(), "#101.m_LocalPosition.z"));
        assertTrue(rm.contains("flow mapping"), rm);
    }

    // ---- documents

    @Test void aNewDocumentOfAKnownClassGoesAtTheEnd() {
        AddNode add = new AddNode("MonoBehaviour", NewField.parseAll(
                "{\"m_GameObject\":{\"$ref\":\"#100\"},\"m_Enabled\":1,\"label\":\"a: b\",\"list\":[{\"$ref\":\"#101\"}],\"none\":[]}"));
        Document added = run(add);
        assertEquals(originalText() + "--- !u!114 &" + add.addedId() + "\nMonoBehaviour:\n  m_GameObject: {fileID: 100}\n  m_Enabled: 1\n"
                + "  label: 'a: b'\n  list:\n  - {fileID: 101}\n  none: []\n", text(added));
        assertEquals("\"a: b\"", get(added, "#" + add.addedId() + ".label"));
        String unknown = refusal(new AddNode("Light"));
        assertTrue(unknown.contains("no Light document"), unknown);
    }

    @Test void deletingADocumentClearsWhatReferredToIt() {
        String still = refusal(new DeleteNode(201, false));
        assertTrue(still.contains("still referenced by"), still);
        Document deleted = run(new DeleteNode(201, true));
        String t = originalText();
        String header = "--- !u!4 &201\n";
        String gone = t.substring(t.indexOf(header), t.indexOf("--- !u!4 &-4216532077148373952"));
        assertEquals(t.replace(gone, "").replace("  m_Children:\n  - {fileID: 201}\n", "  m_Children: []\n")
                .replace("  - component: {fileID: 201}", "  - component: {fileID: 0}"), text(deleted));
    }
}
