package savelens.edit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import savelens.document.Document;

/**
 * The undo and redo stacks of one open document, and its current state. A revision number grows with
 * every change so that views can listen for one number; "changed since save" compares it with the
 * revision last saved.
 */
public final class EditHistory {
    public static final int LIMIT = 1_000;

    private final Deque<EditCommand> undo = new ArrayDeque<>();
    private final Deque<EditCommand> redo = new ArrayDeque<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private Document document;
    private long revision;
    /** The command on top of the undo stack when last saved; null when saved with nothing to undo. */
    private EditCommand savedTop;
    /** The saved state fell off the bounded undo stack: no undo can reach it again. */
    private boolean savedStateLost;
    private boolean busy;

    public EditHistory(Document document) { this.document = document; }

    public Document document() { return document; }

    public long revision() { return revision; }

    public boolean canUndo() { return !undo.isEmpty(); }

    public boolean canRedo() { return !redo.isEmpty(); }

    public String undoDescription() { return undo.isEmpty() ? null : undo.peek().description(); }

    public String redoDescription() { return redo.isEmpty() ? null : redo.peek().description(); }

    /** True when the document differs from what was last saved (or loaded). */
    public boolean isDirty() { return savedStateLost || undo.peek() != savedTop; }

    public void markSaved() {
        savedTop = undo.peek();
        savedStateLost = false;
        fire();
    }

    /** Runs a command; a refused command leaves the document and the stacks as they were. */
    public Document execute(EditCommand command) {
        guard();
        try {
            document = command.execute(document);
            undo.push(command);
            if (undo.size() > LIMIT) {
                // Conservative: once the stack's bottom is dropped near the saved state, say "changed".
                EditCommand dropped = undo.removeLast();
                if (savedTop == null || dropped == savedTop) savedStateLost = true;
            }
            redo.clear();
            revision = nextRevision();
        } finally {
            busy = false;
        }
        fire();
        return document;
    }

    public Document undo() {
        if (undo.isEmpty()) return document;
        guard();
        try {
            EditCommand c = undo.pop();
            document = c.undo(document);
            redo.push(c);
            revision = nextRevision();
        } finally {
            busy = false;
        }
        fire();
        return document;
    }

    public Document redo() {
        if (redo.isEmpty()) return document;
        guard();
        try {
            EditCommand c = redo.pop();
            document = c.redo(document);
            undo.push(c);
            revision = nextRevision();
        } finally {
            busy = false;
        }
        fire();
        return document;
    }

    public void addListener(Runnable r) { listeners.add(r); }

    public void removeListener(Runnable r) { listeners.remove(r); }

    private long nextRevision() { return revision + 1; }

    private void guard() {
        // A listener that edits while a change is being applied would corrupt the stacks.
        if (busy) throw new IllegalStateException("an edit is already in progress");
        busy = true;
    }

    private void fire() { for (Runnable r : listeners) r.run(); }
}
