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
        CHANGED_ON_DISK
    }

    private final Reason reason;
    private final Path file;

    SaveRefusedException(Reason reason, Path file) {
        super(message(reason, file));
        this.reason = reason;
        this.file = file;
    }

    public Reason reason() { return reason; }

    /** The file as the caller named it. */
    public Path file() { return file; }

    private static String message(Reason reason, Path file) {
        return switch (reason) {
            case READ_ONLY -> file + " is read-only; use -o OUT or Save As";
            case FOLDER_NOT_WRITABLE -> file + " cannot be saved here: the folder is not writable; use -o OUT or Save As";
            case CHANGED_ON_DISK -> file + " changed on disk since it was read; nothing was written";
        };
    }
}
