package savelens.document;

/**
 * The file ran the heap out while it was read: it is within the size limit, but Java was given too little memory
 * for it. Whoever started SaveLens can give it more; the command line says how.
 */
public final class TooLargeForMemoryException extends UnreadableDocumentException {
    public TooLargeForMemoryException() { super("is too large for the memory SaveLens was given"); }
}
