package savelens.format.rpgmaker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.document.Document;
import savelens.document.ReferenceEdges;

/** Test helpers: the shared samples and graph counts. */
public final class Samples {
    private Samples() {}

    public static Path dir() {
        String p = System.getProperty("savelens.samples");
        return Path.of(p != null ? p : "../../shared/samples");
    }

    public static Path path(String relative) { return dir().resolve(relative); }

    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(path(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Edges to existing nodes (nesting and references). */
    public static int references(Document doc) {
        ReferenceEdges e = doc.edges();
        int n = 0;
        for (int i = 0; i < e.edgeCount(); i++) if (e.target(i) >= 0) n++;
        return n;
    }
}
