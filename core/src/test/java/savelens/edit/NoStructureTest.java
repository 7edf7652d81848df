package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Syntax;
import savelens.file.Formats;
import savelens.format.JsonStructure;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.json.JsonText;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * A syntax that gives no structure is not taken for JSON: structural edits are refused with that reason, and the
 * JSON formats give JSON text's structure themselves.
 */
class NoStructureTest {
    /** JSON text read by a syntax that says nothing of how its containers gain or lose children. */
    private static final class Bare implements Syntax {
        @Override public String name() { return "bare"; }
        @Override public String numberText(String literal) { return literal; }
        @Override public String stringText(String value) { return JsonText.quote(value); }
        @Override public String referenceText(NodeId id) { return null; }
        @Override public boolean referencesNeedRegistry() { return false; }
        @Override public Document reread(byte[] text) {
            JsonIndex json = JsonIndexer.index(text);
            DocumentBuilder b = new DocumentBuilder(json);
            b.addNode(NodeId.of(0), "Root", 0, 0);
            b.root(0);
            return b.build(this, TypeRegistry.EMPTY, RegistrySource.NONE);
        }
    }

    private static final String TEXT = "{\"list\":[1,2],\"name\":\"a\"}";

    @Test void structuralEditsAreRefusedWithTheReason() {
        Document doc = new Bare().reread(TEXT.getBytes(StandardCharsets.UTF_8));
        assertNull(doc.syntax().structure());
        int list = doc.childNamed(0, "list");
        String why = "bare documents take no structural edits: their syntax does not say how a container gains or loses a child";
        assertEquals(why, assertThrows(EditRefusedException.class,
                () -> new InsertElement(list, -1, NewValue.parse("3"), "$.list").execute(doc)).getMessage());
        assertEquals(why, assertThrows(EditRefusedException.class,
                () -> new RemoveChild(doc.childAt(list, 0), "$.list[0]").execute(doc)).getMessage());
        assertEquals(why, assertThrows(EditRefusedException.class,
                () -> new AddField(0, "extra", NewValue.parse("1"), "$").execute(doc)).getMessage());
        assertFalse(AddNode.takesNewNodes(doc));
        // A scalar edit needs no structure.
        Document set = new SetValue(doc.childNamed(0, "name"), NewValue.parse("\"b\""), "$.name").execute(doc);
        assertArrayEquals("{\"list\":[1,2],\"name\":\"b\"}".getBytes(StandardCharsets.UTF_8), set.text());
    }

    @Test void jsonFormatsGiveJsonTextsStructure() {
        for (String f : new String[] {"helio/island.json", "cyclejs/crew.json"}) {
            Document doc = Formats.open(Fixtures.path(f), ReadContext.of(Fixtures.path(f)));
            assertInstanceOf(JsonStructure.class, doc.syntax().structure(), f);
        }
    }
}
