package savelens.edit;

import savelens.document.Document;

/** An edit that would break the document (wrong kind, missing id, wrongly typed reference...). */
public final class EditRefusedException extends RuntimeException {
    public EditRefusedException(String message) { super(message); }

    /** Refuses an edit of a value the format made up rather than read (see {@link Document#isSynthetic}). */
    static void refuseSynthetic(Document doc, int value, String label) {
        if (doc.isSynthetic(value)) {
            throw new EditRefusedException(label + " is part of the root list SaveLens works out from the objects' parents;"
                    + " it is not written in the file: change the objects' parent links instead");
        }
    }
}
