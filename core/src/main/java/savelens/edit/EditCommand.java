package savelens.edit;

import savelens.document.Document;

/** One user action on a document, undoable. Documents are immutable: each step returns the new one. */
public interface EditCommand {
    String description();

    /** Checks and applies the edit; throws {@link EditRefusedException} with the reason when it cannot. */
    Document execute(Document doc);

    Document undo(Document doc);

    Document redo(Document doc);

    /**
     * As {@link #execute}, when the edit replaces one plain scalar and the document is patched in place (no node,
     * link or edge changes, and it costs about a millisecond at any size); else null, with nothing done, and the
     * caller executes the edit as usual. May throw {@link EditRefusedException} as {@link #execute} does.
     */
    default Document executeInPlace(Document doc) { return null; }

    /** As {@link #undo}, when the edit was {@linkplain #executeInPlace patched in place}; else null, nothing done. */
    default Document undoInPlace(Document doc) { return null; }

    /** As {@link #redo}, when the edit was {@linkplain #executeInPlace patched in place}; else null, nothing done. */
    default Document redoInPlace(Document doc) { return null; }
}
