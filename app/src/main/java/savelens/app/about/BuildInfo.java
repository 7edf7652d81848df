package savelens.app.about;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What the build wrote into the jar: the version ({@code build.properties}, filled in by Maven) and the
 * runtime dependencies that ship in {@code lib/} ({@code dependencies.txt}, written by
 * {@code dependency:list}), so that neither is a hand-kept list.
 */
public record BuildInfo(String name, String version, String javafxVersion, List<ShippedDependency> dependencies) {
    static final String PROPERTIES = "build.properties", DEPENDENCIES = "dependencies.txt";

    public BuildInfo {
        dependencies = List.copyOf(dependencies);
    }

    public static BuildInfo bundled() {
        try {
            Properties p = new Properties();
            try (InputStream in = open(PROPERTIES)) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            List<ShippedDependency> deps = new ArrayList<>();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(open(DEPENDENCIES), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) ShippedDependency.parse(line).ifPresent(deps::add);
            }
            return new BuildInfo(p.getProperty("name", "SaveLens"), p.getProperty("version", "unknown"),
                    p.getProperty("javafx.version", "unknown"), deps);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream open(String resource) throws IOException {
        InputStream in = BuildInfo.class.getResourceAsStream(resource);
        // Only a Maven build writes these; an IDE that skips resource generation has not run one.
        if (in == null) throw new IOException(resource + " is missing: build the app with Maven");
        return in;
    }
}
