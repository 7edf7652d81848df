package savelens.save;

import java.nio.file.Path;
import java.util.Arrays;
import savelens.document.Document;
import savelens.format.Format;

/** Saves a document in its own format: the container wrapped around its JSON text, written atomically. */
public final class DocumentSaver {
    private DocumentSaver() {}

    public static void save(Document doc, Path target) {
        Format format = doc.format();
        String reason = format.unwritableReason(doc);
        if (reason != null) throw new SaveFailedException(reason);
        byte[] bytes = format.encode(doc.text());
        AtomicSave.write(target, bytes, back -> {
            if (!Arrays.equals(format.decode(back), doc.text())) {
                throw new SaveFailedException("the written file does not decode to the document");
            }
        });
    }
}
