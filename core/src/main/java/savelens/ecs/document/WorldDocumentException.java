package savelens.ecs.document;

/** A helio document that is not a saved world, or one that does not fit the given component types. */
public final class WorldDocumentException extends IllegalArgumentException {
    public WorldDocumentException(String message) {
        super(message);
    }

    public WorldDocumentException(String message, Throwable cause) {
        super(message, cause);
    }
}
