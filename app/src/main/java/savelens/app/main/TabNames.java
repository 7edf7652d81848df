package savelens.app.main;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Tells apart tabs whose files have the same name (two games' {@code file1.rpgsave}): each such tab also shows
 * as much of its folder as it takes to differ from the others ({@code save}, then {@code Game A/save}).
 */
final class TabNames {
    private TabNames() {}

    /** For each file (null: untitled), the folder part to show: "" when its name alone is unique. */
    static List<String> folders(List<Path> files) {
        List<String> out = new ArrayList<>();
        for (Path p : files) out.add(folderOf(p, files));
        return out;
    }

    private static String folderOf(Path file, List<Path> all) {
        if (file == null || file.getFileName() == null) return "";
        List<Path> twins = new ArrayList<>();
        for (Path other : all) {
            if (other != null && other != file && !other.equals(file) && Objects.equals(other.getFileName(), file.getFileName())) twins.add(other);
        }
        if (twins.isEmpty()) return "";
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null) return "";
        for (int depth = 1; depth <= parent.getNameCount(); depth++) {
            Path tail = parent.subpath(parent.getNameCount() - depth, parent.getNameCount());
            boolean unique = true;
            for (Path t : twins) {
                Path tp = t.toAbsolutePath().getParent();
                if (tp != null && tp.getNameCount() >= depth && tp.subpath(tp.getNameCount() - depth, tp.getNameCount()).equals(tail)) unique = false;
            }
            if (unique) return tail.toString();
        }
        return parent.toString();
    }
}
