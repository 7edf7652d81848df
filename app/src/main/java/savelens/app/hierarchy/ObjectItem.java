package savelens.app.hierarchy;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * A row of the Hierarchy whose children are made the first time they are asked for, so that a scene of
 * 100,000 objects costs only the rows the user unfolds. A row of a filter's flat list has none.
 */
final class ObjectItem extends TreeItem<SceneObject> {
    /**
     * The scene shown now, asked when a level is made: rows stay when the scene is carried over to an edited document
     * (the same objects), and holding the scene they were made from would keep the document before and its text.
     */
    private final Supplier<SceneHierarchy> scene;
    private final boolean flat;
    private final Consumer<Runnable> aroundLoad;
    private boolean loaded;

    /** {@code aroundLoad} runs the making of a level (the view keeps JavaFX's focus model out of it). */
    ObjectItem(Supplier<SceneHierarchy> scene, SceneObject object, boolean flat, Consumer<Runnable> aroundLoad) {
        super(object);
        this.scene = scene;
        this.flat = flat;
        this.aroundLoad = aroundLoad;
    }

    @Override public boolean isLeaf() { return flat || getValue().children().isEmpty(); }

    @Override public ObservableList<TreeItem<SceneObject>> getChildren() {
        if (!loaded) {
            loaded = true;
            SceneHierarchy shown = scene.get();
            if (shown != null && !isLeaf()) {
                List<SceneObject> children = shown.children(getValue());
                @SuppressWarnings("unchecked")
                TreeItem<SceneObject>[] items = new TreeItem[children.size()];
                for (int i = 0; i < items.length; i++) items[i] = new ObjectItem(scene, children.get(i), false, aroundLoad);
                aroundLoad.accept(() -> super.getChildren().setAll(items));
            }
        }
        return super.getChildren();
    }

    boolean isLoaded() { return loaded; }
}
