package savelens.document;

/** A syntax cannot write what an edit asks for at that place; the message says why, for the user. */
public final class SyntaxRefusedException extends RuntimeException {
    public SyntaxRefusedException(String message) { super(message); }
}
