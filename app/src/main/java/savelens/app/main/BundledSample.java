package savelens.app.main;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The sample scene shipped in the jar, copied to a temporary folder so that editing it harms nothing. */
public final class BundledSample {
    private static final String FOLDER = "/savelens/app/samples/";
    private static final String[] FILES = {"scene.json", "scene.registry.json"};

    private BundledSample() {}

    public static Path copy() {
        try {
            Path dir = Files.createTempDirectory("savelens-sample");
            dir.toFile().deleteOnExit();
            for (String name : FILES) {
                try (InputStream in = BundledSample.class.getResourceAsStream(FOLDER + name)) {
                    if (in == null) throw new IOException("the sample " + name + " is missing from the jar");
                    Path target = dir.resolve(name);
                    Files.copy(in, target);
                    target.toFile().deleteOnExit();
                }
            }
            return dir.resolve(FILES[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
