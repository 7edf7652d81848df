package savelens.save;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** A save that did not happen; the file is as it was before. */
public class SaveFailedException extends RuntimeException {
    public SaveFailedException(String message, Throwable cause) { super(message, cause); }

    public SaveFailedException(String message) { super(message); }

    /** The failure of a file-system step, said without exception names or the temp file's path. */
    static SaveFailedException writing(Path target, IOException e) {
        String why;
        if (e instanceof FileSystemException f && f.getReason() != null) why = f.getReason(); // "No space left on device"
        else if (e instanceof AccessDeniedException) why = "permission denied";
        else if (e instanceof NoSuchFileException) why = "a file or folder it needs is missing";
        else if (e instanceof FileSystemException) why = "the file system refused";
        else why = e.getMessage() == null ? "an input/output error" : e.getMessage();
        return new SaveFailedException("cannot write " + target.getFileName() + ": " + why, e);
    }
}
