package savelens.format.godot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The scenes a file instances, read on demand to see whether a path through an instanced node names a node in
 * there. Each is read once (its sections only, none of the scenes it instances in turn).
 */
final class InstancedScenes {
    private static final long MAX_BYTES = 64L << 20;
    private final ProjectFiles project;
    private final Map<Path, SceneLayout> read = new HashMap<>();

    InstancedScenes(ProjectFiles project) { this.project = project; }

    Path find(String resPath) { return project.find(resPath); }

    String show(Path found) { return project.show(found); }

    /** True when the scene file holds a node at this path from its root; false when not, or unreadable. */
    boolean holds(Path scene, String path) {
        SceneLayout layout = read.computeIfAbsent(scene, InstancedScenes::layout);
        return layout != null && layout.node(path) >= 0;
    }

    private static SceneLayout layout(Path scene) {
        try {
            if (Files.size(scene) > MAX_BYTES) return null;
            byte[] text = Files.readAllBytes(scene);
            TextScanner s = new TextScanner(text, x -> 0).scan();
            return new SceneLayout(new GodotTextIndex(text, s.table(), -1), s.sections());
        } catch (IOException | GodotSyntaxException e) {
            return null; // an unreadable scene: the path is shown as a reference into it, unchecked
        }
    }
}
