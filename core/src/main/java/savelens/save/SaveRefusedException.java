package savelens.save;

import java.nio.file.Path;

/** A save that was not attempted, for a reason the user can act on; nothing was written. */
public final class SaveRefusedException extends SaveFailedException {
    public enum Reason {
        /** No owner write bit (the read-only attribute on Windows), or not writable by this user. */
        READ_ONLY,
        /** The folder does not let this user create files in it. */
        FOLDER_NOT_WRITABLE,
        /** The file is not what was read: another program wrote it, or it is gone. */
        CHANGED_ON_DISK,
        /** Another program wrote the file while the save was writing; the edit was put in {@link #keptIn()} instead. */
        CHANGED_WHILE_SAVING
    }

    private final Reason reason;
    private final Path file;
    private final Path keptIn;

    SaveRefusedException(Reason reason, Path file) {
        this(reason, file, null);
    }

    SaveRefusedException(Reason reason, Path file, Path keptIn) {
        super(message(reason, file, keptIn));
        this.reason = reason;
        this.file = file;
        this.keptIn = keptIn;
    }

    /** Where the content that was not written went ({@code FILE.savelens-edit}), or null when it went nowhere. */
    public Path keptIn() { return keptIn; }

    /** {@code FILE.savelens-edit}: where a save that found the file changed under it keeps the edit it did not write. */
    public static Path editKeptBeside(Path file) {
        return file.resolveSibling(file.getFileName() + ".savelens-edit");
    }

    public Reason reason() { return reason; }

    /** The file as the caller named it. */
    public Path file() { return file; }

    private static String message(Reason reason, Path file, Path keptIn) {
        return switch (reason) {
            case READ_ONLY -> file + " is read-only; use -o OUT or Save As";
            case FOLDER_NOT_WRITABLE -> file + " cannot be saved here: the folder is not writable; use -o OUT or Save As";
            case CHANGED_ON_DISK -> file + " changed on disk since it was read; nothing was written";
            case CHANGED_WHILE_SAVING -> file + " changed on disk while saving; nothing was written; your edit is kept in " + keptIn;
        };
    }
}
