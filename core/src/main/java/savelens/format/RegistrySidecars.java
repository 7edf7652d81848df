package savelens.format;

import java.nio.file.Path;

/** Where a type registry beside a document is looked for, alike for every format that reads one. */
public final class RegistrySidecars {
    private RegistrySidecars() {}

    /** {@code island.registry.json} beside {@code island.json}; null when the file has no name. */
    public static Path path(Path file) {
        if (file == null || file.getFileName() == null) return null;
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return file.resolveSibling(stem + ".registry.json");
    }
}
