package savelens.app.document;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.document.Document;
import savelens.edit.EditCommand;
import savelens.edit.EditHistory;

/** The core's edit history as properties a menu and a title bar bind to. */
public final class UndoViewModel {
    private final EditHistory history;
    private final ReadOnlyBooleanWrapper undoable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper redoable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper undoDescription = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper redoDescription = new ReadOnlyStringWrapper();

    public UndoViewModel(EditHistory history) {
        this.history = history;
        history.addListener(this::update);
        update();
    }

    public Document document() { return history.document(); }

    public EditHistory.Change prepareExecute(EditCommand command) { return history.prepareExecute(command); }

    /** The undo of the last step, or null. */
    public EditHistory.Change prepareUndo() { return history.prepareUndo(); }

    /** The redo of the last undone step, or null. */
    public EditHistory.Change prepareRedo() { return history.prepareRedo(); }

    /** Makes a computed step current (see {@link EditHistory#commit}). */
    public Document commit(EditHistory.Change change, Document result) { return history.commit(change, result); }

    public void markSaved() { history.markSaved(); }

    /** The document as its file holds it (as read, or as last written). */
    public Document savedDocument() { return history.savedDocument(); }

    public void addListener(Runnable r) { history.addListener(r); }

    private void update() {
        undoable.set(history.canUndo());
        redoable.set(history.canRedo());
        dirty.set(history.isDirty());
        undoDescription.set(history.undoDescription());
        redoDescription.set(history.redoDescription());
    }

    public ReadOnlyBooleanProperty undoableProperty() { return undoable.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty redoableProperty() { return redoable.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty dirtyProperty() { return dirty.getReadOnlyProperty(); }

    public ReadOnlyStringProperty undoDescriptionProperty() { return undoDescription.getReadOnlyProperty(); }

    public ReadOnlyStringProperty redoDescriptionProperty() { return redoDescription.getReadOnlyProperty(); }

    public boolean isDirty() { return dirty.get(); }
}
