package savelens;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/**
 * The documents in the repository's {@code fixtures/} folder (made by {@code savelens.fixtures}; always
 * there, read-only for tests): tests copy what they modify.
 */
public final class Fixtures {
    private Fixtures() {}

    public static Path dir() {
        return Path.of(System.getProperty("savelens.fixtures", "../fixtures")).toAbsolutePath().normalize();
    }

    public static Path path(String relative) { return dir().resolve(relative); }

    public static byte[] bytes(String relative) { return read(path(relative)); }

    static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a fixture (and a sidecar registry beside it, if any) into a folder; returns the copy. */
    public static Path copy(String relative, Path into) { return copy(path(relative), into); }

    /** Copies a document (and its sidecar registry) from wherever it is into a folder, writable. */
    static Path copy(Path src, Path into) {
        try {
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
