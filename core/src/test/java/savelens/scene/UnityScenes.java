package savelens.scene;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** The Unity scenes of the repository's fixtures, and reading Unity text written in a test. */
final class UnityScenes {
    private UnityScenes() {}

    static final String HEADER = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n";

    /** {@code fixtures/unity/village.unity}: a 2022 scene with prefab instances, negative ids and a {@code SceneRoots}. */
    static final String VILLAGE = new String(Fixtures.bytes("unity/village.unity"), StandardCharsets.UTF_8);

    /** {@code fixtures/unity/camp-2017.unity}: {@code - 4:} component entries, {@code m_RootOrder}, an old {@code Prefab}. */
    static final String OLD = new String(Fixtures.bytes("unity/camp-2017.unity"), StandardCharsets.UTF_8);

    static Document read(String text, String name) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of(name)));
    }

    static SceneHierarchy hierarchy(String text) {
        return SceneHierarchy.of(read(text, "scene.unity")).orElseThrow(() -> new AssertionError("not read as a scene"));
    }
}
