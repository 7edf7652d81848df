package savelens.save;

import java.nio.file.Path;
import java.util.Arrays;
import savelens.document.Document;
import savelens.format.Format;
import savelens.index.ValueIndex;

/** Saves a document in the format it was read with: the container wrapped around its JSON text, written atomically. */
public final class DocumentSaver {
    private DocumentSaver() {}

    public static SaveResult save(Format format, Document doc, Path target) {
        return save(format, doc, target, SaveOptions.defaults());
    }

    public static SaveResult save(Format format, Document doc, Path target, SaveOptions options) {
        return save(format, doc, target, options, SavedBytes.BLOCK);
    }

    /** {@code block}: the bytes copied at a time from a text held in pieces or outside the heap. */
    static SaveResult save(Format format, Document doc, Path target, SaveOptions options, int block) {
        String reason = format.unwritableReason(doc);
        if (reason != null) throw new SaveFailedException(reason);
        ValueIndex index = doc.index();
        if (!index.textIsFlat() && fileIsItsText(format)) {
            // Written from where the text is held, a block at a time: one array of it would double a big file on the heap.
            // The file is the text, so the file read back holding the text is the whole check.
            return AtomicSave.write(target, SavedBytes.inBlocks(doc.textLength(), index::copyText, block), options);
        }
        byte[] bytes = format.encode(doc.text());
        return AtomicSave.write(target, bytes, back -> {
            // The text must come back whole, however large a limit it was read under, and no larger.
            if (!Arrays.equals(format.decode(back, Math.max(1, doc.text().length)), doc.text())) {
                throw new SaveFailedException("the written file does not decode to the document");
            }
        }, options);
    }

    /** Formats that read their text from outside the heap are those whose file is the text as it is (see {@link Format#readsOffHeap}). */
    private static boolean fileIsItsText(Format format) {
        return format.readsOffHeap() || format.readsBigTextOffHeap();
    }
}
