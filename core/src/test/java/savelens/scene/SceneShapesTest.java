package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shapes come from the formats, and are tried in the order they declare, not in the order they are listed. */
class SceneShapesTest {
    @Test void everyFormatsShapeIsFoundAndTriedInItsDeclaredOrder() {
        List<String> names = SceneShapes.known().stream().map(SceneShape::name).toList();
        assertEquals(List.of("godot", "helio", "unity"), names);
        List<Integer> orders = SceneShapes.known().stream().map(SceneShape::recognitionOrder).toList();
        assertEquals(orders.stream().sorted().toList(), orders);
    }
}
