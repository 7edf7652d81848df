package savelens.scene;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import savelens.document.Document;

/** The scene shapes SaveLens knows, and which one a document has. */
public final class SceneShapes {
    // The shapes formats bring (META-INF/services/savelens.scene.SceneShape: Godot's) first, then helio's; Unity's
    // last: it recognises a scene by fields only Unity writes, so a document of another shape is settled before its
    // look at every GameObject (a helio scene's first object settles it at once).
    private static final List<SceneShape> KNOWN = Stream.concat(
            ServiceLoader.load(SceneShape.class, SceneShapes.class.getClassLoader()).stream().map(ServiceLoader.Provider::get),
            Stream.of(HelioSceneShape.STANDARD, UnitySceneShape.INSTANCE)).toList();

    private SceneShapes() {}

    public static List<SceneShape> known() { return KNOWN; }

    /** The shape of a document that is a scene; empty when it is none. */
    public static Optional<SceneShape> of(Document doc) {
        if (doc.isSingleValue()) return Optional.empty();
        for (SceneShape s : KNOWN) if (s.recognises(doc)) return Optional.of(s);
        return Optional.empty();
    }
}
