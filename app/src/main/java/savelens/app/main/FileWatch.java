package savelens.app.main;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import savelens.app.document.DocumentViewModel;
import savelens.save.FileStamp;

/**
 * Notices open files that something else rewrote: each check compares a file's size and modification time on
 * disk with those it had when it was read or last saved by SaveLens (its {@link FileStamp}), so SaveLens's own
 * saves, which renew the stamp, are never taken for a change. A game that replaces its save by renaming a new
 * file over it shows as a new size or time like any other write. A change is acted on only once the file has
 * looked the same at two checks in a row, so a file caught while it is being written is not read half-way,
 * and only once per version of the file. A check reads attributes only (no content), cheap enough for a timer.
 */
final class FileWatch {
    /** A file's size and modification time as one comparable value. */
    private record Seen(long size, long modified) {}

    /** What the last check saw of each document's file, when it differed from the stamp. */
    private final Map<DocumentViewModel, Seen> lastSeen = new WeakHashMap<>();
    /** The version of each document's file already acted on (reloaded, or reported). */
    private final Map<DocumentViewModel, Seen> handled = new WeakHashMap<>();

    /**
     * Checks every document's file once; hands each that changed (and has settled) to {@code changed}. Call on the
     * thread that owns the documents.
     */
    void check(List<DocumentViewModel> documents, Consumer<DocumentViewModel> changed) {
        for (DocumentViewModel doc : List.copyOf(documents)) {
            Seen now = changedOnDisk(doc);
            if (now == null) {
                lastSeen.remove(doc);
                continue;
            }
            Seen before = lastSeen.put(doc, now);
            if (!now.equals(before) || now.equals(handled.get(doc))) continue; // still being written, or known
            handled.put(doc, now);
            changed.accept(doc);
        }
    }

    /** What the file is like now, when that differs from the stamp; null when it does not, cannot be told, or a save runs. */
    private static Seen changedOnDisk(DocumentViewModel doc) {
        if (doc.isSample() || doc.file() == null || doc.savingProperty().get()) return null;
        // Not hashed yet (a big file just opened is hashed in the background): checked once it is, not hashed here.
        FileStamp stamp = doc.stampIfMade();
        if (stamp == null) return null;
        BasicFileAttributes now;
        try {
            now = Files.readAttributes(stamp.file(), BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return null; // gone for a moment while a game replaces it; the next check sees the new file
        } catch (IOException e) {
            return null;
        }
        if (!now.isRegularFile()) return null;
        if (now.size() == stamp.size() && Objects.equals(now.lastModifiedTime(), stamp.modified())) return null;
        return new Seen(now.size(), now.lastModifiedTime().toMillis());
    }
}
