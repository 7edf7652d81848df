package savelens.format;

import savelens.document.UnreadableDocumentException;

/**
 * The text is valid but is not this format's document: plain JSON of another shape reaches a format by its
 * file name alone. Whoever chose the format says which formats it would have taken.
 */
public final class NotADocumentException extends UnreadableDocumentException {
    public NotADocumentException() { super("not a document SaveLens can read"); }
}
