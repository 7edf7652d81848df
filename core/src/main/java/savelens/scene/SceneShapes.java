package savelens.scene;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import savelens.document.Document;
import savelens.document.Syntax;

/**
 * The scene shapes SaveLens knows, and which one a document has. Each format brings its own
 * ({@code META-INF/services/savelens.scene.SceneShape}); they are tried in their {@link SceneShape#recognitionOrder()}.
 */
public final class SceneShapes {
    private static final List<SceneShape> KNOWN = ServiceLoader.load(SceneShape.class, SceneShapes.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get)
            .sorted(Comparator.comparingInt(SceneShape::recognitionOrder).thenComparing(SceneShape::name))
            .toList();

    private SceneShapes() {}

    /** Every shape, in the order they are tried. */
    public static List<SceneShape> known() { return KNOWN; }

    /**
     * The shape of a document that is a scene; empty when it is none. Only the shape its format declares looks
     * (none for a format without one: a Marshal save is not looked through node by node); every shape looks at a
     * document no format read.
     */
    public static Optional<SceneShape> of(Document doc) {
        if (doc.isSingleValue()) return Optional.empty();
        Syntax syntax = doc.syntax();
        String declared = syntax == null ? null : syntax.sceneShape();
        if (syntax != null && declared == null) return Optional.empty();
        for (SceneShape s : KNOWN) {
            if ((declared == null || declared.equals(s.name())) && s.recognises(doc)) return Optional.of(s);
        }
        return Optional.empty();
    }
}
