package savelens.app.hierarchy;

import java.util.List;
import java.util.TreeSet;
import savelens.document.Document;
import savelens.progress.ReadProgress;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;
import savelens.scene.SceneObject;

/**
 * A document read as a scene on a worker, with what the Hierarchy offers as choices (its tags, sorted), its places'
 * names, and whether any object has a visible flag (a walk over every object, done here rather than on the FX thread).
 */
record SceneReading(SceneHierarchy scene, List<String> tags, SceneNames names, boolean hasVisibility) {
    static final SceneReading NONE = new SceneReading(null, List.of(), null, false);

    /** The document's scene, or {@link #NONE} when it is not one. */
    static SceneReading of(Document doc) {
        SceneHierarchy scene = SceneHierarchy.of(doc).orElse(null);
        if (scene == null) return NONE;
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
}
