package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;

/**
 * The scene read again after an edit patched into a big document (the window does so after an edit the scene may
 * see) reads the edited text through its pieces: writing it flat would copy the whole file per edit.
 */
class SceneInPiecesTest {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("scene.json"));

    @Test void aSceneReadAfterPatchedEditsCopiesNoTextAndIsTheSceneOfAFreshRead() {
        Document doc = Formats.read(SceneGenerator.generate(3_000, SceneGenerator.DEFAULT_SEED), CONTEXT);
        doc = set(doc, "$.roots[0].name", "\"Renamed \\\"gate\\\" é\"");
        doc = set(doc, "$.roots[0].components[0].hp", "7");
        assertTrue(((JsonIndex) doc.index()).textInPieces(), "the edits were patched in");

        long flattened = JsonIndex.flattenedBytes();
        List<String> edited = described(SceneHierarchy.of(doc).orElseThrow());
        assertEquals(0, JsonIndex.flattenedBytes() - flattened, "no text was written flat to read the scene");

        List<String> fresh = described(SceneHierarchy.of(Formats.read(doc.text(), CONTEXT)).orElseThrow());
        assertEquals(fresh, edited);
        assertTrue(edited.get(0).startsWith("Renamed \"gate\" é "), edited.get(0));
    }

    private static Document set(Document doc, String path, String json) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        return new SetValue(v, NewValue.parse(json), path).execute(doc);
    }

    /** Each object as its name, its components' kinds and its place, depth-first. */
    private static List<String> described(SceneHierarchy scene) {
        return scene.objects().stream()
                .map(o -> o.name() + " " + o.components().stream().map(SceneComponent::kind).toList() + " " + o.parent() + " " + o.depth())
                .toList();
    }
}
