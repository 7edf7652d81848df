package savelens.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The shared sample files, copied where a test may change them. */
public final class Samples {
    private Samples() {}

    public static Path folder() {
        return Path.of(System.getProperty("savelens.samples", "../../shared/samples"));
    }

    /** Copies a sample (and its registry sidecar, when it has one) into {@code dir}. */
    public static Path copy(Path dir, String relative) throws IOException {
        Path source = folder().resolve(relative);
        Path target = dir.resolve(source.getFileName().toString());
        Files.copy(source, target);
        target.toFile().setWritable(true); // the shared samples are read-only, which a save in place refuses
        String name = source.getFileName().toString();
        if (name.endsWith(".json")) {
            Path sidecar = source.resolveSibling(name.substring(0, name.length() - 5) + ".registry.json");
            if (Files.exists(sidecar)) Files.copy(sidecar, dir.resolve(sidecar.getFileName().toString()));
        }
        return target;
    }
}
