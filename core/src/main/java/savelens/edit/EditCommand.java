package savelens.edit;

import savelens.document.Document;

/** One user action on a document, undoable. Documents are immutable: each step returns the new one. */
public interface EditCommand {
    String description();

    /** Checks and applies the edit; throws {@link EditRefusedException} with the reason when it cannot. */
    Document execute(Document doc);

    Document undo(Document doc);

    Document redo(Document doc);
}
