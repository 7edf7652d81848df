package savelens.app.hierarchy;

import java.util.List;
import savelens.document.Document;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;

/**
 * What the Hierarchy offers of a scene read on a worker beside its rows: its tags as choices (sorted), its places'
 * names, whether any object has a visible flag, and the scene's findings. Each is a walk over every object, so they
 * are worked out after the scene's rows are listed ({@link #of(SceneHierarchy)}), not before.
 */
record SceneReading(SceneHierarchy scene, List<String> tags, SceneNames names, boolean hasVisibility) {
    static final SceneReading NONE = new SceneReading(null, List.of(), null, false);

    /**
     * The document read as a scene, with its top objects made (the rows the Hierarchy lists first) and its components'
     * objects known; every other object is made when asked for (a filter asks for all). Its
     * findings are left for that step too: the rows need none, and the findings' list waits for the names. Null when
     * it is no scene.
     */
    static SceneHierarchy hierarchyOf(Document doc) {
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElse(null);
        if (scene != null) scene.prepareRows();
        return scene;
    }

    /**
     * The scene's tags, names and visible flags and its findings, read from the scene's arrays: no object is built for
     * them (a million at once made a long pause of the collector), only the rows shown and what a filter asks for.
     */
    static SceneReading of(SceneHierarchy scene) {
        scene.diagnostics(); // here, not where a view first asks for them
        List<String> tags = scene.tags();
        return new SceneReading(scene, tags, SceneNames.of(scene), scene.hasVisibility());
    }

    /** The document's scene and all that is offered of it, at once, or {@link #NONE} when it is not one. */
    static SceneReading of(Document doc) {
        SceneHierarchy scene = hierarchyOf(doc);
        return scene == null ? NONE : of(scene);
    }
}
