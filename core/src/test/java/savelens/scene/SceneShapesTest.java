package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.json.JsonIndex;

/** The shapes come from the formats, and are tried in the order they declare, not in the order they are listed. */
class SceneShapesTest {
    @Test void everyFormatsShapeIsFoundAndTriedInItsDeclaredOrder() {
        List<String> names = SceneShapes.known().stream().map(SceneShape::name).toList();
        assertEquals(List.of("godot", "helio", "unity"), names);
        List<Integer> orders = SceneShapes.known().stream().map(SceneShape::recognitionOrder).toList();
        assertEquals(orders.stream().sorted().toList(), orders);
    }

    @Test void aMarshalSaveIsNoSceneAndItsFormatDeclaresNoShape() {
        Document doc = Formats.read(Fixtures.bytes("rpgmaker-xp/Save1.rxdata"), ReadContext.of(Fixtures.path("rpgmaker-xp/Save1.rxdata")));
        assertNull(doc.syntax().sceneShape());
        assertEquals(Optional.empty(), SceneShapes.of(doc));
    }

    /** A JSON dialect whose format declares no scene shape is not looked through for one: nothing of its text is read again. */
    @Test void aDialectWithoutAShapeIsNotLookedThrough() {
        Document doc = jackson("label");
        assertEquals("jackson-identity", doc.syntax().name());
        long before = JsonIndex.rescannedBytes();
        assertEquals(Optional.empty(), SceneShapes.of(doc));
        assertEquals(0, JsonIndex.rescannedBytes() - before, "text read again to look for a scene");
    }

    /** Nor is it a scene when its nodes have the helio shape's fields: that shape is helio's format's alone. */
    @Test void aDialectWithoutAShapeIsNoSceneWhateverItsFields() {
        assertEquals(Optional.empty(), SceneShapes.of(jackson("parent")));
    }

    /** A Jackson document of 200 nodes under a top node with {@code field} and a {@code children} list. */
    private static Document jackson(String field) {
        StringBuilder nodes = new StringBuilder();
        for (int i = 1; i <= 200; i++) {
            if (i > 1) nodes.append(',');
            nodes.append("{\"@id\":\"n").append(i).append("\",\"label\":\"node ").append(i).append("\",\"size\":").append(i).append('}');
        }
        String text = "{\"@id\":\"top\",\"" + field + "\":null,\"children\":[" + nodes + "]}";
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("graph.json")));
    }

    @Test void aHelioSceneIsStillFound() {
        assertEquals("helio", SceneShapes.of(HelioScenes.read(new HelioScenes().scene("S", true, 1)
                .object(1, "Root", "Untagged", 0, true, -1, HelioScenes.kids()).text())).map(SceneShape::name).orElse(null));
    }
}
