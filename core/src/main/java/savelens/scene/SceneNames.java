package savelens.scene;

import java.util.ArrayDeque;
import java.util.Deque;
import savelens.document.Document;
import savelens.index.ValueIndex;

/**
 * What a scene's author calls a place in its document: an object by its scene path ({@code Rooms/Secret/Treasure}),
 * a component as {@code Rooms/Secret/Treasure › Transform}, and a value of either as
 * {@code Rooms/Secret/Treasure › Transform.m_LocalPosition.x} (an object's own fields under its type,
 * {@code Main/MobTimer › Timer.wait_time}). Places that belong to no object have no such name (null): they keep
 * their reference path.
 */
public final class SceneNames {
    /** Between an object's path and what of it is named: not {@code /} or {@code .}, which names may hold. */
    public static final String STEP = " › ";

    private final SceneHierarchy scene;
    private final ScenePaths paths;

    private SceneNames(SceneHierarchy scene) {
        this.scene = scene;
        this.paths = ScenePaths.of(scene);
    }

    public static SceneNames of(SceneHierarchy scene) { return new SceneNames(scene); }

    private SceneNames(SceneHierarchy scene, ScenePaths paths) {
        this.scene = scene;
        this.paths = paths;
    }

    /** These names for {@code next}, this scene carried over to another document ({@link SceneHierarchy#following}). */
    public SceneNames following(SceneHierarchy next) { return new SceneNames(next, paths.over(next)); }

    /** True when {@code other} names the same objects the same way (one was carried over from the other). */
    public boolean sameNamesAs(SceneNames other) {
        return other != null && scene.sameObjectsAs(other.scene) && paths.sameAs(other.paths);
    }

    public SceneHierarchy scene() { return scene; }

    public ScenePaths paths() { return paths; }

    /** The object's path, {@code Object › Component} for a component, or null for a node of neither. */
    public String node(int node) {
        SceneObject o = scene.object(node);
        if (o != null) return paths.of(o);
        SceneObject owner = scene.objectContaining(node);
        if (owner == null) return null;
        return paths.of(owner) + STEP + kind(owner, node);
    }

    /** {@code Object › Kind.field…} for a value inside an object's or a component's own fields, else null. */
    public String value(int value) {
        Document doc = scene.document();
        int owner = doc.ownerNode(value);
        if (owner < 0) return null;
        SceneObject object = scene.objectContaining(owner);
        if (object == null) return null;
        String kind = object.node() == owner ? typeOf(doc, owner) : kind(object, owner);
        StringBuilder b = new StringBuilder(kind);
        ValueIndex json = doc.index();
        Deque<Integer> steps = new ArrayDeque<>();
        int body = doc.body(owner);
        for (int v = value; v >= 0 && v != body; v = json.parent(v)) steps.push(v);
        for (int step : steps) {
            if (json.parent(step) < 0) break;
            if (json.kind(json.parent(step)) == ValueIndex.ARRAY) b.append('[').append(doc.indexInParent(step)).append(']');
            else b.append(b.length() == 0 ? "" : ".").append(doc.name(step));
        }
        return paths.of(object) + STEP + b;
    }

    private static String typeOf(Document doc, int node) {
        String type = doc.type(node);
        return type == null || type.isEmpty() ? "" : type;
    }

    private String kind(SceneObject object, int component) {
        for (SceneComponent c : object.components()) if (c.node() == component) return c.kind();
        return typeOf(scene.document(), component);
    }
}
