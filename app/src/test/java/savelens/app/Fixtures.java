package savelens.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The documents in the repository's {@code fixtures/} folder (always there), copied where a test may change them. */
public final class Fixtures {
    private Fixtures() {}

    public static Path folder() {
        return Path.of(System.getProperty("savelens.fixtures", "../fixtures")).toAbsolutePath().normalize();
    }

    /** Copies a fixture (and its registry sidecar, when it has one) into {@code dir}. */
    public static Path copy(Path dir, String relative) throws IOException { return copy(folder().resolve(relative), dir); }

    static Path copy(Path source, Path dir) throws IOException {
        Path target = dir.resolve(source.getFileName().toString());
        Files.copy(source, target);
        target.toFile().setWritable(true);
        String name = source.getFileName().toString();
        if (name.endsWith(".json")) {
            Path sidecar = source.resolveSibling(name.substring(0, name.length() - 5) + ".registry.json");
            if (Files.exists(sidecar)) Files.copy(sidecar, dir.resolve(sidecar.getFileName().toString()));
        }
        return target;
    }
}
