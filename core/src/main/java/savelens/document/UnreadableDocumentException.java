package savelens.document;

/** The input cannot be read as a document at all; the message says what is wrong (and where, if known). */
public class UnreadableDocumentException extends RuntimeException {
    public UnreadableDocumentException(String message) { super(message); }

    public UnreadableDocumentException(String message, Throwable cause) { super(message, cause); }
}
