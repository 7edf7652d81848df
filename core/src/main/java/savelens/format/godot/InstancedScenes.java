package savelens.format.godot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The scenes a file instances, read on demand to see whether a path through an instanced node names a node in
 * there. Each is read once (its sections only); a path that goes on through an instanced node of that scene is
 * followed into the scene that one instances, as Godot builds nested instances.
 */
final class InstancedScenes {
    /** Whether a scene holds a node: yes, no, or unknown (not a text scene, unreadable, or too deep). */
    enum Held { YES, NO, UNKNOWN }

    private static final long MAX_BYTES = 64L << 20;
    /** Nested instances followed at most this deep, so that scenes instancing each other end. */
    private static final int MAX_NESTING = 32;
    private final ProjectFiles project;
    private final Map<Path, Scene> read = new HashMap<>();

    private record Scene(SceneLayout layout, GodotTextIndex index) {}

    InstancedScenes(ProjectFiles project) { this.project = project; }

    Path find(String resPath) { return project.find(resPath); }

    String show(Path found) { return project.show(found); }

    /** Whether the scene file holds a node at this path from its root, through the scenes it instances in turn. */
    Held holds(Path scene, String path) {
        for (int depth = 0; depth < MAX_NESTING; depth++) {
            Scene s = read.containsKey(scene) ? read.get(scene) : read(scene);
            if (s == null) return Held.UNKNOWN;
            if (s.layout.node(path) >= 0) return Held.YES;
            int inst = s.layout.instanceOnTheWay(path);
            if (inst < 0) return Held.NO;
            String res = SceneLayout.text(s.index, s.index.member(s.layout.sections.get(s.layout.instanceOf[inst]).value(), "path"));
            Path next = project.find(res);
            if (next == null) return Held.UNKNOWN;
            path = s.layout.below(inst, path);
            scene = next;
        }
        return Held.UNKNOWN;
    }

    private Scene read(Path scene) {
        Scene s = null;
        try {
            if (Files.size(scene) <= MAX_BYTES) {
                byte[] text = Files.readAllBytes(scene);
                TextScanner t = new TextScanner(text, x -> 0).scan();
                GodotTextIndex index = new GodotTextIndex(text, t.table(), -1);
                s = new Scene(new SceneLayout(index, t.sections()), index);
            }
        } catch (IOException | GodotSyntaxException e) {
            // an imported (.glb) or unreadable scene: the path is shown as a reference into it, unchecked
        }
        read.put(scene, s);
        return s;
    }
}
