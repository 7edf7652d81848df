package savelens.app.hierarchy;

import java.util.List;
import java.util.TreeSet;
import savelens.document.Document;
import savelens.progress.ReadProgress;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneNames;
import savelens.scene.SceneObject;

/** A document read as a scene on a worker, with what the Hierarchy offers as choices (its tags, sorted) and its places' names. */
record SceneReading(SceneHierarchy scene, List<String> tags, SceneNames names) {
    static final SceneReading NONE = new SceneReading(null, List.of(), null);

    /** The document's scene, or {@link #NONE} when it is not one. */
    static SceneReading of(Document doc) {
        SceneHierarchy scene = SceneHierarchy.of(doc).orElse(null);
        if (scene == null) return NONE;
        TreeSet<String> tags = new TreeSet<>();
        List<SceneObject> objects = scene.objects();
        for (int i = 0; i < objects.size(); i++) {
            ReadProgress.checkCancelled(i); // a Cancel reaches the worker here too
            tags.addAll(objects.get(i).tags());
        }
        return new SceneReading(scene, List.copyOf(tags), SceneNames.of(scene));
    }
}
