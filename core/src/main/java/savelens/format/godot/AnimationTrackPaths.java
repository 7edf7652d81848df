package savelens.format.godot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import savelens.index.ValueIndex;

/**
 * The animation tracks of a scene's {@code AnimationPlayer}s whose NodePath names no node. A track's path is a value,
 * not a reference (nothing lists it in {@code node_paths}), and is read from the player's {@code root_node}
 * ({@code ".."}, the player's parent, unless written): a node renamed or removed leaves it naming nothing, which
 * Godot only says when the animation plays. The animations are found through the player's {@code libraries}
 * (Godot 4: an {@code AnimationLibrary} whose {@code _data} names them) or its {@code anims/…} (Godot 3), as
 * sub-resources of this file; a path into an instanced scene is checked when that scene is at hand and skipped
 * when it is not.
 */
final class AnimationTrackPaths {
    /** A track path that names no node: the value holding it and what is wrong. */
    record Finding(int value, String message) {}

    private final SceneLayout layout;
    private final GodotTextIndex index;
    private final InstancedScenes scenes;
    private final List<Finding> found = new ArrayList<>();
    private final Set<String> checked = new HashSet<>();

    private AnimationTrackPaths(SceneLayout layout, GodotTextIndex index, InstancedScenes scenes) {
        this.layout = layout;
        this.index = index;
        this.scenes = scenes;
    }

    static List<Finding> check(SceneLayout layout, GodotTextIndex index, InstancedScenes scenes) {
        AnimationTrackPaths a = new AnimationTrackPaths(layout, index, scenes);
        for (int s = 0; s < layout.sections.size(); s++) {
            Section sec = layout.sections.get(s);
            if (sec.tag().equals(Section.NODE) && layout.hasPath(s) && "AnimationPlayer".equals(SceneLayout.text(index, index.member(sec.value(), "type")))) {
                a.player(s, sec.value());
            }
        }
        return a.found;
    }

    private void player(int s, int section) {
        int rootNode = index.member(section, "root_node");
        String written = rootNode >= 0 && index.variant(rootNode) == ValueTable.NODE_PATH ? ReferenceText.nodePath(index.raw(rootNode)) : "..";
        String base = SceneLayout.resolve(layout.nodePath(s), written);
        if (base == null) return; // the root node is outside the scene: nothing here to check against
        int libraries = index.member(section, "libraries");
        if (libraries >= 0 && index.isContainer(libraries)) {
            for (int lib = index.firstChild(libraries); lib >= 0; lib = index.nextSibling(lib)) {
                int library = subResource(lib);
                int data = library < 0 ? -1 : index.member(library, "_data");
                if (data < 0 || !index.isContainer(data)) continue;
                for (int a = index.firstChild(data); a >= 0; a = index.nextSibling(a)) animation(subResource(a), base, written);
            }
        }
        for (int m = index.firstChild(section); m >= 0; m = index.nextSibling(m)) {
            if (index.name(m) != null && index.name(m).startsWith("anims/")) animation(subResource(m), base, written);
        }
    }

    /** The section value of the sub-resource a value names, or -1. */
    private int subResource(int v) {
        if (index.variant(v) != ValueTable.SUB_RESOURCE) return -1;
        Integer s = layout.subById.get(ReferenceText.id(index.raw(v)));
        return s == null ? -1 : layout.sections.get(s).value();
    }

    private void animation(int animation, String base, String rootNode) {
        if (animation < 0 || !checked.add(animation + " " + base)) return;
        for (int m = index.firstChild(animation); m >= 0; m = index.nextSibling(m)) {
            String name = index.name(m);
            if (name == null || !name.startsWith("tracks/") || !name.endsWith("/path") || index.variant(m) != ValueTable.NODE_PATH) continue;
            String track = ReferenceText.nodePath(index.raw(m));
            String path = SceneLayout.resolve(base, track);
            String missing = path == null ? null : missing(path);
            if (missing != null) {
                found.add(new Finding(m, "animation track " + index.raw(m) + " names no node: read from its player's root node "
                        + GodotStrings.quote(rootNode) + " it leads to " + path + ", " + missing));
            }
        }
    }

    /** Null when a node is at this path from the root (or may be, in a scene not at hand); else what is missing. */
    private String missing(String path) {
        if (layout.node(path) >= 0) return null;
        int inst = layout.instanceOnTheWay(path);
        if (inst < 0) return "which is no node of this scene";
        String res = SceneLayout.text(index, index.member(layout.sections.get(layout.instanceOf[inst]).value(), "path"));
        Path scene = scenes.find(res);
        if (scene == null || scenes.holds(scene, layout.below(inst, path)) != InstancedScenes.Held.NO) return null;
        return "which " + res + " does not have";
    }
}
