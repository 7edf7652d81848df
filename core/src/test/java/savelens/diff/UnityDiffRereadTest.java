package savelens.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.format.unity.UnitySceneGenerator;
import savelens.format.unity.UnityYamlIndex;

/**
 * A diff of two Unity scenes of 100,000 nodes ({@link UnitySceneGenerator}) that differ in a few values, counted in
 * bytes of text the index reads again ({@link UnityYamlIndex#rescannedBytes}), never timed: the load notes where each
 * document is written, so unchanged documents are compared by their text. Before, the diff hashed every value of both
 * scenes, reading each text again once over.
 */
class UnityDiffRereadTest {
    @Test
    void aDiffOfAFewEditsReadsAgainOnlyTheDocumentsTheyAreIn() {
        byte[] text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
        byte[] edited = text.clone();
        String s = new String(text, StandardCharsets.ISO_8859_1); // byte for byte
        int edits = 0;
        for (int k = 0; k < 3; k++) { // a behaviour's hit points near the start, a third and two thirds in
            int digit = s.indexOf("hitPoints: ", s.length() / 3 * k) + "hitPoints: ".length();
            edited[digit] = (byte) (edited[digit] == '9' ? '8' : edited[digit] + 1);
            edits++;
        }
        Document a = read(text), b = read(edited);
        long before = UnityYamlIndex.rescannedBytes();
        List<Change> changes = DocumentDiff.between(a, b, Alignment.BY_ID);
        long reread = UnityYamlIndex.rescannedBytes() - before;
        assertEquals(edits, changes.size(), changes::toString);
        assertEquals(changes.toString(), DocumentDiff.betweenHashingEverything(a, b, Alignment.BY_ID).toString());
        assertTrue(reread < 0.01 * 2 * text.length, "the diff read again " + reread + " bytes of " + 2 * text.length);
    }

    private static Document read(byte[] bytes) {
        return Formats.read(bytes, ReadContext.of(Path.of("scene.unity")));
    }
}
