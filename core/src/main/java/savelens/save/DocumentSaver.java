package savelens.save;

import java.nio.file.Path;
import java.util.Arrays;
import savelens.document.Document;
import savelens.format.Format;

/** Saves a document in the format it was read with: the container wrapped around its JSON text, written atomically. */
public final class DocumentSaver {
    private DocumentSaver() {}

    public static SaveResult save(Format format, Document doc, Path target) {
        return save(format, doc, target, SaveOptions.defaults());
    }

    public static SaveResult save(Format format, Document doc, Path target, SaveOptions options) {
        String reason = format.unwritableReason(doc);
        if (reason != null) throw new SaveFailedException(reason);
        byte[] bytes = format.encode(doc.text());
        return AtomicSave.write(target, bytes, back -> {
            // The text must come back whole, however large a limit it was read under, and no larger.
            if (!Arrays.equals(format.decode(back, Math.max(1, doc.text().length)), doc.text())) {
                throw new SaveFailedException("the written file does not decode to the document");
            }
        }, options);
    }
}
