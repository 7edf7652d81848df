package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** The codec refuses what JSON could not carry back: values that decode to infinity or NaN. */
class JacksonComponentCodecTest {
    record Point(double x, double y) {}

    record Small(float f) {}

    record Body(Point at, int mass) {}

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void overflowingLiteralsAreRefusedNamingTheField() throws Exception {
        JacksonComponentCodec<Point> point = new JacksonComponentCodec<>(Point.class);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> point.fromJson(json.readTree("{\"x\":1e999,\"y\":0.0}")));
        assertEquals("field x: number out of range: values must be finite", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> point.fromJson(json.readTree("{\"x\":0.0,\"y\":-1e400}")));
        // an integer literal too long for a double overflows the same way
        assertThrows(IllegalArgumentException.class, () -> point.fromJson(json.readTree("{\"x\":1" + "0".repeat(400) + ",\"y\":0}")));
        // in range, however large, is kept
        assertEquals(new Point(1e300, -1e-300), point.fromJson(json.readTree("{\"x\":1e300,\"y\":-1e-300}")));
    }

    @Test
    void aValueFiniteAsADoubleButNotAsAFloatIsRefused() throws Exception {
        JacksonComponentCodec<Small> small = new JacksonComponentCodec<>(Small.class);
        assertThrows(IllegalArgumentException.class, () -> small.fromJson(json.readTree("{\"f\":1e39}")));
        assertEquals(new Small(2.5f), small.fromJson(json.readTree("{\"f\":2.5}")));
    }

    @Test
    void nonFiniteNodesBuiltInProcessAreRefusedToo() {
        JacksonComponentCodec<Body> body = new JacksonComponentCodec<>(Body.class);
        ObjectNode at = JsonNodeFactory.instance.objectNode().put("x", 1.0);
        at.set("y", DoubleNode.valueOf(Double.NaN));
        JsonNode value = JsonNodeFactory.instance.objectNode().put("mass", 3).set("at", at);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> body.fromJson(value));
        assertTrue(e.getMessage().startsWith("field at.y: "), e.getMessage());
    }
}
