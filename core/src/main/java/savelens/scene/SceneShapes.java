package savelens.scene;

import java.util.List;
import java.util.Optional;
import savelens.document.Document;

/** The scene shapes SaveLens knows, and which one a document has. */
public final class SceneShapes {
    // Unity's last: it recognises a scene by fields only Unity writes, so a document of another shape is settled
    // before its look at every GameObject (a helio scene's first object settles it at once).
    private static final List<SceneShape> KNOWN = List.of(GodotSceneShape.INSTANCE, HelioSceneShape.STANDARD, UnitySceneShape.INSTANCE);

    private SceneShapes() {}

    public static List<SceneShape> known() { return KNOWN; }

    /** The shape of a document that is a scene; empty when it is none. */
    public static Optional<SceneShape> of(Document doc) {
        if (doc.isSingleValue()) return Optional.empty();
        for (SceneShape s : KNOWN) if (s.recognises(doc)) return Optional.of(s);
        return Optional.empty();
    }
}
