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
    /** The document as the file holds it: as read, or as last written. */
    private Document saved;
    private long revision;
    /** The command on top of the undo stack when last saved; null when saved with nothing to undo. */
    private EditCommand savedTop;
    /** The saved state fell off the bounded undo stack: no undo can reach it again. */
    private boolean savedStateLost;
    private boolean busy;

    public EditHistory(Document document) {
        this.document = document;
        this.saved = document;
    }

    public Document document() { return document; }

    public long revision() { return revision; }

    public boolean canUndo() { return !undo.isEmpty(); }

    public boolean canRedo() { return !redo.isEmpty(); }

    public String undoDescription() { return undo.isEmpty() ? null : undo.peek().description(); }

    public String redoDescription() { return redo.isEmpty() ? null : redo.peek().description(); }

    /** True when the document differs from what was last saved (or loaded). */
    public boolean isDirty() { return savedStateLost || undo.peek() != savedTop; }

    /** The document as the file holds it: as read, or as last written; what is not saved yet is what differs from it. */
    public Document savedDocument() { return saved; }

    public void markSaved() {
        saved = document;
        savedTop = undo.peek();
        savedStateLost = false;
        fire();
    }

    /**
     * An earlier revision was written while the user went on editing: the file holds that one now, and the history
     * stays changed.
     */
    public void savedEarlier(Document revision) {
        saved = revision;
        fire();
    }

    /** Runs a command; a refused command leaves the document and the stacks as they were. */
    public Document execute(EditCommand command) {
        return apply(prepareExecute(command));
    }

    public Document undo() {
        Change c = prepareUndo();
        return c == null ? document : apply(c);
    }

    public Document redo() {
        Change c = prepareRedo();
        return c == null ? document : apply(c);
    }

    /**
     * One step (an edit, an undo or a redo) taken apart so that a big document's new state can be
     * computed on another thread: {@link #compute} needs only the immutable document it starts from, and
     * {@link #commit} then updates the stacks on the history's own thread, provided nothing changed since.
     */
    public static final class Change {
        enum Kind { EXECUTE, UNDO, REDO }

        private final Kind kind;
        private final EditCommand command;
        private final Document base;
        private final long revision;

        private Change(Kind kind, EditCommand command, Document base, long revision) {
            this.kind = kind;
            this.command = command;
            this.base = base;
            this.revision = revision;
        }

        public String description() {
            return switch (kind) {
                case EXECUTE -> command.description();
                case UNDO -> "Undo " + command.description();
                case REDO -> "Redo " + command.description();
            };
        }

        /**
         * The document after the step when it replaces one plain scalar in place ({@link EditCommand#executeInPlace}),
         * cheap enough for any thread at any size; else null, with nothing done: {@link #compute} it then.
         */
        public Document computeInPlace() {
            return switch (kind) {
                case EXECUTE -> command.executeInPlace(base);
                case UNDO -> command.undoInPlace(base);
                case REDO -> command.redoInPlace(base);
            };
        }

        /** The document after the step; throws {@link EditRefusedException} when an edit is refused. Any thread. */
        public Document compute() {
            return switch (kind) {
                case EXECUTE -> command.execute(base);
                case UNDO -> command.undo(base);
                case REDO -> command.redo(base);
            };
        }
    }

    public Change prepareExecute(EditCommand command) {
        return new Change(Change.Kind.EXECUTE, command, document, revision);
    }

    /** The undo of the last step, or null when there is none. */
    public Change prepareUndo() {
        return undo.isEmpty() ? null : new Change(Change.Kind.UNDO, undo.peek(), document, revision);
    }

    /** The redo of the last undone step, or null when there is none. */
    public Change prepareRedo() {
        return redo.isEmpty() ? null : new Change(Change.Kind.REDO, redo.peek(), document, revision);
    }

    /** Makes a computed step the current state; refuses one prepared before another change. */
    public Document commit(Change change, Document result) {
        if (change.revision != revision || change.base != document) {
            throw new IllegalStateException("the document changed while \"" + change.description() + "\" was computed");
        }
        guard();
        try {
            document = result;
            switch (change.kind) {
                case EXECUTE -> {
                    undo.push(change.command);
                    if (undo.size() > LIMIT) {
                        // Conservative: once the stack's bottom is dropped near the saved state, say "changed".
                        EditCommand dropped = undo.removeLast();
                        if (savedTop == null || dropped == savedTop) savedStateLost = true;
                    }
                    redo.clear();
                }
                case UNDO -> redo.push(undo.pop());
                case REDO -> undo.push(redo.pop());
            }
            revision = nextRevision();
        } finally {
            busy = false;
        }
        fire();
        return document;
    }

    private Document apply(Change change) {
        return commit(change, change.compute());
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
