package savelens;

import java.nio.file.Path;
import savelens.document.Document;

/**
 * The shared sample documents in {@code ../shared/samples} (real RPG Maker saves among them; read-only):
 * a test that uses them is skipped, with a printed reason, where they are absent. Tests copy what they modify.
 */
public final class Samples {
    private Samples() {}

    public static Path dir() { return SharedCorpus.SAMPLES.require(); }

    public static Path path(String relative) { return dir().resolve(relative); }

    public static byte[] bytes(String relative) { return Fixtures.read(path(relative)); }

    /** Copies a sample (and a sidecar registry beside it, if any) into a folder; returns the copy. */
    public static Path copy(String relative, Path into) { return Fixtures.copy(path(relative), into); }

    /** Edges to existing nodes (nesting and references), as {@code info} counts them. */
    public static int references(Document doc) { return Fixtures.references(doc); }
}
