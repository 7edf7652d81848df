package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A string's end found through a text in pieces: the same as in the flat text, escapes and window edges included. */
class ScalarEndInPiecesTest {
    @Test void everyStringEndsWhereTheFlatTextSays() {
        Random r = new Random(5);
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < 400; i++) {
            if (i > 0) b.append(',');
            b.append('"');
            int n = r.nextInt(150); // past the 64-byte window now and then
            for (int c = 0; c < n; c++) b.append(switch (r.nextInt(8)) { case 0 -> "\\\""; case 1 -> "\\\\"; case 2 -> "é"; default -> "x"; });
            b.append('"');
        }
        JsonIndex json = JsonIndexer.index(b.append(']').toString().getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 30; i++) { // scalar edits patched in: the text ends up in many pieces
            int v = json.child(0, r.nextInt(400));
            json = json.replacedBy(v, ("\"" + "\\\"".repeat(r.nextInt(40)) + "\"").getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(json.textInPieces());
        byte[] flat = json.textBytes(0, json.textLength());
        for (int k = 0; k < 400; k++) {
            int v = json.child(0, k);
            assertEquals(JsonText.stringEnd(flat, json.startInt(v)), json.scalarEnd(json.startInt(v)), "string " + k);
            assertEquals(json.end(v), json.scalarEnd(json.start(v)), "string " + k);
        }
        assertTrue(json.textInPieces(), "nothing wrote it flat");
    }
}
