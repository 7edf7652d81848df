package savelens.format.marshal;

import savelens.document.UnreadableDocumentException;

/** Bytes that are not Ruby Marshal 4.8: the message names the byte offset and what is wrong there. */
public final class MarshalFormatException extends UnreadableDocumentException {
    private final long offset;

    public MarshalFormatException(long offset, String problem) {
        super("byte " + offset + ": " + problem);
        this.offset = offset;
    }

    /** Where in the file the problem was found (0-based). */
    public long offset() { return offset; }
}
