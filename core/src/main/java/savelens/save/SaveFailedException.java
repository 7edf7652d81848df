package savelens.save;

/** A save that did not happen; the original file is untouched. */
public final class SaveFailedException extends RuntimeException {
    public SaveFailedException(String message, Throwable cause) { super(message, cause); }

    public SaveFailedException(String message) { super(message); }
}
