package savelens.save;

/**
 * How a save goes: how many backup generations to keep, the stamp of the file as it was read (the save is
 * refused when the file on disk no longer matches it), and the file-system steps to do it with.
 *
 * @param backups  0 keeps no backup (backups already there are left alone); N keeps FILE.bak (newest) to FILE.bak.N (oldest)
 * @param expected the target as it was read, or null when it was not read (a new file, Overwrite)
 */
public record SaveOptions(int backups, FileStamp expected, SaveSteps steps) {
    public static final int DEFAULT_BACKUPS = 1, MAX_BACKUPS = 100;

    public SaveOptions {
        if (backups < 0 || backups > MAX_BACKUPS) throw new IllegalArgumentException("backups must be 0 to " + MAX_BACKUPS + ": " + backups);
        if (steps == null) steps = SaveSteps.onDisk();
    }

    public static SaveOptions defaults() { return new SaveOptions(DEFAULT_BACKUPS, null, null); }

    public SaveOptions withBackups(int n) { return new SaveOptions(n, expected, steps); }

    /** Refuses the save if the file this stamp is of changed on disk since; a stamp of another file is ignored. */
    public SaveOptions expecting(FileStamp stamp) { return new SaveOptions(backups, stamp, steps); }

    public SaveOptions through(SaveSteps s) { return new SaveOptions(backups, expected, s); }
}
