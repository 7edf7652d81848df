package savelens.ecs.document;

import java.nio.file.Path;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.file.Formats;
import savelens.save.AtomicSave;
import savelens.save.SaveOptions;
import savelens.save.SaveResult;

/**
 * A world saved to a file as a {@link WorldDocument}, through {@link AtomicSave} like every save: the file is
 * read back as a helio document before it replaces anything, and the one it replaces is kept as a backup.
 */
public final class WorldSnapshot {
    private WorldSnapshot() {}

    /** Saves a world's document text (from {@link WorldDocument#write}; a running world's taken under its lock). */
    public static SaveResult save(byte[] documentText, Path target, SaveOptions options) {
        // Read back as SaveLens wrote it: the size limit guards against others' files, not this one.
        return AtomicSave.write(target, documentText,
                back -> Formats.read(back, ReadContext.of(target).withMaxSize(SizeLimit.LARGEST)), options);
    }
}
