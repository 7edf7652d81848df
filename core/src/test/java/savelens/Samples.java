package savelens;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/** The shared sample documents (read-only); tests copy what they modify. */
public final class Samples {
    private Samples() {}

    public static Path dir() {
        String p = System.getProperty("savelens.samples");
        return Path.of(p != null ? p : "../../shared/samples").toAbsolutePath().normalize();
    }

    public static Path path(String relative) { return dir().resolve(relative); }

    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(path(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a sample (and a sidecar registry beside it, if any) into a folder; returns the copy. */
    public static Path copy(String relative, Path into) {
        try {
            Path src = path(relative);
            Path dst = into.resolve(src.getFileName().toString());
            Files.copy(src, dst, StandardCopyOption.REPLACE_EXISTING);
            dst.toFile().setWritable(true);
            String name = src.getFileName().toString();
            if (name.endsWith(".json")) {
                Path sidecar = src.resolveSibling(name.substring(0, name.length() - 5) + ".registry.json");
                if (Files.exists(sidecar)) Files.copy(sidecar, into.resolve(sidecar.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
            }
            return dst;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Edges to existing nodes (nesting and references), as {@code info} counts them. */
    public static int references(Document doc) {
        ReferenceEdges e = doc.edges();
        int n = 0;
        for (int i = 0; i < e.edgeCount(); i++) if (e.target(i) >= 0) n++;
        return n;
    }
}
