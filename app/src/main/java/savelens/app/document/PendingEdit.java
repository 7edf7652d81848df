package savelens.app.document;

import java.util.List;
import savelens.diff.Change;
import savelens.document.Document;
import savelens.edit.EditCommand;

/**
 * An edit of many values prepared but not applied yet (every query hit set to one value, the unreachable nodes
 * removed): what it is, the document it was worked out on, the one command that applies it, and the changes it
 * would make, for the Compare list to show before the user applies it.
 */
public record PendingEdit(String title, Document before, EditCommand command, List<Change> changes) {
    public PendingEdit {
        changes = List.copyOf(changes);
    }
}
