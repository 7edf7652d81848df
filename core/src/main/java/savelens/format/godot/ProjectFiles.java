package savelens.format.godot;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a {@code res://} path of a Godot project is on disk: {@code res://} is the folder holding
 * {@code project.godot}, found by going up from the file being read. Without a file or a project, nothing is found.
 */
final class ProjectFiles {
    private final Path project;

    private ProjectFiles(Path project) { this.project = project; }

    static ProjectFiles around(Path file) {
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        while (dir != null) {
            if (Files.isRegularFile(dir.resolve("project.godot"))) return new ProjectFiles(dir);
            dir = dir.getParent();
        }
        return new ProjectFiles(null);
    }

    /** The file a {@code res://} path names when it exists, else null. */
    Path find(String resPath) {
        if (project == null || resPath == null || !resPath.startsWith("res://")) return null;
        try {
            Path p = project.resolve(resPath.substring("res://".length())).normalize();
            return p.startsWith(project) && Files.isRegularFile(p) ? p : null;
        } catch (RuntimeException e) {
            return null; // a path the file system cannot take is simply not found
        }
    }

    /** A found file as shown: relative to the project folder. */
    String show(Path found) {
        return project.relativize(found).toString().replace('\\', '/');
    }
}
