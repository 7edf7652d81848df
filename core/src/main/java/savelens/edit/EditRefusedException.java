package savelens.edit;

/** An edit that would break the document (wrong kind, missing id, wrongly typed reference...). */
public final class EditRefusedException extends RuntimeException {
    public EditRefusedException(String message) { super(message); }
}
