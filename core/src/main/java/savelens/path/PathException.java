package savelens.path;

/** A path that is malformed or leads nowhere in the document. */
public final class PathException extends RuntimeException {
    public PathException(String message) { super(message); }
}
