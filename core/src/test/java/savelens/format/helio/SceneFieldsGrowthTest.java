package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;

/**
 * The fields noted while a big document is read go into arrays made as long as a scene of its length needs, and grown
 * to what the whole text needs at the rate met so far where that is not enough, not doubled a score of times from a
 * thousand entries; what is noted reads back the same. Counts copies, never time.
 */
class SceneFieldsGrowthTest {
    private static final int NODES = 200_000;
    private static final int BYTES_PER_NODE = 120;

    /**
     * A scene's notes are made once at the length its text foretells: no array is grown nor trimmed (each such copy of
     * a big scene's notes is an array of a megabyte or more, allocated apart by the collector, which may start a
     * concurrent mark in a heap that has just taken the text).
     */
    @Test void aGeneratedScenesNotesAreMadeOnceAtTheirLength() {
        byte[] text = SceneGenerator.generate(200_000, SceneGenerator.DEFAULT_SEED);
        Document doc = new HelioFormat().read(text, ReadContext.of(Path.of("scene.json")), true);
        HelioSceneFields noted = ((HelioSyntax) doc.syntax()).sceneFields(doc);
        assertEquals(0, noted.growths(), "arrays grown for " + text.length + " bytes: " + noted.fieldCount() + " fields");
        assertEquals(0, noted.trims(), "arrays trimmed");
    }

    @Test void aSteadyDocumentGrowsEachArrayAFewTimesAndReadsBackItsFields() {
        HelioSceneFields fields = new HelioSceneFields(NODES * BYTES_PER_NODE);
        for (int node = 0; node < NODES; node++) {
            int at = node * BYTES_PER_NODE;
            fields.beginNode(node);
            fields.field(0, 10 * node, JsonIndex.STRING, at + 10); // name
            fields.field(5, 10 * node + 1, JsonIndex.NUMBER, at + 40); // parent
            if (fields.field(6, 10 * node + 2, JsonIndex.ARRAY, at + 60)) { // children, two each
                fields.element(10 * node + 3, JsonIndex.NUMBER);
                fields.element(10 * node + 4, JsonIndex.NUMBER);
                fields.endArray();
            }
        }
        // Three kinds of array (per node, per field, per element), from 1,024 entries each: doubling alone grows them
        // 8, 10 and 10 times (28); at most three times each here.
        assertTrue(fields.growths() <= 9, fields.growths() + " growths");

        int[] field = new int[HelioSceneFields.NAMES.length];
        byte[] kind = new byte[field.length];
        long[] start = new long[field.length];
        long[] end = new long[field.length];
        for (int node : new int[] {0, 1, NODES / 2, NODES - 1}) {
            java.util.Arrays.fill(field, -1);
            List<Integer> children = new ArrayList<>();
            fields.read(node, field, kind, start, end, (f, v, k) -> children.add(v));
            assertEquals(10 * node, field[0]);
            assertEquals(node * BYTES_PER_NODE + 10, start[0]);
            assertEquals(10 * node + 1, field[5]);
            assertEquals(10 * node + 2, field[6]);
            assertEquals(List.of(10 * node + 3, 10 * node + 4), children);
        }
    }
}
