package savelens.app.document;

import java.nio.file.Path;
import savelens.document.ReadContext;
import savelens.format.Formats;

/** Reads a file into its first state; runs off the JavaFX thread, so it touches nothing on screen. */
public final class DocumentLoader {
    private DocumentLoader() {}

    public static DocumentState load(Path file) {
        return DocumentState.of(Formats.open(file, ReadContext.of(file)));
    }
}
