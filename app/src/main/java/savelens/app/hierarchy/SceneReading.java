package savelens.app.hierarchy;

import java.util.List;
import java.util.TreeSet;
import savelens.document.Document;
import savelens.progress.ReadProgress;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;
import savelens.scene.SceneObject;

/**
 * What the Hierarchy offers of a scene read on a worker beside its rows: its tags as choices (sorted), its places'
 * names, whether any object has a visible flag, and the scene's findings. Each is a walk over every object, so they
 * are worked out after the scene's rows are listed ({@link #of(SceneHierarchy)}), not before.
 */
record SceneReading(SceneHierarchy scene, List<String> tags, SceneNames names, boolean hasVisibility) {
    static final SceneReading NONE = new SceneReading(null, List.of(), null, false);

    /**
     * The document read as a scene, with its top objects made (the rows the Hierarchy lists first) and its components'
     * objects known; every other object is made when asked for, or all at once by {@link #of(SceneHierarchy)}. Its
     * findings are left for that step too: the rows need none, and the findings' list waits for the names. Null when
     * it is no scene.
     */
    static SceneHierarchy hierarchyOf(Document doc) {
        SceneHierarchy scene = SceneHierarchy.forObjects(doc).orElse(null);
        if (scene != null) scene.prepareRows();
        return scene;
    }

    /** The scene's tags, names and visible flags, its findings and every object built on the way. */
    static SceneReading of(SceneHierarchy scene) {
        scene.diagnostics(); // here, not where a view first asks for them
        TreeSet<String> tags = new TreeSet<>();
        boolean visibility = false;
        List<SceneObject> objects = scene.objects();
        for (int i = 0; i < objects.size(); i++) {
            ReadProgress.checkCancelled(i); // a Cancel reaches the worker here too
            SceneObject o = objects.get(i);
            tags.addAll(o.tags());
            visibility |= o.hasVisibility();
        }
        return new SceneReading(scene, List.copyOf(tags), SceneNames.of(scene), visibility);
    }

    /** The document's scene and all that is offered of it, at once, or {@link #NONE} when it is not one. */
    static SceneReading of(Document doc) {
        SceneHierarchy scene = hierarchyOf(doc);
        return scene == null ? NONE : of(scene);
    }
}
