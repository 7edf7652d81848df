package savelens.save;

import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * How a save goes: how many backup generations to keep, the stamp of the file as it was read (the save is
 * refused when the file on disk no longer matches it), and the file-system steps to do it with.
 *
 * @param backups      0 keeps no backup (backups already there are left alone); N keeps FILE.bak (newest) to FILE.bak.N (oldest)
 * @param expectedFile the real path of the file as it was read, or null when it was not read (a new file, Overwrite)
 * @param expected     its stamp, made when first asked for: only a save to that very file compares with it (the
 *                     hash of a big file is not made for a save elsewhere); null with no file
 */
public record SaveOptions(int backups, Path expectedFile, Supplier<FileStamp> expected, SaveSteps steps) {
    public static final int DEFAULT_BACKUPS = 1, MAX_BACKUPS = 100;

    public SaveOptions {
        if (backups < 0 || backups > MAX_BACKUPS) throw new IllegalArgumentException("backups must be 0 to " + MAX_BACKUPS + ": " + backups);
        if (steps == null) steps = SaveSteps.onDisk();
        if ((expectedFile == null) != (expected == null)) throw new IllegalArgumentException("a stamp goes with its file");
    }

    public static SaveOptions defaults() { return new SaveOptions(DEFAULT_BACKUPS, null, null, null); }

    public SaveOptions withBackups(int n) { return new SaveOptions(n, expectedFile, expected, steps); }

    /** Refuses the save if the file this stamp is of changed on disk since; a stamp of another file is ignored. */
    public SaveOptions expecting(FileStamp stamp) {
        return stamp == null ? new SaveOptions(backups, null, null, steps) : new SaveOptions(backups, stamp.file(), () -> stamp, steps);
    }

    /** As {@link #expecting(FileStamp)}, with the stamp of the file at the real path {@code file} made only if the save goes there. */
    public SaveOptions expecting(Path file, Supplier<FileStamp> stamp) {
        return file == null || stamp == null ? expecting(null) : new SaveOptions(backups, file, stamp, steps);
    }

    public SaveOptions through(SaveSteps s) { return new SaveOptions(backups, expectedFile, expected, s); }

    /** The stamp to compare with when a save goes to the file at the real path {@code real}; null for any other file. */
    FileStamp expectedFor(Path real) {
        if (expectedFile == null || !expectedFile.equals(real)) return null;
        FileStamp stamp = expected.get();
        return stamp != null && stamp.file().equals(real) ? stamp : null;
    }
}
