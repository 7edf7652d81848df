package savelens.scene;

import java.util.ArrayList;
import java.util.List;

/**
 * Each object's scene path: the names from the top of the hierarchy down to it, the top object's own name first
 * ({@code Main/MobTimer}), joined by {@code /}. A {@code /} inside a name is written {@code \/} (and a
 * {@code \} as {@code \\}, so a path reads back one way); an object without a name goes by its id; a name shared
 * by siblings (the top objects count as siblings) gets its 1-based place among them: {@code Enemy[1]},
 * {@code Enemy[2]}.
 *
 * <p>Only each object's place among same-named siblings is kept (one int per object); a path is put together when
 * asked for, so a scene of a million objects does not hold a million strings.
 */
public final class ScenePaths {
    private final SceneHierarchy scene;
    private final int[] sameNamePlace; // per object in hierarchy order: 0 when its name is its own, else 1-based

    private ScenePaths(SceneHierarchy scene) {
        this.scene = scene;
        this.sameNamePlace = scene.sameNamePlaces();
    }

    public static ScenePaths of(SceneHierarchy scene) { return new ScenePaths(scene); }

    private ScenePaths(SceneHierarchy scene, int[] sameNamePlace) {
        this.scene = scene;
        this.sameNamePlace = sameNamePlace;
    }

    /** These paths for {@code next}, this scene carried over to another document ({@link SceneHierarchy#following}): nothing is numbered again. */
    ScenePaths over(SceneHierarchy next) {
        if (!next.sameObjectsAs(scene)) throw new IllegalArgumentException("another scene's objects");
        return new ScenePaths(next, sameNamePlace);
    }

    /** True when both number the same objects the same way (one was carried over from the other). */
    boolean sameAs(ScenePaths other) { return other != null && sameNamePlace == other.sameNamePlace; }

    private int placeOf(SceneObject o) { return scene.placeOf(o.node()); }

    /** The object's scene path. */
    public String of(SceneObject object) {
        List<SceneObject> up = new ArrayList<>(object.depth() + 1);
        for (SceneObject o = object; o != null; o = o.parent() < 0 ? null : scene.object(o.parent())) up.add(o);
        StringBuilder b = new StringBuilder();
        for (int i = up.size() - 1; i >= 0; i--) {
            if (b.length() > 0) b.append('/');
            b.append(segment(up.get(i)));
        }
        return b.toString();
    }

    /** The object's own step of its path: its name written for a path, with its place among same-named siblings. */
    public String segment(SceneObject o) {
        String name = o.name().isEmpty() ? o.id().toString() : o.name().replace("\\", "\\\\").replace("/", "\\/");
        int n = sameNamePlace[placeOf(o)];
        return n == 0 ? name : name + "[" + n + "]";
    }

    /**
     * Every object's path in hierarchy order, worked out from its parent's (each path built once, however deep):
     * {@code paths.get(i)} is the path of {@code scene.objects().get(i)}.
     */
    public List<String> all() {
        List<SceneObject> objects = scene.objects();
        List<String> out = new ArrayList<>(objects.size());
        List<String> above = new ArrayList<>(); // the path at each depth on the way down
        for (SceneObject o : objects) {
            String parent = o.parent() < 0 ? null : o.depth() > 0 && o.depth() <= above.size() ? above.get(o.depth() - 1) : of(scene.object(o.parent()));
            String path = parent == null ? segment(o) : parent + "/" + segment(o);
            while (above.size() > o.depth()) above.remove(above.size() - 1);
            above.add(path);
            out.add(path);
        }
        return out;
    }
}
