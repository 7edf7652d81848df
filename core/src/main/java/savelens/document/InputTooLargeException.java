package savelens.document;

/**
 * The input is larger than the {@link SizeLimit} it was read under: the file itself, or the text its
 * container unpacks to. The message gives the size (or that it is more than the limit) and the limit.
 */
public final class InputTooLargeException extends UnreadableDocumentException {
    public InputTooLargeException(String message) { super(message); }

    /** A file of a known size over the limit. */
    public static InputTooLargeException file(long size, SizeLimit limit) {
        return new InputTooLargeException("the file is " + SizeLimit.describe(size) + ", over the " + limit + " limit");
    }
}
